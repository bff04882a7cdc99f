/// The base class of the built-in sequences.
///
/// Subscribing makes a `SinkDisposer`, asks the subclass to `run` (which builds the sink holding this
/// subscription's state and subscribes upstream), and returns the disposer.
///
/// The outermost subscribe on a thread goes through `CurrentThreadScheduler`: work that the
/// subscription schedules on it (`Observable.of`, `from`, `range`, …) is queued and runs once the
/// subscription is in place, which is what makes `combineLatest(of(1, 2), of(3, 4))` interleave as in
/// RxSwift.
class Producer<Element>: Observable<Element> {
    override init() {}

    override final func subscribeNode(_ observer: ObserverNode<Element>) -> Disposable {
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(observer)
        }
        return CurrentThreadScheduler.instance.schedule(observer) { observer in
            self.subscribeNow(observer)
        }
    }

    /// Subscribes `observer` at once. Sequences with no per-subscription state (`just`, `empty`, …)
    /// override this and send their events directly.
    func subscribeNow(_ observer: ObserverNode<Element>) -> Disposable {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Subscribes `observer`: returns the sink, and the subscription the sink made upstream.
    /// The sink calls `cancel.dispose()` when it is done (a terminal event), which disposes both.
    func run(_ observer: ObserverNode<Element>, cancel: Cancelable) -> (
        sink: Disposable, subscription: Disposable
    ) {
        rxAbstractMethod()
    }
}
