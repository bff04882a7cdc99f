import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// A cell type of the app's own, configured by `rx.items(cellIdentifier:cellType:)`.
private final class ColorCell: UICollectionViewCell {
    var color: String?
}

/// A data source of the app's own for `rx.items(dataSource:)`: one item per number, with headers.
private final class NumberGrid: NSObject, RxCollectionViewDataSourceType, UICollectionViewDataSource,
    SectionedViewDataSourceType
{
    private var numbers: [Int] = []

    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<[Int]>) {
        guard case .next(let numbers) = observedEvent else { return }
        self.numbers = numbers
        collectionView.reloadData()
    }

    func model(at indexPath: IndexPath) throws -> Any {
        numbers[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        numbers.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

final class UICollectionViewRxTests: RxTestCase {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 1, section: 0)

    private func grid() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 20)
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        grid.register(ColorCell.self, forCellWithReuseIdentifier: "Cell")
        grid.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        return grid
    }

    private func colors(_ grid: UICollectionView) -> [String] {
        grid.visibleCells.map { ($0 as? ColorCell)?.color ?? "?" }
    }

    func testItemsWithACellTypeShowEachNewArrayAtItsTime() {
        let grid = grid()
        let items = scheduler.createHotObservable([
            .next(210, ["red", "blue"]), .next(220, ["green"]), .completed(230),
        ])
        var shown: [String] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            items.bind(to: grid.rx.items(cellIdentifier: "Cell", cellType: ColorCell.self)) {
                item, color, cell in
                cell.color = "\(item):\(color)"
            }
            .disposed(by: bag)
        }
        for time in [215, 225, 240] {
            scheduler.scheduleAt(time) { shown.append("\(time) \(self.colors(grid))") }
        }
        scheduler.start()
        // The grid keeps its last items after the sequence completes.
        XCTAssertEqual(shown, ["215 [\"0:red\", \"1:blue\"]", "225 [\"0:green\"]", "240 [\"0:green\"]"])
        XCTAssertEqual(items.subscriptions, [Subscription(200, 230)])
        XCTAssertTrue(grid.dataSource === grid.rx.dataSource)
        XCTAssertTrue(grid.delegate === grid.rx.delegate)
    }

    func testItemsWithACellFactoryMakeEachCell() {
        let grid = grid()
        let items = BehaviorRelay(value: [1, 2])
        let bag = DisposeBag()
        items.bind(to: grid.rx.items) { grid, item, number in
            let cell = grid.dequeueReusableCell(
                withReuseIdentifier: "Cell", for: IndexPath(item: item, section: 0))
            (cell as? ColorCell)?.color = "#\(number)"
            return cell
        }
        .disposed(by: bag)
        XCTAssertEqual(colors(grid), ["#1", "#2"])
        items.accept([3])
        XCTAssertEqual(colors(grid), ["#3"])
    }

    func testItemsBoundTwiceFailTheDataSourceCheckAndShowTheSecondBinding() {
        let grid = grid()
        var messages: [String] = []
        let saved = Hooks.assertionFailureHandler
        Hooks.assertionFailureHandler = { messages.append($0) }
        defer { Hooks.assertionFailureHandler = saved }
        let bag = DisposeBag()
        Observable.just(["a"]).bind(to: grid.rx.items(cellIdentifier: "Cell", cellType: ColorCell.self)) {
            _, color, cell in cell.color = color
        }
        .disposed(by: bag)
        Observable.just(["b", "c"]).bind(to: grid.rx.items(cellIdentifier: "Cell", cellType: ColorCell.self))
        {
            _, color, cell in cell.color = color
        }
        .disposed(by: bag)
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(colors(grid), ["b", "c"])
    }

    func testDisposingTheBindingReleasesTheDataSourceAndLeavesTheItems() {
        let grid = grid()
        weak var weakDataSource: NumberGrid?
        var binding: Disposable?
        do {
            let dataSource = NumberGrid()
            weakDataSource = dataSource
            binding = Observable.just([7, 8]).bind(to: grid.rx.items(dataSource: dataSource))
        }
        XCTAssertNotNil(weakDataSource)
        XCTAssertEqual(try grid.rx.model(at: second) as Int, 8)
        binding?.dispose()
        XCTAssertNil(weakDataSource)
        XCTAssertEqual(grid.visibleCells.count, 2, "the grid shows what it showed until it reloads")
        XCTAssertThrowsError(try grid.rx.model(at: second) as Int)
    }

    func testSetDataSourceHoldsTheDataSourceWeakly() {
        let grid = grid()
        weak var weakDataSource: NumberGrid?
        let bag = DisposeBag()
        do {
            let dataSource = NumberGrid()
            weakDataSource = dataSource
            grid.rx.setDataSource(dataSource).disposed(by: bag)
            XCTAssertTrue(grid.rx.dataSource.forwardToDelegate() === dataSource)
        }
        XCTAssertNil(weakDataSource)
    }

    func testSelectionHighlightAndTheirModelsReportTheUsersTaps() {
        let grid = grid()
        grid.allowsMultipleSelection = true
        let items = scheduler.createHotObservable([.next(205, ["red", "blue"])])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            items.bind(to: grid.rx.items(cellIdentifier: "Cell", cellType: ColorCell.self)) {
                _, color, cell in
                cell.color = color
            }
            .disposed(by: bag)
        }
        scheduler.scheduleAt(210) { grid.simulateHighlightItem(at: self.second) }
        scheduler.scheduleAt(220) { grid.simulateSelectItem(at: self.second) }
        scheduler.scheduleAt(230) { grid.simulateSelectItem(at: self.first) }
        scheduler.scheduleAt(240) { grid.simulateSelectItem(at: self.second) }  // selected: deselects
        let highlighted = scheduler.record(grid.rx.itemHighlighted, subscribed: 200, disposed: 1000)
        let unhighlighted = scheduler.record(grid.rx.itemUnhighlighted, subscribed: 200, disposed: 1000)
        let selected = scheduler.record(grid.rx.modelSelected(String.self), subscribed: 200, disposed: 1000)
        let deselected = scheduler.record(
            grid.rx.modelDeselected(String.self), subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(highlighted.events, [.next(210, second), .next(230, first), .next(240, second)])
        XCTAssertEqual(unhighlighted.events, [.next(220, second), .next(230, first), .next(240, second)])
        XCTAssertEqual(selected.events, [.next(220, "blue"), .next(230, "red")])
        XCTAssertEqual(deselected.events, [.next(240, "blue")])
    }

    func testDisplayEventsFollowEachReload() {
        let grid = grid()
        (grid.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(
            width: 1, height: 1)
        let items = scheduler.createHotObservable([.next(210, [1, 2]), .next(220, [3])])
        let dataSource = NumberGrid()
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { items.bind(to: grid.rx.items(dataSource: dataSource)).disposed(by: bag) }
        let shown = scheduler.record(grid.rx.willDisplayCell.map(\.at.item), subscribed: 200, disposed: 1000)
        let gone = scheduler.record(
            grid.rx.didEndDisplayingCell.map(\.at.item), subscribed: 200, disposed: 1000)
        let headers = scheduler.record(
            grid.rx.willDisplaySupplementaryView.map {
                "\($0.elementKind == UICollectionView.elementKindSectionHeader)"
            },
            subscribed: 200, disposed: 1000)
        let headersGone = scheduler.record(
            grid.rx.didEndDisplayingSupplementaryView.map(\.at.section), subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(shown.events, [.next(210, 0), .next(210, 1), .next(220, 0)])
        XCTAssertEqual(gone.events, [.next(220, 0), .next(220, 1)])
        XCTAssertEqual(headers.events, [.next(210, "true"), .next(220, "true")])
        XCTAssertEqual(headersGone.events, [.next(220, 0)])
    }

    func testTheAppsOwnDelegateStillHearsTheHighlight() {
        final class Delegate: UICollectionViewDelegate {
            var highlighted: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
                highlighted.append(indexPath)
            }
        }
        let grid = grid()
        let delegate = Delegate()
        let bag = DisposeBag()
        grid.rx.setDelegate(delegate).disposed(by: bag)
        var fromRx: [IndexPath] = []
        grid.rx.itemHighlighted.subscribe(onNext: { fromRx.append($0) }).disposed(by: bag)
        grid.simulateHighlightItem(at: second)
        XCTAssertEqual(delegate.highlighted, [second])
        XCTAssertEqual(fromRx, [second])
    }

    func testTheEventsCompleteWhenTheGridDies() {
        var grid: UICollectionView? = grid()
        var completions: [String] = []
        let bag = DisposeBag()
        Observable.just(["a"]).bind(to: grid!.rx.items(cellIdentifier: "Cell", cellType: ColorCell.self)) {
            _, color, cell in cell.color = color
        }
        .disposed(by: bag)
        grid!.rx.modelSelected(String.self).subscribe(onCompleted: { completions.append("modelSelected") })
            .disposed(by: bag)
        grid!.rx.willDisplayCell.subscribe(onCompleted: { completions.append("willDisplayCell") })
            .disposed(by: bag)
        grid!.rx.itemUnhighlighted.subscribe(onCompleted: { completions.append("itemUnhighlighted") })
            .disposed(by: bag)
        grid = nil
        XCTAssertEqual(completions.sorted(), ["itemUnhighlighted", "modelSelected", "willDisplayCell"])
    }
}
