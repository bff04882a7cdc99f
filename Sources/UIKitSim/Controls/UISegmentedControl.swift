import Foundation

/// A row of segments, one selected, as UIKit's `UISegmentedControl`.
open class UISegmentedControl: UIControl {
    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    private var titles: [String?]

    /// The selected segment's index, or `noSegment`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { recordChange("selectedSegmentIndex", from: oldValue, to: selectedSegmentIndex) }
    }

    /// A control with one segment per item (titles; other items show no title).
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    /// A control with no segments.
    public convenience init() {
        self.init(items: nil)
    }

    /// The number of segments.
    open var numberOfSegments: Int {
        titles.count
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// Adds a segment with `title` at `segment`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    // MARK: Scripted user

    /// The user taps the segment at `index`: it becomes selected, then `valueChanged` (nothing when it
    /// is already the selected one, as in UIKit).
    open func simulateSelectSegment(at index: Int) {
        guard isEnabled, canReceiveTouches, titles.indices.contains(index), index != selectedSegmentIndex
        else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}
