import RxVirtualTime

/// A line a scene printed (with the lessons' `print`, or through `debug`), and the virtual time it was
/// finished at.
package struct ConsoleLine: Equatable {
    package let time: TestTime
    package let text: String

    package init(time: TestTime, text: String) {
        self.time = time
        self.text = text
    }
}
