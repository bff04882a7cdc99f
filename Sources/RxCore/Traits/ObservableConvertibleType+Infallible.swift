extension ObservableConvertibleType {
    /// This sequence as an `Infallible`: an error is replaced by `element`, then completion.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible`: an error is replaced by `infallible`.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence as an `Infallible`: an error is replaced by what `recover` returns for it.
    public func asInfallible(onErrorRecover recover: @escaping (Swift.Error) -> Infallible<Element>)
        -> Infallible<Element>
    {
        Infallible(asObservable().catch { recover($0).asObservable() })
    }
}
