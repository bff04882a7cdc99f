/// The integer types `range`, `interval` and `timer` can count in.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, then `completed`.
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "range: count can't be negative")
        precondition(start &+ (count - 1) >= start || count == 0, "range: the range overflows")
        return ObservableSequence(
            stride(from: start, to: start + count, by: 1), scheduler: scheduler, name: "range")
    }
}

extension ObservableType {
    /// `element`, again and again, forever (one scheduled step per element).
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(
            Swift.repeatElement(element, count: Int.max), scheduler: scheduler, name: "repeatElement")
    }
}
