import RxTestSupport
import XCTest

/// RxCocoa 6.10.2's iOS and Foundation surface, member by member: a learner's snippet that calls every
/// `.rx` member (and every trait and delegate-proxy entry point) with RxCocoa's own spelling, labels and
/// types, on the receiver RxCocoa declares it on, must type-check against `import RxSandbox`. The lines
/// marked `// rejected` are the members the sandbox leaves out on purpose (the ios-vs-sandbox page says
/// why): each of those, and nothing else, must get an error. Each comment names the row of
/// RxCocoa's API it covers.
final class RxCocoaSurfaceTests: XCTestCase {
    func testFoundationAndControls() throws {
        try assertOnlyRejectedLinesFail(
            """
            import Foundation
            import RxSandbox

            final class SearchBarDelegate: NSObject, UISearchBarDelegate {}
            final class ScrollViewDelegate: NSObject, UIScrollViewDelegate {}
            let request = URLRequest(url: URL(string: "https://example.com")!)
            let label = UILabel()
            let object = NSObject()
            let controller = UIViewController()
            let viewWillAppear = Selector(String("viewWillAppear(_:)"))

            // NSObject / AnyObject: observe(_:_:options:retainSelf:), its KVORepresentable and
            // RawRepresentable variants, observe(_ keyPath:options:), observeWeakly's three variants
            let kvo: Observable<String?> = label.rx.observe(String.self, "text", options: [.new], retainSelf: false)
            let kvoRepresentable: Observable<Int?> = label.rx.observe(Int.self, "numberOfLines")
            let kvoRaw: Observable<UIView.ContentMode?> = label.rx.observe(UIView.ContentMode.self, "contentMode")
            let kvoKeyPath: Observable<String?> = label.rx.observe(\\.text, options: [.initial, .new])
            let weakly: Observable<String?> = label.rx.observeWeakly(String.self, "text", options: [.new])
            let weaklyRepresentable: Observable<Int?> = label.rx.observeWeakly(Int.self, "numberOfLines")
            let weaklyRaw: Observable<UIView.ContentMode?> = label.rx.observeWeakly(UIView.ContentMode.self, "contentMode")
            // NSObject: deallocated, deallocating, methodInvoked(_:), sentMessage(_:) (given a Selector value:
            // #selector needs the Objective-C runtime)
            let deallocated: Observable<Void> = label.rx.deallocated
            let deallocating: Observable<Void> = label.rx.deallocating
            let invoked: Observable<[Any]> = controller.rx.methodInvoked(viewWillAppear)
            let sent: Observable<[Any]> = controller.rx.sentMessage(viewWillAppear)
            let bySelectorExpression = controller.rx.methodInvoked(#selector(UIViewController.viewWillAppear(_:)))  // rejected: no Objective-C runtime
            let anyDeallocated: Observable<Void> = object.rx.deallocated
            let anyDeallocating = object.rx.deallocating  // rejected: simulated objects only
            let anyObserve = object.rx.observe(String.self, "description")  // rejected: simulated objects only
            let anyWeakly = object.rx.observeWeakly(String.self, "description")  // rejected: simulated objects only
            let anyInvoked = object.rx.methodInvoked(viewWillAppear)  // rejected: simulated objects only
            let anySent = object.rx.sentMessage(viewWillAppear)  // rejected: simulated objects only

            // NotificationCenter: notification(_:object:)
            let notification: Observable<Notification> = NotificationCenter.default.rx.notification(Notification.Name("x"), object: nil)

            // URLSession: response(request:), data(request:), json(request:options:), json(url:),
            // shouldLogRequest, RxCocoaURLError
            let response: Observable<(response: HTTPURLResponse, data: Data)> = URLSession.shared.rx.response(request: request)
            let data: Observable<Data> = URLSession.shared.rx.data(request: request)
            let json: Observable<Any> = URLSession.shared.rx.json(request: request, options: [])
            let jsonURL: Observable<Any> = URLSession.shared.rx.json(url: URL(string: "https://example.com")!)
            Reactive<URLSession>.shouldLogRequest = { _ in false }
            let urlError: RxCocoaURLError = .unknown

            // UIControl: controlEvent(_:), controlProperty(editingEvents:getter:setter:), isEnabled / isSelected / isHighlighted
            let control = UIControl()
            let controlEvent: ControlEvent<Void> = control.rx.controlEvent(.valueChanged)
            let controlProperty: ControlProperty<Bool> = control.rx.controlProperty(
                editingEvents: .valueChanged, getter: { $0.isSelected }, setter: { $0.isSelected = $1 })
            let isEnabled: Binder<Bool> = control.rx.isEnabled
            let isSelected: Binder<Bool> = control.rx.isSelected
            let isHighlighted: Binder<Bool> = control.rx.isHighlighted

            // UIButton: tap, title(for:), primaryAction, image(for:) / backgroundImage(for:), attributedTitle(for:)
            let button = UIButton()
            let tap: ControlEvent<Void> = button.rx.tap
            let title: Binder<String?> = button.rx.title(for: .normal)
            let titleDefault: Binder<String?> = button.rx.title()
            let primaryAction: ControlEvent<Void> = button.rx.primaryAction
            let image: Binder<UIImage?> = button.rx.image(for: .normal)
            let backgroundImage: Binder<UIImage?> = button.rx.backgroundImage()
            let attributedTitle: Binder<NSAttributedString?> = button.rx.attributedTitle(for: .highlighted)

            // UIBarButtonItem: tap
            let barTap: ControlEvent<Void> = UIBarButtonItem(title: "Done", primaryAction: nil).rx.tap

            // UITextField: text / value, text.orEmpty, attributedText, textInput
            let field = UITextField()
            let fieldText: ControlProperty<String?> = field.rx.text
            let fieldValue: ControlProperty<String?> = field.rx.value
            let fieldOrEmpty: ControlProperty<String> = field.rx.text.orEmpty
            let fieldAttributed: ControlProperty<NSAttributedString?> = field.rx.attributedText
            let fieldInput: TextInput<UITextField> = field.rx.textInput

            // UITextView: text, value, attributedText, didBeginEditing / didEndEditing / didChange /
            // didChangeSelection, textInput
            let textView = UITextView()
            let viewText: ControlProperty<String?> = textView.rx.text
            let viewValue: ControlProperty<String?> = textView.rx.value
            let viewAttributed: ControlProperty<NSAttributedString?> = textView.rx.attributedText
            let didBeginEditing: ControlEvent<Void> = textView.rx.didBeginEditing
            let didEndEditing: ControlEvent<Void> = textView.rx.didEndEditing
            let didChange: ControlEvent<Void> = textView.rx.didChange
            let didChangeSelection: ControlEvent<Void> = textView.rx.didChangeSelection
            let viewInput: TextInput<UITextView> = textView.rx.textInput

            // UILabel: text / attributedText, textColor etc. (key path)
            let labelText: Binder<String?> = label.rx.text
            let labelAttributed: Binder<NSAttributedString?> = label.rx.attributedText
            let labelColor: Binder<UIColor?> = label.rx.textColor

            // UISearchBar: text / value, delegate, searchButtonClicked / cancelButtonClicked,
            // textDidBeginEditing / textDidEndEditing, selectedScopeButtonIndex,
            // bookmarkButtonClicked / resultsListButtonClicked, setDelegate(_:)
            let searchBar = UISearchBar()
            let searchText: ControlProperty<String?> = searchBar.rx.text
            let searchValue: ControlProperty<String?> = searchBar.rx.value
            let searchDelegate: DelegateProxy<UISearchBar, UISearchBarDelegate> = searchBar.rx.delegate
            let searchClicked: ControlEvent<Void> = searchBar.rx.searchButtonClicked
            let cancelClicked: ControlEvent<Void> = searchBar.rx.cancelButtonClicked
            let searchBegin: ControlEvent<Void> = searchBar.rx.textDidBeginEditing
            let searchEnd: ControlEvent<Void> = searchBar.rx.textDidEndEditing
            let scope: ControlProperty<Int> = searchBar.rx.selectedScopeButtonIndex
            let bookmark: ControlEvent<Void> = searchBar.rx.bookmarkButtonClicked
            let resultsList: ControlEvent<Void> = searchBar.rx.resultsListButtonClicked
            let searchSetDelegate: Disposable = searchBar.rx.setDelegate(SearchBarDelegate())

            // UISegmentedControl: selectedSegmentIndex / value, titleForSegment(at:), enabledForSegment(at:),
            // imageForSegment(at:)
            let segmented = UISegmentedControl(items: ["a", "b"])
            let segmentIndex: ControlProperty<Int> = segmented.rx.selectedSegmentIndex
            let segmentValue: ControlProperty<Int> = segmented.rx.value
            let segmentTitle: Binder<String?> = segmented.rx.titleForSegment(at: 0)
            let segmentEnabled: Binder<Bool> = segmented.rx.enabledForSegment(at: 0)
            let segmentImage: Binder<UIImage?> = segmented.rx.imageForSegment(at: 0)

            // UISlider: value; UIStepper: value, stepValue (key path); UISwitch: isOn / value
            let sliderValue: ControlProperty<Float> = UISlider().rx.value
            let stepperValue: ControlProperty<Double> = UIStepper().rx.value
            let stepValue: Binder<Double> = UIStepper().rx.stepValue
            let isOn: ControlProperty<Bool> = UISwitch().rx.isOn
            let switchValue: ControlProperty<Bool> = UISwitch().rx.value

            // UIDatePicker: date / value / countDownDuration
            let date: ControlProperty<Date> = UIDatePicker().rx.date
            let dateValue: ControlProperty<Date> = UIDatePicker().rx.value
            let countDown: ControlProperty<TimeInterval> = UIDatePicker().rx.countDownDuration

            // UIPageControl: currentPage / numberOfPages (key path); UIProgressView: progress (key path)
            let currentPage: Binder<Int> = UIPageControl().rx.currentPage
            let numberOfPages: Binder<Int> = UIPageControl().rx.numberOfPages
            let progress: Binder<Float> = UIProgressView().rx.progress

            // UIActivityIndicatorView: isAnimating; UIRefreshControl: isRefreshing; UIAlertAction: isEnabled
            let isAnimating: Binder<Bool> = UIActivityIndicatorView().rx.isAnimating
            let isRefreshing: Binder<Bool> = UIRefreshControl().rx.isRefreshing
            let actionEnabled: Binder<Bool> = UIAlertAction(title: "OK", style: .default).rx.isEnabled

            // UIGestureRecognizer: event
            let gesture: ControlEvent<UITapGestureRecognizer> = UITapGestureRecognizer().rx.event

            // UIView / UIViewController (key-path Binders): isHidden / alpha / backgroundColor /
            // isUserInteractionEnabled, title; imageView.rx.image, navigationItem.rx.title,
            // tabBarItem.rx.badgeValue, layoutConstraint.rx.constant
            let view = UIView()
            let isHidden: Binder<Bool> = view.rx.isHidden
            let alpha: Binder<CGFloat> = view.rx.alpha
            let backgroundColor: Binder<UIColor?> = view.rx.backgroundColor
            let interaction: Binder<Bool> = view.rx.isUserInteractionEnabled
            let controllerTitle: Binder<String?> = controller.rx.title
            let imageViewImage: Binder<UIImage?> = UIImageView(image: nil).rx.image
            let itemTitle: Binder<String?> = controller.navigationItem.rx.title
            let badge: Binder<String?> = controller.tabBarItem.rx.badgeValue
            let constraint = NSLayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 1)
            let constant: Binder<CGFloat> = constraint.rx.constant

            // UIScrollView: delegate / setDelegate(_:), contentOffset, didScroll … didEndScrollingAnimation,
            // willEndDragging, willBeginZooming / didEndZooming
            let scrollView = UIScrollView()
            let scrollDelegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> = scrollView.rx.delegate
            let scrollSetDelegate: Disposable = scrollView.rx.setDelegate(ScrollViewDelegate())
            let contentOffset: ControlProperty<CGPoint> = scrollView.rx.contentOffset
            let didScroll: ControlEvent<Void> = scrollView.rx.didScroll
            let willBeginDecelerating: ControlEvent<Void> = scrollView.rx.willBeginDecelerating
            let didEndDecelerating: ControlEvent<Void> = scrollView.rx.didEndDecelerating
            let willBeginDragging: ControlEvent<Void> = scrollView.rx.willBeginDragging
            let didEndDragging: ControlEvent<Bool> = scrollView.rx.didEndDragging
            let didZoom: ControlEvent<Void> = scrollView.rx.didZoom
            let didScrollToTop: ControlEvent<Void> = scrollView.rx.didScrollToTop
            let didEndScrollingAnimation: ControlEvent<Void> = scrollView.rx.didEndScrollingAnimation
            let willEndDragging: ControlEvent<Reactive<UIScrollView>.WillEndDraggingEvent> = scrollView.rx.willEndDragging
            let willBeginZooming: ControlEvent<UIView?> = scrollView.rx.willBeginZooming
            let didEndZooming: ControlEvent<Reactive<UIScrollView>.EndZoomEvent> = scrollView.rx.didEndZooming
            """)
    }

