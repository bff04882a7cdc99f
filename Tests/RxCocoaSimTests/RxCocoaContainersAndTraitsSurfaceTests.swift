import RxTestSupport
import XCTest

/// RxCocoa 6.10.2's surface, continued from `RxCocoaSurfaceTests` (the controls, lists and pickers):
/// the containers (navigation, tab bars, search and alert controllers), the application, the traits and
/// the delegate-proxy machinery, each member written with RxCocoa's spelling, labels and types, type-
/// checked against `import RxSandbox`; the lines marked `// rejected` are the members the sandbox leaves
/// out on purpose (the ios-vs-sandbox page says why), and only they get an error.
final class RxCocoaContainersAndTraitsSurfaceTests: XCTestCase {
    func testContainersAndApplication() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
            """
            import Foundation
            import RxSandbox

            let root = UIViewController()

            // UISearchController: delegate / didDismiss / didPresent / present / willDismiss / willPresent
            let search = UISearchController(searchResultsController: nil)
            let searchDelegate: DelegateProxy<UISearchController, UISearchControllerDelegate> = search.rx.delegate
            let didDismiss: Observable<Void> = search.rx.didDismiss
            let didPresent: Observable<Void> = search.rx.didPresent
            let present: Observable<Void> = search.rx.present
            let willDismiss: Observable<Void> = search.rx.willDismiss
            let willPresent: Observable<Void> = search.rx.willPresent

            // UINavigationController: delegate / willShow / didShow
            let navigation = UINavigationController(rootViewController: root)
            let navigationDelegate: DelegateProxy<UINavigationController, UINavigationControllerDelegate> =
                navigation.rx.delegate
            let willShow: ControlEvent<(viewController: UIViewController, animated: Bool)> = navigation.rx.willShow
            let didShow: ControlEvent<Reactive<UINavigationController>.ShowEvent> = navigation.rx.didShow

            // UITabBar: delegate / didSelectItem / willBeginCustomizing / didBeginCustomizing /
            // willEndCustomizing / didEndCustomizing
            let tabBar = UITabBar()
            let tabBarDelegate: DelegateProxy<UITabBar, UITabBarDelegate> = tabBar.rx.delegate
            let didSelectItem: ControlEvent<UITabBarItem> = tabBar.rx.didSelectItem
            let barWillBegin: ControlEvent<[UITabBarItem]> = tabBar.rx.willBeginCustomizing
            let barDidBegin: ControlEvent<[UITabBarItem]> = tabBar.rx.didBeginCustomizing
            let barWillEnd: ControlEvent<([UITabBarItem], Bool)> = tabBar.rx.willEndCustomizing
            let barDidEnd: ControlEvent<([UITabBarItem], Bool)> = tabBar.rx.didEndCustomizing

            // UITabBarController: delegate / didSelect / willBeginCustomizing / willEndCustomizing /
            // didEndCustomizing
            let tabs = UITabBarController()
            let tabsDelegate: DelegateProxy<UITabBarController, UITabBarControllerDelegate> = tabs.rx.delegate
            let didSelect: ControlEvent<UIViewController> = tabs.rx.didSelect
            let tabsWillBegin: ControlEvent<[UIViewController]> = tabs.rx.willBeginCustomizing
            let tabsWillEnd: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> = tabs.rx.willEndCustomizing
            let tabsDidEnd: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> = tabs.rx.didEndCustomizing

            // UIApplication: the 12 static ControlEvents, isNetworkActivityIndicatorVisible
            let didEnterBackground: ControlEvent<Void> = UIApplication.rx.didEnterBackground
            let willEnterForeground: ControlEvent<Void> = UIApplication.rx.willEnterForeground
            let didFinishLaunching: ControlEvent<Void> = UIApplication.rx.didFinishLaunching
            let didBecomeActive: ControlEvent<Void> = UIApplication.rx.didBecomeActive
            let willResignActive: ControlEvent<Void> = UIApplication.rx.willResignActive
            let didReceiveMemoryWarning: ControlEvent<Void> = UIApplication.rx.didReceiveMemoryWarning
            let willTerminate: ControlEvent<Void> = UIApplication.rx.willTerminate
            let significantTimeChange: ControlEvent<Void> = UIApplication.rx.significantTimeChange
            let backgroundRefresh: ControlEvent<Void> = UIApplication.rx.backgroundRefreshStatusDidChange
            let protectedWillGo: ControlEvent<Void> = UIApplication.rx.protectedDataWillBecomeUnavailable
            let protectedDidCome: ControlEvent<Void> = UIApplication.rx.protectedDataDidBecomeAvailable
            let screenshot: ControlEvent<Void> = UIApplication.rx.userDidTakeScreenshot
            let networkIndicator: Binder<Bool> = UIApplication.shared.rx.isNetworkActivityIndicatorVisible

            // WKWebView: navigationDelegate / didCommit / didStartLoad / didFinishLoad / didFailLoad
            let webNavigationDelegate = WKWebView().rx.navigationDelegate  // rejected: no web engine
            let webDidCommit = WKWebView().rx.didCommit  // rejected: no web engine
            let webDidStartLoad = WKWebView().rx.didStartLoad  // rejected: no web engine
            let webDidFinishLoad = WKWebView().rx.didFinishLoad  // rejected: no web engine
            let webDidFailLoad = WKWebView().rx.didFailLoad  // rejected: no web engine
            // NSTextStorage: delegate / didProcessEditingRangeChangeInLength
            let storageDelegate = NSTextStorage().rx.delegate  // rejected: no TextKit
            let storageEdits = NSTextStorage().rx.didProcessEditingRangeChangeInLength  // rejected: no TextKit
            """)
    }

    func testTraitsAndDelegateProxies() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
            """
            import Foundation
            import RxSandbox

            final class Owner {}
            final class ManagerDelegateProxy: DelegateProxy<CLLocationManager, CLLocationManagerDelegate>,
                DelegateProxyType, CLLocationManagerDelegate
            {
                init(manager: CLLocationManager) {
                    super.init(parentObject: manager, delegateProxy: ManagerDelegateProxy.self)
                }
                static func registerKnownImplementations() { register { ManagerDelegateProxy(manager: $0) } }
                static func currentDelegate(for object: CLLocationManager) -> CLLocationManagerDelegate? { object.delegate }
                static func setCurrentDelegate(_ delegate: CLLocationManagerDelegate?, to object: CLLocationManager) {
                    object.delegate = delegate
                }
            }
            final class ManagerDelegate: NSObject, CLLocationManagerDelegate {}
            let owner = Owner()
            let didUpdateLocations = Selector(String("locationManager(_:didUpdateLocations:)"))
            let failing = Observable<Int>.just(1)

            // ControlEvent: ControlEvent(events:) / asObservable / asControlEvent / asDriver / asSignal / asInfallible
            let event = ControlEvent(events: failing)
            let eventObservable: Observable<Int> = event.asObservable()
            let eventItself: ControlEvent<Int> = event.asControlEvent()
            let eventDriver: Driver<Int> = event.asDriver()
            let eventSignal: Signal<Int> = event.asSignal()
            let eventInfallible: Infallible<Int> = event.asInfallible()
            // ControlProperty: ControlProperty(values:valueSink:) / changed / orEmpty / asDriver / on(_:)
            let property = ControlProperty<String?>(values: Observable.just(nil), valueSink: AnyObserver { _ in })
            let changed: ControlEvent<String?> = property.changed
            let orEmpty: ControlProperty<String> = property.orEmpty
            let propertyDriver: Driver<String?> = property.asDriver()
            property.on(.next("a"))

            // Driver / Signal: asDriver(onErrorJustReturn: / onErrorDriveWith: / onErrorRecover:), asDriver()
            let driver: Driver<Int> = failing.asDriver(onErrorJustReturn: 0)
            let driveWith: Driver<Int> = failing.asDriver(onErrorDriveWith: .empty())
            let driverRecover: Driver<Int> = failing.asDriver(onErrorRecover: { _ in .empty() })
            let driverItself: Driver<Int> = driver.asDriver()
            // asSignal(onErrorJustReturn: / onErrorSignalWith: / onErrorRecover:), asSignal()
            let signal: Signal<Int> = failing.asSignal(onErrorJustReturn: 0)
            let signalWith: Signal<Int> = failing.asSignal(onErrorSignalWith: .empty())
            let signalRecover: Signal<Int> = failing.asSignal(onErrorRecover: { _ in .empty() })
            let signalItself: Signal<Int> = signal.asSignal()
            // drive(_ observers...) / drive(relays...) / drive(onNext:onCompleted:onDisposed:) / drive(with:...) /
            // drive() / drive(_:curriedArgument:)
            let drivenObservers: Disposable = driver.drive(AnyObserver<Int> { _ in }, AnyObserver<Int> { _ in })
            let drivenOptional: Disposable = driver.drive(AnyObserver<Int?> { _ in })
            let drivenRelays: Disposable = driver.drive(BehaviorRelay(value: 0), BehaviorRelay(value: 0))
            let drivenReplay: Disposable = driver.drive(ReplayRelay<Int>.create(bufferSize: 1))
            let drivenClosures: Disposable = driver.drive(onNext: { _ in }, onCompleted: {}, onDisposed: {})
            let drivenWith: Disposable = driver.drive(
                with: owner, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
            let drivenNothing: Disposable = driver.drive()
            let drivenTransform: Int = driver.drive { (source: Observable<Int>) in 1 }
            let drivenCurried: Disposable = driver.drive(
                { (source: Observable<Int>) in { (argument: String) in Disposables.create() } }, curriedArgument: "x")
            // emit(to:...) / emit(onNext:...) / emit(with:...) / emit()
            let emittedRelays: Disposable = signal.emit(to: PublishRelay<Int>(), PublishRelay<Int>())
            let emittedObservers: Disposable = signal.emit(to: AnyObserver<Int> { _ in })
            let emittedClosures: Disposable = signal.emit(onNext: { _ in }, onCompleted: {}, onDisposed: {})
            let emittedWith: Disposable = signal.emit(with: owner, onNext: { _, _ in })
            let emittedNothing: Disposable = signal.emit()
            // BehaviorRelay.asDriver() / PublishRelay.asSignal()
            let relayDriver: Driver<Int> = BehaviorRelay(value: 0).asDriver()
            let relaySignal: Signal<Int> = PublishRelay<Int>().asSignal()
            // map / compactMap / filter / flatMap / flatMapLatest / flatMapFirst / switchLatest
            let mapped: Driver<Int> = driver.map { $0 + 1 }.compactMap { $0 }.filter { $0 > 0 }
            let flatMapped: Driver<Int> = driver.flatMap { _ in driver }.flatMapLatest { _ in driver }
                .flatMapFirst { _ in driver }
            let switched: Driver<Int> = Driver.just(driver).switchLatest()
            // do(...) / debug(...) / scan / startWith / skip / delay / debounce / throttle
            let timed: Driver<Int> = driver.do(onNext: { _ in }).debug("d").scan(0, accumulator: +).startWith(0)
                .skip(1).delay(.milliseconds(1)).debounce(.milliseconds(1)).throttle(.milliseconds(1))
            // distinctUntilChanged() / (_ keySelector:) / (_ comparer:), distinctUntilChanged(_:comparer:)
            let distinct: Driver<Int> = driver.distinctUntilChanged()
            let distinctKey: Driver<Int> = driver.distinctUntilChanged { $0 % 2 }
            let distinctComparer: Driver<Int> = driver.distinctUntilChanged { $0 == $1 }
            let distinctBoth: Driver<Int> = driver.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })
            // withLatestFrom(_:) / (_:resultSelector:)
            let latest: Driver<Int> = driver.withLatestFrom(driver)
            let latestSelected: Driver<Int> = driver.withLatestFrom(driver) { $0 + $1 }
            // withUnretained(_:), withUnretained(_:resultSelector:)
            let unretained: Signal<(Owner, Int)> = signal.withUnretained(owner)
            let unretainedSelected: Signal<Int> = signal.withUnretained(owner) { _, value in value }
            let unretainedDriver = driver.withUnretained(owner)  // rejected: RxCocoa withdrew it for Driver
            let unretainedDriverSelected = driver.withUnretained(owner) { _, value in value }  // rejected: withdrawn too
            // Driver.just / empty / never / of / deferred / interval / timer / from([..])
            let just: Driver<Int> = Driver.just(1)
            let empty: Driver<Int> = Driver.empty()
            let never: Driver<Int> = Driver.never()
            let of: Driver<Int> = Driver.of(1, 2)
            let deferred: Driver<Int> = Driver.deferred { driver }
            let interval: Driver<Int> = Driver.interval(.milliseconds(1))
            let timer: Driver<Int> = Driver.timer(.milliseconds(1), period: nil)
            let fromArray: Driver<Int> = Driver.from([1, 2])
            // Driver.from(_ sequence:) (non-Array) / from(optional:)
            let fromSequence: Driver<Int> = Driver.from(1...3)
            let fromOptional: Driver<Int> = Driver.from(optional: 1)
            // Driver.merge(_:...), merge([..]) / merge(collection) / merge() / merge(maxConcurrent:)
            let merged: Driver<Int> = Driver.merge(driver, driver)
            let mergedArray: Driver<Int> = Driver.merge([driver, driver])
            let mergedCollection: Driver<Int> = Driver.merge(ArraySlice([driver]))
            let mergedInner: Driver<Int> = Driver.just(driver).merge()
            let mergedLimited: Driver<Int> = Driver.just(driver).merge(maxConcurrent: 1)
            // Driver.concat(sequence / collection)
            let concatenated: Driver<Int> = Driver.concat(AnySequence([driver]))
            let concatenatedCollection: Driver<Int> = Driver.concat([driver, driver])
            // combineLatest(_:_:) tuple / resultSelector, combineLatest(_:_:_:resultSelector:), 3 as a tuple,
            // 4…8 sources, a collection
            let pair: Driver<(Int, Int)> = Driver.combineLatest(driver, driver)
            let pairSum: Driver<Int> = Driver.combineLatest(driver, driver) { $0 + $1 }
            let tripleSum: Driver<Int> = Driver.combineLatest(driver, driver, driver) { $0 + $1 + $2 }
            let triple: Driver<(Int, Int, Int)> = Driver.combineLatest(driver, driver, driver)
            let eight = Driver.combineLatest(driver, driver, driver, driver, driver, driver, driver, driver)
            let all: Driver<[Int]> = Driver.combineLatest([driver, driver])
            let allSum: Driver<Int> = Driver.combineLatest([driver, driver]) { $0.reduce(0, +) }
            // zip(_:_:) tuple / resultSelector, 3…8 sources, a collection
            let zipped: Driver<(Int, Int)> = Driver.zip(driver, driver)
            let zippedSum: Driver<Int> = Driver.zip(driver, driver) { $0 + $1 }
            let zippedEight = Driver.zip(driver, driver, driver, driver, driver, driver, driver, driver)
            let zippedAll: Driver<[Int]> = Driver.zip([driver, driver])
            // A resultSelector that throws (RxCocoa takes one, and lets its error into the Driver)
            let throwingPair = Driver.combineLatest(driver, driver) { (a: Int, b: Int) throws -> Int in a + b }  // rejected: a Driver never fails
            let throwingAll = Driver.combineLatest([driver]) { (all: [Int]) throws -> Int in all.count }  // rejected: a Driver never fails
            let throwingZip = Driver.zip(driver, driver) { (a: Int, b: Int) throws -> Int in a + b }  // rejected: a Driver never fails
            let throwingZipAll = Driver.zip([driver]) { (all: [Int]) throws -> Int in all.count }  // rejected: a Driver never fails
            // SharedSequence.asInfallible() / Infallible.asDriver()
            let infallible: Infallible<Int> = driver.asInfallible()
            let infallibleDriver: Driver<Int> = Infallible.just(1).asDriver()
            // asSharedSequence(sharingStrategy:onErrorJustReturn: / DriveWith: / Recover:), createUnsafe(source:)
            let shared: Driver<Int> = failing.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
            let sharedWith: Signal<Int> = failing.asSharedSequence(
                sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: .empty())
            let sharedRecover: Driver<Int> = failing.asSharedSequence(
                sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in .empty() })
            let unsafe: Driver<Int> = Driver<Int>.createUnsafe(source: failing)
            // SharingScheduler.make / mock(scheduler:action:) / mock(makeScheduler:action:)
            let scheduler: SchedulerType = SharingScheduler.make()
            SharingScheduler.mock(scheduler: MainScheduler.instance) {}
            SharingScheduler.mock(makeScheduler: { MainScheduler.instance }) {}
            // driver.values (async)
            @MainActor func values() -> AsyncStream<Int> { driver.values }

            // Infallible+Bind: bind(to: observers...) (incl. Optional) / bind(onNext:)
            let source = Infallible.just(1)
            let boundObservers: Disposable = source.bind(to: AnyObserver<Int> { _ in }, AnyObserver<Int> { _ in })
            let boundOptional: Disposable = source.bind(to: AnyObserver<Int?> { _ in })
            let boundClosure: Disposable = source.bind(onNext: { _ in })
            // bind(to: relays...) (6) / bind(to: (Self) -> R) / bind(to:curriedArgument:)
            let boundPublish: Disposable = source.bind(to: PublishRelay<Int>())
            let boundPublishOptional: Disposable = source.bind(to: PublishRelay<Int?>())
            let boundBehavior: Disposable = source.bind(to: BehaviorRelay(value: 0))
            let boundBehaviorOptional: Disposable = source.bind(to: BehaviorRelay<Int?>(value: nil))
            let boundReplay: Disposable = source.bind(to: ReplayRelay<Int>.create(bufferSize: 1))
            let boundReplayOptional: Disposable = source.bind(to: ReplayRelay<Int?>.create(bufferSize: 1))
            let boundTransform: Int = source.bind { (infallible: Infallible<Int>) in 1 }
            let boundCurried: Disposable = source.bind(
                to: { (infallible: Infallible<Int>) in { (argument: String) in Disposables.create() } }, curriedArgument: "x")

            // DelegateProxy machinery: DelegateProxy(parentObject:delegateProxy:) (above),
            // forwardToDelegate / setForwardToDelegate
            let manager = CLLocationManager()
            let proxy: ManagerDelegateProxy = ManagerDelegateProxy.proxy(for: manager)
            let forward: CLLocationManagerDelegate? = proxy.forwardToDelegate()
            proxy.setForwardToDelegate(ManagerDelegate(), retainDelegate: true)
            // DelegateProxyType: register(make:) (above) / proxy(for:) (above) / createProxy(for:) /
            // installForwardDelegate / currentDelegate / setCurrentDelegate / identifier
            let created: AnyObject = ManagerDelegateProxy.createProxy(for: manager)
            let installed: Disposable = ManagerDelegateProxy.installForwardDelegate(
                ManagerDelegate(), retainDelegate: false, onProxyForObject: manager)
            let current: CLLocationManagerDelegate? = ManagerDelegateProxy.currentDelegate(for: manager)
            ManagerDelegateProxy.setCurrentDelegate(nil, to: manager)
            let identifier = ManagerDelegateProxy.identifier
            // HasDelegate / HasDataSource / HasPrefetchDataSource
            func delegateOf<Object: HasDelegate>(_ object: Object) -> Object.Delegate? { object.delegate }
            func dataSourceOf<Object: HasDataSource>(_ object: Object) -> Object.DataSource? { object.dataSource }
            func prefetcherOf<Object: HasPrefetchDataSource>(_ object: Object) -> Object.PrefetchDataSource? {
                object.prefetchDataSource
            }
            // proxy.methodInvoked(#selector(...)) / sentMessage(#selector(...))
            let proxyInvoked: Observable<[Any]> = proxy.methodInvoked(didUpdateLocations)
            let proxySent: Observable<[Any]> = proxy.sentMessage(didUpdateLocations)
            // Rx*DelegateProxy classes: ScrollView, TableView(+DataSource), CollectionView, SearchBar
            let scrollProxy = RxScrollViewDelegateProxy.proxy(for: UIScrollView())
            let tableProxy = RxTableViewDelegateProxy.proxy(for: UITableView())
            let tableDataSourceProxy = RxTableViewDataSourceProxy.proxy(for: UITableView())
            let collectionProxy = RxCollectionViewDelegateProxy.proxy(for: UICollectionView(frame: .zero))
            let searchBarProxy = RxSearchBarDelegateProxy.proxy(for: UISearchBar())
            // Rx*DelegateProxy classes: CollectionViewDataSource, PickerView(+DataSource), NavigationController,
            // TabBar, TabBarController, SearchController, TextView, *Prefetching (TextStorage, WKNavigation: below)
            let collectionDataSourceProxy = RxCollectionViewDataSourceProxy.proxy(for: UICollectionView(frame: .zero))
            let pickerProxy = RxPickerViewDelegateProxy.proxy(for: UIPickerView())
            let pickerDataSourceProxy = RxPickerViewDataSourceProxy.proxy(for: UIPickerView())
            let navigationProxy = RxNavigationControllerDelegateProxy.proxy(for: UINavigationController())
            let tabBarProxy = RxTabBarDelegateProxy.proxy(for: UITabBar())
            let tabsProxy = RxTabBarControllerDelegateProxy.proxy(for: UITabBarController())
            let searchProxy = RxSearchControllerDelegateProxy.proxy(for: UISearchController(searchResultsController: nil))
            let textViewProxy = RxTextViewDelegateProxy.proxy(for: UITextView())
            let tablePrefetchProxy = RxTableViewDataSourcePrefetchingProxy.proxy(for: UITableView())
            let collectionPrefetchProxy = RxCollectionViewDataSourcePrefetchingProxy.proxy(for: UICollectionView(frame: .zero))
            let textStorageProxy = RxTextStorageDelegateProxy.self  // rejected: no TextKit
            let webProxy = RxWKNavigationDelegateProxy.self  // rejected: no web engine
            // RxTableViewDataSourceType / SectionedViewDataSourceType, RxCollectionViewDataSourceType /
            // RxPickerViewDataSourceType, RxCocoaError
            func tableTyped<Source: RxTableViewDataSourceType & SectionedViewDataSourceType>(_ source: Source) {}
            func collectionTyped<Source: RxCollectionViewDataSourceType>(_ source: Source) {}
            func pickerTyped<Source: RxPickerViewDataSourceType>(_ source: Source) {}
            let cocoaError: RxCocoaError = .itemsNotYetBound(object: 1)
            let castingError: RxCocoaError = .castingError(object: 1, targetType: String.self)
            let cocoaErrors: [RxCocoaError] = [
                .unknown, .invalidOperation(object: 1), .invalidPropertyName(object: 1, propertyName: "text"),
                .invalidObjectOnKeyPath(object: 1, sourceObject: NSObject(), propertyName: "text"),
                .errorDuringSwizzling,
            ]
            """)
    }
}
