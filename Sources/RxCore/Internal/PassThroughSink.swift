/// A sink that forwards every event unchanged and ends the subscription after a terminal event.
/// Used where an operator only decides *which* sequence to subscribe to (`deferred`, …).
final class PassThroughSink<Element>: Sink<Element, Element> {
    override func onNext(_ element: Element) {
        forwardNext(element)
    }
}
