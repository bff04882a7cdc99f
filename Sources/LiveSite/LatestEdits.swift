import Synchronization

/// Which edit of a scene is the latest, so that only it is computed: a page (a tab) numbers its
/// requests, and a request that waited while a later one of the same tab and scene arrived is
/// answered "superseded" without running.
///
/// Contract: `arrived` notes a request's number for its key (tab and scene) as it arrives, on any
/// thread; `isLatest` tells, when its turn to run comes, whether no later number arrived for that key
/// since. Requests without a tab or a number are each the latest. At most `capacity` keys are kept (a
/// flood of made-up tabs can't grow it without bound): past that, the oldest key is forgotten, and its
/// next request is the latest again.
final class LatestEdits: Sendable {
    private struct State {
        var latest: [String: Int] = [:]
        var order: [String] = []
    }

    private let state = Mutex(State())
    private let capacity: Int

    init(capacity: Int = 1_024) {
        self.capacity = capacity
    }

    /// Notes that request `sequence` of `key` arrived.
    func arrived(_ key: String, sequence: Int) {
        state.withLock { state in
            if state.latest[key] == nil {
                state.order.append(key)
                if state.order.count > capacity { state.latest[state.order.removeFirst()] = nil }
            }
            state.latest[key] = max(state.latest[key] ?? sequence, sequence)
        }
    }

    /// Whether request `sequence` of `key` is still the latest that arrived.
    func isLatest(_ key: String, sequence: Int) -> Bool {
        state.withLock { ($0.latest[key] ?? sequence) <= sequence }
    }
}
