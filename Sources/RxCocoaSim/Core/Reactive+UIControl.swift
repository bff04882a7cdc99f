import RxCore
import UIKitSim

extension Reactive where Base: UIControl {
    // @code UIControl.rx.controlEvent
    /// The control's `events`, as a `ControlEvent`: an element each time the control sends one of them.
    /// Completes when the control is deallocated (at once, for a subscription made after that).
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        controlEvent(controlEvents, name: .reactive("controlEvent(_:)"))
    }

    /// The same, named `name` in a chain view: `button.rx.tap`, where one made by a learner's code
    /// is `button.rx.controlEvent(_:)`.
    func controlEvent(_ controlEvents: UIControl.Event, name: ConstructName) -> ControlEvent<Void> {
        let source = Observable<Void>.create { [weak control = base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let control else {
                observer.onCompleted()
                return Disposables.create()
            }
            let target = ControlTarget(control: control, controlEvents: controlEvents) { _ in
                observer.onNext(())
            }
            return Disposables.create(with: target.dispose)
        }
        .take(until: deallocated)
        return ControlEvent(events: source, name: name)
    }
    // @end

    // @code UIControl.rx.controlProperty
    /// A property of the control as a `ControlProperty`: its value (read by `getter`) on subscription and
    /// after each of `editingEvents`; values bound to it are applied by `setter`.
    public func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        controlProperty(
            editingEvents: editingEvents, getter: getter, setter: setter,
            name: .reactive("controlProperty(editingEvents:getter:setter:)"))
    }

    /// The same, named `name` in a chain view: `field.rx.text`, where one made by a learner's code is
    /// `field.rx.controlProperty(editingEvents:getter:setter:)`.
    func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void,
        name: ConstructName
    ) -> ControlProperty<T> {
        let source = Observable<T>.create { [weak weakControl = base] observer in
            guard let control = weakControl else {
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(getter(control))
            let target = ControlTarget(control: control, controlEvents: editingEvents) { _ in
                if let control = weakControl {
                    observer.onNext(getter(control))
                }
            }
            return Disposables.create(with: target.dispose)
        }
        .take(until: deallocated)
        let bindingObserver = Binder(base, binding: setter)
        return ControlProperty<T>(values: source, valueSink: bindingObserver, name: name)
    }

    /// `controlProperty` with the events most value controls send: every editing event and
    /// `valueChanged`. (RxCocoa keeps this one internal; the sandbox lets you use it.)
    public func controlPropertyWithDefaultEvents<T>(
        editingEvents: UIControl.Event = [.allEditingEvents, .valueChanged],
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        controlProperty(
            editingEvents: editingEvents, getter: getter, setter: setter,
            name: .reactive("controlPropertyWithDefaultEvents(editingEvents:getter:setter:)"))
    }

    /// The same, named `name` in a chain view (`slider.rx.value`).
    func controlPropertyWithDefaultEvents<T>(
        editingEvents: UIControl.Event = [.allEditingEvents, .valueChanged],
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void,
        name: ConstructName
    ) -> ControlProperty<T> {
        controlProperty(editingEvents: editingEvents, getter: getter, setter: setter, name: name)
    }
    // @end

    /// Binds to `isEnabled`.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, value in control.isEnabled = value }
    }

    /// Binds to `isSelected`.
    public var isSelected: Binder<Bool> {
        Binder(base) { control, value in control.isSelected = value }
    }
}
