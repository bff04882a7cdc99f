import UIKitSim
import XCTest

final class SimulatedSearchControllerTests: XCTestCase {
    private final class Calls: UISearchControllerDelegate, UISearchBarDelegate, UISearchResultsUpdating {
        var lines: [String] = []
        func presentSearchController(_ searchController: UISearchController) { lines.append("present") }
        func willPresentSearchController(_ searchController: UISearchController) {
            lines.append("willPresent")
        }
        func didPresentSearchController(_ searchController: UISearchController) { lines.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) {
            lines.append("willDismiss")
        }
        func didDismissSearchController(_ searchController: UISearchController) { lines.append("didDismiss") }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { lines.append("beginEditing") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            lines.append("textDidChange \(searchText)")
        }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { lines.append("cancelClicked") }
        func updateSearchResults(for searchController: UISearchController) {
            lines.append("update \(searchController.searchBar.text ?? "nil")")
        }
    }

    func testTheUsersSearchCallsEveryoneInUIKitsOrder() {
        let searchController = UISearchController()
        let calls = Calls()
        searchController.delegate = calls
        searchController.searchBar.delegate = calls
        searchController.searchResultsUpdater = calls
        searchController.simulateTyping("hi")
        searchController.simulateCancel()
        XCTAssertEqual(
            calls.lines,
            [
                "beginEditing", "present", "willPresent", "didPresent", "update nil", "textDidChange h",
                "update h",
                "textDidChange hi", "update hi", "cancelClicked", "willDismiss", "didDismiss", "update ",
            ])
    }

    func testActivatingInCodeCallsTheDelegateButNotTheSearchBarsDelegate() {
        let searchController = UISearchController()
        let calls = Calls()
        searchController.delegate = calls
        searchController.searchBar.delegate = calls
        searchController.isActive = true
        searchController.isActive = true
        XCTAssertEqual(calls.lines, ["present", "willPresent", "didPresent"])
        searchController.simulateCancel()
        searchController.simulateCancel()
        XCTAssertEqual(calls.lines.suffix(3), ["cancelClicked", "willDismiss", "didDismiss"])
    }

    func testAScreenCarriesItsSearchControllerInItsNavigationItem() {
        let screen = UIViewController()
        let searchController = UISearchController(searchResultsController: UIViewController())
        screen.navigationItem.searchController = searchController
        XCTAssertTrue(screen.navigationItem.searchController === searchController)
        XCTAssertNotNil(searchController.searchResultsController)
    }
}
