import LessonKit
import Marbles
import RxVirtualTime

/// What a wrong answer makes its scenario do, told by behaviour rather than by one exact diagram, so that
/// different answers making the same mistake are recognised alike: a value on a lane at a tick where
/// only the program set the value; a lane that never completes after its control is released; an
/// object still alive after the scenario let go of it; more values than asked for (two requests where
/// one was asked); a lane that stays silent, or has no value when one was due; a value it must not emit
/// (a test suite's `passed` on a broken implementation), or two values in the wrong order; an error that
/// reached a binder; or, where nothing else tells it, exactly a diagram.
///
/// A symptom on a lane is shown only by a run in which that lane failed its expectation: no hint goes
/// under a lane that passed.
package struct Symptom {
    /// The behaviours a symptom can be, each with what it needs to be told.
    enum Kind {
        case draws(Expectation)
        case emits(stream: String, ticks: [TestTime])
        case neverCompletes(stream: String)
        case emitsMoreThan(Int, stream: String)
        case staysSilent(stream: String)
        case emitsTwice(stream: String, tick: TestTime)
        case differsAt(stream: String, tick: TestTime)
        case repeatsAValue(stream: String)
        case emitsValue(value: String, stream: String)
        case emitsBefore(first: String, second: String, stream: String)
        case lacksValue(stream: String, tick: TestTime)
        case keepsAlive(object: String)
        case errorReachesBinder
        case all([Symptom])
    }

    /// Which behaviour it is.
    let kind: Kind

    /// The lane draws exactly `expectation`'s diagram.
    package static func draws(_ expectation: Expectation) -> Symptom {
        Symptom(kind: .draws(expectation))
    }

    /// The lane `stream` has a value at one of `ticks`, where the scenario wants none: where only the
    /// program set the value (a ControlProperty or ControlEvent must say nothing then), on subscription
    /// (a replayed event, a start nobody reported), or before a busy queue ran the work.
    package static func emits(on stream: String, at ticks: [TestTime]) -> Symptom {
        Symptom(kind: .emits(stream: stream, ticks: ticks))
    }

    /// The lane `stream` ends without completing (its control was released, and it goes on).
    package static func neverCompletes(_ stream: String) -> Symptom {
        Symptom(kind: .neverCompletes(stream: stream))
    }

    /// The lane `stream` has more than `count` values (two requests where one was asked).
    package static func emitsMoreThan(_ count: Int, on stream: String) -> Symptom {
        Symptom(kind: .emitsMoreThan(count, stream: stream))
    }

    /// The lane `stream` has no value at all (a proxy that does not forward: the screen heard nothing).
    package static func staysSilent(_ stream: String) -> Symptom {
        Symptom(kind: .staysSilent(stream: stream))
    }

    /// The lane `stream` has more than one value at `tick` (a value set through a two-way binding that
    /// came back through the property).
    package static func emitsTwice(on stream: String, at tick: TestTime) -> Symptom {
        Symptom(kind: .emitsTwice(stream: stream, tick: tick))
    }

    /// The lane `stream` has other values at `tick` than the scenario expects there (a count read after a
    /// disposal that is not back to 0).
    package static func differs(on stream: String, at tick: TestTime) -> Symptom {
        Symptom(kind: .differsAt(stream: stream, tick: tick))
    }

    /// The lane `stream` emits a value equal to the one before it (a page sent again when the page did
    /// not change: no `distinctUntilChanged`).
    package static func repeatsAValue(on stream: String) -> Symptom {
        Symptom(kind: .repeatsAValue(stream: stream))
    }

    /// The lane `stream` emits `value`, at whatever tick (a test suite's `passed` on a broken
    /// implementation; a label that shows an error's stand-in value).
    package static func emits(_ value: String, on stream: String) -> Symptom {
        Symptom(kind: .emitsValue(value: value, stream: stream))
    }

    /// The lane `stream` emits `first` before `second`, or in the same tick ahead of it (an event
    /// emitted before the app's delegate was called).
    package static func emits(_ first: String, before second: String, on stream: String) -> Symptom {
        Symptom(kind: .emitsBefore(first: first, second: second, stream: stream))
    }

    /// The lane `stream` has no value at `tick`, where the scenario wants one (a late subscriber that got
    /// no replayed value, a change a shared variable hid, a progress lost to a second reader).
    package static func lacksValue(on stream: String, at tick: TestTime) -> Symptom {
        Symptom(kind: .lacksValue(stream: stream, tick: tick))
    }

    /// The object the scenario named `object` outlived the tick it let go of it at, or the scenario.
    package static func keepsAlive(_ object: String) -> Symptom {
        Symptom(kind: .keepsAlive(object: object))
    }

    /// Every one of `symptoms` at once, on one lane (a label that showed the stand-in value of an error,
    /// and then nothing more: the chain ended there).
    package static func all(_ symptoms: Symptom...) -> Symptom {
        Symptom(kind: .all(symptoms))
    }

    /// An error reached a binder (the `binding error` lane has one).
    package static let errorReachesBinder = Symptom(kind: .errorReachesBinder)

    /// The lane the symptom is about, if it is about one.
    var stream: String? {
        switch kind {
        case .draws(let expectation): return expectation.stream
        case .emits(let stream, _), .neverCompletes(let stream), .emitsMoreThan(_, let stream),
            .staysSilent(let stream), .lacksValue(let stream, _), .emitsTwice(let stream, _),
            .differsAt(let stream, _), .repeatsAValue(let stream), .emitsValue(_, let stream),
            .emitsBefore(_, _, let stream):
            return stream
        case .errorReachesBinder: return Stage.bindingErrorLane
        case .keepsAlive: return nil
        case .all(let symptoms): return symptoms.first?.stream
        }
    }

    /// Whether the failed run `report` shows the symptom.
    func isShown(by report: SceneReport) -> Bool {
        // A lane the scenario states must have failed: no hint under a lane that passed.
        if let stream, let stated = report.expectations.first(where: { $0.expectation.stream == stream }),
            stated.mismatch == nil
        {
            return false
        }
        let events =
            stream.flatMap { name in report.recorded.streams.first { $0.name == name }?.events } ?? []
        let values = events.filter { if case .next = $0.kind { return true } else { return false } }
        switch kind {
        case .draws(let expectation):
            return report.matches(expectation)
        case .emits(_, let ticks):
            return events.contains { event in
                if case .next = event.kind { return ticks.contains(event.time) }
                return false
            }
        case .neverCompletes:
            return !events.contains { $0.kind == .completed }
        case .emitsMoreThan(let count, _):
            return values.count > count
        case .staysSilent:
            return values.isEmpty
        case .differsAt(let stream, let tick):
            guard
                let stated = report.expectations.first(where: { $0.expectation.stream == stream })?
                    .expectation,
                let expected = try? stated.labelledEvents()
            else { return false }
            return expected.filter { $0.time == tick }.map(\.kind)
                != events.filter { $0.time == tick }.map(\.kind)
        case .repeatsAValue:
            return zip(values, values.dropFirst()).contains { $0.kind == $1.kind }
        case .emitsValue(let value, _):
            return values.contains { $0.kind == .next(value) }
        case .emitsBefore(let first, let second, _):
            guard let firstIndex = values.firstIndex(where: { $0.kind == .next(first) }),
                let secondIndex = values.firstIndex(where: { $0.kind == .next(second) })
            else { return false }
            return firstIndex < secondIndex
        case .emitsTwice(_, let tick):
            return values.filter { $0.time == tick }.count > 1
        case .lacksValue(_, let tick):
            return !values.contains { $0.time == tick }
        case .keepsAlive(let object):
            return report.leakCheck.lateReleases.contains { $0.name == object }
                || report.leakCheck.objectsLeft.contains { $0.name == object }
        case .errorReachesBinder:
            return !events.isEmpty
        case .all(let symptoms):
            return symptoms.allSatisfy { $0.isShown(by: report) }
        }
    }
}
