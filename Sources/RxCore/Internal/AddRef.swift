/// The sequence of one group of `groupBy` or one window of `window`: the elements `subject` receives
/// from the operator, while each subscription holds a `retain()` of the operator's `refCount`, so the
/// operator's source stays subscribed as long as someone listens to a group or window.
///
/// A subscription lets go of its hold when it is disposed or when the subject ends it.
final class AddRef<Element>: Producer<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable
    /// What a chain view calls it: `GroupedObservable`, `window`.
    private let name: StaticString

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable, name: StaticString) {
        self.subject = subject
        self.refCount = refCount
        self.name = name
    }

    override var chainName: String {
        name.description
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = PassThroughSink(observer: observer)
        let hold = refCount.retain()
        // The subject is a detail of the operator: its subscription is not drawn in a chain view.
        sink.setSubscription(Disposables.create(subject.subscribeUntraced(sink), hold))
        return sink as Node
    }
}
