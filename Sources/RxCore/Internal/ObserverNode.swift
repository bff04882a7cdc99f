/// The non-generic root of the core's observers. It lets the core keep a subscription's sink, and
/// dispose it, without knowing its element types: converting a generic object to a protocol type costs
/// a run-time type lookup, holding it as a `Node` does not. That is also why `Node` is the type that is
/// `Disposable`: a sink returned as a `Disposable` is converted as a `Node` (`sink as Node`), which
/// costs no lookup. Disposing a node that is not a sink does nothing.
@usableFromInline
class Node: Disposable {
    @usableFromInline
    func dispose() {}
}

/// The base class of every observer the core creates (operator sinks, the observers of
/// `subscribe(onNext:…)`, the per-source observers of combining operators).
///
/// A node receives the three kinds of event as three calls, `onNext`, `onError` and `onCompleted`;
/// `on(_:)` only routes an `Event` to them. Inside the core, events travel from node to node as these
/// direct calls, never as `Event` values: building and inspecting an `Event` of a generic element type
/// costs a runtime type lookup, while passing the element itself does not.
@usableFromInline
class ObserverNode<Element>: Node, ObserverType {
    /// Receives an element.
    func onNext(_ element: Element) {
        rxAbstractMethod()
    }

    /// Receives the error that ends the sequence.
    func onError(_ error: Swift.Error) {
        rxAbstractMethod()
    }

    /// Receives the completion that ends the sequence.
    func onCompleted() {
        rxAbstractMethod()
    }

    /// What a chain view calls this observer where it ends a chain: the kind of observer it is.
    var chainName: String {
        chainKind(of: self)
    }

    @usableFromInline
    final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }
}

/// Wraps an observer from outside the core (a `TestableObserver`, a `Binder`, a subject, …) as a node.
final class ObserverAdapter<Observer: ObserverType>: ObserverNode<Observer.Element> {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    /// The kind of observer it wraps (`Binder`).
    override var chainName: String {
        chainKind(of: observer)
    }

    override func onNext(_ element: Observer.Element) {
        observer.on(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        observer.on(.error(error))
    }

    override func onCompleted() {
        observer.on(.completed)
    }
}

extension ObserverType {
    /// This observer as a node: itself if it is one, else wrapped.
    var asNode: ObserverNode<Element> {
        self as? ObserverNode<Element> ?? ObserverAdapter(self)
    }
}
