import RxCore

/// A `ControlEvent`-like sequence.
public protocol ControlEventType: ObservableType {
    /// The value as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of UI events (`button.rx.tap`).
///
/// Contract (RxCocoa's): it never fails; it sends no initial element; it completes when the control is
/// deallocated; it is subscribed on the main scheduler (inline when already on the main thread). It is
/// not shared: each subscription registers its own action with the control. Whoever makes a
/// `ControlEvent` from a sequence must make that sequence keep these promises.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    private let events: Observable<PropertyType>

    /// Wraps `events`, subscribing to it on the main scheduler. In a chain view it is one node,
    /// `ControlEvent`.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.init(events: events, name: .plain("ControlEvent"))
    }

    /// The same, named `name` in a chain view (`rx.tap`: the extensions of `.rx` name what they make),
    /// built on `inputs` (a `ControlProperty`'s values: `changed`), which a chain view draws as they
    /// are; what is between them and it is folded into it.
    package init<Events: ObservableType>(
        events: Events, name: ConstructName, builtOn inputs: [AnyObject] = []
    )
    where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
        ChainTracing.tracer?.fold(self.events, as: name, inputs: inputs)
        ChainTracing.tracer?.controlConstruct(self.events)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        events
    }

    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}

extension ControlEvent {
    /// The events as a `Driver`. A control event can't fail, so an error here is a programming error
    /// (`Hooks.bindingErrorHandler`) and, if that returns, ends the driver.
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            Hooks.bindingErrorHandler(error)
            return Driver.empty()
        }
    }

    /// The events as an `Infallible`: an error (impossible for a well-made control event) becomes the
    /// end of the sequence.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }

    /// The events as a `Signal` (same handling of the impossible error as `asDriver()`).
    public func asSignal() -> Signal<Element> {
        asSignal { error in
            Hooks.bindingErrorHandler(error)
            return Signal.empty()
        }
    }
}
