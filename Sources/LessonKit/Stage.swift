import Marbles
import NetworkSim
import RxCocoaSim
import RxCore
import RxVirtualTime
import UIKitSim

/// Where a scene runs: a virtual clock, a dispose bag that ends with the scene, and recorders for
/// everything the lesson wants to show.
///
/// A scene's script, at virtual time 0, creates its objects and bindings and says what to show:
/// `show(_:as:)` names a simulated object, so that every property set on it becomes a stream
/// (`label.text`); `record(_:as:)` subscribes to a sequence and records what it sends; `trace(_:as:)`
/// records what passes through a point of a chain without subscribing; `showNetwork()` draws each
/// request the scene's `network` answers. `user(at:)` schedules what the
/// scripted user does, and `expect(_:_:)` states, as a marble diagram, what a stream must look like.
/// The streams appear in the order the script named them (an object's properties in the order they
/// were first set), under the `user` lane, which shows the labelled user actions.
public final class Stage {
    /// The virtual clock the scene runs on (the Driver's and Signal's scheduler too).
    public let scheduler: TestScheduler
    /// A bag for the scene's subscriptions: disposed when the scene ends, one frame after the last
    /// scheduled work (or at `end(at:)`), as a screen's bag is when the screen goes away.
    public private(set) var disposeBag = DisposeBag()
    /// The scene's network, on its clock: while the scene runs, every `URLSession.rx` request goes to
    /// it (`Hooks.simulatedNetwork`), never to the internet. It starts with no endpoint (a request
    /// gets a `404`); the script says what each one answers, and after how long:
    ///
    ///     stage.network.respond(to: "https://api.example.com/weather", with: .json(#"{"temperature": 21}"#))
    ///     stage.at(30) { stage.network.isOffline = true }
    ///
    /// `showNetwork()` draws its exchanges.
    public let network: SimulatedNetwork

    /// The stage of the scene that is running, for the lessons' `print` (set by `SceneEnvironment`).
    package internal(set) static var current: Stage?
    /// The language the scene runs in: the language of the user's action labels and of what the
    /// lesson prints in both languages.
    package let language: Language

    /// The scene's lanes: its recorded streams and its named objects, in the order the script named them.
    private var lanes = StageLanes()
    /// The objects the scene showed, watched or made, for the leak check.
    let objectWatch = ObjectWatch()
    private(set) var expectations: [Expectation] = []
    private var printed = StageConsole()
    private(set) var endTime: TestTime?
    /// What the script did that a scene must not do (two streams with one name, work in the past…), told
    /// in the scene's language.
    var misuses: [String] {
        misused.map { $0.message[language] }
    }
    private var misused: [StageMisuse] = []

    // The scene's chain view (see `Stage+Chain.swift`).

    /// How the scene's recorded lanes draw the elements of each type, for its chain view.
    var elementLabels: [ObjectIdentifier: (Any) -> String?] = [:]

    /// What traces the scene's chains, once `traceChain()` was called.
    var chainRecorder: ChainRecorder?

    /// Whether the scene's chain view draws the constructs' internals.
    var chainShowsInternals = false

    /// The test observables the script makes from marble text, each replaceable (see `MarbleInputs`).
    let marbleInputs: MarbleInputs
    /// The lane that records each of them, by position (the first lane that does).
    private var inputLanes: [Int: String] = [:]
    /// Whether the script asked to draw the network's exchanges (`showNetwork()`).
    private var isShowingNetwork = false

    init(scheduler: TestScheduler, language: Language = .en, marbleInputs: MarbleInputs = MarbleInputs()) {
        self.scheduler = scheduler
        self.network = SimulatedNetwork(scheduler: scheduler)
        self.language = language
        self.marbleInputs = marbleInputs
    }

    // MARK: What the script says to show

    /// Names `object`: every later set of one of its properties (all of them, or only `properties`) is a
    /// stream named `name.property`. Returns the object, so a script can write
    /// `let label = stage.show(UILabel(), as: "label")`.
    @discardableResult
    public func show<Object: SimulatedObject>(_ object: Object, as name: String, properties: [String]? = nil)
        -> Object
    {
        guard claim(name) else { return object }
        objectWatch.watch(object, as: name)
        lanes.add(NamedObject(name: name, object: object, properties: properties, at: scheduler.clock))
        return object
    }

    /// Subscribes to `source` now and records what it sends, as the stream `name`; the subscription
    /// ends with the scene. Values are labelled by `label` (by default their description).
    public func record<Source: ObservableConvertibleType>(
        _ source: Source, as name: String, label: @escaping (Source.Element) -> String = Stage.label
    ) {
        // The error is recorded on the lane; the subscription itself has nothing more to do with it.
        recording(source, into: newStream(name), label: label).subscribe(onError: { _ in })
            .disposed(by: disposeBag)
    }

