import UIKitSim

/// What the simulated screen draws of a named object: its kind, and how to read, when it is named,
/// each property the screen draws (by the name its sets are reported under). `nil` for an object
/// that is not on screen (a view controller, a location manager).
///
/// The properties a view's sets report and the screen draws: every view's `isHidden`, `alpha`,
/// `backgroundColor` and `layer.borderColor`; then each kind's own (a label's `text` and `textColor`, a
/// slider's `value` and range…). A table view's rows are not properties: `rows(of:)` reads them.
struct ScreenCapture {
    let kind: ScreenObject.Kind
    /// Each drawn property's name, and its value now.
    let values: [(property: String, value: Any?)]
    /// A segmented control's segment titles.
    let segments: [String]

    init?(_ object: AnyObject) {
        if let action = object as? UIAlertAction {
            kind = .alertAction
            values = [("title", action.title), ("isEnabled", action.isEnabled)]
            segments = []
            return
        }
        guard let view = object as? UIView else { return nil }
        let common: [(String, Any?)] = [
            ("isHidden", view.isHidden), ("alpha", view.alpha), ("backgroundColor", view.backgroundColor),
            ("layer.borderColor", view.layer.borderColor),
        ]
        let (kind, own) = Self.kindAndProperties(of: view)
        self.kind = kind
        values = common + own
        segments =
            (view as? UISegmentedControl).map { control in
                (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
            } ?? []
    }

    /// The kind of `view`, and the properties the screen draws for that kind (after every view's).
    private static func kindAndProperties(of view: UIView) -> (ScreenObject.Kind, [(String, Any?)]) {
        switch view {
        case let label as UILabel:
            return (.label, [("text", label.text), ("textColor", label.textColor)])
        case let field as UITextField:
            return (
                .textField,
                [
                    ("text", field.text), ("placeholder", field.placeholder), ("textColor", field.textColor),
                    ("isEditing", field.isEditing), ("isEnabled", field.isEnabled),
                ]
            )
        case let textView as UITextView:
            return (.textView, [("text", textView.text)])
        case let searchBar as UISearchBar:
            return (.searchBar, [("text", searchBar.text), ("placeholder", searchBar.placeholder)])
        case let button as UIButton:
            return (
                .button,
                [
                    ("title(normal)", button.title(for: .normal)), ("isEnabled", button.isEnabled),
                    ("isSelected", button.isSelected),
                ]
            )
        case let slider as UISlider:
            return (
                .slider,
                [
                    ("value", slider.value), ("minimumValue", slider.minimumValue),
                    ("maximumValue", slider.maximumValue), ("isEnabled", slider.isEnabled),
                ]
            )
        case let toggle as UISwitch:
            return (.switch, [("isOn", toggle.isOn), ("isEnabled", toggle.isEnabled)])
        case let control as UISegmentedControl:
            return (
                .segmentedControl,
                [("selectedSegmentIndex", control.selectedSegmentIndex), ("isEnabled", control.isEnabled)]
            )
        case let stepper as UIStepper:
            return (
                .stepper,
                [
                    ("value", stepper.value), ("minimumValue", stepper.minimumValue),
                    ("maximumValue", stepper.maximumValue), ("isEnabled", stepper.isEnabled),
                ]
            )
        case let spinner as UIActivityIndicatorView:
            return (.activityIndicator, [("isAnimating", spinner.isAnimating)])
        case let progress as UIProgressView:
            return (.progressView, [("progress", progress.progress)])
        case is UITableView:
            return (.tableView, [])
        case is UICollectionView:
            return (.collectionView, [])
        case let scrollView as UIScrollView:
            return (
                .scrollView,
                [
                    ("contentOffset", scrollView.contentOffset), ("contentSize", scrollView.contentSize),
                    ("frame", scrollView.frame),
                ]
            )
        case let control as UIControl:
            return (.control, [("isEnabled", control.isEnabled)])
        default:
            return (.view, [])
        }
    }

    /// The rows `object` shows now, if it is a table view: every loaded cell, in row order.
    static func rows(of object: AnyObject?) -> [ScreenObject.Row]? {
        guard let table = object as? UITableView else { return nil }
        return table.visibleCells.map { cell in
            ScreenObject.Row(
                text: cell.textLabel?.text, detail: cell.detailTextLabel?.text,
                accessory: String(describing: cell.accessoryType), isSelected: cell.isSelected)
        }
    }
}
