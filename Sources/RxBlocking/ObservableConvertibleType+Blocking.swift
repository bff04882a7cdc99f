import Foundation
import RxCore

extension ObservableConvertibleType {
    /// This sequence with blocking operators (`toArray()`, `first()`, `last()`, `single()`,
    /// `materialize()`), each of which waits at most `timeout` seconds (`nil`: no limit) and then
    /// throws `RxError.timeout`. Nothing is subscribed until one of them is called.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
