import UIKitSim

/// What the simulated screen draws of a named object: its kind, and how to read, when it is named,
/// each property the screen draws (by the name its sets are reported under). `nil` for an object
/// that is not on screen (a view controller, a location manager).
///
/// The properties a view's sets report and the screen draws: every view's `isHidden`, `alpha`,
/// `backgroundColor` and `layer.borderColor`; then each kind's own (a label's `text` and `textColor`, a
/// slider's `value` and range…). A table view's rows are not properties: `rows(of:)` reads them, and
/// a picker view's wheel titles and a tab bar's item titles (which its property sets, objects, don't
/// show).
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
        if let item = object as? UIBarButtonItem {
            kind = .barButtonItem
            values = [("title", item.title), ("isEnabled", item.isEnabled)]
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
        case let imageView as UIImageView:
            return (
                .imageView,
                [
                    ("image", imageView.image), ("highlightedImage", imageView.highlightedImage),
                    ("isHighlighted", imageView.isHighlighted),
                ]
            )
        case let picker as UIDatePicker:
            return (
                .datePicker,
                [
                    ("date", picker.date), ("datePickerMode", picker.datePickerMode),
                    ("countDownDuration", picker.countDownDuration), ("isEnabled", picker.isEnabled),
                ]
            )
        case let pageControl as UIPageControl:
            return (
                .pageControl,
                [
                    ("currentPage", pageControl.currentPage), ("numberOfPages", pageControl.numberOfPages),
                    ("isEnabled", pageControl.isEnabled),
                ]
            )
        case let refresh as UIRefreshControl:
            return (
                .refreshControl, [("isRefreshing", refresh.isRefreshing), ("isEnabled", refresh.isEnabled)]
            )
        case let picker as UIPickerView:
            // The wheels' selected rows, as the picker reports their sets (`selectedRows`).
            let selected = (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
            return (.pickerView, [("selectedRows", selected)])
        case let map as MKMapView:
            return (
                .mapView,
                [
                    ("region", map.region), ("overlays", map.overlays.map(\.description)),
                    ("annotations", map.annotations.map(\.description)),
                ]
            )
        case let tabBar as UITabBar:
            return (.tabBar, [("items", tabBar.items), ("selectedItem", tabBar.selectedItem)])
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

    /// The rows `object` shows now, if it is a table view (every loaded cell, in row order), a picker
    /// view (each wheel, with the title of its selected row as that row's loaded label shows it — the
    /// delegate is not asked again) or a tab bar (each item, with its title and whether it is selected).
    static func rows(of object: AnyObject?) -> [ScreenObject.Row]? {
        if let picker = object as? UIPickerView {
            return (0..<picker.numberOfComponents).map { component in
                let row = picker.selectedRow(inComponent: component)
                let label = picker.view(forRow: row, forComponent: component) as? UILabel
                return ScreenObject.Row(text: label?.text, detail: nil, accessory: "none", isSelected: true)
            }
        }
        if let tabBar = object as? UITabBar {
            return (tabBar.items ?? []).map { item in
                ScreenObject.Row(
                    text: item.title, detail: nil, accessory: "none", isSelected: item === tabBar.selectedItem
                )
            }
        }
        guard let table = object as? UITableView else { return nil }
        return table.visibleCells.map { cell in
            ScreenObject.Row(
                text: cell.textLabel?.text, detail: cell.detailTextLabel?.text,
                accessory: String(describing: cell.accessoryType), isSelected: cell.isSelected)
        }
    }
}
