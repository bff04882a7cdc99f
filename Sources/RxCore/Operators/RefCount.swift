extension ConnectableObservableType {
    /// A sequence that connects when its first subscriber arrives and disconnects when the last one
    /// leaves (or when the shared subscription ends), so the next subscriber connects again.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

final private class RefCount<Connectable: ConnectableObservableType>: Producer<Connectable.Element> {
    override var chainName: String {
        "refCount"
    }

    typealias Element = Connectable.Element

    private let source: Connectable
    private let lock = RecursiveLock()
    private var count = 0
    private var connection: Disposable?
    /// Changes with each connection, so that a subscriber of an old connection can't end a new one.
    private var connectionID = 0

    init(source: Connectable) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = PassThroughSink(observer: observer)
        let (subscription, id): (Disposable, Int) = lock.performLocked {
            count += 1
            let id = connectionID
            let subscription = source.subscribe(
                ForwardingObserver<Element>(
                    onNext: { sink.onNext($0) },
                    onError: { error in
                        self.sharedSubscriptionEnded(id)
                        sink.onError(error)
                    },
                    onCompleted: {
                        self.sharedSubscriptionEnded(id)
                        sink.onCompleted()
                    }))
            if count == 1 {
                connection = source.connect()
            }
            return (subscription, id)
        }
        let release = Disposables.create {
            subscription.dispose()
            self.subscriberLeft(id)
        }
        sink.setSubscription(release)
        return sink as Node
    }

    private func subscriberLeft(_ id: Int) {
        let connection: Disposable? = lock.performLocked {
            guard id == connectionID else { return nil }
            count -= 1
            guard count == 0 else { return nil }
            return endConnection()
        }
        connection?.dispose()
    }

    private func sharedSubscriptionEnded(_ id: Int) {
        let connection: Disposable? = lock.performLocked {
            guard id == connectionID else { return nil }
            count = 0
            return endConnection()
        }
        connection?.dispose()
    }

    /// Forgets the current connection (under the lock); the caller disposes it.
    private func endConnection() -> Disposable? {
        defer {
            connection = nil
            connectionID += 1
        }
        return connection
    }
}
