import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UISearchControllerRxTests: RxTestCase {
    func testActivatingAndCancellingReportTheDelegatesCallsInOrder() {
        let searchController = UISearchController()
        var log: [String] = []
        let bag = DisposeBag()
        searchController.rx.present.subscribe(onNext: { log.append("present") }).disposed(by: bag)
        searchController.rx.willPresent.subscribe(onNext: { log.append("willPresent") }).disposed(by: bag)
        searchController.rx.didPresent.subscribe(onNext: { log.append("didPresent") }).disposed(by: bag)
        searchController.rx.willDismiss.subscribe(onNext: { log.append("willDismiss") }).disposed(by: bag)
        searchController.rx.didDismiss.subscribe(onNext: { log.append("didDismiss") }).disposed(by: bag)
        searchController.simulateActivate()
        searchController.simulateActivate()  // already active: nothing
        XCTAssertTrue(searchController.isActive)
        searchController.simulateCancel()
        XCTAssertFalse(searchController.isActive)
        XCTAssertEqual(log, ["present", "willPresent", "didPresent", "willDismiss", "didDismiss"])
    }

    func testTheResultsAreUpdatedOnActivationAndForEachCharacter() {
        final class Updater: UISearchResultsUpdating {
            var texts: [String] = []
            func updateSearchResults(for searchController: UISearchController) {
                texts.append(searchController.searchBar.text ?? "nil")
            }
        }
        let searchController = UISearchController(searchResultsController: nil)
        let updater = Updater()
        searchController.searchResultsUpdater = updater
        let typed = scheduler.record(searchController.searchBar.rx.text, subscribed: 200)
        scheduler.scheduleAt(210) { searchController.simulateTyping("ab") }
        scheduler.scheduleAt(220) { searchController.simulateCancel() }
        scheduler.start()
        XCTAssertEqual(updater.texts, ["nil", "a", "ab", ""])
        XCTAssertEqual(typed.events, [.next(200, ""), .next(210, "a"), .next(210, "ab")])
    }

    func testTheEventsCompleteWhenTheSearchControllerDies() {
        var searchController: UISearchController? = UISearchController()
        let dismissals = searchController!.rx.didDismiss.map { "dismissed" }
        scheduler.scheduleAt(210) {
            searchController?.isActive = true
            searchController?.isActive = false
        }
        scheduler.scheduleAt(300) { searchController = nil }
        let observer = scheduler.start { dismissals }
        XCTAssertEqual(observer.events, [.next(210, "dismissed"), .completed(300)])
    }
}
