/// The errors the lessons' scripted programs run into.
enum LessonError: Error {
    /// A request failed: the network is down.
    case networkDown
    /// A segmented control has no segment selected (its index is `UISegmentedControl.noSegment`, -1).
    case noSelection
}
