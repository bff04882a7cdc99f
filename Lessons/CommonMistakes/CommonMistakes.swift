import LessonKit
import RxSandbox

/// Scaffolding: a screen that is the scroll view's delegate and prints each page the scroll view
/// stops at.
private final class PagesViewController: UIViewController, UIScrollViewDelegate {
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = Int(scrollView.contentOffset.x / scrollView.frame.width)
        print(
            Localized(
                ko: "PagesViewController: \(page)페이지에 멈춤", en: "PagesViewController: stopped at page \(page)")
        )
    }
}

/// A paging scroll view of four pages, 320 points wide.
private func pagingScrollView() -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentSize = CGSize(width: 1280, height: 480)
    scrollView.isPagingEnabled = true
    return scrollView
}

/// The error of the binding scenes: a letter the check refuses.
private struct InvalidLetter: Error, CustomStringConvertible {
    var description: String { "invalidLetter" }
}

/// The check of the binding scenes: a letter in capitals, or an error for `x`.
private func check(_ letter: String) -> Observable<String> {
    letter == "x" ? .error(InvalidLetter()) : .just(letter.uppercased())
}

// @code items-rebind
private final class ItemsViewController: UIViewController {
    let tableView = UITableView()
    private var itemsBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    func showItems(_ items: Observable<[String]>) {
        itemsBag = DisposeBag()  // ends the binding before, and uninstalls its data source
        items
            .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                _, item, cell in
                cell.textLabel?.text = item
            }
            .disposed(by: itemsBag)
    }
}
// @end

/// Prints the rows the table shows: `table: a | b`.
private func printRows(of tableView: UITableView) {
    let rows = tableView.visibleCells.map { $0.textLabel?.text ?? "" }
    print(
        rows.isEmpty
            ? Localized(ko: "테이블: (행 없음)", en: "table: (no rows)")
            : Localized(
                ko: "테이블: \(rows.joined(separator: " | "))", en: "table: \(rows.joined(separator: " | "))"))
}

