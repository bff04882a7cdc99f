/// Anything that can be turned into an `Observable`: observables themselves, subjects, relays, traits.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// The sequence as a plain `Observable`.
    func asObservable() -> Observable<Element>
}
