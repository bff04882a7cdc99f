/// What a chain tracer hears: each subscription made while it is installed, what each one sends, and
/// when each one ends.
///
/// A subscription is one observer's subscription to one observable (a `map`, a `PublishSubject`, a
/// `share`): subscribing a chain of three operators to a subject makes four. `parent` is the
/// subscription whose operator made this one (a `map`'s subscription makes one to the `map`'s source),
/// so the subscriptions form a graph from the sources to the observers at the end of each chain.
package protocol ChainTracer: AnyObject {
    /// A subscription to `source`, an observable named `name` (`map`: `Observable.chainName`), made by
    /// the subscription `parent` if another traced subscription made it; otherwise it is the end of a
    /// chain, whose observer is `consumer` (`subscribe`, `Binder`, `bind(to:) BehaviorRelay`). Returns
    /// the subscription's id, which the calls below use.
    func subscribed(to source: AnyObject, named name: String, consumer: String?, parent: Int?) -> Int
    /// The subscription `id` sent `event` downstream (`element` is its element for `next`).
    func sent(_ event: TracedEvent, by id: Int)
    /// The subscription `id` was disposed.
    func disposed(_ id: Int)
    /// `output` is a public construct (a `ControlProperty`, a `Driver`) named `name`, built on the
    /// observables between `inputs` (what it was given, drawn as they are) and `output`: those are its
    /// internals, folded into it.
    func fold(_ output: AnyObject, as name: ConstructName, inputs: [AnyObject])
    /// The construct `output` is a control's (`ControlEvent`, `ControlProperty`): one without a control
    /// of its own is about the control of the construct it is built on (a learner's `ControlEvent`
    /// made of a switch's `rx.controlEvent(_:)`).
    func controlConstruct(_ output: AnyObject)
    /// `observable` is a part constructs are built with (`rx.deallocated`), named `name`, about `object`
    /// (the object whose part it is): a chain view folds it into the construct that uses it, and draws
    /// it only where the scene uses it itself.
    func part(_ observable: AnyObject, as name: ConstructName, about object: AnyObject)
    /// The subscription `id` is about `object` (the control a `ControlProperty` registers with): a
    /// chain view names the construct it belongs to after that object.
    func subscription(_ id: Int, isAbout object: AnyObject)
    /// `observable` is a step the end of a chain takes for itself (the conversion to an optional in
    /// `bind(to:)`): it is left out, and what feeds it sends to that end.
    func hide(_ observable: AnyObject)
}

/// What a chain view calls an observer of type `Observer` at the end of a chain: its type's name
/// without generic arguments (`Binder`, `BehaviorRelay`, a learner's `LabelObserver`).
package func chainKind<Observer>(of observer: Observer) -> String {
    String("\(type(of: observer))".prefix { $0 != "<" })
}

/// An event a traced subscription sent: its element as `Any`, its error, or its completion.
package enum TracedEvent {
    case next(Any)
    case error(Swift.Error)
    case completed
}

/// Whether a chain tracer is installed: a plain global flag, so that the check every subscription
/// makes is one load (`ChainTracing.tracer` keeps it up to date).
nonisolated(unsafe) var chainTracingIsOn = false

/// The switch of chain tracing: while `tracer` is set (a lesson's scene sets it), every subscription
/// the core makes is reported to it, and its events go through an observer that reports them.
///
/// Contract: with no tracer, subscribing costs one check more than before and events cost nothing.
/// With one, the subscriptions and their events are the same as without: only reported. A
/// subscription made while another is subscribing, or while one of its events is being delivered
/// (a `flatMap`'s inner subscription), has that one as its parent. Tracing is for one thread: a scene's.
package enum ChainTracing {
    /// The tracer, or nil when nothing is traced.
    package static var tracer: ChainTracer? {
        didSet { chainTracingIsOn = tracer != nil }
    }

    /// The traced subscriptions being made or delivering an event, innermost last; nil while an event
    /// is delivered to the observer at the end of a chain (what it subscribes starts chains of its own).
    private static var active: [Int?] = []

    /// What the observer at the end of the chain being subscribed is called, while a construct that
    /// subscribes one says it (`bind(to:)`, `drive`); nil otherwise.
    package private(set) static var consumerName: String?

    /// Runs `body`, in which a chain's end is subscribed, with its observer called `name` (only worked
    /// out while something traces).
    package static func subscribing<Result>(as name: @autoclosure () -> String, _ body: () -> Result)
        -> Result
    {
        guard tracer != nil else { return body() }
        let saved = consumerName
        consumerName = name()
        defer { consumerName = saved }
        return body()
    }

    /// Subscribes `observer` to `source`, reporting the subscription and, through a reporting observer,
    /// its events and its end.
    @inline(never)
    static func subscribe<Element>(_ source: Observable<Element>, _ observer: ObserverNode<Element>)
        -> Disposable
    {
        guard let tracer else { return source.subscribeUntraced(observer) }
        let parent = active.last ?? nil
        let consumer = parent == nil ? consumerName ?? observer.chainName : nil
        let id = tracer.subscribed(to: source, named: source.chainName, consumer: consumer, parent: parent)
        let traced = TracedObserver(id: id, parent: parent, downstream: observer, tracer: tracer)
        active.append(id)
        let subscription = source.subscribeUntraced(traced)
        active.removeLast()
        return TracedSubscription(id: id, subscription: subscription, tracer: tracer)
    }

    /// Says that the subscription being made is about `object` (see `ChainTracer.subscription(_:isAbout:)`).
    package static func subscriptionBeingMade(isAbout object: AnyObject) {
        guard let tracer, let id = active.last ?? nil else { return }
        tracer.subscription(id, isAbout: object)
    }

    /// Runs `body` with `id` as the subscription delivering (the parent of what `body` subscribes; none
    /// when `id` is nil, the end of a chain).
    static func delivering<Result>(as id: Int?, _ body: () -> Result) -> Result {
        active.append(id)
        defer { active.removeLast() }
        return body()
    }
}

/// The observer a traced subscription sends to: it reports each event, then passes it on.
final class TracedObserver<Element>: ObserverNode<Element> {
    let id: Int
    /// The subscription this one sends to, if it is traced: what it does with an event belongs to it.
    let parent: Int?
    let downstream: ObserverNode<Element>
    let tracer: ChainTracer

    init(id: Int, parent: Int?, downstream: ObserverNode<Element>, tracer: ChainTracer) {
        self.id = id
        self.parent = parent
        self.downstream = downstream
        self.tracer = tracer
    }

    override func onNext(_ element: Element) {
        tracer.sent(.next(element), by: id)
        ChainTracing.delivering(as: parent) { downstream.onNext(element) }
    }

    override func onError(_ error: Swift.Error) {
        tracer.sent(.error(error), by: id)
        ChainTracing.delivering(as: parent) { downstream.onError(error) }
    }

    override func onCompleted() {
        tracer.sent(.completed, by: id)
        ChainTracing.delivering(as: parent) { downstream.onCompleted() }
    }
}

/// A traced subscription's disposable: it reports the disposal (once), then disposes.
final class TracedSubscription: Disposable {
    private let id: Int
    private var subscription: Disposable?
    private let tracer: ChainTracer

    init(id: Int, subscription: Disposable, tracer: ChainTracer) {
        self.id = id
        self.subscription = subscription
        self.tracer = tracer
    }

    func dispose() {
        guard let subscription else { return }
        self.subscription = nil
        tracer.disposed(id)
        subscription.dispose()
    }
}
