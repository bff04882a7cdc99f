extension ObservableType {
    /// This sequence, then `second` once this one completes.
    public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Element>
    where Second.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// `sources` one after another (see `concat(_:)` for a sequence).
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        SourceIterating(sources, name: "concat") { iterator, observer in
            ConcatSink(iterator: iterator, observer: observer)
        }
    }

    /// `sources` one after another: the first is subscribed during the subscription, each next one
    /// when the previous one completes (`sources` is iterated lazily, one source at a time). An error
    /// ends the result; it completes after the last source does.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        SourceIterating(sources, name: "concat") { iterator, observer in
            ConcatSink(iterator: iterator, observer: observer)
        }
    }
}

/// Moves to the next source after each completion; completes when there are no more.
final private class ConcatSink<Sources: Sequence, Element>: SourceIteratingSink<Sources, Element>
where Sources.Element == Observable<Element> {
    override func onCompleted() {
        subscribeNext()
    }

    override func sourcesExhausted() {
        forwardCompleted()
    }
}
