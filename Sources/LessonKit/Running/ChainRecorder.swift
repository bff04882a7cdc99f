import Marbles
import RxCore
import RxVirtualTime

/// Hears every subscription a scene makes while it traces its chain (see `Stage.traceChain()`), with
/// the virtual time of each subscription, event and disposal, and makes the scene's `ChainGraph` of it.
///
/// It holds no observable or observer: an object is known by its identity while it lives (a weak
/// reference tells a dead one from a new one at the same address), so tracing changes no lifetime.
final class ChainRecorder: ChainTracer {
    /// One subscription, as it was reported.
    struct Subscription {
        var node: Int
        var parent: Int?
        var consumer: String?
        var start: TestTime
        var end: TestTime?
        var events: [MarbleEvent] = []
    }

    /// An observable (or the observer at the end of a chain) the subscriptions were made to.
    final class Source {
        let id: Int
        /// The object while it lives: a new object at its address once it is gone is another source.
        weak var object: AnyObject?
        /// What it said it is when it was subscribed (`map`, `PublishSubject`: `Observable.chainName`).
        var name: String?
        /// Its name as a public construct (`rx.text`, `Driver`), if it is one.
        var construct: ConstructName?
        /// Whether it is a control's construct (a `ControlEvent`, a `ControlProperty`).
        var isControlConstruct = false
        /// The observables a construct was built on (its boundary), by their ids.
        var inputs: Set<Int> = []
        /// Whether it is a part constructs are built with (`rx.deallocated`): folded into the construct
        /// that uses it, unless the scene uses it too.
        var isPart = false
        /// Whether it is a step of the end of its chain (`hide`), left out of the graph.
        var isHidden = false
        /// What the scene calls the object its subscriptions are about (a control it shows), if any.
        var about: String?

        init(id: Int, object: AnyObject) {
            self.id = id
            self.object = object
        }
    }

    private let clock: () -> TestTime
    /// What the scene calls an object it shows (`nameField`), if it shows it.
    private let objectName: (AnyObject) -> String?
    /// How the scene draws an element of a type one of its lanes records, if one does.
    private let sceneLabel: (Any) -> String?
    /// Whether it still records (a scene's stage stops it when the scene ends).
    var isRecording = true
    private(set) var subscriptions: [Subscription] = []
    private(set) var sources: [Source] = []
    private var sourceByObject: [ObjectIdentifier: Source] = [:]

    init(
        clock: @escaping () -> TestTime, objectName: @escaping (AnyObject) -> String?,
        label: @escaping (Any) -> String? = { _ in nil }
    ) {
        self.clock = clock
        self.objectName = objectName
        sceneLabel = label
    }

    // MARK: ChainTracer

    func subscribed(to source: AnyObject, named name: String, consumer: String?, parent: Int?) -> Int {
        let node = self.source(for: source)
        if node.name == nil { node.name = name }
        subscriptions.append(
            Subscription(node: node.id, parent: parent, consumer: consumer, start: isRecording ? clock() : 0))
        return subscriptions.count - 1
    }

    func sent(_ event: TracedEvent, by id: Int) {
        guard isRecording else { return }
        let kind: MarbleEvent.Kind
        switch event {
        case .next(let element):
            kind = .next(Stage.withoutAddresses(sceneLabel(element) ?? Stage.label(element)))
        case .error(let error): kind = .error(MarbleEvent.errorLabel(error))
        case .completed: kind = .completed
        }
        subscriptions[id].events.append(MarbleEvent(time: clock(), kind: kind))
        if case .next = event { return }
        if subscriptions[id].end == nil { subscriptions[id].end = clock() }
    }

    func disposed(_ id: Int) {
        guard isRecording, subscriptions[id].end == nil else { return }
        subscriptions[id].end = clock()
    }

    func fold(_ output: AnyObject, as name: ConstructName, inputs: [AnyObject]) {
        let node = source(for: output)
        node.construct = name
        node.inputs = Set(inputs.map { source(for: $0).id })
    }

    func controlConstruct(_ output: AnyObject) {
        source(for: output).isControlConstruct = true
    }

    func part(_ observable: AnyObject, as name: ConstructName, about object: AnyObject) {
        let node = source(for: observable)
        node.construct = name
        node.isPart = true
        if node.about == nil { node.about = objectName(object) }
    }

    func subscription(_ id: Int, isAbout object: AnyObject) {
        let node = sources[subscriptions[id].node]
        if node.about == nil { node.about = objectName(object) }
    }

    func hide(_ observable: AnyObject) {
        source(for: observable).isHidden = true
    }

    // MARK: Lookup

    /// The source for `object`: the one it already has, unless that one's object has died (then the
    /// address is another object's).
    private func source(for object: AnyObject) -> Source {
        let key = ObjectIdentifier(object)
        if let known = sourceByObject[key], known.object === object { return known }
        let made = Source(id: sources.count, object: object)
        sources.append(made)
        sourceByObject[key] = made
        return made
    }
}
