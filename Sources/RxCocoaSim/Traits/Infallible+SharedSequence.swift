import RxCore

extension InfallibleType {
    /// The infallible as a `Driver`: its elements delivered on the Driver's scheduler (RxCocoa's
    /// `asDriver()`); neither can fail, so nothing is lost.
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as an `Infallible`: neither can fail.
    public func asInfallible() -> Infallible<Element> {
        asObservable().asInfallible(onErrorRecover: { _ in .empty() })
    }
}