    func testListsAndPickers() throws {
        try assertOnlyRejectedLinesFail(
            """
            import Foundation
            import RxSandbox

            final class TableSource: NSObject, RxTableViewDataSourceType, UITableViewDataSource {
                func tableView(_ tableView: UITableView, observedEvent: Event<[Int]>) {}
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
            }
            final class TablePrefetcher: NSObject, UITableViewDataSourcePrefetching {
                func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
            }
            final class CollectionSource: NSObject, RxCollectionViewDataSourceType, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, observedEvent: Event<[Int]>) {}
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                { UICollectionViewCell(frame: .zero) }
            }
            final class CollectionPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
                func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
            }
            final class PickerAdapter: NSObject, RxPickerViewDataSourceType, UIPickerViewDataSource, UIPickerViewDelegate {
                func pickerView(_ pickerView: UIPickerView, observedEvent: Event<[Int]>) {}
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 0 }
            }
            final class PickerDelegate: NSObject, UIPickerViewDelegate {}
            let rows = Observable.just([1, 2, 3])
            let first = IndexPath(row: 0, section: 0)

            // UITableView: items(_:), items(cellIdentifier:cellType:), items(dataSource:)
            let table = UITableView()
            let tableFactory: Disposable = rows.bind(to: table.rx.items) { tableView, row, element in
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            let tableCells: Disposable = rows.bind(to: table.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                row, element, cell in cell.textLabel?.text = "\\(element)"
            }
            let tableSource: Disposable = rows.bind(to: table.rx.items(dataSource: TableSource()))
            // UITableView: dataSource / delegate, setDataSource(_:)
            let tableDataSource: DelegateProxy<UITableView, UITableViewDataSource> = table.rx.dataSource
            let tableDelegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> = table.rx.delegate
            let tableSetDataSource: Disposable = table.rx.setDataSource(TableSource())
            // UITableView: itemSelected / itemDeselected / itemDeleted
            let rowSelected: ControlEvent<IndexPath> = table.rx.itemSelected
            let rowDeselected: ControlEvent<IndexPath> = table.rx.itemDeselected
            let rowDeleted: ControlEvent<IndexPath> = table.rx.itemDeleted
            // UITableView: modelSelected(_:) / model(at:), modelDeselected(_:) / modelDeleted(_:)
            let rowModelSelected: ControlEvent<Int> = table.rx.modelSelected(Int.self)
            let rowModel: Int? = try? table.rx.model(at: first)
            let rowModelDeselected: ControlEvent<Int> = table.rx.modelDeselected(Int.self)
            let rowModelDeleted: ControlEvent<Int> = table.rx.modelDeleted(Int.self)
            // UITableView: itemHighlighted / itemUnhighlighted / itemAccessoryButtonTapped, itemInserted / itemMoved
            let rowHighlighted: ControlEvent<IndexPath> = table.rx.itemHighlighted
            let rowUnhighlighted: ControlEvent<IndexPath> = table.rx.itemUnhighlighted
            let accessoryTapped: ControlEvent<IndexPath> = table.rx.itemAccessoryButtonTapped
            let rowInserted: ControlEvent<IndexPath> = table.rx.itemInserted
            let rowMoved: ControlEvent<ItemMovedEvent> = table.rx.itemMoved
            // UITableView: willDisplayCell / didEndDisplayingCell
            let willDisplayRow: ControlEvent<WillDisplayCellEvent> = table.rx.willDisplayCell
            let didEndDisplayingRow: ControlEvent<DidEndDisplayingCellEvent> = table.rx.didEndDisplayingCell
            // UITableView: prefetchDataSource / setPrefetchDataSource / prefetchRows / cancelPrefetchingForRows
            let tablePrefetch: DelegateProxy<UITableView, UITableViewDataSourcePrefetching> = table.rx.prefetchDataSource
            let tableSetPrefetch: Disposable = table.rx.setPrefetchDataSource(TablePrefetcher())
            let prefetchRows: ControlEvent<[IndexPath]> = table.rx.prefetchRows
            let cancelRows: ControlEvent<[IndexPath]> = table.rx.cancelPrefetchingForRows
            // UITableView: didUpdateFocusInContextWithAnimationCoordinator
            let tableFocus = table.rx.didUpdateFocusInContextWithAnimationCoordinator  // rejected: tvOS focus

            // UICollectionView: items(_:) / items(cellIdentifier:cellType:) / items(dataSource:)
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let collectionFactory: Disposable = rows.bind(to: collection.rx.items) { collectionView, row, element in
                UICollectionViewCell(frame: .zero)
            }
            let collectionCells: Disposable = rows.bind(
                to: collection.rx.items(cellIdentifier: "Cell", cellType: UICollectionViewCell.self)
            ) { row, element, cell in }
            let collectionSource: Disposable = rows.bind(to: collection.rx.items(dataSource: CollectionSource()))
            // UICollectionView: dataSource / setDataSource(_:), delegate
            let collectionDataSource: DelegateProxy<UICollectionView, UICollectionViewDataSource> = collection.rx.dataSource
            let collectionSetDataSource: Disposable = collection.rx.setDataSource(CollectionSource())
            let collectionDelegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> = collection.rx.delegate
            // UICollectionView: itemSelected / itemDeselected, itemHighlighted / itemUnhighlighted
            let itemSelected: ControlEvent<IndexPath> = collection.rx.itemSelected
            let itemDeselected: ControlEvent<IndexPath> = collection.rx.itemDeselected
            let itemHighlighted: ControlEvent<IndexPath> = collection.rx.itemHighlighted
            let itemUnhighlighted: ControlEvent<IndexPath> = collection.rx.itemUnhighlighted
            // UICollectionView: modelSelected(_:) / modelDeselected(_:) / model(at:)
            let itemModelSelected: ControlEvent<Int> = collection.rx.modelSelected(Int.self)
            let itemModelDeselected: ControlEvent<Int> = collection.rx.modelDeselected(Int.self)
            let itemModel: Int? = try? collection.rx.model(at: first)
            // UICollectionView: willDisplayCell / willDisplaySupplementaryView / didEndDisplayingCell /
            // didEndDisplayingSupplementaryView
            let willDisplayItem: ControlEvent<Reactive<UICollectionView>.DisplayCollectionViewCellEvent> = collection.rx.willDisplayCell
            let willDisplaySupplementary: ControlEvent<Reactive<UICollectionView>.DisplayCollectionViewSupplementaryViewEvent> =
                collection.rx.willDisplaySupplementaryView
            let didEndDisplayingItem: ControlEvent<Reactive<UICollectionView>.DisplayCollectionViewCellEvent> = collection.rx.didEndDisplayingCell
            let didEndDisplayingSupplementary: ControlEvent<Reactive<UICollectionView>.DisplayCollectionViewSupplementaryViewEvent> =
                collection.rx.didEndDisplayingSupplementaryView
            // UICollectionView: prefetchDataSource / setPrefetchDataSource / prefetchItems / cancelPrefetchingForItems
            let collectionPrefetch: DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching> =
                collection.rx.prefetchDataSource
            let collectionSetPrefetch: Disposable = collection.rx.setPrefetchDataSource(CollectionPrefetcher())
            let prefetchItems: ControlEvent<[IndexPath]> = collection.rx.prefetchItems
            let cancelItems: ControlEvent<[IndexPath]> = collection.rx.cancelPrefetchingForItems
            // UICollectionView: didUpdateFocusInContextWithAnimationCoordinator
            let collectionFocus = collection.rx.didUpdateFocusInContextWithAnimationCoordinator  // rejected: tvOS focus

            // UIPickerView: itemSelected / modelSelected(_:) / model(at:)
            let picker = UIPickerView()
            let pickerSelected: ControlEvent<(row: Int, component: Int)> = picker.rx.itemSelected
            let pickerModelSelected: ControlEvent<[Int]> = picker.rx.modelSelected(Int.self)
            let pickerModel: Int? = try? picker.rx.model(at: first)
            // UIPickerView: itemTitles / itemAttributedTitles / items(_:) / items(adapter:)
            let titles: Disposable = rows.bind(to: picker.rx.itemTitles) { row, element in "\\(element)" }
            let attributedTitles: Disposable = rows.bind(to: picker.rx.itemAttributedTitles) { row, element in
                NSAttributedString(string: "\\(element)")
            }
            let pickerViews: Disposable = rows.bind(to: picker.rx.items) { row, element, view in UIView() }
            let pickerAdapter: Disposable = rows.bind(to: picker.rx.items(adapter: PickerAdapter()))
            // UIPickerView: delegate / dataSource / setDelegate(_:)
            let pickerDelegate: DelegateProxy<UIPickerView, UIPickerViewDelegate> = picker.rx.delegate
            let pickerDataSource: DelegateProxy<UIPickerView, UIPickerViewDataSource> = picker.rx.dataSource
            let pickerSetDelegate: Disposable = picker.rx.setDelegate(PickerDelegate())
            """)
    }

    func testContainersAndApplication() throws {
        try assertOnlyRejectedLinesFail(
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
        try assertOnlyRejectedLinesFail(
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
            """)
    }

    /// Type-checks `source` and asserts that exactly its lines marked `// rejected` get an error.
    private func assertOnlyRejectedLinesFail(
        _ source: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let rejected = Set(
            source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.contains("// rejected") }
                .map { $0.offset + 1 })
        let result = try Typecheck.run(source)
        XCTAssertEqual(result.status == 0, rejected.isEmpty, result.diagnostics, file: file, line: line)
        let errorLines = Set(
            result.diagnostics.split(separator: "\n").compactMap { line -> Int? in
                guard line.contains(": error: "), let range = line.range(of: "main.swift:") else {
                    return nil
                }
                return Int(line[range.upperBound...].prefix { $0.isNumber })
            })
        XCTAssertEqual(errorLines, rejected, result.diagnostics, file: file, line: line)
        XCTAssertEqual(result.warnings, [], result.diagnostics, file: file, line: line)
    }
}
