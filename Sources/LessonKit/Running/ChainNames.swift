/// How a chain's nodes are named: an observable or a sink by RxSwift's name for its operator (`map`,
/// `take(until:)`, `PublishSubject`), and the observer at the end of a chain by what made it
/// (`subscribe`, `Binder`).
enum ChainNames {
    /// The name of `object`'s type, without its module and generic arguments: `Map`, `PublishSubject`.
    static func typeName(of object: AnyObject) -> String {
        let full = String(describing: type(of: object))
        return String(full.prefix { $0 != "<" })
    }

    /// The observer an adapter wraps (an observer from outside the core, such as a `Binder`, that the
    /// core wrapped to subscribe it), or nil.
    static func wrappedObserver(_ observer: AnyObject) -> AnyObject? {
        guard typeName(of: observer) == "ObserverAdapter" else { return nil }
        return Mirror(reflecting: observer).children.first { $0.label == "observer" }.map {
            $0.value as AnyObject
        }
    }

    /// The name of the observer at the end of a chain: `subscribe` for `subscribe(onNext:…)`, else the
    /// kind of observer (`Binder`, `BehaviorRelay`, `TestableObserver`).
    static func consumerName(of observer: AnyObject) -> String {
        let name: String
        if let wrapped = wrappedObserver(observer) {
            name = String(String(describing: type(of: wrapped as Any)).prefix { $0 != "<" })
        } else {
            name = typeName(of: observer)
        }
        return consumers[name] ?? name
    }

    /// The RxSwift name of an operator whose observable is of type `source` and whose subscription is
    /// of type `sink` and said it is the operator `said` (most operators share one observable type, and
    /// are told apart by their sink; a sink that serves several says which).
    static func operatorName(source: String, sink: String?, said: String? = nil) -> String {
        if let name = sources[source] { return name }
        if let said { return said }
        if let sink, sink.hasSuffix("Sink") {
            let stem = String(sink.dropLast(4))
            return sinks[stem] ?? lowercasingFirst(stem)
        }
        return source
    }

    private static func lowercasingFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Observables whose type is their operator.
    private static let sources = [
        "PublishSubject": "PublishSubject", "BehaviorSubject": "BehaviorSubject",
        "ReplaySubject": "ReplaySubject", "AsyncSubject": "AsyncSubject", "PublishRelay": "PublishRelay",
        "BehaviorRelay": "BehaviorRelay", "ReplayRelay": "ReplayRelay", "Just": "just", "Empty": "empty",
        "Fail": "error", "NeverObservable": "never", "CombineLatest": "combineLatest", "Zip": "zip",
        "WithLatestFrom": "withLatestFrom", "TakeUntil": "take(until:)", "SkipUntil": "skip(until:)",
        "StartWith": "startWith", "Deferred": "deferred", "SubscribeOn": "subscribe(on:)",
        "ObserveOn": "observe(on:)", "RefCount": "share", "Multicast": "multicast",
        "ConnectableObservable": "publish", "Retry": "retry", "RetryWhen": "retry(when:)",
        "DelaySubscription": "delaySubscription", "Catch": "catch", "Timer": "timer", "Amb": "amb",
        "MergeAll": "merge", "Sample": "sample", "Timeout": "timeout", "Buffer": "buffer",
        "AnonymousObservable": "create", "ObservableSequence": "from",
        "TestableObservable": "TestableObservable",
        "Do": "do",
    ]

    /// Operators told by their sink (`MapSink`), where RxSwift's name is not the sink's less `Sink`.
    private static let sinks = [
        "Switch": "flatMapLatest", "Concat": "concat", "TakeCount": "take",
        "SkipCount": "skip", "TakeWhile": "take(while:)", "SkipWhile": "skip(while:)",
        "CatchSequence": "catch", "ElementAt": "element(at:)",
    ]

    /// The name of the factory that makes a construct of `kind` inside another one: a `ControlEvent` made
    /// by `controlEvent(_:)`, a `ControlProperty` by `controlProperty(editingEvents:getter:setter:)`.
    static func factoryName(of kind: String) -> String {
        switch kind {
        case "ControlEvent": return "rx.controlEvent(_:)"
        case "ControlProperty": return "rx.controlProperty(editingEvents:getter:setter:)"
        default: return kind
        }
    }

    /// Observers at the end of a chain, by their type.
    private static let consumers = [
        "AnonymousObserver": "subscribe", "AnyObserver": "AnyObserver",
    ]
}
