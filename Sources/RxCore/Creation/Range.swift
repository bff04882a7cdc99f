/// The integer types `range`, `interval` and `timer` can count in.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, then `completed`; the last may be the type's
    /// largest (`range(start: Int.max, count: 1)` sends `Int.max`).
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "range: count can't be negative")
        precondition(start &+ (count - 1) >= start || count == 0, "range: the range overflows")
        // Each element is `start` plus its offset: nothing is computed past the last one.
        return ObservableSequence((0..<count).lazy.map { start + $0 }, scheduler: scheduler, name: "range")
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
