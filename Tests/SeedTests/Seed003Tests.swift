import RxSandbox
import RxTestSupport
import XCTest

@testable import Seed003

/// Seed 003 ("RxSwift(6)-RxCocoa(bind, drive, DelegateProxy)"), run in virtual time.
final class Seed003Tests: RxTestCase {
    override func setUp() {
        super.setUp()
        printedLines = []
    }

    func testSubscribeHandlesEveryKindOfEvent() {
        let screen = BindAndDriveViewController()
        scheduler.scheduleAt(100) { screen.subscribeToEverything() }
        scheduler.scheduleAt(200) { screen.observable.onNext("a") }
        scheduler.scheduleAt(300) { screen.observable.onCompleted() }
        scheduler.start()
        XCTAssertEqual(printedLines, ["값: a", "완료", "해제됨"])
    }

    func testSearchResultsFollowTheSearchText() {
        let screen = BindAndDriveViewController()
        apiService.results = ["r": ["rx"], "rx": ["rxswift", "rxcocoa"]]
        defer { apiService.results = [:] }
        let results = scheduler.createObserver([String].self)
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.scheduleAt(100) {
                screen.makeSearchResults().drive(results).disposed(by: screen.disposeBag)
            }
            scheduler.scheduleAt(200) { screen.searchBar.simulateTyping("rx") }
            scheduler.start()
        }
        // The empty text at subscription is filtered out; each keystroke searches. On the (mocked) main
        // scheduler the driver delivers queued results one per tick: 201, then 202.
        XCTAssertEqual(results.events, [.next(201, ["rx"]), .next(202, ["rxswift", "rxcocoa"])])
    }

    func testAnErrorEndsABindingButADriverFallsBack() {
        let screen = BindAndDriveViewController()
        let label = PropertyTimeline(screen.label, "text", scheduler: scheduler)
        scheduler.scheduleAt(100) {
            screen.bindWithManualCatch()
        }
        scheduler.scheduleAt(200) { screen.observable.onNext("ok") }
        scheduler.scheduleAt(300) { screen.observable.onError(TestError.boom) }
        scheduler.scheduleAt(400) { screen.observable.onNext("after") }
        scheduler.start()
        // The catch replaced the error with "에러 발생" and ended: nothing after it reaches the label.
        XCTAssertEqual(label.lines, ["200: ok", "300: 에러 발생"])

        let driven = BindAndDriveViewController()
        let drivenLabel = PropertyTimeline(driven.label, "text", scheduler: scheduler)
        scheduler.scheduleAt(500) { driven.driveWithFallback() }
        scheduler.scheduleAt(600) { driven.observable.onNext("ok") }
        scheduler.scheduleAt(700) { driven.observable.onError(TestError.boom) }
        scheduler.start()
        XCTAssertEqual(drivenLabel.lines, ["600: ok", "700: 에러 발생"])
    }

    func testBindToAndDriveBothReachTheObserver() {
        let screen = BindAndDriveViewController()
        let received = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) {
            screen.observer.subscribe(received).disposed(by: screen.disposeBag)
            screen.callers()
        }
        scheduler.scheduleAt(200) { screen.observable.onNext("x") }
        scheduler.scheduleAt(300) { screen.observable.onCompleted() }
        scheduler.start()
        // Both the binding and the driver pass "x" on; the first completion also completes the subject.
        XCTAssertEqual(received.events, [.next(200, "x"), .next(200, "x"), .completed(300)])
    }

    func testShareAndDriverSubscribeToTheSourceOnce() {
        var subscriptions = 0
        let shared = BindAndDriveViewController()
        let source = PublishSubject<String>()
        shared.observable = PublishSubject<String>()
        let counted = source.do(onSubscribe: { subscriptions += 1 })
        let relay = counted.subscribe(shared.observable)
        shared.bindShared()
        XCTAssertEqual(subscriptions, 1, "the relay subscribed once")
        source.onNext("one")
        XCTAssertEqual(shared.firstLabel.text, "one")
        XCTAssertEqual(shared.secondLabel.text, "one")

        let driven = BindAndDriveViewController()
        var upstream = 0
        let tracked = driven.observable.do(onSubscribe: { upstream += 1 })
        let driver = tracked.asDriver(onErrorJustReturn: "")
        let first = driver.drive(driven.firstLabel.rx.text)
        let second = driver.drive(driven.secondLabel.rx.text)
        XCTAssertEqual(upstream, 1, "a driver shares one subscription")
        driven.observable.onNext("two")
        XCTAssertEqual(driven.secondLabel.text, "two")
        first.dispose()
        second.dispose()
        source.onCompleted()
        relay.dispose()
        shared.observable.onCompleted()
    }

    func testRowSelectionWithAPlainDelegateAndWithRx() {
        let plain = MyViewController()
        plain.loadViewIfNeeded()
        let rows = RowsDataSource(count: 2)
        plain.tableView.dataSource = rows
        plain.tableView.reloadData()
        plain.tableView.simulateSelectRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(plain.performedSegues.map(\.identifier), ["showDetail"])
        XCTAssertEqual(plain.performedSegues.first?.sender as? String, "second")
        XCTAssertNil(plain.tableView.indexPathForSelectedRow)

        let reactive = WithRx.MyViewController()
        reactive.loadViewIfNeeded()
        let dataSource = RowsDataSource(count: 2)
        reactive.tableView.dataSource = dataSource
        reactive.tableView.reloadData()
        reactive.tableView.simulateSelectRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(reactive.performedSegues.first?.sender as? String, "first")
        XCTAssertNil(reactive.tableView.indexPathForSelectedRow)
    }

    func testTheLocationProxyOfSeed003() {
        let manager = CLLocationManager()
        let busan = CLLocation(latitude: 35.1796, longitude: 129.0756)
        let updates = scheduler.createObserver([CLLocation].self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            manager.requestWhenInUseAuthorization()
            manager.startUpdatingLocation()
            manager.rx.didUpdateLocations.subscribe(updates).disposed(by: bag)
        }
        scheduler.scheduleAt(200) { manager.simulateLocationUpdate([busan]) }
        scheduler.start()
        XCTAssertEqual(updates.events, [.next(200, [busan])])
    }
}

/// Rows for a table view that has no `rx.items` binding.
private final class RowsDataSource: UITableViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
