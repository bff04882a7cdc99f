import Synchronization

/// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` makes.
///
/// It enforces the grammar (nothing after a terminal event or after `dispose()`) and counts in
/// `Resources.total` while it lives.
@usableFromInline
final class AnonymousObserver<Element>: ObserverNode<Element> {
    private let isStopped = Atomic<Bool>(false)
    private let next: ((Element) -> Void)?
    private let error: ((Swift.Error) -> Void)?
    private let completed: (() -> Void)?

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?
    ) {
        next = onNext
        error = onError
        completed = onCompleted
        super.init()
        Resources.incrementTotal()
    }

    /// `subscribe`, the call that made it.
    override var chainName: String {
        "subscribe"
    }

    /// An observer that receives every event as an `Event`.
    convenience init(_ eventHandler: @escaping (Event<Element>) -> Void) {
        self.init(
            onNext: { eventHandler(.next($0)) },
            onError: { eventHandler(.error($0)) },
            onCompleted: { eventHandler(.completed) })
    }

    deinit {
        Resources.decrementTotal()
    }

    override func onNext(_ element: Element) {
        if isStopped.load(ordering: .relaxed) { return }
        next?(element)
    }

    override func onError(_ error: Swift.Error) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        self.error?(error)
    }

    override func onCompleted() {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        completed?()
    }

    @usableFromInline
    override func dispose() {
        isStopped.store(true, ordering: .releasing)
    }
}
