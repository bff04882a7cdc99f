import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UISearchBarRxTests: RxTestCase {
    func testTextIsTheCurrentTextThenEachChangeByTheUser() {
        let searchBar = UISearchBar()
        scheduler.scheduleAt(210) { searchBar.simulateTyping("ab") }
        scheduler.scheduleAt(220) { searchBar.text = "in code" }  // not reported
        scheduler.scheduleAt(230) { searchBar.simulateSearchButtonTap() }  // ends editing: read again
        let observer = scheduler.start { searchBar.rx.text }
        XCTAssertEqual(
            observer.events, [.next(200, ""), .next(210, "a"), .next(210, "ab"), .next(230, "in code")])
    }

    func testBindingToTextSetsItWithoutReportingIt() {
        let searchBar = UISearchBar()
        let texts = scheduler.createHotObservable([.next(210, "query" as String?), .next(220, nil)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { texts.bind(to: searchBar.rx.text).disposed(by: bag) }
        let observer = scheduler.record(searchBar.rx.text, subscribed: 205, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(205, "")])
        XCTAssertNil(searchBar.text)
    }

    func testSearchAndCancelButtonsAreEvents() {
        let searchBar = UISearchBar()
        scheduler.scheduleAt(210) { searchBar.simulateSearchButtonTap() }
        scheduler.scheduleAt(220) { searchBar.delegate?.searchBarCancelButtonClicked(searchBar) }
        let searches = scheduler.record(searchBar.rx.searchButtonClicked.marked("search"), subscribed: 200)
        let cancels = scheduler.record(searchBar.rx.cancelButtonClicked.marked("cancel"), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(searches.events, [.next(210, "search")])
        XCTAssertEqual(cancels.events, [.next(220, "cancel")])
    }

    func testAnExistingDelegateStillHearsTheTyping() {
        final class Delegate: UISearchBarDelegate {
            var changes: [String] = []
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                changes.append(searchText)
            }
        }
        let searchBar = UISearchBar()
        let delegate = Delegate()
        searchBar.delegate = delegate
        var fromRx: [String?] = []
        let subscription = searchBar.rx.text.subscribe(onNext: { fromRx.append($0) })
        searchBar.simulateTyping("hi")
        XCTAssertEqual(delegate.changes, ["h", "hi"])
        XCTAssertEqual(fromRx, ["", "h", "hi"])
        subscription.dispose()
    }

    func testTextCompletesWhenTheSearchBarDies() {
        var searchBar: UISearchBar? = UISearchBar()
        let text = searchBar!.rx.text
        scheduler.scheduleAt(210) { searchBar?.simulateTyping("x") }
        scheduler.scheduleAt(300) { searchBar = nil }
        let observer = scheduler.start { text }
        XCTAssertEqual(observer.events, [.next(200, ""), .next(210, "x"), .completed(300)])
    }
}
