/// The errors the lessons' scripted programs run into.
enum LessonError: Error {
    /// A request failed: the network is down.
    case networkDown
}
