/// The sequence of the operators that go through a sequence of sources one after another (`concat`,
/// `catch(sequence:)`): each subscription gets a fresh sink, made by `makeSink`, over a fresh iterator.
final class SourceIterating<Sources: Sequence, Element>: Producer<Element>
where Sources.Element == Observable<Element> {
    typealias MakeSink = (Sources.Iterator, ObserverNode<Element>) -> SourceIteratingSink<Sources, Element>

    private let sources: Sources
    private let name: StaticString
    private let makeSink: MakeSink

    init(_ sources: Sources, name: StaticString, makeSink: @escaping MakeSink) {
        self.sources = sources
        self.name = name
        self.makeSink = makeSink
    }

    override package var chainName: String {
        name.description
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        noteTailRecursiveSinkSubscribed()
        let sink = makeSink(sources.makeIterator(), observer)
        sink.setSubscription(sink.run())
        return sink as Node
    }
}

/// A sink that subscribes the sources of an iterator one after another; it is the observer of every
/// one of them. Subclasses say when to move on (they call `subscribeNext()` from `onCompleted` or
/// `onError`) and what to do when there are no more sources (`sourcesExhausted()`).
///
/// Sources are read lazily, one at a time, and a long run of sources that end while being subscribed
/// is handled in a loop (`SubscriptionLoop`), not by recursion.
class SourceIteratingSink<Sources: Sequence, Element>: Sink<Element, Element>
where Sources.Element == Observable<Element> {
    private var iterator: Sources.Iterator
    /// The subscription to the current source.
    private let current = SerialDisposable()
    private let loop = SubscriptionLoop()

    init(iterator: Sources.Iterator, observer: ObserverNode<Element>) {
        self.iterator = iterator
        super.init(observer: observer)
    }

    /// Subscribes the first source; returns the subscription to the current source.
    final func run() -> Disposable {
        subscribeNext()
        return current
    }

    /// Subscribes the next source, or calls `sourcesExhausted()` if there is none.
    final func subscribeNext() {
        loop.run {
            if isDisposed { return }
            guard let next = iterator.next() else { return sourcesExhausted() }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(next.subscribeNode(self))
        }
    }

    /// There are no more sources.
    func sourcesExhausted() {
        rxAbstractMethod()
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }
}
