import Synchronization

/// The disposable a `Producer` returns for one subscription.
///
/// It owns the sink and the sink's upstream subscription and disposes both exactly once. Because a sink
/// may finish (and ask to be disposed) while `run` is still building it, disposal that arrives before
/// `setSinkAndSubscription` is remembered and carried out as soon as they are set.
final class SinkDisposer: Cancelable {
    private static let disposedFlag = 1
    private static let setFlag = 2

    private let state = Atomic<Int>(0)
    private var sink: Disposable?
    private var subscription: Disposable?

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedFlag != 0
    }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(Self.setFlag, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.setFlag == 0, "SinkDisposer: sink and subscription were already set")
        if previous & Self.disposedFlag != 0 {
            disposeBoth()
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(Self.disposedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedFlag != 0 { return }
        if previous & Self.setFlag != 0 {
            disposeBoth()
        }
    }

    private func disposeBoth() {
        let sink = self.sink
        let subscription = self.subscription
        self.sink = nil
        self.subscription = nil
        sink?.dispose()
        subscription?.dispose()
    }
}
