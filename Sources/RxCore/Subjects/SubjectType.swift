/// A subject is both ends of a sequence: an observer you send events into and an observable that
/// passes them on to its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType

    /// The observer side, to send events into.
    func asObserver() -> Observer
}
