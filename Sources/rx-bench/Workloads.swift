import RxCore
import RxVirtualTime

/// RxSwift's benchmark workloads, written the same way so the figures compare one to one.
let workloads: [Workload] = [
    Workload(name: "PublishSubjectPumping", units: 1_000_000, unit: "event") {
        var sum = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { sum += $0 })
        for _ in 0..<1_000_000 { subject.on(.next(1)) }
        subscription.dispose()
        return sum
    },
    Workload(name: "PublishSubjectPumpingTwoSubscriptions", units: 1_000_000, unit: "event") {
        var sum = 0
        let subject = PublishSubject<Int>()
        let first = subject.subscribe(onNext: { sum += $0 })
        let second = subject.subscribe(onNext: { sum += $0 })
        for _ in 0..<1_000_000 { subject.on(.next(1)) }
        first.dispose()
        second.dispose()
        return sum
    },
    Workload(name: "PublishSubjectCreating", units: 100_000, unit: "iteration") {
        var sum = 0
        for _ in 0..<100_000 {
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { sum += $0 })
            subject.on(.next(1))
            subscription.dispose()
        }
        return sum
    },
    Workload(name: "MapFilterPumping", units: 100_000, unit: "event") {
        var sum = 0
        let subscription = mapFilterChain(emitting: 100_000).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    },
    Workload(name: "MapFilterCreating", units: 10_000, unit: "chain") {
        var sum = 0
        for _ in 0..<10_000 {
            let subscription = mapFilterChain(emitting: 1).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    },
    Workload(name: "FlatMapsPumping", units: 100_000, unit: "event") {
        var sum = 0
        let subscription = flatMapChain(emitting: 100_000).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    },
    Workload(name: "FlatMapsCreating", units: 10_000, unit: "chain") {
        var sum = 0
        for _ in 0..<10_000 {
            let subscription = flatMapChain(emitting: 1).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    },
    Workload(name: "FlatMapLatestPumping", units: 100_000, unit: "event") {
        var sum = 0
        let subscription = flatMapLatestChain(emitting: 100_000).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    },
    Workload(name: "FlatMapLatestCreating", units: 10_000, unit: "chain") {
        var sum = 0
        for _ in 0..<10_000 {
            let subscription = flatMapLatestChain(emitting: 1).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    },
    Workload(name: "CombineLatestPumping", units: 100_000, unit: "event") {
        var sum = 0
        let subscription = combineLatestChain(emitting: 100_000).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    },
    Workload(name: "CombineLatestCreating", units: 10_000, unit: "chain") {
        var sum = 0
        for _ in 0..<10_000 {
            let subscription = combineLatestChain(emitting: 1).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    },
    Workload(name: "TestSchedulerHotMapRecord", units: 100_000, unit: "event") {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Int>>] = (0..<100_000).map { .next(201 + $0, $0) }
        events.append(.completed(201 + 100_000))
        let xs = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: 1_000_000) { xs.map { $0 * 2 } }
        return observer.events.count
    },
    Workload(name: "TestSchedulerScheduleRelative", units: 100_000, unit: "action") {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = 0
        for index in 0..<100_000 {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(1 + index % 1_000)) { _ in
                ran += 1
                return Disposables.create()
            }
        }
        scheduler.start()
        return ran
    },
]

/// `Observable.create` sending `count` ones, through six map-then-filter pairs.
private func mapFilterChain(emitting count: Int) -> Observable<Int> {
    var chain = source(emitting: count)
    for _ in 0..<6 {
        chain = chain.map { $0 }.filter { _ in true }
    }
    return chain
}

/// `Observable.create` sending `count` ones, through five `flatMap { just($0) }`.
private func flatMapChain(emitting count: Int) -> Observable<Int> {
    var chain = source(emitting: count)
    for _ in 0..<5 {
        chain = chain.flatMap { Observable.just($0) }
    }
    return chain
}

/// `Observable.create` sending `count` ones, through five `flatMapLatest { just($0) }`.
private func flatMapLatestChain(emitting count: Int) -> Observable<Int> {
    var chain = source(emitting: count)
    for _ in 0..<5 {
        chain = chain.flatMapLatest { Observable.just($0) }
    }
    return chain
}

/// `Observable.create` sending `count` ones, as the last of four sources of a `combineLatest`, nested
/// seven deep.
private func combineLatestChain(emitting count: Int) -> Observable<Int> {
    var chain = source(emitting: count)
    for _ in 0..<7 {
        chain = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), chain) {
            value, _, _, _ in value
        }
    }
    return chain
}

/// A source that sends `count` ones synchronously on subscription.
private func source(emitting count: Int) -> Observable<Int> {
    Observable.create { observer in
        for _ in 0..<count { observer.on(.next(1)) }
        return Disposables.create()
    }
}
