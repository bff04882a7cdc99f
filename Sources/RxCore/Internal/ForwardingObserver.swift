/// An observer of a secondary source (the trigger of `take(until:)`, the sampler of `sample`, …) that
/// hands each event to closures of the operator's sink.
///
/// The closures usually capture the sink strongly; the cycle ends when the secondary subscription is
/// disposed, which the sink does when it finishes.
final class ForwardingObserver<Element>: ObserverNode<Element> {
    private let next: (Element) -> Void
    private let error: (Swift.Error) -> Void
    private let completed: () -> Void

    init(
        onNext: @escaping (Element) -> Void, onError: @escaping (Swift.Error) -> Void,
        onCompleted: @escaping () -> Void
    ) {
        next = onNext
        error = onError
        completed = onCompleted
    }

    override func onNext(_ element: Element) {
        next(element)
    }

    override func onError(_ error: Swift.Error) {
        self.error(error)
    }

    override func onCompleted() {
        completed()
    }
}
