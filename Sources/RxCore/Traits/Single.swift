/// A sequence with a contract narrower than `Observable`'s, as RxSwift's `PrimitiveSequence`: the trait
/// (`SingleTrait`, …) says which events it may send.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as a plain observable.
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// The trait of `Single`: exactly one element (then completion), or an error.
public enum SingleTrait {}

/// A sequence that sends exactly one element, or an error. `toArray()` returns one.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` ends with: its element, or an error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequence where Trait == SingleTrait {
    /// The observer a `Single.create` closure calls, once.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A single defined by a closure that calls its observer once with the outcome.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<
        Element
    > {
        Single(
            raw: Observable.create { observer in
                subscribe { result in
                    switch result {
                    case .success(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .failure(let error):
                        observer.onError(error)
                    }
                }
            })
    }

    /// A single of `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return source.subscribe { event in
            guard !stopped else { return }
            switch event {
            case .next(let element):
                stopped = true
                observer(.success(element))
            case .error(let error):
                stopped = true
                observer(.failure(error))
            case .completed:
                stopped = true
                observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for the element and the error; `onDisposed` runs when the subscription ends.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { result in
            switch result {
            case .success(let element): onSuccess?(element)
            case .failure(let error):
                if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler([], error) }
            }
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }

    /// The element transformed by `transform`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(raw: source.map(transform))
    }

    /// The single `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single<Result>(raw: source.flatMap { try selector($0).asObservable() })
    }
}

extension ObservableType {
    /// The sequence as a `Single`: its one element, or `RxError.noElements` if it completes empty, or
    /// `RxError.moreThanOneElement` if it sends a second one.
    public func asSingle() -> Single<Element> {
        Single(
            raw: UnaryOperator(asObservable(), name: "asSingle") { observer in
                AsSingleSink(observer: observer)
            })
    }

    /// The first element as a `Single`, sent as soon as it comes (the source's subscription then
    /// ends); `nil` if the source completes without one.
    public func first() -> Single<Element?> {
        Single(
            raw: UnaryOperator(asObservable(), name: "first") { observer in
                FirstSink(observer: observer)
            })
    }

    /// All the elements, in one array sent when the sequence completes.
    public func toArray() -> Single<[Element]> {
        Single(
            raw: UnaryOperator(asObservable(), name: "toArray") { observer in
                ToArraySink(observer: observer)
            })
    }
}

final private class ToArraySink<Element>: Sink<Element, [Element]> {
    private var elements: [Element] = []

    override func onNext(_ element: Element) {
        elements.append(element)
    }

    override func onCompleted() {
        forwardNext(elements)
        forwardCompleted()
    }
}

final private class FirstSink<Element>: Sink<Element, Element?> {
    override func onNext(_ element: Element) {
        forwardNext(element)
        forwardCompleted()
    }

    override func onCompleted() {
        forwardNext(nil)
        forwardCompleted()
    }
}

final private class AsSingleSink<Element>: Sink<Element, Element> {
    private var element: Element?

    override func onNext(_ element: Element) {
        if self.element != nil {
            return forwardError(RxError.moreThanOneElement)
        }
        self.element = element
    }

    override func onCompleted() {
        guard let element else {
            return forwardError(RxError.noElements)
        }
        forwardNext(element)
        forwardCompleted()
    }
}
