import Marbles
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
/// records what passes through a point of a chain without subscribing. `user(at:)` schedules what the
/// scripted user does, and `expect(_:_:)` states, as a marble diagram, what a stream must look like.
/// The streams appear in the order the script named them (an object's properties in the order they
/// were first set), under the `user` lane, which shows the labelled user actions.
public final class Stage {
    /// The virtual clock the scene runs on (the Driver's and Signal's scheduler too).
    public let scheduler: TestScheduler
    /// A bag for the scene's subscriptions: disposed when the scene ends, one frame after the last
    /// scheduled work (or at `end(at:)`), as a screen's bag is when the screen goes away.
    public private(set) var disposeBag = DisposeBag()

    /// The stage of the scene that is running, for the lessons' `print` (set by `SceneEnvironment`).
    package internal(set) static var current: Stage?
    /// The language the scene runs in: the language of the user's action labels and of what the
    /// lesson prints in both languages.
    package let language: Language

    private var lanes: [Lane] = []
    private var streams: [String: StreamRecorder] = [:]
    private var objects: [NamedObject] = []
    /// The objects the scene showed, watched or made, for the leak check.
    let objectWatch = ObjectWatch()
    private var userLane: StreamRecorder?
    /// The names of the lanes `trace` made.
    private var tracedLanes: Set<String> = []
    private(set) var expectations: [Expectation] = []
    private(set) var console: [ConsoleLine] = []
    private(set) var endTime: TestTime?
    /// What the script did that a scene must not do (two streams with one name, work in the past…), told
    /// in the scene's language.
    private(set) var misuses: [String] = []

    init(scheduler: TestScheduler, language: Language = .en) {
        self.scheduler = scheduler
        self.language = language
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
        objects.append(NamedObject(name: name, object: object, properties: properties, at: scheduler.clock))
        lanes.append(.object(name))
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
        let recorder: StreamRecorder
        if tracedLanes.contains(name), let lane = streams[name] {
            recorder = lane
        } else {
            recorder = newStream(name)
            if streams[name] === recorder { tracedLanes.insert(name) }
        }
        return recording(source, into: recorder, label: label)
    }

