import Foundation
import RxCore
import UIKitSim

// @code UIButton.rx.tap
extension Reactive where Base: UIButton {
    /// The button's taps (`touchUpInside`).
    public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside, name: .reactive("tap"))
    }

    /// Binds to the title for `controlState` (normal by default).
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in
            button.setTitle(title, for: controlState)
        }
    }
}
// @end

extension Reactive where Base: UIButton {
    /// The button's primary action (`primaryActionTriggered`): a tap, on iOS 14 and later. (RxCocoa
    /// offers it on tvOS only, where a button is chosen with the remote; on iOS `tap` is the usual
    /// name.)
    public var primaryAction: ControlEvent<Void> {
        controlEvent(.primaryActionTriggered, name: .reactive("primaryAction"))
    }

    /// Binds to the image for `controlState` (normal by default).
    public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in
            button.setImage(image, for: controlState)
        }
    }

    /// Binds to the background image for `controlState` (normal by default).
    public func backgroundImage(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in
            button.setBackgroundImage(image, for: controlState)
        }
    }

    /// Binds to the styled title for `controlState` (normal by default).
    public func attributedTitle(for controlState: UIControl.State = []) -> Binder<NSAttributedString?> {
        Binder(base) { button, title in
            button.setAttributedTitle(title, for: controlState)
        }
    }
}
