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

    /// Wraps `values` (subscribed on the main scheduler) and `valueSink`. In a chain view it is one node
    /// named after the property that made it (`name`, by default the caller's: `rating`).
    public init<Values: ObservableType, Sink: ObserverType>(
        values: Values, valueSink: Sink, name: String = #function
    )
    where Element == Values.Element, Element == Sink.Element {
        self.init(values: values, valueSink: valueSink, name: name, builtOn: [])
    }

    /// The same, built on `inputs` (another `ControlProperty`'s values: `orEmpty`), which a chain view
    /// draws as they are; what is between them and it is folded into it.
    init<Values: ObservableType, Sink: ObserverType>(
        values: Values, valueSink: Sink, name: String, builtOn inputs: [AnyObject]
    )
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
        ChainTracing.tracer?.fold(self.values, as: chainName(name, kind: "ControlProperty"), inputs: inputs)
        ChainTracing.tracer?.construct(self.values, isA: "ControlProperty")
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// Only the changes: the values after the current one (`skip(1)`).
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1), name: "changed", builtOn: [values])
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
            values: values, valueSink: valueSink, name: "orEmpty", builtOn: [original.asObservable()])
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

/// How a chain view names a construct made by `caller` (the `#function` of whoever made it, or a name
/// given: `rx.tapGesture()`): `rx.` and the property's name for a property of `.rx` (`rx.text`: a
/// lowercase identifier), the name itself for a member of the construct (`orEmpty`, `changed`) or a
/// name given with `rx.`, and `kind` otherwise: made by a function (`controlProperty(editingEvents:…)`
/// called in another function) or at the top level of a module (where `#function` is the module's
/// name).
func chainName(_ caller: String, kind: String) -> String {
    if caller.hasPrefix("rx.") || constructMembers.contains(caller) { return caller }
    guard let first = caller.unicodeScalars.first, first.properties.isLowercase,
        caller.unicodeScalars.allSatisfy({
            $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)
        })
    else { return kind }
    return "rx." + caller
}

/// The members of `ControlProperty` and `ControlEvent` that make another one (not properties of `.rx`).
private let constructMembers: Set = ["orEmpty", "changed"]
