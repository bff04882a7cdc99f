import RxCore
import UIKitSim

extension Reactive where Base: UIBarButtonItem {
    /// The item's taps, through its target-action pair: an element per tap, completing when the item is
    /// deallocated. An item has one target-action pair, so all the subscribers share one registration
    /// (made by the first, removed after the last). As on iOS, an item with a `primaryAction` runs that
    /// instead, and this hears nothing.
    public var tap: ControlEvent<Void> {
        ControlEvent(events: BarButtonItemTaps.attached(to: base).taps, name: .reactive("tap"))
    }
}

/// The shared sequence of an item's taps, attached to the item (made on first use of `rx.tap`).
final class BarButtonItemTaps {
    let taps: Observable<Void>

    private static let key = ObjectIdentifier(BarButtonItemTaps.self)

    /// The taps of `item`, attaching them on first use.
    static func attached(to item: UIBarButtonItem) -> BarButtonItemTaps {
        if let attached = item.attachedObjects[key] as? BarButtonItemTaps {
            return attached
        }
        let attached = BarButtonItemTaps(item: item)
        item.attachedObjects[key] = attached
        return attached
    }

    private init(item: UIBarButtonItem) {
        taps = Observable<Void>.create { [weak item] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let item else {
                observer.onCompleted()
                return Disposables.create()
            }
            // In a chain view, `rx.tap` is named after the item.
            ChainTracing.subscriptionBeingMade(isAbout: item)
            item.targetAction = { observer.onNext(()) }
            return Disposables.create { [weak item] in item?.targetAction = nil }
        }
        .take(until: item.rx.deallocated)
        .share()
    }
}
