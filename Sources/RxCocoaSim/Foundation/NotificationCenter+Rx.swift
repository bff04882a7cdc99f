import Foundation
import RxCore

#if !canImport(ObjectiveC)
    // On a Mac `NotificationCenter` is an `NSObject`, which has `rx` already; Linux's Foundation makes
    // it a plain class, so it gets `rx` here.
    extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to the center with `name` (any name when `nil`) and, when `object` is
    /// given, from that object; each arrives as it is posted, on the poster's thread.
    ///
    /// Contract (RxCocoa's): each subscription adds its own observer to the center, and disposing
    /// removes it. It never completes and never fails. `object` is held weakly; if it is gone when a
    /// subscription is made, that subscription hears every object, as `addObserver(forName:object:…)`
    /// does with `nil`.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification>
    {
        let center = base
        return Observable.create { [weak object] observer in
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                observer.onNext(notification)
            }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}
