/// An observable that shares one subscription to its source among its subscribers, through a subject,
/// once `connect()` is called.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes the subject to the source (once); disposing the result disconnects.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}

/// A sequence with an explicit start: subscribers attach first, `connect()` starts it.
public protocol ConnectableObservableType: ObservableType {
    /// Starts the shared subscription; disposing the result ends it.
    func connect() -> Disposable
}

extension ObservableType {
    /// A connectable sequence that shares one subscription through `subject`.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), makeSubject: { subject }, name: "multicast")
    }

    /// A connectable sequence that shares one subscription through a subject made by `makeSubject` for
    /// each connection: after a disconnection, the next connection starts with a fresh subject.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), makeSubject: makeSubject, name: "multicast")
    }

    /// `multicast(makeSubject: { PublishSubject() })`: subscribers see what comes after they subscribe.
    /// Each connection has its own subject, so after a disconnection or the end of the source, the next
    /// subscribers and `connect()` start afresh.
    public func publish() -> ConnectableObservable<Element> {
        Multicast(source: asObservable(), makeSubject: { PublishSubject() }, name: "publish")
    }

    /// `multicast(makeSubject: { ReplaySubject.create(bufferSize:) })`: subscribers first get the last
    /// `bufferSize` elements of the current connection.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        Multicast(
            source: asObservable(), makeSubject: { ReplaySubject.create(bufferSize: bufferSize) },
            name: "replay")
    }

    /// `multicast(makeSubject: { ReplaySubject.createUnbounded() })`: subscribers first get every element
    /// of the current connection so far.
    public func replayAll() -> ConnectableObservable<Element> {
        Multicast(source: asObservable(), makeSubject: { ReplaySubject.createUnbounded() }, name: "replayAll")
    }
}

final private class Multicast<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    typealias Element = Subject.Element

    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    private let lock = RecursiveLock()
    private var subject: Subject?
    private var connection: Connection?
    /// What made it: `multicast`, `publish`, `replay`, `replayAll`.
    private let name: StaticString

    init(
        source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject, name: StaticString
    ) {
        self.name = name
        self.source = source
        self.makeSubject = makeSubject
    }

    override var chainName: String {
        name.description
    }

    /// The subject of the current connection, made on first use.
    private var currentSubject: Subject {
        if let subject { return subject }
        let subject = makeSubject()
        self.subject = subject
        return subject
    }

    override func connect() -> Disposable {
        lock.performLocked {
            if let connection { return connection }
            let connection = Connection { [weak self] connection in self?.disconnect(connection) }
            self.connection = connection
            let subject = currentSubject.asObserver()
            // A terminal event ends the connection first (so a subscriber reacting to it starts a new
            // one), then reaches the subject.
            let relay = ForwardingObserver<Subject.Observer.Element>(
                onNext: { subject.onNext($0) },
                onError: { error in
                    connection.dispose()
                    subject.onError(error)
                },
                onCompleted: {
                    connection.dispose()
                    subject.onCompleted()
                })
            connection.subscription.setDisposable(source.subscribeNode(relay))
            return connection
        }
    }

    override func subscribeUntraced(_ observer: ObserverNode<Element>) -> Disposable {
        let subject = lock.performLocked { currentSubject }
        return subject.asObservable().subscribeNode(observer)
    }

    private func disconnect(_ connection: Connection) {
        lock.performLocked {
            guard self.connection === connection else { return }
            self.connection = nil
            subject = nil
        }
    }
}

/// One connection of a `Multicast`: disposing it ends the source subscription and lets the next
/// `connect()` start over.
final private class Connection: Disposable {
    let subscription = SingleAssignmentDisposable()
    private var onDispose: ((Connection) -> Void)?
    private let lock = RecursiveLock()

    init(onDispose: @escaping (Connection) -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        let onDispose = lock.performLocked {
            defer { self.onDispose = nil }
            return self.onDispose
        }
        guard let onDispose else { return }
        onDispose(self)
        subscription.dispose()
    }
}
