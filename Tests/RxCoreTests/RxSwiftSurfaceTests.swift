import RxTestSupport
import XCTest

/// RxSwift 6.10.2's core surface, row by row (the Observable families of the RxSwift-vs-sandbox gap list;
/// the schedulers, subjects, disposables and core types continue in
/// `RxSwiftSchedulersAndSubjectsSurfaceTests`, the traits in `RxSwiftTraitsSurfaceTests`): a learner's
/// snippet that uses every row with RxSwift's own spelling, labels and types, on the receiver RxSwift declares it on, must type-check
/// against `import RxSandbox` without a warning. Lines marked `// rejected` are the rows the sandbox
/// leaves out on purpose: each of those, and nothing else, must get an error. Each comment names the
/// rows its lines cover. The RxSwift 5 spellings RxSwift 6 still has are called from a function marked
/// deprecated itself, as a learner's old code would be, so that they compile without a warning.
final class RxSwiftSurfaceTests: XCTestCase {
    /// What every snippet starts with: the sources and the owner the lines use.
    static let prelude = """
        import Foundation
        import RxSandbox

        struct Failure: Error {}
        final class Owner {}
        let owner = Owner()
        let numbers = Observable.of(1, 2, 3)
        let silent = Observable<Int>.never()
        let scheduler = MainScheduler.instance

        """