    /// `source`, recording what passes through it as the stream `name`: each subscription (`^`), its
    /// events, and its end (`!`). It subscribes to nothing by itself.
    public func trace<Source: ObservableConvertibleType>(
        _ source: Source, as name: String, label: @escaping (Source.Element) -> String = Stage.label
    ) -> Observable<Source.Element> {
        // Tracing under a name already traced adds to that lane (a function that traces each request it
        // makes draws them all on one lane).
        let recorder = lanes.traced(name) ?? newStream(name, traced: true)
        return recording(source, into: recorder, label: label)
    }

    /// Draws the exchanges of the scene's `network` from now on, here among the lanes: one lane per
    /// exchange, in the order the requests go out, named after its request (`#1 GET
    /// /weather?city=Seoul`: its number, method, path and query). A request is a subscription: `^` when
    /// it goes out; then its response (a value, `200 {"temperature": 21}`: the status code and the body,
    /// cut after 40 characters) and `|`, or a failure of the transport (`#`,
    /// `URLError.notConnectedToInternet`); and `!` when it is over, alone when it was cancelled (its
    /// subscriber disposed of it first: `flatMapLatest` moving on). An expectation names a lane as it
    /// is drawn: `stage.expect("#1 GET /weather?city=Seoul", "-(a|)")`. Calling it again does nothing.
    public func showNetwork() {
        let network = lanes.network()
        guard !isShowingNetwork else { return }
        isShowingNetwork = true
        // The stage's own subscription: never a node of the scene's chain view.
        let tracer = ChainTracing.tracer
        ChainTracing.tracer = nil
        defer { ChainTracing.tracer = tracer }
        self.network.activity
            .subscribe(onNext: { [unowned self] in network.record($0, at: scheduler.clock) })
            .disposed(by: disposeBag)
    }

    /// `source`, with each subscription, event and disposal written to `recorder` at the time it happens.
    private func recording<Source: ObservableConvertibleType>(
        _ source: Source, into recorder: StreamRecorder, label: @escaping (Source.Element) -> String
    ) -> Observable<Source.Element> {
        // A chain view draws elements of this type as this lane does (the first lane of a type decides).
        let type = ObjectIdentifier(Source.Element.self)
        if elementLabels[type] == nil { elementLabels[type] = { ($0 as? Source.Element).map(label) } }
        // A lane that records an observable made from marble text is that input's lane.
        if let observable = source as? TestableObservable<Source.Element>,
            let input = marbleInputs.input(madeAs: observable), inputLanes[input.position] == nil
        {
            inputLanes[input.position] = recorder.name
        }
        let recorded = Observable.deferred { [unowned self] in
            let subscription = recorder.subscribed(at: scheduler.clock)
            return source.asObservable()
                .do(
                    onNext: { [unowned self] in
                        recorder.append(
                            .next($0), at: scheduler.clock, label: label, subscription: subscription)
                    },
                    onError: { [unowned self] in
                        recorder.append(
                            .error($0), at: scheduler.clock, label: label, subscription: subscription)
                    },
                    onCompleted: { [unowned self] in
                        recorder.append(
                            .completed, at: scheduler.clock, label: label, subscription: subscription)
                    },
                    onDispose: { [unowned self] in recorder.unsubscribed(subscription, at: scheduler.clock) })
        }
        // In a chain view, the recording is one node named after its lane, fed by the source.
        chainRecorder?.fold(recorded, as: .plain("\"\(recorder.name)\""), inputs: [source.asObservable()])
        return recorded
    }

    // MARK: What happens

    /// Schedules what the user does at `time` (a tap, typing, a drag); with a `label` (a string, or
    /// `Localized(ko:en:)` for a page in each language), the action also appears on the `user` lane.
    public func user(at time: TestTime, _ label: Localized? = nil, _ action: @escaping () -> Void) {
        guard isAhead(time) else { return }
        if let label = label?[language] {
            let lane = lanes.own(Self.userLane, first: true)
            scheduler.scheduleAt(time) { lane.append(Event<String>.next(label), at: time, label: { $0 }) }
        }
        scheduler.scheduleAt(time, action: action)
    }

    /// Schedules what the program does at `time` (a network answer, an error).
    public func at(_ time: TestTime, _ action: @escaping () -> Void) {
        guard isAhead(time) else { return }
        scheduler.scheduleAt(time, action: action)
    }

    /// Ends the scene at `time`, instead of one frame after the last scheduled work. A scene with
    /// endless work (an `interval`) must say when it ends.
    public func end(at time: TestTime) {
        endTime = time
    }

    /// States that the stream `name` must be exactly `diagram` (frames of 10 ticks from tick 0). Keys
    /// stand for the labels drawn: `values` maps a key to a label (`"a": "Red"`), a key with no entry
    /// stands for itself; `#` is an error whose description is `error`.
    public func expect(
        _ name: String, _ diagram: String, values: [String: String] = [:], error: String = "error"
    ) {
        expectations.append(Expectation(name, diagram, values: values, error: error))
    }

