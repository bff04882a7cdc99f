/// The sequence most operators return: each subscription gets a fresh sink, made by `makeSink`, that is
/// subscribed to `source`.
///
/// An operator is then just its sink: `map` is `UnaryOperator(source) { MapSink(…) }`, and the sink's
/// `onNext`, `onError` and `onCompleted` say what `map` does.
final class UnaryOperator<Source, Result>: Producer<Result> {
    typealias MakeSink = (_ observer: ObserverNode<Result>, _ cancel: Cancelable) -> Sink<Source, Result>

    private let source: Observable<Source>
    private let makeSink: MakeSink

    init(_ source: Observable<Source>, makeSink: @escaping MakeSink) {
        self.source = source
        self.makeSink = makeSink
    }

    override func run(_ observer: ObserverNode<Result>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = makeSink(observer, cancel)
        return (sink, source.subscribeNode(sink))
    }
}
