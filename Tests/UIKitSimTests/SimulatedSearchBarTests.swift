import Foundation
import UIKitSim
import XCTest

/// The simulated `UISearchBar`: one editing session at a time, the scope bar and the extra buttons.
final class SimulatedSearchBarTests: XCTestCase {
    private final class Recorder: UISearchBarDelegate {
        var log: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append(searchText) }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("end") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            log.append("scope \(selectedScope)")
        }
    }

    func testEditingBeginsOnceAndEndsOnSearch() {
        let searchBar = UISearchBar()
        let recorder = Recorder()
        searchBar.delegate = recorder
        searchBar.simulateTyping("a")
        searchBar.simulateTyping("b")
        searchBar.simulateSearchButtonTap()
        searchBar.simulateSearchButtonTap()  // not editing any more: no second end
        XCTAssertEqual(recorder.log, ["begin", "a", "ab", "search", "end", "search"])
        XCTAssertFalse(searchBar.isFirstResponder)
    }

    func testTypingInTheSearchBarMakesAFieldOfTheSameScreenResign() {
        let screen = UIView()
        let field = UITextField()
        let searchBar = UISearchBar()
        screen.addSubview(field)
        screen.addSubview(searchBar)
        field.simulateTyping("x")
        searchBar.simulateTyping("y")
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertTrue(searchBar.isFirstResponder)
        XCTAssertTrue(screen.endEditing(false))
        XCTAssertFalse(searchBar.isFirstResponder)
    }

    func testTheScopeBarTakesPicksOnlyWhenShown() {
        let searchBar = UISearchBar()
        let recorder = Recorder()
        searchBar.delegate = recorder
        searchBar.scopeButtonTitles = ["All", "Mine"]
        searchBar.simulateScopeButtonTap(at: 1)
        searchBar.showsScopeBar = true
        searchBar.simulateScopeButtonTap(at: 1)
        searchBar.simulateScopeButtonTap(at: 1)  // already selected
        XCTAssertEqual(recorder.log, ["scope 1"])
        XCTAssertEqual(searchBar.selectedScopeButtonIndex, 1)
    }
}
