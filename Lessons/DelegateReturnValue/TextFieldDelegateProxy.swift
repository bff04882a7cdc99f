import RxSandbox

// A delegate proxy for `UITextField` (RxCocoa has none): its Void methods as sequences, and
// `textFieldShouldReturn`, which returns a value, answered by the proxy.

// @code has-delegate
extension UITextField: HasDelegate {
    public typealias Delegate = UITextFieldDelegate
}
// @end

// @code proxy-class
final class RxTextFieldDelegateProxy: DelegateProxy<UITextField, UITextFieldDelegate>, DelegateProxyType,
    UITextFieldDelegate
{
    weak private(set) var textField: UITextField?

    init(textField: UITextField) {
        self.textField = textField
        super.init(parentObject: textField, delegateProxy: RxTextFieldDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        self.register { RxTextFieldDelegateProxy(textField: $0) }
    }

    // @code void-method
    // Linux: a Void method the proxy observes, handed to `intercept` (on iOS the runtime does it).
    func textFieldDidEndEditing(_ textField: UITextField) {
        intercept(arguments: [textField]) { $0.textFieldDidEndEditing(textField) }
    }
    // @end

    // @code returning-method
    /// Each press of the Return key, before the answer is given.
    let returnKeyPressed = PublishSubject<Void>()

    // A method that returns a value: the proxy must answer it. The app's delegate answers if it is
    // there; otherwise the proxy answers what UIKit assumes for a delegate without the method.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returnKeyPressed.onNext(())
        return forwardToDelegate()?.textFieldShouldReturn(textField) ?? true
    }

    deinit {
        returnKeyPressed.onCompleted()
    }
    // @end
}
// @end

// @code reactive
extension Reactive where Base: UITextField {
    var delegate: DelegateProxy<UITextField, UITextFieldDelegate> {
        return RxTextFieldDelegateProxy.proxy(for: base)
    }

    /// Editing ended: after the delegate's `textFieldDidEndEditing`.
    var didEndEditing: ControlEvent<Void> {
        // iOS: delegate.methodInvoked(#selector(UITextFieldDelegate.textFieldDidEndEditing(_:)))
        let source = delegate.methodInvoked("textFieldDidEndEditing(_:)").map { _ in }
        return ControlEvent(events: source)
    }

    /// Each press of the Return key, whatever the delegate answers.
    var returnKey: ControlEvent<Void> {
        return ControlEvent(events: RxTextFieldDelegateProxy.proxy(for: base).returnKeyPressed)
    }

    /// Makes `delegate` the field's delegate behind the proxy, until disposed: it answers
    /// `textFieldShouldReturn` and hears every call.
    func setDelegate(_ delegate: UITextFieldDelegate) -> Disposable {
        return RxTextFieldDelegateProxy.installForwardDelegate(
            delegate, retainDelegate: false, onProxyForObject: base)
    }
}
// @end
