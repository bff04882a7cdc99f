import Foundation
import RxCore
import UIKitSim

extension Reactive where Base: UILabel {
    /// Binds to `text`.
    public var text: Binder<String?> {
        Binder(base) { label, text in
            label.text = text
        }
    }

    /// Binds to `attributedText`.
    public var attributedText: Binder<NSAttributedString?> {
        Binder(base) { label, text in
            label.attributedText = text
        }
    }
}
