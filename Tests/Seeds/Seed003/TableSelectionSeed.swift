// swift-format-ignore-file: the code is kept as close as Linux allows to what the seed writes.

// Seed 003, section "DelegateProxy": the table view selection, first with a plain delegate, then with
// `rx.itemSelected`. The seed declares the table view as an Interface Builder outlet
// (`@IBOutlet weak var tableView: UITableView!`); outlets need the Objective-C runtime, which Linux
// lacks, so here it is a plain property. Everything else is as the seed writes it; the scaffolding
// (`items`, and a view the outlet would have been connected to) is marked.
import RxSandbox

class MyViewController: UIViewController, UITableViewDelegate {

    // Linux: the seed's `@IBOutlet weak var tableView: UITableView!`.
    var tableView: UITableView! = UITableView()
    var items = ["first", "second"]  // Scaffolding: the rows the seed's `items` names.

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
    }

    // Delegate 메서드 구현
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let selectedItem = items[indexPath.row]
        performSegue(withIdentifier: "showDetail", sender: selectedItem)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// Scaffolding: the seed's second `MyViewController` (the same screen with Rx), in a namespace of its own
/// so that it can sit beside the first.
enum WithRx {
    class MyViewController: UIViewController {

        // Linux: the seed's `@IBOutlet weak var tableView: UITableView!`.
        var tableView: UITableView! = UITableView()
        var items = ["first", "second"]  // Scaffolding: the rows the seed's `items` names.
        private let disposeBag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()

            // Rx 확장을 통해 셀 선택 이벤트를 Observable로 구독
            tableView.rx.itemSelected
                .subscribe(onNext: { [weak self] indexPath in
                    let selectedItem = self?.items[indexPath.row]
                    self?.performSegue(withIdentifier: "showDetail", sender: selectedItem)
                    self?.tableView.deselectRow(at: indexPath, animated: true)
                })
                .disposed(by: disposeBag)
        }
    }
}
