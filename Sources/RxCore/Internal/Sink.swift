import Synchronization

/// The state of one subscription to one operator: it receives `Input` elements from upstream, does
/// the operator's work, and forwards `Output` elements to `observer`.
///
/// Contract: once disposed, a sink forwards nothing more. After forwarding a terminal event it disposes
/// itself, which disposes its `SinkDisposer` and with it the upstream subscription. By default an
/// upstream error or completion is passed straight on. Sinks with no upstream (timers, sequences) use
/// `Never` as their input.
class Sink<Input, Output>: ObserverNode<Input>, Disposable {
    final let observer: ObserverNode<Output>
    final let cancel: Cancelable
    private let disposed = Atomic<Bool>(false)

    init(observer: ObserverNode<Output>, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
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
        if disposed.load(ordering: .relaxed) { return }
        observer.onNext(element)
    }

    /// Sends an error downstream (unless disposed), then ends the subscription.
    final func forwardError(_ error: Swift.Error) {
        if !disposed.load(ordering: .relaxed) {
            observer.onError(error)
        }
        dispose()
    }

    /// Sends the completion downstream (unless disposed), then ends the subscription.
    final func forwardCompleted() {
        if !disposed.load(ordering: .relaxed) {
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

    final var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        disposed.store(true, ordering: .releasing)
        cancel.dispose()
    }
}
