/// The base class of the built-in sequences.
///
/// Subscribing asks the subclass to `run`: build the sink that holds this subscription's state, let it
/// subscribe upstream, and return it (a sink is the subscription).
///
/// The outermost subscribe on a thread goes through `CurrentThreadScheduler`: work that the
/// subscription schedules on it (`Observable.of`, `from`, `range`, …) is queued and runs once the
/// subscription is in place, which is what makes `combineLatest(of(1, 2), of(3, 4))` interleave as in
/// RxSwift.
@usableFromInline
class Producer<Element>: Observable<Element> {
    override init() {}

    override final func subscribeUntraced(_ observer: ObserverNode<Element>) -> Disposable {
        if !CurrentThreadScheduler.isScheduleRequired {
            return run(observer)
        }
        return CurrentThreadScheduler.instance.schedule(observer) { observer in
            self.run(observer)
        }
    }

    /// Subscribes `observer`: makes the sink of this subscription, subscribes it upstream (keeping that
    /// subscription with `setSubscription`), and returns it.
    func run(_ observer: ObserverNode<Element>) -> Disposable {
        rxAbstractMethod()
    }
}
