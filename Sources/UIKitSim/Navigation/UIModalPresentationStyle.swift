/// How a presented screen covers the screen that presents it, as UIKit's `UIModalPresentationStyle`.
///
/// Only `.fullScreen` and `.currentContext` hide the presenter, whose screen then goes
/// (`viewWillDisappear(_:)`) and comes back on dismissal; the other styles leave it on screen.
public enum UIModalPresentationStyle {
    /// The system's choice: a page sheet (the default since iOS 13).
    case automatic
    /// Covers the whole screen; the presenter goes.
    case fullScreen
    /// A sheet over part of the screen; the presenter stays.
    case pageSheet
    /// A smaller sheet in the middle; the presenter stays.
    case formSheet
    /// Covers the presenting screen's area; the presenter goes.
    case currentContext
    /// A presentation you define; the presenter stays.
    case custom
    /// Covers the whole screen with the presenter left behind it.
    case overFullScreen
    /// Covers the presenting screen's area with the presenter left behind it.
    case overCurrentContext
    /// A popover; the presenter stays.
    case popover
    /// No adaptation (for adaptive presentations only).
    case none
}