    /// `source`, with each subscription, event and disposal written to `recorder` at the time it happens.
    private func recording<Source: ObservableConvertibleType>(
        _ source: Source, into recorder: StreamRecorder, label: @escaping (Source.Element) -> String
    ) -> Observable<Source.Element> {
        // A chain view draws elements of this type as this lane does (the first lane of a type decides).
        let type = ObjectIdentifier(Source.Element.self)
        if elementLabels[type] == nil { elementLabels[type] = { ($0 as? Source.Element).map(label) } }
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
            let lane = userLane ?? builtInLane(Self.userLane, first: true)
            userLane = lane
            scheduler.scheduleAt(time) { lane.append(Event<String>.next(label), at: time, label: { $0 }) }
        }
        scheduler.scheduleAt(time, action: action)
    }

    /// Schedules what the program does at `time` (a network answer, an error).
    public func at(_ time: TestTime, _ action: @escaping () -> Void) {
        guard isAhead(time) else { return }
        scheduler.scheduleAt(time, action: action)
    }

    /// From now on, draws the inside of the scene's chains: every subscription the scene makes, to a
    /// source, an operator or a construct (`rx.text`, a `Driver`), becomes a node of its chain view,
    /// with a lane of what it sent and when it was subscribed and disposed, without naming any of them.
    /// The steps inside a construct are folded into it, unless `showingInternals` asks to draw them, and
    /// the steps a chain's end takes for itself (the conversion to an optional in `bind(to:)`) too
    /// (`swift run lessons run <id> --whole-chain` draws them in every scene).
    public func traceChain(showingInternals: Bool = false) {
        chainShowsInternals = chainShowsInternals || showingInternals
        guard chainRecorder == nil else { return }
        let recorder = ChainRecorder(
            clock: { [unowned self] in scheduler.clock },
            objectName: { [unowned self] object in
                objects.first { $0.identifier == ObjectIdentifier(object) }?.name
            },
            label: { [unowned self] element in
                elementLabels[ObjectIdentifier(type(of: element))]?(element)
            })
        chainRecorder = recorder
        ChainTracing.tracer = recorder
    }

    /// How the scene's recorded lanes draw the elements of each type, for its chain view.
    private var elementLabels: [ObjectIdentifier: (Any) -> String?] = [:]

    /// What traces the scene's chains, once `traceChain()` was called.
    private(set) var chainRecorder: ChainRecorder?

    /// Whether the scene's chain view draws the constructs' internals.
    private var chainShowsInternals = false

    /// The scene's chain graph, if it traced one: as the scene asked to draw it, and whole.
    func chainGraph() -> (folded: ChainGraph, whole: ChainGraph)? {
        guard let chainRecorder else { return nil }
        let whole = chainRecorder.graph(showingInternals: true)
        return (chainShowsInternals ? whole : chainRecorder.graph(), whole)
    }

    /// Stops tracing (when the scene ends).
    func stopTracing() {
        chainRecorder?.isRecording = false
        if ChainTracing.tracer === chainRecorder { ChainTracing.tracer = nil }
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
        pendingLine += text + terminator
        while let newline = pendingLine.firstIndex(of: "\n") {
            console.append(ConsoleLine(time: scheduler.clock, text: String(pendingLine[..<newline])))
            pendingLine = String(pendingLine[pendingLine.index(after: newline)...])
        }
    }

    /// Printed text not yet ended by a line break.
    private var pendingLine = ""

    /// The printed text not ended by a line break, as a last line.
    func flushConsole() {
        if !pendingLine.isEmpty { console.append(ConsoleLine(time: scheduler.clock, text: pendingLine)) }
        pendingLine = ""
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

    /// A new stream the script names; a name already taken is a misuse (its events are then not drawn).
    private func newStream(_ name: String) -> StreamRecorder {
        let recorder = StreamRecorder(name: name)
        guard claim(name) else { return recorder }
        streams[name] = recorder
        lanes.append(.stream(name))
        return recorder
    }

    /// One of the stage's own lanes, made the first time it is needed.
    private func builtInLane(_ name: String, first: Bool = false) -> StreamRecorder {
        if let existing = streams[name] { return existing }
        let recorder = StreamRecorder(name: name)
        streams[name] = recorder
        lanes.insert(.stream(name), at: first ? 0 : lanes.endIndex)
        return recorder
    }

    /// Whether the script may use `name` for an object or a stream: not the name of one of the
    /// stage's own lanes, nor one it already used. Otherwise the misuse is recorded.
    private func claim(_ name: String) -> Bool {
        if [Self.userLane, Self.bindingErrorLane].contains(name) {
            misuses.append(
                Localized(
                    ko: "스테이지가 직접 그리는 레인의 이름은 쓸 수 없습니다: `\(name)`. 다른 이름을 지어야 합니다",
                    en: "`\(name)` is the name of the stage's own lane: choose another name")[language])
            return false
        }
        if streams[name] != nil || objects.contains(where: { $0.name == name }) {
            misuses.append(
                Localized(
                    ko: "이름이 `\(name)`인 객체나 스트림이 둘 있습니다: 하나마다 이름을 따로 지어야 합니다",
                    en: "two objects or streams are named `\(name)`: give each its own name")[language])
            return false
        }
        return true
    }

    /// Whether `time` is not in the past; otherwise the misuse is recorded.
    private func isAhead(_ time: TestTime) -> Bool {
        guard time >= scheduler.clock else {
            misuses.append(
                Localized(
                    ko: "작업을 \(time)틱에 예약했지만, 지금은 이미 \(scheduler.clock)틱입니다: "
                        + "\(scheduler.clock)틱이나 그 뒤로 예약하면 됩니다",
                    en: "work scheduled at tick \(time), before the current tick \(scheduler.clock): "
                        + "schedule it at tick \(scheduler.clock) or later")[
                        language])
            return false
        }
        return true
    }

    /// Records a property change of a named object, at the current time.
    func propertyChanged(_ change: PropertyChange) {
        guard let named = objects.first(where: { $0.identifier == change.object }) else { return }
        named.record(change, at: scheduler.clock)
    }

    /// Notes the rows of the named table views as they are now (the runner calls it at the end of
    /// each tick).
    func snapshotScreen() {
        for named in objects { named.snapshotRows(at: scheduler.clock) }
    }

    /// Records an error that reached a binder, as an event of the `binding error` lane.
    func bindingError(_ error: Error) {
        builtInLane(Self.bindingErrorLane).append(
            Event<String>.error(error), at: scheduler.clock, label: { $0 })
    }

    /// The streams, in lane order, as a timeline to draw (`drawn`: a stream subscribed several times
    /// as one lane per subscription) or to check expectations against (each stream whole).
    func timeline(drawn: Bool = true) -> MarbleTimeline {
        var result: [MarbleStream] = []
        var colors: [String: String] = [:]
        for lane in lanes {
            switch lane {
            case .stream(let name):
                guard let recorder = streams[name] else { continue }
                var shown = drawn ? recorder.lanes : [recorder.stream]
                if drawn {
                    for index in shown.indices where shown[index].name == name {
                        shown[index].name = Self.laneName(name, in: language)
                    }
                }
                result += shown
                colors.merge(recorder.colors) { first, _ in first }
            case .object(let name):
                guard let named = objects.first(where: { $0.name == name }) else { continue }
                for track in named.tracks {
                    for change in track.changes {
                        if let color = change.color { colors[change.label] = color }
                    }
                }
                result += named.tracks.map { track in
                    MarbleStream(
                        name: "\(name).\(track.property)",
                        events: track.changes.map {
                            MarbleEvent(time: $0.time, kind: .next($0.label))
                        })
                }
            }
        }
        return MarbleTimeline(streams: result, valueColors: colors)
    }

    /// Every property track of the named objects, in lane order.
    func propertyTracks() -> [PropertyTrack] {
        objects.flatMap(\.tracks)
    }

    /// The named objects that are on screen, in the order the script named them, as the screen draws
    /// them.
    func screenObjects() -> [ScreenObject] {
        objects.compactMap(\.screen)
    }

    /// Ends the scene's subscriptions: its dispose bag is emptied (replaced, as a screen's bag is).
    func disposeSubscriptions() {
        disposeBag = DisposeBag()
    }

    /// The streams the script named by showing an object with the properties to show
    /// (`show(label, as: "label", properties: ["text"])` names `label.text`), set or not.
    var declaredPropertyStreams: [String] {
        objects.flatMap { object in (object.properties ?? []).map { "\(object.name).\($0)" } }
    }

    /// Lets go of the named objects (so that they, and what they hold, can be released).
    func releaseObjects() {
        for named in objects { named.release() }
    }
}

extension Stage {
    /// A lane of the timeline: a recorded stream, or a named object's properties.
    private enum Lane {
        case stream(String)
        case object(String)
    }
}
