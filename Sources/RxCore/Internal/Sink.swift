import Synchronization

/// The state of one subscription to one operator, and the subscription itself: it receives `Input`
/// elements from upstream, does the operator's work, forwards `Output` elements to `observer`, and
/// disposing it ends the subscription.
///
/// Contract:
/// - Once disposed, a sink forwards nothing more, and the subscription it made upstream (set with
///   `setSubscription`) is disposed.
/// - After forwarding a terminal event, a sink disposes itself.
/// - A sink may finish while it is still subscribing (a synchronous source): the upstream subscription
///   is then disposed as soon as it is set.
/// - `disposeUpstream()` ends the upstream subscription early while the sink stays alive (an operator
///   whose source completed but which still has work to finish). The subscription is disposed once,
///   whichever comes first.
/// - By default an upstream error or completion is passed straight on. Sinks with no upstream (timers,
///   sequences) use `Never` as their input.
@usableFromInline
class Sink<Input, Output>: ObserverNode<Input> {
    final let observer: ObserverNode<Output>
    private let state = Atomic<Int>(0)
    // Guarded by `state`: written once before `subscriptionSet` is raised, taken once on disposal.
    @exclusivity(unchecked) private var subscription: Disposable?

    private static var disposedFlag: Int { 1 }
    private static var subscriptionSetFlag: Int { 2 }
    private static var upstreamEndedFlag: Int { 4 }

    init(observer: ObserverNode<Output>) {
        self.observer = observer
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Keeps the subscription this sink made upstream, to dispose it with the sink (at once, if the sink
    /// is already disposed). Call it once.
    final func setSubscription(_ subscription: Disposable) {
        self.subscription = subscription
        let previous = state.bitwiseOr(Self.subscriptionSetFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & (Self.disposedFlag | Self.upstreamEndedFlag) != 0 {
            disposeSubscription()
        }
    }

    /// Disposes the upstream subscription now (or as soon as it is set), without disposing the sink.
    final func disposeUpstream() {
        let previous = state.bitwiseOr(Self.upstreamEndedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & (Self.disposedFlag | Self.upstreamEndedFlag) == 0
            && previous & Self.subscriptionSetFlag != 0
        {
            disposeSubscription()
        }
    }

    override func onError(_ error: Swift.Error) {
        forwardError(error)
    }

    override func onCompleted() {
        forwardCompleted()
    }

    /// Sends an element downstream, unless this sink is disposed.
    @inline(__always)
    final func forwardNext(_ element: Output) {
        if isDisposed { return }
        observer.onNext(element)
    }

    /// Sends an error downstream (unless disposed), then ends the subscription.
    final func forwardError(_ error: Swift.Error) {
        if !isDisposed {
            observer.onError(error)
        }
        dispose()
    }

    /// Sends the completion downstream (unless disposed), then ends the subscription.
    final func forwardCompleted() {
        if !isDisposed {
            observer.onCompleted()
        }
        dispose()
    }

    /// Sends any event downstream; a terminal one ends the subscription.
    final func forward(_ event: Event<Output>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }

    @inline(__always)
    final var isDisposed: Bool {
        state.load(ordering: .relaxed) & Self.disposedFlag != 0
    }

    @usableFromInline
    override func dispose() {
        let previous = state.bitwiseOr(Self.disposedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & (Self.disposedFlag | Self.upstreamEndedFlag) == 0
            && previous & Self.subscriptionSetFlag != 0
        {
            disposeSubscription()
        }
    }

    private func disposeSubscription() {
        let subscription = self.subscription
        self.subscription = nil
        subscription?.dispose()
    }
}