/// One scene per pitfall that RxSwift's issues, Kodeco's *RxSwift* ch. 12–13 and the lessons meet:
/// each shows the mistake and its fix.
let commonMistakesLesson = Lesson(
    id: "common-mistakes",
    title: Localized(ko: "자주 하는 실수", en: "Common mistakes"),
    summary: Localized(
        ko:
            "코드로 바꾼 값, 중복된 rx.text, 순환 참조, 델리게이트 교체, 바인더의 에러, bind(to:)의 타입, 재진입, 두 스레드에서 방출한 이벤트, 두 번 바인딩한 rx.items",
        en:
            "Values set in code, duplicate rx.text, retain cycles, a replaced delegate, an error in a binder, bind(to:)'s types, reentrancy, events sent from two threads, rx.items bound twice"
    ),
    scenes: [
        Scene("programmatic-set") { stage in
            let field = stage.show(UITextField(), as: "field", properties: ["text"])
            field.becomeFirstResponder()  // the keyboard is up when the screen opens
            stage.record(field.rx.text.orEmpty, as: "field.rx.text")
            stage.user(at: 10, Localized(ko: "a 입력", en: "type a")) { field.simulateReplacingText(with: "a") }
            stage.at(20) {
                // @code set-in-code
                field.text = "b"
                // @end
            }
            stage.at(30) {
                // @code set-and-send
                field.text = "c"
                field.sendActions(for: .valueChanged)
                // @end
            }
            stage.expect("field.text", "-abc")
            stage.expect("field.rx.text", "ea-c", values: ["e": "\"\""])
        },
        Scene("duplicates") { stage in
            let field = stage.show(UITextField(), as: "field", properties: ["text", "isEditing"])
            // @code duplicates
            let text = field.rx.text.orEmpty
            let distinctText = text.distinctUntilChanged()
            // @end
            stage.record(text, as: "text")
            stage.record(distinctText, as: "distinctText")
            stage.user(at: 10, Localized(ko: "필드 탭", en: "tap the field")) { field.becomeFirstResponder() }
            stage.user(at: 20, Localized(ko: "a 입력", en: "type a")) { field.simulateTyping("a") }
            stage.user(at: 30, Localized(ko: "완료 버튼 탭", en: "tap Done")) { field.resignFirstResponder() }
            stage.expect("text", "eeaa", values: ["e": "\"\""])
            stage.expect("distinctText", "e-a", values: ["e": "\"\""])
        },
        Scene("retain-cycle") { stage in
            var leakyScreen: RetainCycleCode.ProfileViewController? = RetainCycleCode.ProfileViewController()
            var fixedScreen: RetainCycleCode.FixedProfileViewController? =
                RetainCycleCode.FixedProfileViewController()
            weak var leaked = leakyScreen
            stage.watch(leakyScreen!, as: "ProfileViewController")
            stage.watch(fixedScreen!, as: "FixedProfileViewController")
            stage.record(leakyScreen!.rx.deallocated, as: "ProfileViewController.rx.deallocated")
            stage.record(fixedScreen!.rx.deallocated, as: "FixedProfileViewController.rx.deallocated")
            stage.show(leakyScreen!.nameLabel, as: "nameLabel", properties: ["text"])
            stage.show(fixedScreen!.nameLabel, as: "fixedNameLabel", properties: ["text"])
            leakyScreen!.loadViewIfNeeded()
            fixedScreen!.loadViewIfNeeded()
            stage.user(at: 10, Localized(ko: "새로고침 탭", en: "tap refresh")) {
                leakyScreen?.refreshButton.simulateTap()
                fixedScreen?.refreshButton.simulateTap()
            }
            stage.letGo(of: "FixedProfileViewController", at: 20) { fixedScreen = nil }
            stage.at(20) {
                leakyScreen = nil
                print(
                    Localized(
                        ko: "두 화면을 닫음. ProfileViewController가 아직 살아 있는가: \(leaked != nil)",
                        en: "both screens closed; ProfileViewController is still alive: \(leaked != nil)"))
            }
            // The leak this scene shows: the leak check finds the screen alive after the scene; then the
            // scene empties its dispose bag by hand (no app would), and nothing else may be left.
            stage.expectLeak(of: "ProfileViewController") { leaked?.disposeBag = DisposeBag() }
            stage.expect("nameLabel.text", "-n")
            stage.expect("fixedNameLabel.text", "-n")
            stage.expect("ProfileViewController.rx.deallocated", "")
            stage.expect("FixedProfileViewController.rx.deallocated", "--(x|)", values: ["x": "()"])
        },
        Scene("delegate-after-rx") { stage in
            let scrollView = stage.show(pagingScrollView(), as: "scrollView", properties: [])
            let screen = stage.show(PagesViewController(), as: "screen", properties: [])
            let bag = stage.disposeBag
            // @code delegate-after-rx
            scrollView.rx.didEndDecelerating
                .subscribe(onNext: { print("rx: didEndDecelerating") })
                .disposed(by: bag)
            // @end
            stage.record(scrollView.rx.didEndDecelerating, as: "rx.didEndDecelerating")
            stage.user(at: 10, Localized(ko: "1페이지로 스와이프", en: "swipe to page 1")) {
                scrollView.simulateSwipe(toPage: 1)
            }
            stage.at(20) {
                // @code set-delegate
                scrollView.delegate = screen
                // @end
            }
            stage.user(at: 30, Localized(ko: "2페이지로 스와이프", en: "swipe to page 2")) {
                scrollView.simulateSwipe(toPage: 2)
            }
            stage.at(40) {
                // @code touch-rx
                _ = scrollView.rx.contentOffset
                // @end
            }
            stage.user(at: 50, Localized(ko: "3페이지로 스와이프", en: "swipe to page 3")) {
                scrollView.simulateSwipe(toPage: 3)
            }
            stage.expect("rx.didEndDecelerating", "-x---x", values: ["x": "()"])
        },
        Scene("set-delegate") { stage in
            let scrollView = stage.show(pagingScrollView(), as: "scrollView", properties: [])
            let screen = stage.show(PagesViewController(), as: "screen", properties: [])
            let bag = stage.disposeBag
            stage.record(scrollView.rx.didEndDecelerating, as: "rx.didEndDecelerating")
            // @code rx-set-delegate
            scrollView.rx.setDelegate(screen)
                .disposed(by: bag)
            // @end
            stage.user(at: 10, Localized(ko: "1페이지로 스와이프", en: "swipe to page 1")) {
                scrollView.simulateSwipe(toPage: 1)
            }
            stage.user(at: 30, Localized(ko: "2페이지로 스와이프", en: "swipe to page 2")) {
                scrollView.simulateSwipe(toPage: 2)
            }
            stage.expect("rx.didEndDecelerating", "-x-x", values: ["x": "()"])
        },
        Scene("binder-error") { stage in
            let letters: TestableObservable<String> = try stage.scheduler.createHotObservable("-a-x-b")
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let fixedLabel = stage.show(UILabel(), as: "fixedLabel", properties: ["text"])
            let bag = stage.disposeBag
            stage.record(letters, as: "letters")
            // @code binder-error
            letters
                .flatMapLatest { letter in check(letter) }
                .bind(to: label.rx.text)
                .disposed(by: bag)
            // @end
            // @code binder-error-fixed
            letters
                .flatMapLatest { letter in
                    check(letter).catchAndReturn("?")
                }
                .bind(to: fixedLabel.rx.text)
                .disposed(by: bag)
            // @end
            stage.expect("label.text", "-A")
            stage.expect("binding error", "---#", error: "invalidLetter")
            stage.expect("fixedLabel.text", "-A-?-B")
        },
        Scene("bind-types") { stage in
            let name: TestableObservable<String> = try stage.scheduler.createHotObservable("-a--b")
            let nameLabel = stage.show(UILabel(), as: "nameLabel", properties: ["text"])
            let titleLabel = stage.show(UILabel(), as: "titleLabel", properties: ["text"])
            let saveButton = stage.show(UIButton(), as: "saveButton", properties: ["isEnabled"])
            let bag = stage.disposeBag
            // @code bind-types
            let shared = name.asObservable().share()
            shared
                .bind(to: nameLabel.rx.text, titleLabel.rx.text)
                .disposed(by: bag)
            shared
                .map { !$0.isEmpty }
                .bind(to: saveButton.rx.isEnabled)
                .disposed(by: bag)
            // @end
            stage.expect("nameLabel.text", "-a--b")
            stage.expect("titleLabel.text", "-a--b")
            stage.expect("saveButton.isEnabled", "-t--t", values: ["t": "true"])
        },
        Scene("reentrancy") { stage in
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let bag = stage.disposeBag
            // @code reentrancy
            let query = PublishRelay<String>()
            query
                .subscribe(onNext: { text in
                    if text != text.lowercased() {
                        query.accept(text.lowercased())
                    }
                })
                .disposed(by: bag)
            query
                .bind(to: label.rx.text)
                .disposed(by: bag)
            // @end
            stage.record(query, as: "query")
            stage.user(at: 10, Localized(ko: "A 입력", en: "type A")) { query.accept("A") }
            stage.expect("label.text", "-(aA)")
            stage.expect("query", "-(aA)")
        },
        Scene("reentrancy-fixed") { stage in
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let bag = stage.disposeBag
            let scheduler = stage.scheduler
            // @code reentrancy-fixed
            let query = PublishRelay<String>()
            query
                .observe(on: scheduler)  // on iOS: MainScheduler.asyncInstance
                .subscribe(onNext: { text in
                    if text != text.lowercased() {
                        query.accept(text.lowercased())
                    }
                })
                .disposed(by: bag)
            query
                .bind(to: label.rx.text)
                .disposed(by: bag)
            // @end
            stage.record(query, as: "query")
            stage.user(at: 10, Localized(ko: "A 입력", en: "type A")) { query.accept("A") }
            stage.expect("label.text", "-(Aa)")
            stage.expect("query", "-(Aa)")
        },
        Scene("two-threads") { stage in
            let bag = stage.disposeBag
            // @code two-threads
            let network = DispatchQueue(label: "network")
            let status = PublishRelay<String>()
            status
                .subscribe(onNext: { text in
                    print("▶ \(text)")
                    if text == "loading" {
                        // The response comes on the network thread
                        // while this one is still delivering "loading".
                        let response = DispatchGroup()
                        network.async(group: response) { status.accept("done") }
                        response.wait()
                    }
                    print("◀ \(text)")
                })
                .disposed(by: bag)
            // @end
            stage.record(status, as: "status")
            stage.user(at: 10, Localized(ko: "새로고침", en: "refresh")) { status.accept("loading") }
            stage.expect("status", "-(dl)", values: ["d": "done", "l": "loading"])
        },
        Scene("items-twice") { stage in
            let tableView = stage.show(UITableView(), as: "tableView", properties: [])
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let bag = stage.disposeBag
            // @code items-twice
            let letters = BehaviorRelay<[String]>(value: ["a", "b"])
            let digits = BehaviorRelay<[String]>(value: ["1"])
            letters
                .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                    _, item, cell in
                    cell.textLabel?.text = item
                }
                .disposed(by: bag)
            digits
                .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                    _, item, cell in
                    cell.textLabel?.text = item
                }
                .disposed(by: bag)
            // @end
            stage.record(letters, as: "letters", label: { $0.joined() })
            stage.record(digits, as: "digits", label: { $0.joined() })
            printRows(of: tableView)
            stage.at(20) {
                letters.accept(["a", "b", "c"])
                printRows(of: tableView)
            }
            stage.expect("letters", "a-b", values: ["a": "ab", "b": "abc"])
            stage.expect("digits", "1")
        },
        Scene("items-rebind") { stage in
            let screen = stage.show(ItemsViewController(), as: "screen", properties: [])
            let letters = BehaviorRelay<[String]>(value: ["a", "b"])
            let digits = BehaviorRelay<[String]>(value: ["1"])
            stage.record(letters, as: "letters", label: { $0.joined() })
            stage.record(digits, as: "digits", label: { $0.joined() })
            screen.loadViewIfNeeded()
            screen.showItems(letters.asObservable())
            printRows(of: screen.tableView)
            stage.at(20) {
                screen.showItems(digits.asObservable())
                printRows(of: screen.tableView)
            }
            stage.at(30) {
                letters.accept(["a", "b", "c"])
                printRows(of: screen.tableView)
            }
            stage.expect("letters", "a--b", values: ["a": "ab", "b": "abc"])
            stage.expect("digits", "1")
        },
    ])
