import RxCore

/// A `ControlProperty`-like value: a sequence of a UI property's values that also sets it.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A UI property seen as a sequence and as an observer (`slider.rx.value`).
///
/// Contract (RxCocoa's code, which the sandbox follows where its docs say otherwise):
/// - Each subscription immediately receives the property's current value, then a value each time the
///   user changes it. It is not shared (each subscriber reads the property and registers its own
///   action), never fails, and completes when the control is deallocated; it is subscribed on the
///   main scheduler.
/// - Setting the property through the observer side (or in code) is not reported: only user changes
///   are.
/// - The observer side is a `Binder`: weak, main-scheduler, completion ignored, an error is a
///   programming error.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    private let values: Observable<PropertyType>
    private let valueSink: AnyObserver<PropertyType>

    /// Wraps `values` (subscribed on the main scheduler) and `valueSink`. In a chain view it is one
    /// node, `ControlProperty`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.init(values: values, valueSink: valueSink, name: .plain("ControlProperty"))
    }

    /// The same, named `name` in a chain view (`rx.text`: the extensions of `.rx` name what they make),
    /// built on `inputs` (another `ControlProperty`'s values: `orEmpty`), which a chain view draws as
    /// they are; what is between them and it is folded into it.
    package init<Values: ObservableType, Sink: ObserverType>(
        values: Values, valueSink: Sink, name: ConstructName, builtOn inputs: [AnyObject] = []
    )
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
        ChainTracing.tracer?.fold(self.values, as: name, inputs: inputs)
        ChainTracing.tracer?.controlConstruct(self.values)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// Only the changes: the values after the current one (`skip(1)`).
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1), name: .plain("changed"), builtOn: [values])
    }

    public func asObservable() -> Observable<Element> {
        values
    }

    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property (`next`); a completion is ignored; an error is a programming error.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            Hooks.bindingErrorHandler(error)
        case .next:
            valueSink.on(event)
        case .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with `nil` read as `""`; a string set through it sets the optional property.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values: Observable<String> = original.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.mapObserver { $0 }
        return ControlProperty<String>(
            values: values, valueSink: valueSink, name: .plain("orEmpty"), builtOn: [original.asObservable()])
    }
}

extension ControlProperty {
    /// The values as a `Driver` (same handling of the impossible error as `ControlEvent.asDriver()`).
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            Hooks.bindingErrorHandler(error)
            return Driver.empty()
        }
    }
}