    /// Text the lesson prints (the lessons' `print` and `debug` come here while a scene runs), ended by
    /// `terminator`, as `Swift.print` writes it: each line goes to the console with the virtual time
    /// it was finished at.
    package func print(_ text: String, terminator: String = "\n") {
        printed.print(text + terminator, at: scheduler.clock)
    }

    /// What the scene printed, line by line.
    var console: [ConsoleLine] {
        printed.lines
    }

    /// The printed text not ended by a line break, as a last line.
    func flushConsole() {
        printed.flush(at: scheduler.clock)
    }

    // MARK: For the runner

    /// The names of the lanes the stage draws itself (what an expectation names them).
    package static let userLane = "user"
    package static let bindingErrorLane = "binding error"
    /// The name a lane is drawn under in `language`: the stage's own lanes (`user`, `binding error`)
    /// in the page's language, every other lane as the script named it.
    package static func laneName(_ name: String, in language: Language) -> String {
        ownLaneNames[name]?[language] ?? name
    }

    /// How the stage's own lanes are drawn in each language.
    private static let ownLaneNames = [
        userLane: Localized(ko: "사용자", en: userLane),
        bindingErrorLane: Localized(ko: "바인딩 에러", en: bindingErrorLane),
    ]

    /// A new stream the script names (`traced`: by `trace`); a name already taken is a misuse (its
    /// events are then not drawn).
    private func newStream(_ name: String, traced: Bool = false) -> StreamRecorder {
        let recorder = StreamRecorder(name: name)
        if claim(name) { lanes.add(recorder, traced: traced) }
        return recorder
    }

    /// Whether the script may use `name` for an object or a stream (see `StageLanes.refusal(of:)`);
    /// otherwise the misuse is recorded.
    private func claim(_ name: String) -> Bool {
        guard let misuse = lanes.refusal(of: name) else { return true }
        misused.append(misuse)
        return false
    }

    /// Whether `time` is not in the past; otherwise the misuse is recorded.
    private func isAhead(_ time: TestTime) -> Bool {
        guard time >= scheduler.clock else {
            misused.append(.inThePast(time, now: scheduler.clock))
            return false
        }
        return true
    }

    /// What the scene calls `object`, if it showed it.
    func name(of object: AnyObject) -> String? {
        lanes.named(ObjectIdentifier(object))?.name
    }

    /// Records a property change of a named object, at the current time.
    func propertyChanged(_ change: PropertyChange) {
        lanes.named(change.object)?.record(change, at: scheduler.clock)
    }

    /// Notes the rows of the named table views as they are now (the runner calls it at the end of
    /// each tick).
    func snapshotScreen() {
        for named in lanes.objects { named.snapshotRows(at: scheduler.clock) }
    }

    /// Records an error that reached a binder, as an event of the `binding error` lane.
    func bindingError(_ error: Error) {
        lanes.own(Self.bindingErrorLane).append(
            Event<String>.error(error), at: scheduler.clock, label: { $0 })
    }

    /// The streams, in lane order, as a timeline to draw (`drawn`: a stream subscribed several times
    /// as one lane per subscription) or to check expectations against (each stream whole).
    func timeline(drawn: Bool = true) -> MarbleTimeline {
        lanes.timeline(drawn: drawn, language: language)
    }

    /// Every property track of the named objects, in lane order.
    func propertyTracks() -> [PropertyTrack] {
        lanes.objects.flatMap(\.tracks)
    }

    /// The named objects that are on screen, in the order the script named them, as the screen draws
    /// them.
    func screenObjects() -> [ScreenObject] {
        lanes.objects.compactMap(\.screen)
    }

    /// Ends the scene's subscriptions: its dispose bag is emptied (replaced, as a screen's bag is).
    func disposeSubscriptions() {
        disposeBag = DisposeBag()
    }

    /// The streams the script named by showing an object with the properties to show
    /// (`show(label, as: "label", properties: ["text"])` names `label.text`), set or not.
    var declaredPropertyStreams: [String] {
        lanes.objects.flatMap { object in (object.properties ?? []).map { "\(object.name).\($0)" } }
    }

    /// The scene's inputs that a lane records, in the order they were made.
    var sceneInputs: [SceneInput] {
        marbleInputs.inputs.compactMap { input in
            inputLanes[input.position].map {
                SceneInput(
                    position: input.position, kind: input.kind, written: input.written, used: input.used,
                    lane: $0)
            }
        }
    }

    /// Lets go of the named objects (so that they, and what they hold, can be released).
    func releaseObjects() {
        for named in lanes.objects { named.release() }
    }
}
