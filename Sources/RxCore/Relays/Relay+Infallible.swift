/// A relay never fails nor completes: it is an `Infallible` as it is (RxRelay's `asInfallible()`).
extension PublishRelay {
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
