import RxTestSupport
import XCTest

/// RxCocoa 6.10.2's iOS and Foundation surface, member by member: a learner's snippet that calls every
/// `.rx` member (and every trait and delegate-proxy entry point) with RxCocoa's own spelling, labels and
/// types, on the receiver RxCocoa declares it on, must type-check against `import RxSandbox`. The lines
/// marked `// rejected` are the members the sandbox leaves out on purpose (the ios-vs-sandbox page says
/// why): each of those, and nothing else, must get an error. Each comment names the row of
/// RxCocoa's API it covers. The containers, the application and the traits continue in
/// `RxCocoaContainersAndTraitsSurfaceTests`.
final class RxCocoaSurfaceTests: XCTestCase {
    func testFoundationAndControls() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
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
        try Typecheck.assertOnlyRejectedLinesFail(
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
}
