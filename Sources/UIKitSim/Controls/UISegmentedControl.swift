import Foundation

/// A row of segments, one selected, as UIKit's `UISegmentedControl`.
///
/// A segment shows a title or an image (setting one clears the other, as in UIKit) and can be
/// disabled on its own: the scripted user cannot pick a disabled segment.
open class UISegmentedControl: UIControl {
    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// One segment: what it shows and whether the user can pick it.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
    }

    private var segments: [Segment]

    /// The selected segment's index, or `noSegment`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { recordChange("selectedSegmentIndex", from: oldValue, to: selectedSegmentIndex) }
    }

    /// A control with one segment per item: a `String` is a title, a `UIImage` an image (other items
    /// show nothing).
    public init(items: [Any]?) {
        segments = (items ?? []).map { item in
            Segment(title: item as? String, image: item as? UIImage)
        }
        super.init(frame: .zero)
    }

    /// A control with no segments.
    public convenience init() {
        self.init(items: nil)
    }

    /// A control with no segments and the given frame.
    public convenience override init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    /// The number of segments.
    open var numberOfSegments: Int {
        segments.count
    }

    /// The title of the segment at `segment` (`nil` if it shows an image, or there is no such segment).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the title of the segment at `segment` (it then shows no image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        let old = segments[segment].title
        segments[segment].title = title
        segments[segment].image = nil
        recordChange("titleForSegment(\(segment))", from: old, to: title)
    }

    /// The image of the segment at `segment` (`nil` if it shows a title, or there is no such segment).
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the image of the segment at `segment` (it then shows no title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        let old = segments[segment].image
        segments[segment].image = image
        segments[segment].title = nil
        recordChange("imageForSegment(\(segment))", from: old, to: image)
    }

    /// Whether the user can pick the segment at `segment` (`false` if there is no such segment).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Lets the user pick the segment at `segment`, or not. Disabling the selected segment keeps it
    /// selected, as in UIKit.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        let old = segments[segment].isEnabled
        segments[segment].isEnabled = enabled
        recordChange("isEnabledForSegment(\(segment))", from: old, to: enabled)
    }

    /// Adds a segment with `title` at `segment`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Adds a segment with `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts `newSegment` at `index` (clamped to the ends).
    private func insert(_ newSegment: Segment, at index: Int) {
        segments.insert(newSegment, at: min(max(index, 0), segments.count))
    }

    // MARK: Scripted user

    /// The user taps the segment at `index`: it becomes selected, then `valueChanged`. Nothing happens
    /// when it is already the selected one, when it is disabled (`setEnabled(_:forSegmentAt:)`), or
    /// when the control is disabled or cannot be touched, as in UIKit.
    open func simulateSelectSegment(at index: Int) {
        guard isEnabled, canReceiveTouches, isEnabledForSegment(at: index), index != selectedSegmentIndex
        else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}
