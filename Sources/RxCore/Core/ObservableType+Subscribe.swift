extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// Subscribes closures for each kind of event.
    ///
    /// `onDisposed` runs once, when the subscription ends: after `onError` or `onCompleted`, or on
    /// `dispose()`. An error with no `onError` goes to `Hooks.defaultErrorHandler`, with the call stack
    /// of this subscription if `Hooks.recordCallStackOnError` is on.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.subscriptionCallStack()
        let observer = AnonymousObserver<Element>(
            onNext: onNext,
            onError: { error in
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
                disposed.dispose()
            },
            onCompleted: {
                onCompleted?()
                disposed.dispose()
            })
        return Disposables.create(asObservable().subscribeNode(observer), disposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once `object` is gone the closures
    /// are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
