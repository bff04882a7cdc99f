extension ObservableType {
    /// The given elements in order, then `completed`; sent on `scheduler` (by default the current
    /// thread's trampoline, so they follow any work already queued there).
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element>
    {
        ObservableSequence(elements, scheduler: scheduler, name: "of")
    }

    /// The elements of `array` in order, then `completed`.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element>
    {
        ObservableSequence(array, scheduler: scheduler, name: "from")
    }

    /// The elements of `sequence` in order, then `completed`.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        ObservableSequence(sequence, scheduler: scheduler, name: "from")
    }

    /// One element if `optional` has a value, then `completed`; otherwise just `completed`.
    public static func from(optional: Element?) -> Observable<Element> {
        optional.map(Observable.just) ?? Observable.empty()
    }

    /// One element if `optional` has a value, then `completed`, sent on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableSequence(
            optional.map { [$0] } ?? [Element](), scheduler: scheduler, name: "from(optional:)")
    }
}

/// Sends the elements of a sequence one scheduled step at a time.
final class ObservableSequence<Source: Sequence>: Producer<Source.Element> {
    fileprivate let elements: Source
    fileprivate let scheduler: ImmediateSchedulerType
    private let name: StaticString

    init(_ elements: Source, scheduler: ImmediateSchedulerType, name: StaticString) {
        self.elements = elements
        self.scheduler = scheduler
        self.name = name
    }

    override package var chainName: String {
        name.description
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = ObservableSequenceSink<Source>(observer: observer)
        let subscription = sink.run(self)
        sink.setSubscription(subscription)
        return sink as Node
    }
}

final private class ObservableSequenceSink<Source: Sequence>: Sink<Never, Source.Element> {
    func run(_ parent: ObservableSequence<Source>) -> Disposable {
        parent.scheduler.scheduleRecursive(parent.elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let next = iterator.next() {
                self.forwardNext(next)
                recurse(iterator)
            } else {
                self.forwardCompleted()
            }
        }
    }
}
