/// Whether `take(while:)` and `take(until:)` send the element that ends the sequence.
public enum TakeBehavior {
    /// Send the element that ends the sequence, then complete.
    case inclusive
    /// Complete without sending the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// The elements as long as `predicate` holds; the first element for which it is `false` ends the
    /// sequence (and is sent too with `.inclusive`).
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        UnaryOperator(asObservable(), name: "take(while:)") { observer in
            TakeWhileSink(
                stopWhen: { try !predicate($0) }, behavior: behavior, observer: observer)
        }
    }

    /// The elements until `predicate` holds; the first element for which it is `true` ends the
    /// sequence (and is sent too with `.inclusive`).
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        UnaryOperator(asObservable(), name: "take(until:)") { observer in
            TakeWhileSink(stopWhen: predicate, behavior: behavior, observer: observer)
        }
    }
}

final private class TakeWhileSink<Element>: Sink<Element, Element> {
    private let stopWhen: (Element) throws -> Bool
    private let behavior: TakeBehavior
    /// `false` once an element ended the take: later elements (a synchronous source that goes on, or
    /// one the observer sends while receiving the inclusive element) are dropped unasked.
    private var running = true

    init(
        stopWhen: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: ObserverNode<Element>
    ) {
        self.stopWhen = stopWhen
        self.behavior = behavior
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        guard running else { return }
        do {
            guard try stopWhen(element) else {
                return forwardNext(element)
            }
            running = false
            if behavior == .inclusive {
                forwardNext(element)
            }
            forwardCompleted()
        } catch {
            forwardError(error)
        }
    }
}
