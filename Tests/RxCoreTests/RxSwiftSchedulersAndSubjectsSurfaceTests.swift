import RxTestSupport
import XCTest

/// RxSwift 6.10.2's schedulers, subjects and relays, disposables, core types and hooks, and Swift
/// concurrency bridges, row by row: the last families of `RxSwiftSurfaceTests` (see it for the
/// contract), type-checked against `import RxSandbox` from the same prelude.
final class RxSwiftSchedulersAndSubjectsSurfaceTests: XCTestCase {
    func testSchedulersSubjectsDisposablesCoreTypesAndConcurrency() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
            RxSwiftSurfaceTests.prelude + """
                let disposable: Disposable = Disposables.create()
                let bag = DisposeBag()

                // Schedulers: MainScheduler.instance / MainScheduler() / asyncInstance, ensureRunningOnMainThread /
                // ensureExecutingOnScheduler, ConcurrentMainScheduler.instance, ConcurrentDispatchQueueScheduler(queue:leeway:)
                // / (qos:leeway:), SerialDispatchQueueScheduler(qos:internalSerialQueueName:leeway:) /
                // (queue:internalSerialQueueName:leeway:) / (internalSerialQueueName:serialQueueConfiguration:leeway:),
                // CurrentThreadScheduler.instance / isScheduleRequired, schedule / scheduleRelative / schedulePeriodic /
                // scheduleRecursive, OperationQueueScheduler(operationQueue:queuePriority:), HistoricalScheduler(initialClock:)
                // + HistoricalSchedulerTimeConverter, VirtualTimeScheduler<Converter> + VirtualTimeConverterType
                let main: MainScheduler = MainScheduler.instance
                let madeMain: MainScheduler = MainScheduler()
                let asyncMain: SerialDispatchQueueScheduler = MainScheduler.asyncInstance
                MainScheduler.ensureRunningOnMainThread(errorMessage: "not on the main thread")
                MainScheduler.ensureExecutingOnScheduler(errorMessage: nil)
                let concurrentMain: ConcurrentMainScheduler = ConcurrentMainScheduler.instance
                let concurrentOnQueue = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global(), leeway: .nanoseconds(0))
                let concurrentWithQoS = ConcurrentDispatchQueueScheduler(qos: .background, leeway: .milliseconds(1))
                let serialWithQoS = SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "serial", leeway: .nanoseconds(0))
                let serialOnQueue = SerialDispatchQueueScheduler(queue: DispatchQueue.global(), internalSerialQueueName: "serial", leeway: .nanoseconds(0))
                let serialConfigured = SerialDispatchQueueScheduler(internalSerialQueueName: "serial", serialQueueConfiguration: { _ in }, leeway: .nanoseconds(0))
                let currentThread: CurrentThreadScheduler = CurrentThreadScheduler.instance
                let scheduleRequired: Bool = CurrentThreadScheduler.isScheduleRequired
                let scheduled: Disposable = scheduler.schedule(1) { _ in Disposables.create() }
                let scheduledRelative: Disposable = scheduler.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
                let scheduledPeriodic: Disposable = scheduler.schedulePeriodic(1, startAfter: .seconds(1), period: .seconds(1)) { $0 + 1 }
                let scheduledRecursive: Disposable = currentThread.scheduleRecursive(1) { state, recurse in if state < 3 { recurse(state + 1) } }
                let operationQueue = OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .high)
                let historical = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
                let virtual: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> = historical
                let virtualClock: Date = virtual.clock
                let comparisons: [VirtualTimeComparison] = [.lessThan, .equal, .greaterThan]
                let immediate: ImmediateSchedulerType = currentThread
                let timed: SchedulerType = scheduler
                let schedulerNow: RxTime = timed.now
                struct TickConverter: VirtualTimeConverterType {
                    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: TimeInterval(virtualTime)) }
                    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970) }
                    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { TimeInterval(virtualTimeInterval) }
                    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval) }
                    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
                    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison { lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan }
                }
                final class TickScheduler: VirtualTimeScheduler<TickConverter> {
                    override func adjustScheduledTime(_ time: Int) -> Int { time + 1 }
                }
                let ticks = TickScheduler(initialClock: 0, converter: TickConverter())
                let tickClock: TickScheduler.VirtualTime = ticks.clock
                let tickInterval: TickScheduler.VirtualTimeInterval = 5
                let tickNow: RxTime = ticks.now
                let relativeVirtual: Disposable = ticks.scheduleRelativeVirtual(1, dueTime: tickInterval) { _ in Disposables.create() }
                let absoluteVirtual: Disposable = ticks.scheduleAbsoluteVirtual(1, time: 20) { _ in Disposables.create() }
                ticks.advanceTo(10)
                ticks.sleep(1)
                ticks.start()
                ticks.stop()

                // Subjects & relays: PublishSubject<E>() (on/onNext/asObserver/hasObservers/isDisposed/dispose),
                // BehaviorSubject(value:) + value() throws, ReplaySubject.create(bufferSize:), ReplaySubject.createUnbounded(),
                // AsyncSubject<E>(), SubjectType (Observer, asObserver()), PublishRelay() / accept(_:),
                // BehaviorRelay(value:) / value / accept(_:), ReplayRelay.create(bufferSize:) / createUnbound(),
                // PublishRelay/BehaviorRelay/ReplayRelay.asInfallible()
                let subject = PublishSubject<Int>()
                subject.on(.next(1))
                subject.onNext(2)
                let subjectAsObserver: PublishSubject<Int> = subject.asObserver()
                let hasObservers: Bool = subject.hasObservers
                let subjectIsDisposed: Bool = subject.isDisposed
                subject.dispose()
                let behavior = BehaviorSubject(value: 1)
                let current: Int? = try? behavior.value()
                let replay: ReplaySubject<Int> = ReplaySubject.create(bufferSize: 2)
                let replayUnbounded: ReplaySubject<Int> = ReplaySubject.createUnbounded()
                let asyncSubject: AsyncSubject<Int> = AsyncSubject<Int>()
                func observerOf<Subject: SubjectType>(_ subject: Subject) -> Subject.Observer { subject.asObserver() }
                let publishRelay = PublishRelay<Int>()
                publishRelay.accept(1)
                let behaviorRelay = BehaviorRelay(value: 1)
                let relayValue: Int = behaviorRelay.value
                behaviorRelay.accept(2)
                let replayRelay: ReplayRelay<Int> = ReplayRelay.create(bufferSize: 1)
                let replayRelayUnbound: ReplayRelay<Int> = ReplayRelay.createUnbound()
                let publishRelayInfallible: Infallible<Int> = publishRelay.asInfallible()
                let behaviorRelayInfallible: Infallible<Int> = behaviorRelay.asInfallible()
                let replayRelayInfallible: Infallible<Int> = replayRelay.asInfallible()

                // Disposables: Disposable / Cancelable; disposed(by:), DisposeBag() / insert(_:) / insert(_:...) /
                // insert([..]), DisposeBag(disposing: ...) / DisposeBag(disposing: [..]), DisposeBag { ... } /
                // bag.insert { ... }, Disposables.create() / create(with:) / create(_:_:) / create(_:_:_:) /
                // create(_:_:_:_:...) / create([..]), CompositeDisposable (init variants, insert, remove(for:), count),
                // SerialDisposable / SingleAssignmentDisposable / BooleanDisposable, RefCountDisposable(disposable:) /
                // retain(), ScheduledDisposable(scheduler:disposable:)
                func isDisposed(_ cancelable: Cancelable) -> Bool { cancelable.isDisposed }
                disposable.disposed(by: bag)
                bag.insert(disposable)
                bag.insert(disposable, disposable)
                bag.insert([disposable])
                let bagDisposing = DisposeBag(disposing: disposable, disposable)
                let bagDisposingArray = DisposeBag(disposing: [disposable])
                let bagBuilt = DisposeBag { disposable; disposable }
                func build(@DisposeBag.DisposableBuilder _ make: () -> [Disposable]) -> [Disposable] { make() }
                bag.insert { disposable; disposable }
                let anonymous: Cancelable = Disposables.create(with: {})
                let binary: Cancelable = Disposables.create(disposable, disposable)
                let ternary: Cancelable = Disposables.create(disposable, disposable, disposable)
                let many: Cancelable = Disposables.create(disposable, disposable, disposable, disposable)
                let fromArray: Cancelable = Disposables.create([disposable])
                let composite = CompositeDisposable()
                let compositeOfTwo = CompositeDisposable(disposable, disposable)
                let compositeOfThree = CompositeDisposable(disposable, disposable, disposable)
                let compositeOfMany = CompositeDisposable(disposable, disposable, disposable, disposable, disposable)
                let compositeOfArray = CompositeDisposable(disposables: [disposable])
                let key: CompositeDisposable.DisposeKey? = composite.insert(disposable)
                if let key { composite.remove(for: key) }
                let compositeCount: Int = composite.count
                let serial = SerialDisposable()
                serial.disposable = disposable
                let singleAssignment = SingleAssignmentDisposable()
                singleAssignment.setDisposable(disposable)
                let boolean = BooleanDisposable(isDisposed: false)
                let refCount = RefCountDisposable(disposable: disposable)
                let retained: Disposable = refCount.retain()
                let scheduledDisposable = ScheduledDisposable(scheduler: scheduler, disposable: disposable)

                // Core types & hooks: Observable / ObservableType / ObservableConvertibleType, ObserverType (on, onNext,
                // onError, onCompleted) / AnyObserver (init(eventHandler:), init(_:), mapObserver), Event (.next/.error/
                // .completed, element, error, isCompleted, isStopEvent, map) / EventConvertible, Binder(_:scheduler:binding:),
                // Reactive<Base> / ReactiveCompatible / NSObject: ReactiveCompatible, RxError (7 cases),
                // Hooks.defaultErrorHandler, Hooks.recordCallStackOnError / customCaptureSubscriptionCallstack,
                // Resources.total / incrementTotal / decrementTotal, RxObservable<E>, TakeBehavior / RxAbstractInteger /
                // RxTimeInterval / RxTime
                func anyObservable<Source: ObservableType>(_ source: Source) -> Observable<Source.Element> { source.asObservable() }
                func anyConvertible<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> { source.asObservable() }
                func send<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Int { observer.on(.next(1)); observer.onNext(2); observer.onError(Failure()); observer.onCompleted() }
                let anyObserver = AnyObserver<Int>(eventHandler: { _ in })
                let wrapped: AnyObserver<Int> = AnyObserver(PublishSubject<Int>())
                let mappedObserver: AnyObserver<String> = anyObserver.mapObserver { $0.count }
                let events: [Event<Int>] = [.next(1), .error(Failure()), .completed]
                let element: Int? = events[0].element
                let error: Error? = events[1].error
                let isCompleted: Bool = events[2].isCompleted
                let isStopEvent: Bool = events[2].isStopEvent
                let mappedEvent: Event<String> = events[0].map { String($0) }
                let eventDescription: String = events[0].debugDescription
                func asEvent<Convertible: EventConvertible>(_ value: Convertible) -> Event<Convertible.Element> { value.event }
                let binder: Binder<Int> = Binder(owner, scheduler: scheduler) { _, _ in }
                extension Owner: ReactiveCompatible {}
                let reactive: Reactive<Owner> = owner.rx
                let made: Reactive<Owner> = Reactive(owner)
                let objectReactive: Reactive<NSObject> = NSObject().rx
                let errors: [RxError] = [.unknown, .disposed(object: owner), .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement, .timeout]
                let errorHandler: Hooks.DefaultErrorHandler = { callStack, error in print(callStack, error) }
                Hooks.defaultErrorHandler = errorHandler
                Hooks.recordCallStackOnError = true
                let capture: Hooks.CustomCaptureSubscriptionCallstack = { [] }
                Hooks.customCaptureSubscriptionCallstack = capture
                let total: Int32 = Resources.total
                let incremented: Int32 = Resources.incrementTotal()
                let decremented: Int32 = Resources.decrementTotal()
                let rxObservable: RxObservable<Int> = numbers
                let takeBehavior: TakeBehavior = .inclusive
                func anyInteger<Integer: RxAbstractInteger>(_ value: Integer) -> Integer { value }
                let timeInterval: RxTimeInterval = .seconds(1)
                let time: RxTime = Date()

                // Swift concurrency bridges: observable.values (AsyncThrowingStream), AsyncSequence.asObservable(priority:),
                // infallible.values, Single.create(detached:priority:work:), await single.value / maybe.value /
                // completable.value
                func bridges() async throws {
                    for try await value in numbers.values { print(value) }
                    let stream: AsyncThrowingStream<Int, Error> = numbers.values
                    let fromAsync: Observable<Int> = AsyncStream<Int> { $0.finish() }.asObservable(priority: .userInitiated)
                    for await value in Infallible.just(1).values { print(value) }
                    let fromWork: Single<Int> = Single.create(detached: false, priority: nil) { 1 }
                    let singleValue: Int = try await Single.just(1).value
                    let maybeValue: Int? = try await Maybe.just(1).value
                    try await Completable.empty().value
                    print(stream, fromAsync, fromWork, singleValue, maybeValue as Any)
                }
                """)
    }
}
