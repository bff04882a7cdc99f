/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope {
    /// The subject (and its replay buffer) lives while someone is subscribed. When the last subscriber
    /// leaves, or the source terminates, it is dropped: the next subscriber starts the source afresh
    /// and sees no stale elements.
    case whileConnected
    /// One subject for ever: after the source terminates, new subscribers get its replay and its
    /// terminal event, and the source is not subscribed again.
    case forever
}

extension ObservableType {
    /// One subscription to this sequence, shared by every subscriber; each new subscriber first gets
    /// the last `replay` elements.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share: replay can't be negative")
        let shared = sharing(replay: replay, scope: scope)
        // In a chain view, one node: its subject and connection are folded into it.
        ChainTracing.tracer?.fold(
            shared, as: .plain(replay == 0 ? "share" : "share(replay: \(replay))"), inputs: [asObservable()])
        return shared
    }

    private func sharing(replay: Int, scope: SubjectLifetimeScope) -> Observable<Element> {
        switch scope {
        case .forever:
            if replay == 0 {
                return multicast(PublishSubject()).refCount()
            }
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case .whileConnected:
            if replay == 0 {
                return multicast(makeSubject: { PublishSubject() }).refCount()
            }
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}
