import RxCore

var total = 0
let which = CommandLine.arguments.dropFirst().first ?? "MapFilterPumping"
if which == "MapFilterPumping" {
    let source = Observable<Int>.create { observer in
        for i in 0..<100_000 { observer.on(.next(i)) }
        return Disposables.create()
    }
    var chain = source
    for _ in 0..<6 {
        chain = chain.map { $0 }.filter { _ in true }
    }
    _ = chain.subscribe(onNext: { total += $0 })
} else {
    let subject = PublishSubject<Int>()
    let d = subject.subscribe(onNext: { total += $0 })
    for i in 0..<1_000_000 { subject.on(.next(i)) }
    d.dispose()
}
print(which, total)
