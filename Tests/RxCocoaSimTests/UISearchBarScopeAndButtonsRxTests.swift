import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UISearchBarScopeAndButtonsRxTests: RxTestCase {
    func testSelectedScopeButtonIndexIsTheCurrentIndexThenEachPickByTheUser() {
        let searchBar = UISearchBar()
        searchBar.scopeButtonTitles = ["One", "Two", "Three"]
        scheduler.scheduleAt(210) { searchBar.simulateScopeButtonTap(at: 1) }  // no scope bar: nothing
        scheduler.scheduleAt(220) { searchBar.showsScopeBar = true }
        scheduler.scheduleAt(230) { searchBar.simulateScopeButtonTap(at: 2) }
        scheduler.scheduleAt(240) { searchBar.selectedScopeButtonIndex = 0 }  // code: not reported
        scheduler.scheduleAt(250) { searchBar.simulateScopeButtonTap(at: 9) }  // no such button
        let observer = scheduler.start { searchBar.rx.selectedScopeButtonIndex }
        XCTAssertEqual(observer.events, [.next(200, 0), .next(230, 2)])
    }

    func testBindingTheScopeSetsIt() {
        let searchBar = UISearchBar()
        searchBar.scopeButtonTitles = ["One", "Two"]
        _ = Observable.just(1).bind(to: searchBar.rx.selectedScopeButtonIndex)
        XCTAssertEqual(searchBar.selectedScopeButtonIndex, 1)
    }

    func testTheButtonsAreEventsWhenShown() {
        let searchBar = UISearchBar()
        scheduler.scheduleAt(210) {
            searchBar.simulateBookmarkButtonTap()
            searchBar.simulateResultsListButtonTap()
            searchBar.simulateCancelButtonTap()
        }
        scheduler.scheduleAt(220) {
            searchBar.showsBookmarkButton = true
            searchBar.showsSearchResultsButton = true
            searchBar.showsCancelButton = true
            searchBar.simulateBookmarkButtonTap()
            searchBar.simulateResultsListButtonTap()
            searchBar.simulateCancelButtonTap()
        }
        let bookmarks = scheduler.record(
            searchBar.rx.bookmarkButtonClicked.marked("bookmark"), subscribed: 200)
        let results = scheduler.record(
            searchBar.rx.resultsListButtonClicked.marked("results"), subscribed: 200)
        let cancels = scheduler.record(searchBar.rx.cancelButtonClicked.marked("cancel"), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(bookmarks.events, [.next(220, "bookmark")])
        XCTAssertEqual(results.events, [.next(220, "results")])
        XCTAssertEqual(cancels.events, [.next(220, "cancel")])
    }

    func testEditingBeginsAndEnds() {
        let searchBar = UISearchBar()
        scheduler.scheduleAt(210) { searchBar.simulateTyping("a") }
        scheduler.scheduleAt(220) { searchBar.simulateSearchButtonTap() }
        let begins = scheduler.record(searchBar.rx.textDidBeginEditing.marked("begin"), subscribed: 200)
        let ends = scheduler.record(searchBar.rx.textDidEndEditing.marked("end"), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(begins.events, [.next(210, "begin")])
        XCTAssertEqual(ends.events, [.next(220, "end")])
    }

    func testSetDelegateForwardsWeaklyUntilDisposed() {
        final class Delegate: UISearchBarDelegate {
            var bookmarks = 0
            func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { bookmarks += 1 }
        }
        let searchBar = UISearchBar()
        searchBar.showsBookmarkButton = true
        var delegate: Delegate? = Delegate()
        weak let weakDelegate = delegate
        let installed = searchBar.rx.setDelegate(delegate!)
        searchBar.simulateBookmarkButtonTap()
        XCTAssertEqual(delegate?.bookmarks, 1)
        delegate = nil
        XCTAssertNil(weakDelegate)
        installed.dispose()
    }

    func testTheNewEventsCompleteWhenTheSearchBarDies() {
        var searchBar: UISearchBar? = UISearchBar()
        let scope = searchBar!.rx.selectedScopeButtonIndex
        let bookmarks = searchBar!.rx.bookmarkButtonClicked
        scheduler.scheduleAt(300) { searchBar = nil }
        let scopeEvents = scheduler.record(scope, subscribed: 200)
        let bookmarkEvents = scheduler.record(bookmarks.marked("bookmark"), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(scopeEvents.events, [.next(200, 0), .completed(300)])
        XCTAssertEqual(bookmarkEvents.events, [.completed(300)])
    }
}
