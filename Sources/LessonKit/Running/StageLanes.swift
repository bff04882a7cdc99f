import Marbles
import RxVirtualTime

/// A scene's lanes, in the order the script named them: each a recorded stream (the stage's own lanes,
/// `user` and `binding error`, among them), a named object's properties, or the network's exchanges.
/// One registry: a name is one lane's, and every lookup (a stream by name, an object by identity)
/// reads the lanes.
struct StageLanes {
    /// A lane: a recorded stream (`traced` when `Stage.trace` made it: tracing under its name again
    /// adds to it), a named object, or the network's exchanges (one lane each, named after its request).
    private enum Lane {
        case stream(StreamRecorder, traced: Bool)
        case object(NamedObject)
        case network(NetworkLanes)

        /// The name the script gave the lane (the network's lanes are named by their requests).
        var name: String? {
            switch self {
            case .stream(let recorder, _): return recorder.name
            case .object(let object): return object.name
            case .network: return nil
            }
        }
    }

    private var lanes: [Lane] = []

    /// The names of the stage's own lanes.
    static let ownLanes = [Stage.userLane, Stage.bindingErrorLane]

    /// Why the script may not use `name` for an object or a stream, if it may not: the name of one of
    /// the stage's own lanes, or one it already used.
    func refusal(of name: String) -> StageMisuse? {
        if Self.ownLanes.contains(name) { return .reservedName(name) }
        if lanes.contains(where: { $0.name == name }) { return .nameTaken(name) }
        return nil
    }

    /// Adds `object` as the next lane (its name checked with `refusal(of:)` first).
    mutating func add(_ object: NamedObject) {
        lanes.append(.object(object))
    }

    /// Adds `recorder` as the next lane (its name checked with `refusal(of:)` first).
    mutating func add(_ recorder: StreamRecorder, traced: Bool = false) {
        lanes.append(.stream(recorder, traced: traced))
    }

    /// Adds the network's lanes as the next ones, unless they are there already; returns them.
    mutating func network() -> NetworkLanes {
        for case .network(let network) in lanes { return network }
        let network = NetworkLanes()
        lanes.append(.network(network))
        return network
    }

    /// The lane `Stage.trace` made under `name`, if it made one.
    func traced(_ name: String) -> StreamRecorder? {
        for case .stream(let recorder, true) in lanes where recorder.name == name { return recorder }
        return nil
    }

    /// One of the stage's own lanes, made the first time it is needed (`first`: above every other).
    mutating func own(_ name: String, first: Bool = false) -> StreamRecorder {
        for case .stream(let recorder, _) in lanes where recorder.name == name { return recorder }
        let recorder = StreamRecorder(name: name)
        lanes.insert(.stream(recorder, traced: false), at: first ? 0 : lanes.endIndex)
        return recorder
    }

    /// The named objects, in the order the script named them.
    var objects: [NamedObject] {
        lanes.compactMap { lane in
            if case .object(let object) = lane { return object }
            return nil
        }
    }

    /// The named object that is `object`, if it is one. (Asked at every property set of the scene:
    /// it reads the lanes as they are, without making the list of objects.)
    func named(_ object: ObjectIdentifier) -> NamedObject? {
        for case .object(let named) in lanes where named.identifier == object { return named }
        return nil
    }

    /// The lanes as a timeline to draw (`drawn`: a stream subscribed several times as one lane per
    /// subscription, the stage's own lanes under their names in `language`) or to check expectations
    /// against (each stream whole).
    func timeline(drawn: Bool, language: Language) -> MarbleTimeline {
        var result: [MarbleStream] = []
        var colors: [String: String] = [:]
        for lane in lanes {
            switch lane {
            case .stream(let recorder, _):
                let name = recorder.name
                var shown = drawn ? recorder.lanes : [recorder.stream]
                if drawn {
                    for index in shown.indices where shown[index].name == name {
                        shown[index].name = Stage.laneName(name, in: language)
                    }
                }
                result += shown
                colors.merge(recorder.colors) { first, _ in first }
            case .object(let named):
                for track in named.tracks {
                    for change in track.changes {
                        if let color = change.color { colors[change.label] = color }
                    }
                }
                result += named.tracks.map { track in
                    MarbleStream(
                        name: "\(named.name).\(track.property)",
                        events: track.changes.map { MarbleEvent(time: $0.time, kind: .next($0.label)) })
                }
            case .network(let network):
                result += network.streams
            }
        }
        return MarbleTimeline(streams: result, valueColors: colors)
    }
}
