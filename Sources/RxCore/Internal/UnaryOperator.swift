/// The sequence most operators return: each subscription gets a fresh sink, made by `makeSink`, that is
/// subscribed to `source`.
///
/// An operator is then just its name and its sink: `map` is `UnaryOperator(source, name: "map") {
/// MapSink(…) }`, and the sink's `onNext`, `onError` and `onCompleted` say what `map` does. The
/// operators that build one are
/// `@inlinable`, so the sink is made by code compiled for your element types (it costs no run-time
/// type lookup).
@usableFromInline
final class UnaryOperator<Source, Result>: Producer<Result> {
    @usableFromInline
    typealias MakeSink = (_ observer: ObserverNode<Result>) -> Sink<Source, Result>

    private let source: Observable<Source>
    /// RxSwift's name for the operator (`map`), which the operator gives where it makes the sequence.
    private let name: StaticString
    private let makeSink: MakeSink

    @usableFromInline
    init(_ source: Observable<Source>, name: StaticString, makeSink: @escaping MakeSink) {
        self.source = source
        self.name = name
        self.makeSink = makeSink
    }

    override package var chainName: String {
        name.description
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = makeSink(observer)
        sink.setSubscription(source.subscribeNode(sink))
        return sink as Node
    }
}
