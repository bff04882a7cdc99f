import LessonKit
import RxSandbox

// @code plain-delegate
final class DelegateProxyViewController: UIViewController {}

extension DelegateProxyViewController: CLLocationManagerDelegate {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        print(
            Localized(
                ko: "DelegateProxyViewController가 받음 \(locations)",
                en: "DelegateProxyViewController got \(locations)"))
    }
}
// @end

// @code plain-table
class MyViewController: UIViewController, UITableViewDelegate {
    var tableView: UITableView! = UITableView()
    var items = ["first", "second"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let selectedItem = items[indexPath.row]
        performSegue(withIdentifier: "showDetail", sender: selectedItem)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
// @end

// @code rx-table
class MyRxViewController: UIViewController {
    var tableView: UITableView! = UITableView()
    var items = ["first", "second"]
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()

        tableView.rx.itemSelected
            .subscribe(onNext: { [weak self] indexPath in
                let selectedItem = self?.items[indexPath.row]
                self?.performSegue(withIdentifier: "showDetail", sender: selectedItem)
                self?.tableView.deselectRow(at: indexPath, animated: true)
            })
            .disposed(by: disposeBag)
    }
}
// @end

/// Scaffolding: the rows of the two table screens (the post leaves out where they come from).
private final class StaticRows: UITableViewDataSource {
    let items: [String]

