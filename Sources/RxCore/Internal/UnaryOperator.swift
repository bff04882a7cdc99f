/// The sequence most operators return: each subscription gets a fresh sink, made by `makeSink`, that is
/// subscribed to `source`.
///
/// An operator is then just its sink: `map` is `UnaryOperator(source) { MapSink(…) }`, and the sink's
/// `onNext`, `onError` and `onCompleted` say what `map` does. The operators that build one are
/// `@inlinable`, so the sink is made by code compiled for your element types (it costs no run-time
/// type lookup).
@usableFromInline
final class UnaryOperator<Source, Result>: Producer<Result> {
    @usableFromInline
    typealias MakeSink = (_ observer: ObserverNode<Result>) -> Sink<Source, Result>

    private let source: Observable<Source>
    private let makeSink: MakeSink

    @usableFromInline
    init(_ source: Observable<Source>, makeSink: @escaping MakeSink) {
        self.source = source
        self.makeSink = makeSink
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = makeSink(observer)
        sink.setSubscription(source.subscribeNode(sink))
        return sink
    }
}
