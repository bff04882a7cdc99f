import Synchronization

/// Runs the subscriptions of a sink that goes through its sources one after another (`concat`,
/// `catch(sequence:)`, `retry`, `retry(when:)`), without recursion, like RxSwift's tail-recursive
/// sinks.
///
/// `run` runs `body` at once, unless a `body` of this loop is already running (the source it is
/// subscribing ended during its own subscription, or ended on another thread meanwhile): then the
/// running loop runs `body` once more after the current one returns. So the next source is subscribed
/// synchronously when the previous one ends, but a long chain of sources that end while being
/// subscribed does not grow the stack. A sink must pass the same `body` every time.
final class SubscriptionLoop {
    private struct State {
        var isRunning = false
        var pendingRuns = 0
    }

    private let state = Mutex(State())

    func run(_ body: () -> Void) {
        let isFirst = state.withLock { state -> Bool in
            if state.isRunning {
                state.pendingRuns += 1
                return false
            }
            state.isRunning = true
            return true
        }
        guard isFirst else { return }
        repeat {
            body()
        } while state.withLock { state -> Bool in
            if state.pendingRuns == 0 {
                state.isRunning = false
                return false
            }
            state.pendingRuns -= 1
            return true
        }
    }
}
