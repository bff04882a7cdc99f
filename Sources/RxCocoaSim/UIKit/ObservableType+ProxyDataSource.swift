import Foundation
import RxCore
import UIKitSim

extension ObservableType {
    /// Binds this sequence to `object` through `dataSource`, the way every `rx.items` does: `dataSource`
    /// becomes the forward data source of `object`'s proxy (the `Proxy` type), and `binding` receives
    /// each event with the proxy. Shared by tables, collections and pickers.
    ///
    /// Contract (RxCocoa's):
    /// - A forward data source must not be set already: binding twice fails `installForwardDelegate`'s
    ///   check (debug builds), then the second binding takes over.
    /// - Elements are observed on the main scheduler. An error goes to `Hooks.bindingErrorHandler`; it
    ///   and a completion do not end the binding: the view keeps showing the last element.
    /// - The binding ends when the returned disposable is disposed or `object` is deallocated; then the
    ///   forward data source is removed (and released, if it was retained).
    /// - While bound, `object`'s data source must stay the proxy: another one fails a check at the next
    ///   element (debug builds).
    package func subscribeProxyDataSource<Proxy: DelegateProxyType>(
        ofObject object: Proxy.ParentObject, dataSource: Proxy.Delegate, retainDataSource: Bool,
        binding: @escaping (Proxy, Event<Element>) -> Void
    ) -> Disposable where Proxy.ParentObject: UIView {
        let proxy = Proxy.proxy(for: object)
        let uninstall = Proxy.installForwardDelegate(
            dataSource, retainDelegate: retainDataSource, onProxyForObject: object)
        let input = asObservable()
        let events =
            input
            .observe(on: MainScheduler())
            .catch { error in
                Hooks.bindingErrorHandler(error)
                return Observable.empty()
            }
            // A source that ends must not end the binding: that would release the data source.
            .concat(Observable.never())
            .take(until: object.rx.deallocated)
        // In a chain view, one node fed by the source, at the end of its chain.
        ChainTracing.tracer?.fold(events, as: .reactive("items"), inputs: [input])
        let subscription = ChainTracing.subscribing(as: "\(Proxy.ParentObject.self)") {
            events.subscribe { [weak object] (event: Event<Element>) in
                if let object {
                    rxAssert(
                        Proxy.currentDelegate(for: object).map({ $0 as AnyObject }) === proxy,
                        "Proxy changed from the time it was first set: \(object) has another data source "
                            + "than the one `rx.items` installed; don't set `dataSource` while items are bound"
                    )
                }
                binding(proxy, event)
                if event.isStopEvent {
                    uninstall.dispose()
                }
            }
        }
        return Disposables.create {
            subscription.dispose()
            uninstall.dispose()
        }
    }
}
