/// The sequence type every operator returns.
///
/// `Observable` is abstract: instances come from creation functions (`just`, `create`, …), subjects
/// and operators, never from `init`. Subscribing twice runs the sequence twice (it is "cold") unless an
/// operator such as `share` says otherwise.
public class Observable<Element>: ObservableType {
    init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        Disposables.create(with: subscribeNode(observer.asNode).dispose)
    }

    /// Subscribes an observer of the core's own: every subscription the core makes goes through here.
    /// While a chain tracer is installed (`ChainTracing`), the subscription is reported to it; otherwise
    /// this costs one check.
    @usableFromInline @inline(__always)
    final func subscribeNode(_ observer: ObserverNode<Element>) -> Disposable {
        if _slowPath(chainTracingIsOn) { return ChainTracing.subscribe(self, observer) }
        return subscribeUntraced(observer)
    }

    /// Subscribes `observer`, untraced. Subclasses override this one, not `subscribe`.
    func subscribeUntraced(_ observer: ObserverNode<Element>) -> Disposable {
        rxAbstractMethod()
    }

    public func asObservable() -> Observable<Element> {
        self
    }

    /// What a chain view calls this sequence: RxSwift's name for the operator, subject or creation
    /// function that made it (`map`, `take(until:)`, `PublishSubject`, `just`). Every sequence of the
    /// core says its own, where it is made; a tracer asks while it traces.
    package var chainName: String {
        rxAbstractMethod()
    }
}

/// Another name for `Observable`, as RxSwift has it: for code where `Observable` alone would be
/// ambiguous (another module also declares one, as the Observation framework does).
public typealias RxObservable<Element> = RxCore.Observable<Element>

/// Stops the program: a subclass forgot to override an abstract method.
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method", file: file, line: line)
}
