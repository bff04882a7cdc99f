import Foundation
import RxVirtualTime

/// The objects a scene showed, watched or made, each held weakly, for the leak check: once the scene
/// has let go of everything, any of them still alive is held by something that outlived it.
///
/// A scene that shows a leak on purpose (a retain cycle) names what it expects to stay alive, and how to
/// undo the leak once the check has seen it (`Stage.expectLeak(of:undo:)`).
final class ObjectWatch {
    private struct Watched {
        let identifier: ObjectIdentifier
        var name: String?
        let type: String
        weak var object: AnyObject?
        /// The tick by whose end it was first seen released.
        var releasedAt: TestTime?
    }

    private var watched: [Watched] = []
    /// The objects the scene lets go of at a tick (`Stage.letGo(of:at:_:)`), by name.
    private(set) var dueReleases: [(name: String, time: TestTime)] = []
    /// The names of the objects the scene expects to be left alive.
    private(set) var expectedLeaks: [String] = []
    /// What undoes the expected leaks, run after the check.
    private(set) var undoings: [() -> Void] = []

    /// Watches `object`, made while the scene ran, unnamed until the scene names it.
    func made(_ object: AnyObject) {
        add(object, name: nil)
    }

    /// Watches `object` under `name` (the name a report gives it if it is left alive).
    func watch(_ object: AnyObject, as name: String) {
        add(object, name: name)
    }

    /// Watches `object`, or, if it is watched already without a name, gives it `name`.
    private func add(_ object: AnyObject, name: String?) {
        if let index = index(of: object) {
            if watched[index].name == nil { watched[index].name = name }
            return
        }
        watched.append(
            Watched(
                identifier: ObjectIdentifier(object), name: name, type: String(describing: type(of: object)),
                object: object))
    }

    /// Notes that the scene lets go of the object named `name` at `time`: it must be released by the end of
    /// that tick.
    func letGo(of name: String, at time: TestTime) {
        dueReleases.append((name, time))
    }

    /// Notes, for each watched object released since the last look, that it was released by `time`.
    func noteReleases(at time: TestTime) {
        for index in watched.indices where watched[index].object == nil && watched[index].releasedAt == nil {
            watched[index].releasedAt = time
        }
    }

    /// Each object the scene let go of at a tick that was still alive at the end of it: when it was
    /// released (nil: not by the scene's end).
    func lateReleases() -> [LeakCheck.LateRelease] {
        dueReleases.compactMap { name, time in
            guard let object = watched.first(where: { $0.name == name }) else { return nil }
            if let released = object.releasedAt, released <= time { return nil }
            return LeakCheck.LateRelease(name: name, due: time, releasedAt: object.releasedAt)
        }
    }

    /// The names the scene let go of (`letGo(of:at:_:)`) that name no object it watched: a mistake in
    /// the scene, whose release could never be checked.
    func unwatchedLetGos() -> [String] {
        dueReleases.map(\.name).filter { name in !watched.contains { $0.name == name } }
    }

    /// Notes that the scene expects `name` to be left alive, and that `undo` ends the leak.
    func expectLeak(of name: String, undo: @escaping () -> Void) {
        expectedLeaks.append(name)
        undoings.append(undo)
    }

    /// The watched objects alive now, in the order they were first watched.
    func alive() -> [ObjectLeft] {
        watched.filter { $0.object != nil }.map { ObjectLeft(name: $0.name, type: $0.type) }
    }

    /// Runs what undoes the expected leaks, once.
    func undoLeaks() {
        let undoings = self.undoings
        self.undoings = []
        for undo in undoings { undo() }
    }

    private func index(of object: AnyObject) -> Int? {
        watched.firstIndex { $0.identifier == ObjectIdentifier(object) && $0.object === object }
    }
}