    init(_ items: [String]) {
        self.items = items
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    /// Shows the rows in `tableView`.
    func fill(_ tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.reloadData()
    }
}

/// Whether `delegate` is a location manager proxy.
private func isProxy(_ delegate: CLLocationManagerDelegate?) -> Bool {
    delegate is RxCLLocationManagerDelegateProxy
}

/// Places as short labels: `37.57,126.98`.
private func coordinates(_ locations: [CLLocation]) -> String {
    locations.map { "\($0.coordinate.latitude),\($0.coordinate.longitude)" }.joined(separator: " ")
}

/// What the screen `name` did after a tap: the segue it performed, and whether the row is still
/// selected.
private func afterTap(_ name: String, _ screen: UIViewController, _ tableView: UITableView) -> Localized {
    let segue = screen.performedSegues.last.map {
        "performSegue(\"\($0.identifier)\", sender: \(($0.sender as? String) ?? "nil"))"
    }
    let row = tableView.indexPathForSelectedRow?.row
    return Localized(
        ko: "\(name): \(segue ?? "세그 없음"), 선택: \(row.map { "행 \($0)" } ?? "없음")",
        en: "\(name): \(segue ?? "no segue"), selected: \(row.map { "row \($0)" } ?? "none")")
}

/// The user's action that moves the device (a location update), as the user lane labels it.
private let moves = Localized(ko: "이동", en: "move")

private let cityHall = CLLocation(latitude: 37.57, longitude: 126.98)
private let coex = CLLocation(latitude: 37.51, longitude: 127.06)
private let haeundae = CLLocation(latitude: 35.16, longitude: 129.16)

/// A delegate proxy for `CLLocationManager`, built step by step: one proxy per object, forwarding to
/// the delegate the app already had, and `sentMessage` before `methodInvoked`.
let delegateProxyLesson = Lesson(
    id: "delegate-proxy",
    title: Localized(ko: "DelegateProxy 직접 만들기", en: "Writing a DelegateProxy"),
    summary: Localized(
        ko: "CLLocationManager의 델리게이트 호출을 Observable로 바꾸는 프록시를 만들고, 프록시가 하나뿐인 이유와 전달 순서를 확인합니다",
        en:
            "Turn CLLocationManager's delegate calls into Observables; see why there is one proxy and in what order calls travel"
    ),
    scenes: [
        Scene("updates") { stage in
            let locationManager = stage.show(CLLocationManager(), as: "locationManager", properties: [])
            let bag = stage.disposeBag
            stage.record(
                locationManager.rx.didUpdateLocations, as: "locationManager.rx.didUpdateLocations",
                label: coordinates)
            // @code final-code
            locationManager.requestWhenInUseAuthorization()
            locationManager.startUpdatingLocation()

            locationManager.rx.didUpdateLocations
                .subscribe(onNext: { print($0) })
                .disposed(by: bag)
            // @end
            stage.at(0) {
                if locationManager.delegate is RxCLLocationManagerDelegateProxy {
                    print(
                        Localized(ko: "매니저의 델리게이트는 이제 프록시입니다", en: "the manager's delegate is now the proxy"))
                }
            }
            stage.user(at: 20, moves) { locationManager.simulateLocationUpdate([cityHall]) }
            stage.user(at: 40, moves) { locationManager.simulateLocationUpdate([coex, haeundae]) }
            stage.expect(
                "locationManager.rx.didUpdateLocations", "--a-b",
                values: ["a": "37.57,126.98", "b": "37.51,127.06 35.16,129.16"])
        },
        Scene("one-proxy", tracesChain: true) { stage in
            let locationManager = stage.show(CLLocationManager(), as: "locationManager", properties: [])
            locationManager.startUpdatingLocation()
            // @code one-proxy
            let first = RxCLLocationManagerDelegateProxy.proxy(for: locationManager)
            let second = RxCLLocationManagerDelegateProxy.proxy(for: locationManager)
            if first === second {
                print(
                    Localized(ko: "proxy(for:)를 두 번 호출해도 같은 프록시입니다", en: "proxy(for:) twice: the same proxy"))
            }
            if locationManager.delegate === first {
                print(Localized(ko: "그 프록시가 매니저의 델리게이트입니다", en: "that proxy is the manager's delegate"))
            }

            let made = RxCLLocationManagerDelegateProxy(locationManager: locationManager)
            if made !== first {
                print(Localized(ko: "init은 프록시를 하나 더 만듭니다", en: "init makes a second proxy"))
            }
            if locationManager.delegate !== made {
                print(Localized(ko: "새 프록시는 델리게이트가 아닙니다", en: "the new proxy is not the delegate"))
            }
            // @end
            let method = "locationManager(_:didUpdateLocations:)"
            stage.record(
                first.methodInvoked(method).map { $0[1] as! [CLLocation] }, as: "proxy(for:)",
                label: coordinates)
            stage.record(
                made.methodInvoked(method).map { $0[1] as! [CLLocation] }, as: "init", label: coordinates)
            stage.user(at: 20, moves) { locationManager.simulateLocationUpdate([cityHall]) }
            stage.expect("proxy(for:)", "--a", values: ["a": "37.57,126.98"])
            stage.expect("init", "|")
        },
        Scene("forward-before") { stage in
            let locationManager = stage.show(CLLocationManager(), as: "locationManager", properties: [])
            let viewController = stage.show(
                DelegateProxyViewController(), as: "viewController", properties: [])
            let bag = stage.disposeBag
            // @code forward-before
            locationManager.delegate = viewController
            locationManager.startUpdatingLocation()

            locationManager.rx.didUpdateLocations
                .subscribe(onNext: { print(Localized(ko: "rx가 받음 \($0)", en: "rx got \($0)")) })
                .disposed(by: bag)
            // @end
            stage.record(
                locationManager.rx.didUpdateLocations, as: "locationManager.rx.didUpdateLocations",
                label: coordinates)
            stage.user(at: 20, moves) { locationManager.simulateLocationUpdate([cityHall]) }
            stage.user(at: 40, moves) { locationManager.simulateLocationUpdate([coex]) }
            stage.expect(
                "locationManager.rx.didUpdateLocations", "--a-b",
                values: ["a": "37.57,126.98", "b": "37.51,127.06"])
        },
        Scene("forward-after") { stage in
            let locationManager = stage.show(CLLocationManager(), as: "locationManager", properties: [])
            let viewController = stage.show(
                DelegateProxyViewController(), as: "viewController", properties: [])
            let bag = stage.disposeBag
            locationManager.startUpdatingLocation()
            stage.record(
                locationManager.rx.didUpdateLocations, as: "locationManager.rx.didUpdateLocations",
                label: coordinates)
            stage.at(20) {
                // @code forward-after
                locationManager.rx.setDelegate(viewController)
                    .disposed(by: bag)
                // @end
                print(
                    Localized(
                        ko: "프로그램이 rx.setDelegate로 viewController를 설치함",
                        en: "the program installs viewController with rx.setDelegate"))
            }
            stage.user(at: 10, moves) { locationManager.simulateLocationUpdate([cityHall]) }
            stage.user(at: 30, moves) { locationManager.simulateLocationUpdate([coex]) }
            stage.expect(
                "locationManager.rx.didUpdateLocations", "-a-b",
                values: ["a": "37.57,126.98", "b": "37.51,127.06"])
        },
        Scene("displaced") { stage in
            let locationManager = stage.show(CLLocationManager(), as: "locationManager", properties: [])
            let viewController = stage.show(
                DelegateProxyViewController(), as: "viewController", properties: [])
            locationManager.startUpdatingLocation()
            stage.record(
                locationManager.rx.didUpdateLocations, as: "locationManager.rx.didUpdateLocations",
                label: coordinates)
            stage.user(at: 10, moves) { locationManager.simulateLocationUpdate([cityHall]) }
            stage.at(20) {
                // @code displaced
                locationManager.delegate = viewController  // replaces the proxy
                // @end
                print(
                    isProxy(locationManager.delegate)
                        ? Localized(
                            ko: "프로그램이 delegate를 설정함. 프록시가 여전히 델리게이트임",
                            en: "the program sets delegate; the proxy is still the delegate")
                        : Localized(
                            ko: "프로그램이 delegate를 설정함. 프록시는 더 이상 델리게이트가 아님",
                            en: "the program sets delegate; the proxy is no longer the delegate"))
            }
            stage.user(at: 30, moves) { locationManager.simulateLocationUpdate([coex]) }
            stage.at(40) {
                // @code readopt
                _ = locationManager.rx.delegate  // proxy(for:) puts the proxy back
                // @end
                print(
                    isProxy(locationManager.delegate)
                        ? Localized(
                            ko: "프로그램이 rx.delegate를 읽음. 프록시가 다시 델리게이트임",
                            en: "the program reads rx.delegate; the proxy is the delegate again")
                        : Localized(
                            ko: "프로그램이 rx.delegate를 읽음. 프록시는 여전히 델리게이트가 아님",
                            en: "the program reads rx.delegate; the proxy is still not the delegate"))
            }
            stage.user(at: 50, moves) { locationManager.simulateLocationUpdate([haeundae]) }
            stage.expect(
                "locationManager.rx.didUpdateLocations", "-a---c",
                values: ["a": "37.57,126.98", "c": "35.16,129.16"])
        },
        Scene("order") { stage in
            let locationManager = stage.show(CLLocationManager(), as: "locationManager", properties: [])
            let viewController = stage.show(
                DelegateProxyViewController(), as: "viewController", properties: [])
            let bag = stage.disposeBag
            locationManager.delegate = viewController
            locationManager.startUpdatingLocation()
            let method = "locationManager(_:didUpdateLocations:)"
            stage.record(
                locationManager.rx.delegate.sentMessage(method).map { $0[1] as! [CLLocation] },
                as: "sentMessage", label: coordinates)
            stage.record(
                locationManager.rx.delegate.methodInvoked(method).map { $0[1] as! [CLLocation] },
                as: "methodInvoked", label: coordinates)
            // @code order
            let delegate = locationManager.rx.delegate
            delegate.sentMessage("locationManager(_:didUpdateLocations:)")
                .subscribe(onNext: { _ in
                    print(Localized(ko: "sentMessage: 델리게이트보다 먼저", en: "sentMessage: before the delegate"))
                })
                .disposed(by: bag)
            delegate.methodInvoked("locationManager(_:didUpdateLocations:)")
                .subscribe(onNext: { _ in
                    print(Localized(ko: "methodInvoked: 델리게이트 다음에", en: "methodInvoked: after the delegate"))
                })
                .disposed(by: bag)
            // @end
            stage.user(at: 20, moves) { locationManager.simulateLocationUpdate([cityHall]) }
            stage.expect("sentMessage", "--a", values: ["a": "37.57,126.98"])
            stage.expect("methodInvoked", "--a", values: ["a": "37.57,126.98"])
        },
        Scene("item-selected") { stage in
            let rows = StaticRows(["first", "second"])
            let plain = stage.show(MyViewController(), as: "MyViewController", properties: [])
            let withRx = stage.show(MyRxViewController(), as: "MyRxViewController", properties: [])
            plain.loadViewIfNeeded()
            withRx.loadViewIfNeeded()
            rows.fill(plain.tableView)
            rows.fill(withRx.tableView)
            stage.record(withRx.tableView.rx.itemSelected, as: "tableView.rx.itemSelected") {
                "row \($0.row)"
            }
            stage.user(at: 20, Localized(ko: "평범한 화면: 행 1", en: "plain: row 1")) {
                plain.tableView.simulateSelectRow(at: IndexPath(row: 1, section: 0))
            }
            stage.at(20) { print(afterTap("MyViewController", plain, plain.tableView)) }
            stage.user(at: 40, Localized(ko: "Rx 화면: 행 1", en: "Rx: row 1")) {
                withRx.tableView.simulateSelectRow(at: IndexPath(row: 1, section: 0))
            }
            stage.at(40) {
                print(afterTap("MyRxViewController", withRx, withRx.tableView))
                _ = rows  // the table views hold their data source weakly
            }
            stage.expect("tableView.rx.itemSelected", "----a", values: ["a": "row 1"])
        },
    ])