    func testCreationTransformingAndFiltering() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
            Self.prelude + """
                // Creation: create(_:), just(_:), just(_:scheduler:), of(_:...,scheduler:), from(_ array:scheduler:),
                // from(_ sequence:scheduler:), from(optional:), from(optional:scheduler:), empty(), never(), error(_:),
                // deferred(_:), range(start:count:scheduler:), repeatElement(_:scheduler:),
                // generate(initialState:condition:scheduler:iterate:), using(_:observableFactory:)
                let created: Observable<Int> = Observable.create { observer in observer.onNext(1); observer.onCompleted(); return Disposables.create() }
                let just: Observable<Int> = Observable.just(1)
                let justOn: Observable<Int> = Observable.just(1, scheduler: scheduler)
                let of: Observable<Int> = Observable.of(1, 2, 3, scheduler: scheduler)
                let fromArray: Observable<Int> = Observable.from([1, 2], scheduler: scheduler)
                let fromSequence: Observable<Int> = Observable.from(1...3, scheduler: scheduler)
                let fromOptional: Observable<Int> = Observable.from(optional: Int?.some(1))
                let fromOptionalOn: Observable<Int> = Observable.from(optional: Int?.none, scheduler: scheduler)
                let empty: Observable<Int> = Observable.empty()
                let never: Observable<Int> = Observable.never()
                let failed: Observable<Int> = Observable.error(Failure())
                let deferred: Observable<Int> = Observable.deferred { Observable.just(1) }
                let range: Observable<Int> = Observable.range(start: 1, count: 3, scheduler: scheduler)
                let repeated: Observable<Int> = Observable.repeatElement(1, scheduler: scheduler)
                let generated: Observable<Int> = Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
                let using: Observable<Int> = Observable.using({ BooleanDisposable() }, observableFactory: { _ in Observable.just(1) })

                // Transforming: map(_:), compactMap(_:), flatMap(_:), flatMapLatest(_:) (Observable and Infallible
                // selectors), flatMapFirst(_:), concatMap(_:), switchLatest(), merge() / merge(maxConcurrent:), concat(),
                // scan(_:accumulator:), scan(into:accumulator:), reduce(_:accumulator:), reduce(_:accumulator:mapResult:),
                // toArray(), enumerated(), materialize(), dematerialize(), groupBy(keySelector:) + GroupedObservable,
                // decode(type:decoder:) + DataDecoder
                let nested: Observable<Observable<Int>> = Observable.just(numbers)
                let mapped: Observable<String> = numbers.map { String($0) }
                let compacted: Observable<Int> = numbers.compactMap { $0 > 1 ? $0 : nil }
                let flattened: Observable<Int> = numbers.flatMap { Observable.just($0) }
                let latest: Observable<Int> = numbers.flatMapLatest { Observable.just($0) }
                let latestInfallible: Observable<Int> = numbers.flatMapLatest { Infallible.just($0) }
                let firstOnly: Observable<Int> = numbers.flatMapFirst { Observable.just($0) }
                let concatMapped: Observable<Int> = numbers.concatMap { Observable.just($0) }
                let switched: Observable<Int> = nested.switchLatest()
                let merged: Observable<Int> = nested.merge()
                let mergedAtMost: Observable<Int> = nested.merge(maxConcurrent: 2)
                let concatenated: Observable<Int> = nested.concat()
                let scanned: Observable<Int> = numbers.scan(0, accumulator: +)
                let scannedInto: Observable<[Int]> = numbers.scan(into: []) { $0.append($1) }
                let reduced: Observable<Int> = numbers.reduce(0, accumulator: +)
                let reducedMapped: Observable<String> = numbers.reduce(0, accumulator: +, mapResult: { String($0) })
                let array: Single<[Int]> = numbers.toArray()
                let enumerated: Observable<(index: Int, element: Int)> = numbers.enumerated()
                let materialized: Observable<Event<Int>> = numbers.materialize()
                let dematerialized: Observable<Int> = materialized.dematerialize()
                let grouped: Observable<GroupedObservable<Bool, Int>> = numbers.groupBy(keySelector: { $0 % 2 == 0 })
                let groupKeys: Observable<Bool> = grouped.map { group in group.key }
                let decoded: Observable<[Int]> = Observable.just(Data()).decode(type: [Int].self, decoder: JSONDecoder())
                func decodeWith<Decoder: DataDecoder>(_ decoder: Decoder) throws -> Int { try decoder.decode(Int.self, from: Data()) }

                // Filtering / conditional: filter(_:), ignoreElements(), distinctUntilChanged() and its keySelector,
                // comparer, keySelector+comparer and key-path forms, take(_:), takeLast(_:), take(until: source),
                // take(until: predicate, behavior:), take(while:behavior:), skip(_:), skip(until:), skip(while:),
                // element(at:), single() / single(_:), first(), ifEmpty(default:), ifEmpty(switchTo:)
                let filtered: Observable<Int> = numbers.filter { $0 > 1 }
                let ignored: Observable<Never> = numbers.ignoreElements()
                let distinct: Observable<Int> = numbers.distinctUntilChanged()
                let distinctByKey: Observable<Int> = numbers.distinctUntilChanged { $0 % 2 }
                let distinctByComparer: Observable<Int> = numbers.distinctUntilChanged { $0 == $1 }
                let distinctByKeyAndComparer: Observable<Int> = numbers.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })
                let distinctAt: Observable<String> = Observable.just("a").distinctUntilChanged(at: \\.count)
                let taken: Observable<Int> = numbers.take(2)
                let takenLast: Observable<Int> = numbers.takeLast(2)
                let takenUntil: Observable<Int> = numbers.take(until: silent)
                let takenUntilPredicate: Observable<Int> = numbers.take(until: { $0 > 2 }, behavior: .inclusive)
                let takenWhile: Observable<Int> = numbers.take(while: { $0 < 3 }, behavior: .exclusive)
                let skipped: Observable<Int> = numbers.skip(1)
                let skippedUntil: Observable<Int> = numbers.skip(until: silent)
                let skippedWhile: Observable<Int> = numbers.skip(while: { $0 < 2 })
                let elementAt: Observable<Int> = numbers.element(at: 1)
                let single: Observable<Int> = numbers.single()
                let singleWhere: Observable<Int> = numbers.single { $0 == 2 }
                let first: Single<Int?> = numbers.first()
                let orDefault: Observable<Int> = numbers.ifEmpty(default: 0)
                let orSwitch: Observable<Int> = numbers.ifEmpty(switchTo: Observable.just(0))

                // Filtering (deprecated): takeUntil(_:), takeUntil(_:predicate:), takeWhile(_:), skipUntil(_:),
                // skipWhile(_:), elementAt(_:)
                @available(*, deprecated)
                func rxSwift5Filtering() {
                    _ = numbers.takeUntil(silent)
                    _ = numbers.takeUntil(.inclusive) { $0 > 2 }
                    _ = numbers.takeWhile { $0 < 3 }
                    _ = numbers.skipUntil(silent)
                    _ = numbers.skipWhile { $0 < 2 }
                    _ = numbers.elementAt(1)
                }
                """)
    }

    func testCombiningErrorsAndSubscribing() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
            Self.prelude + """
                // Combining: Observable.combineLatest 2…8 sources (tuple and resultSelector:), combineLatest(_ collection:)
                // and (_:resultSelector:), Observable.zip 2…8 sources (tuple and resultSelector:), zip(_ collection:) and
                // (_:resultSelector:), Observable.merge(_:...) / merge([..]) / merge(collection), concat(_ second:),
                // Observable.concat(_:...) / concat(sequence) / concat(collection), startWith(_:...),
                // withLatestFrom(_:) / withLatestFrom(_:resultSelector:), amb(_:) / Observable.amb(_ sequence:)
                let n = numbers
                let combined2: Observable<(Int, Int)> = Observable.combineLatest(n, n)
                let combined3: Observable<(Int, Int, Int)> = Observable.combineLatest(n, n, n)
                let combined4: Observable<(Int, Int, Int, Int)> = Observable.combineLatest(n, n, n, n)
                let combined5: Observable<(Int, Int, Int, Int, Int)> = Observable.combineLatest(n, n, n, n, n)
                let combined6: Observable<(Int, Int, Int, Int, Int, Int)> = Observable.combineLatest(n, n, n, n, n, n)
                let combined7: Observable<(Int, Int, Int, Int, Int, Int, Int)> = Observable.combineLatest(n, n, n, n, n, n, n)
                let combined8: Observable<(Int, Int, Int, Int, Int, Int, Int, Int)> = Observable.combineLatest(n, n, n, n, n, n, n, n)
                let combinedBy2: Observable<Int> = Observable.combineLatest(n, n) { $0 + $1 }
                let combinedBy3: Observable<Int> = Observable.combineLatest(n, n, n) { $0 + $1 + $2 }
                let combinedBy4: Observable<Int> = Observable.combineLatest(n, n, n, n) { a, _, _, _ in a }
                let combinedBy5: Observable<Int> = Observable.combineLatest(n, n, n, n, n) { a, _, _, _, _ in a }
                let combinedBy6: Observable<Int> = Observable.combineLatest(n, n, n, n, n, n) { a, _, _, _, _, _ in a }
                let combinedBy7: Observable<Int> = Observable.combineLatest(n, n, n, n, n, n, n) { a, _, _, _, _, _, _ in a }
                let combinedBy8: Observable<Int> = Observable.combineLatest(n, n, n, n, n, n, n, n) { a, _, _, _, _, _, _, _ in a }
                let combinedCollection: Observable<[Int]> = Observable.combineLatest([n, n])
                let combinedCollectionBy: Observable<Int> = Observable.combineLatest([n, n]) { $0.reduce(0, +) }
                let zipped2: Observable<(Int, Int)> = Observable.zip(n, n)
                let zipped3: Observable<(Int, Int, Int)> = Observable.zip(n, n, n)
                let zipped4: Observable<(Int, Int, Int, Int)> = Observable.zip(n, n, n, n)
                let zipped5: Observable<(Int, Int, Int, Int, Int)> = Observable.zip(n, n, n, n, n)
                let zipped6: Observable<(Int, Int, Int, Int, Int, Int)> = Observable.zip(n, n, n, n, n, n)
                let zipped7: Observable<(Int, Int, Int, Int, Int, Int, Int)> = Observable.zip(n, n, n, n, n, n, n)
                let zipped8: Observable<(Int, Int, Int, Int, Int, Int, Int, Int)> = Observable.zip(n, n, n, n, n, n, n, n)
                let zippedBy2: Observable<Int> = Observable.zip(n, n) { $0 + $1 }
                let zippedBy3: Observable<Int> = Observable.zip(n, n, n) { $0 + $1 + $2 }
                let zippedBy4: Observable<Int> = Observable.zip(n, n, n, n) { a, _, _, _ in a }
                let zippedBy5: Observable<Int> = Observable.zip(n, n, n, n, n) { a, _, _, _, _ in a }
                let zippedBy6: Observable<Int> = Observable.zip(n, n, n, n, n, n) { a, _, _, _, _, _ in a }
                let zippedBy7: Observable<Int> = Observable.zip(n, n, n, n, n, n, n) { a, _, _, _, _, _, _ in a }
                let zippedBy8: Observable<Int> = Observable.zip(n, n, n, n, n, n, n, n) { a, _, _, _, _, _, _, _ in a }
                let zippedCollection: Observable<[Int]> = Observable.zip([n, n])
                let zippedCollectionBy: Observable<Int> = Observable.zip([n, n]) { $0.reduce(0, +) }
                let mergedVariadic: Observable<Int> = Observable.merge(n, n)
                let mergedArray: Observable<Int> = Observable.merge([n, n])
                let mergedCollection: Observable<Int> = Observable.merge(ContiguousArray([n, n]))
                let concatWith: Observable<Int> = n.concat(Observable.just(4))
                let concatVariadic: Observable<Int> = Observable.concat(n, n)
                let concatSequence: Observable<Int> = Observable.concat(AnySequence([n, n]))
                let concatCollection: Observable<Int> = Observable.concat([n, n])
                let startedWith: Observable<Int> = n.startWith(-1, 0)
                let latestFrom: Observable<Int> = n.withLatestFrom(Observable.just(9))
                let latestFromBy: Observable<Int> = n.withLatestFrom(Observable.just(9)) { $0 + $1 }
                let ambWith: Observable<Int> = n.amb(silent)
                let ambSequence: Observable<Int> = Observable.amb([n, silent])

                // Error handling: catch(_:), catchAndReturn(_:), Observable.catch(sequence:), retry() / retry(_:),
                // retry(when:) (typed and untyped Error), asInfallible(onErrorJustReturn: / onErrorFallbackTo: /
                // onErrorRecover:)
                let caught: Observable<Int> = numbers.catch { _ in Observable.just(0) }
                let caughtReturning: Observable<Int> = numbers.catchAndReturn(0)
                let caughtSequence: Observable<Int> = Observable.catch(sequence: [numbers, numbers])
                let retried: Observable<Int> = numbers.retry()
                let retriedTwice: Observable<Int> = numbers.retry(2)
                let retriedWhenTyped: Observable<Int> = numbers.retry(when: { (errors: Observable<Failure>) in errors })
                let retriedWhen: Observable<Int> = numbers.retry(when: { (errors: Observable<Error>) in errors })
                let infallibleJust: Infallible<Int> = numbers.asInfallible(onErrorJustReturn: 0)
                let infallibleFallback: Infallible<Int> = numbers.asInfallible(onErrorFallbackTo: Infallible.just(0))
                let infallibleRecover: Infallible<Int> = numbers.asInfallible(onErrorRecover: { _ in Infallible.just(0) })

                // Error handling (deprecated): catchError(_:), catchErrorJustReturn(_:), Observable.catchError(_:),
                // retryWhen(_:) (untyped and typed Error)
                @available(*, deprecated)
                func rxSwift5ErrorHandling() {
                    _ = numbers.catchError { _ in Observable.just(0) }
                    _ = numbers.catchErrorJustReturn(0)
                    _ = Observable.catchError([numbers, numbers])
                    _ = numbers.retryWhen { (errors: Observable<Error>) in errors }
                    _ = numbers.retryWhen { (errors: Observable<Failure>) in errors }
                }

                // Utility / subscribing: subscribe(_ observer:), subscribe(_ on:), subscribe(onNext:onError:onCompleted:
                // onDisposed:), subscribe(with:onNext:onError:onCompleted:onDisposed:), do(onNext:afterNext:onError:
                // afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:), debug(_:trimOutput:file:
                // line:function:), observe(on:), subscribe(on:), withUnretained(_:) / withUnretained(_:resultSelector:),
                // asObservable(), bind(to: observers...) / bind(to: optional observers...), bind(to: (Self) -> R),
                // bind(to:curriedArgument:), bind(onNext:), bind(with:onNext:), bind(to: relays, incl. Optional)
                let subject = PublishSubject<Int>()
                let optionalSubject = PublishSubject<Int?>()
                let toObserver: Disposable = numbers.subscribe(AnyObserver<Int> { _ in })
                let toEvents: Disposable = numbers.subscribe { (event: Event<Int>) in print(event) }
                let toHandlers: Disposable = numbers.subscribe(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
                let toOwner: Disposable = numbers.subscribe(with: owner, onNext: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
                let sideEffects: Observable<Int> = numbers.do(onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
                let debugged: Observable<Int> = numbers.debug("numbers", trimOutput: true, file: "main.swift", line: 1, function: "main")
                let observedOn: Observable<Int> = numbers.observe(on: scheduler)
                let subscribedOn: Observable<Int> = numbers.subscribe(on: scheduler)
                let unretained: Observable<(Owner, Int)> = numbers.withUnretained(owner)
                let unretainedBy: Observable<Int> = numbers.withUnretained(owner) { _, value in value }
                let asObservable: Observable<Int> = numbers.asObservable()
                let boundToObservers: Disposable = numbers.bind(to: subject, subject.asObserver())
                let boundToOptional: Disposable = numbers.bind(to: optionalSubject, optionalSubject.asObserver())
                let boundToFunction: String = numbers.bind(to: { (source: Observable<Int>) in "bound" })
                let boundCurried: Disposable = numbers.bind(to: { (source: Observable<Int>) in { (value: Int) in source.subscribe() } }, curriedArgument: 1)
                let boundOnNext: Disposable = numbers.bind(onNext: { _ in })
                let boundWith: Disposable = numbers.bind(with: owner, onNext: { _, _ in })
                let boundPublishRelays: Disposable = numbers.bind(to: PublishRelay<Int>(), PublishRelay<Int>())
                let boundBehaviorRelays: Disposable = numbers.bind(to: BehaviorRelay(value: 0))
                let boundReplayRelays: Disposable = numbers.bind(to: ReplayRelay<Int>.create(bufferSize: 1))
                let boundOptionalPublish: Disposable = numbers.bind(to: PublishRelay<Int?>())
                let boundOptionalBehavior: Disposable = numbers.bind(to: BehaviorRelay<Int?>(value: nil))
                let boundOptionalReplay: Disposable = numbers.bind(to: ReplayRelay<Int?>.create(bufferSize: 1))

                // Utility (deprecated): observeOn(_:), subscribeOn(_:)
                @available(*, deprecated)
                func rxSwift5Scheduling() {
                    _ = numbers.observeOn(scheduler)
                    _ = numbers.subscribeOn(scheduler)
                }
                """)
    }

    func testTimeAndSharing() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
            Self.prelude + """
                // Time-based: Observable<Int>.interval(_:scheduler:), Observable<Int>.timer(_:period:scheduler:),
                // delay(_:scheduler:), delaySubscription(_:scheduler:), debounce(_:scheduler:),
                // throttle(_:latest:scheduler:), timeout(_:scheduler:) / timeout(_:other:scheduler:),
                // sample(_:defaultValue:), take(for:scheduler:), skip(_:scheduler:), buffer(timeSpan:count:scheduler:),
                // window(timeSpan:count:scheduler:)
                let interval: Observable<Int> = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
                let timer: Observable<Int> = Observable<Int>.timer(.seconds(1), period: .seconds(2), scheduler: scheduler)
                let delayed: Observable<Int> = numbers.delay(.milliseconds(10), scheduler: scheduler)
                let delayedSubscription: Observable<Int> = numbers.delaySubscription(.milliseconds(10), scheduler: scheduler)
                let debounced: Observable<Int> = numbers.debounce(.milliseconds(300), scheduler: scheduler)
                let throttled: Observable<Int> = numbers.throttle(.milliseconds(300), latest: false, scheduler: scheduler)
                let timedOut: Observable<Int> = numbers.timeout(.seconds(1), scheduler: scheduler)
                let timedOutToOther: Observable<Int> = numbers.timeout(.seconds(1), other: Observable.just(0), scheduler: scheduler)
                let sampled: Observable<Int> = numbers.sample(Observable<Void>.never(), defaultValue: 0)
                let takenFor: Observable<Int> = numbers.take(for: .seconds(1), scheduler: scheduler)
                let skippedFor: Observable<Int> = numbers.skip(.seconds(1), scheduler: scheduler)
                let buffered: Observable<[Int]> = numbers.buffer(timeSpan: .seconds(1), count: 3, scheduler: scheduler)
                let windowed: Observable<Observable<Int>> = numbers.window(timeSpan: .seconds(1), count: 3, scheduler: scheduler)

                // Time-based (deprecated): take(_:scheduler:)
                @available(*, deprecated)
                func rxSwift5Timing() {
                    _ = numbers.take(.seconds(1), scheduler: scheduler)
                }

                // Connectable / sharing: share(replay:scope:) + SubjectLifetimeScope, publish(), replay(_:), replayAll(),
                // multicast(_ subject:), multicast(makeSubject:), multicast(_:selector:), refCount(), connect() /
                // ConnectableObservable / ConnectableObservableType
                let shared: Observable<Int> = numbers.share(replay: 1, scope: .whileConnected)
                let sharedForever: Observable<Int> = numbers.share(replay: 1, scope: SubjectLifetimeScope.forever)
                let published: ConnectableObservable<Int> = numbers.publish()
                let replayed: ConnectableObservable<Int> = numbers.replay(1)
                let replayedAll: ConnectableObservable<Int> = numbers.replayAll()
                let multicast: ConnectableObservable<Int> = numbers.multicast(PublishSubject<Int>())
                let multicastMade: ConnectableObservable<Int> = numbers.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
                let multicastSelected: Observable<String> = numbers.multicast({ PublishSubject<Int>() }, selector: { $0.map { String($0) } })
                let refCounted: Observable<Int> = published.refCount()
                let connection: Disposable = published.connect()
                func connectAny<Connectable: ConnectableObservableType>(_ source: Connectable) -> Disposable { source.connect() }
                """)
    }
}
