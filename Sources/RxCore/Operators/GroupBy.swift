extension ObservableType {
    /// The source split into groups by the key `keySelector` gives each element: a
    /// `GroupedObservable` is sent when its key first appears, then each element goes to its group.
    ///
    /// The source's error or completion ends every group and this sequence; an error thrown by
    /// `keySelector` does the same. Disposing the subscription stops new groups, but the source stays
    /// subscribed until no group is subscribed either.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }
}

final private class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override var chainName: String {
        "groupBy"
    }

    override func run(_ observer: ObserverNode<GroupedObservable<Key, Element>>) -> Disposable {
        let sink = GroupBySink(keySelector: keySelector, observer: observer)
        // Disposing the sink lets go of the owner's hold; the groups' subscriptions hold the rest.
        sink.setSubscription(sink.refCount)
        sink.sourceSubscription.setDisposable(source.subscribeNode(sink))
        return sink as Node
    }
}

/// Events come from the source only, one at a time, so the table of groups needs no lock; the
/// subjects and `refCount` are safe to subscribe and dispose from any thread.
final private class GroupBySink<Key: Hashable, Element>: Sink<Element, GroupedObservable<Key, Element>> {
    private let keySelector: (Element) throws -> Key
    /// Each group's subject, by key.
    private var groups: [Key: PublishSubject<Element>] = [:]
    let sourceSubscription = SingleAssignmentDisposable()
    /// Keeps the source subscribed while this sink or any group's subscription needs it.
    let refCount: RefCountDisposable

    init(
        keySelector: @escaping (Element) throws -> Key,
        observer: ObserverNode<GroupedObservable<Key, Element>>
    ) {
        self.keySelector = keySelector
        refCount = RefCountDisposable(disposable: sourceSubscription)
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        let key: Key
        do {
            key = try keySelector(element)
        } catch {
            onError(error)
            return
        }
        if let group = groups[key] {
            group.onNext(element)
            return
        }
        let group = PublishSubject<Element>()
        groups[key] = group
        // The group goes out first, so that whoever receives it can subscribe before its first element.
        let sequence = AddRef(subject: group, refCount: refCount, name: "GroupedObservable")
        forwardNext(GroupedObservable(key: key, source: sequence))
        group.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        for group in endGroups() { group.onError(error) }
        forwardError(error)
        sourceSubscription.dispose()
    }

    override func onCompleted() {
        for group in endGroups() { group.onCompleted() }
        forwardCompleted()
        sourceSubscription.dispose()
    }

    /// The groups, which the sink forgets: the source has ended.
    private func endGroups() -> Dictionary<Key, PublishSubject<Element>>.Values {
        defer { groups = [:] }
        return groups.values
    }
}
