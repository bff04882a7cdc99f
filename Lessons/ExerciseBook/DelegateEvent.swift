import ExerciseKit
import LessonKit
import RxSandbox

/// What the `delegate-event` exercise calls: the learner's `rx.textDidBeginEditing` of a search bar.
package protocol DelegateEventAnswer {
    static func textDidBeginEditing(of searchBar: UISearchBar) -> ControlEvent<Void>
}

extension Exercise {
    /// A ControlEvent made from a delegate call, through the delegate proxy: the app's delegate still
    /// gets the call, before the event.
    package static func delegateEvent<Answer: DelegateEventAnswer>(_: Answer.Type) -> Exercise {
        let editingBegins = ExerciseScenario(
            "editing-begins",
            summary: Localized(
                ko: "0틱에 `searchBar.rx.textDidBeginEditing`을 구독합니다. 사용자가 10틱에 검색창에 cafe를 입력하기 "
                    + "시작하고, 30틱에 검색 버튼을 탭하면 화면이 편집을 끝내고, 50틱에 다시 입력하기 시작합니다.",
                en:
                    "`searchBar.rx.textDidBeginEditing` is subscribed at tick 0. The user starts typing cafe "
                    + "in the search bar at 10, taps Search at 30 (the screen then ends editing), and starts "
                    + "typing again at 50."),
            expect: [.init("searchBar.rx.textDidBeginEditing", "-x---x", values: ["x": "()"])]
        ) { stage in
            let searchBar = stage.show(UISearchBar(), as: "searchBar", properties: ["text"])
            endsEditingOnSearch(searchBar, stage)
            stage.record(
                Answer.textDidBeginEditing(of: searchBar), as: "searchBar.rx.textDidBeginEditing")
            userSearches(searchBar, stage)
        }
        let appDelegate = ExerciseScenario(
            "app-delegate",
            summary: Localized(
                ko: "화면이 검색창의 델리게이트입니다. 편집이 시작되면 `recentLabel`에 최근 검색어를 보여 주고, "
                    + "검색 버튼을 탭하면 편집을 끝내고, 편집이 끝나면 레이블을 지웁니다. 그다음 "
                    + "`rx.textDidBeginEditing`을 구독합니다. 사용자는 10틱에 입력을 시작하고, 30틱에 검색 버튼을 탭하고, "
                    + "50틱에 다시 입력을 시작합니다. 화면의 델리게이트도 모든 호출을 계속 받아야 합니다.",
                en:
                    "The screen is the search bar's delegate: when editing begins it shows recent searches in "
                    + "`recentLabel`, when Search is tapped it ends editing, and when editing ends it clears "
                    + "the label. Then `rx.textDidBeginEditing` is subscribed. The user starts typing at 10, "
                    + "taps Search at 30, and starts typing again at 50. The screen's delegate must still get "
                    + "every call."),
            expect: [
                .init("recentLabel.text", "-r-n-r", values: ["r": recentSearches, "n": "nil"]),
                .init("searchBar.rx.textDidBeginEditing", "-x---x", values: ["x": "()"]),
            ]
        ) { stage in
            let screen = stage.show(SearchScreen(), as: "screen", properties: [])
            stage.show(screen.recentLabel, as: "recentLabel", properties: ["text"])
            let searchBar = stage.show(screen.searchBar, as: "searchBar", properties: ["text"])
            searchBar.delegate = screen
            stage.record(
                Answer.textDidBeginEditing(of: searchBar), as: "searchBar.rx.textDidBeginEditing")
            userSearches(searchBar, stage)
        }
        let afterTheDelegate = ExerciseScenario(
            "after-the-delegate",
            summary: Localized(
                ko: "앱의 델리게이트와 `rx.textDidBeginEditing`의 구독자가 호출을 받을 때마다 `calls`에 "
                    + "기록합니다(델리게이트는 `appDelegate`, 구독자는 `rx`). 사용자는 10틱에 입력을 시작합니다. RxCocoa의 "
                    + "이벤트처럼, 이벤트는 앱의 델리게이트가 호출을 처리한 뒤에 와야 합니다.",
                en:
                    "The app's delegate and a subscriber of `rx.textDidBeginEditing` each write to `calls` "
                    + "when they get the call (`appDelegate`, and `rx`). The user starts typing at 10. As with "
                    + "RxCocoa's events, the event must come after the app's delegate has handled the call."
            ),
            expect: [.init("calls", "-(dr)", values: ["d": "appDelegate", "r": "rx"])]
        ) { stage in
            let screen = stage.show(LoggingScreen(), as: "screen", properties: [])
            let searchBar = stage.show(screen.searchBar, as: "searchBar", properties: ["text"])
            searchBar.delegate = screen
            stage.record(screen.calls, as: "calls")
            Answer.textDidBeginEditing(of: searchBar)
                .subscribe(onNext: { [weak screen] in screen?.calls.onNext("rx") })
                .disposed(by: stage.disposeBag)
            stage.user(at: 10, typeCafe) { searchBar.simulateTyping("cafe") }
        }
        let twoSubscribers = ExerciseScenario(
            "two-subscribers",
            summary: Localized(
                ko: "`textDidBeginEditing`을 한 번 만들어 0틱에 구독하고, 20틱에 한 번 더 구독합니다"
                    + "(`textDidBeginEditing@20`). 사용자는 10틱에 입력을 시작하고, 30틱에 검색 버튼을 탭하면 화면이 "
                    + "편집을 끝냅니다. 50틱에 다시 입력을 시작합니다. 20틱에 구독한 쪽은 그 뒤의 50틱만 받아야 합니다.",
                en:
                    "`textDidBeginEditing` is made once and subscribed at tick 0, and again at 20 "
                    + "(`textDidBeginEditing@20`). The user starts typing at 10, taps Search at 30 (the screen "
                    + "then ends editing), and starts typing again at 50. The subscriber of 20 must get only "
                    + "the call after it subscribed, at 50."),
            expect: [
                .init("textDidBeginEditing", "-x---x", values: ["x": "()"]),
                .init("textDidBeginEditing@20", "-----x", values: ["x": "()"]),
            ]
        ) { stage in
            let searchBar = stage.show(UISearchBar(), as: "searchBar", properties: ["text"])
            endsEditingOnSearch(searchBar, stage)
            let textDidBeginEditing = Answer.textDidBeginEditing(of: searchBar)
            stage.record(textDidBeginEditing, as: "textDidBeginEditing")
            stage.at(20) { stage.record(textDidBeginEditing, as: "textDidBeginEditing@20") }
            userSearches(searchBar, stage)
        }
        let searchBarReleased = ExerciseScenario(
            "search-bar-released",
            summary: Localized(
                ko: "0틱에 `searchBar.rx.textDidBeginEditing`을 구독합니다. 사용자가 10틱에 입력을 시작하고, 30틱에 화면이 "
                    + "검색창을 놓습니다. 그때 검색창이 해제되고 이벤트는 완료되어야 합니다.",
                en:
                    "`searchBar.rx.textDidBeginEditing` is subscribed at tick 0. The user starts typing at 10; "
                    + "at 30 the screen lets go of the search bar. The search bar must be released then, and "
                    + "the event must complete."),
            expect: [
                .init("searchBar.rx.textDidBeginEditing", "-x-|", values: ["x": "()"]),
                .init("searchBar.rx.deallocated", "---(x|)", values: ["x": "()"]),
            ]
        ) { stage in
            var searchBar: UISearchBar? = UISearchBar()
            stage.watch(searchBar!, as: "searchBar")
            stage.record(
                Answer.textDidBeginEditing(of: searchBar!), as: "searchBar.rx.textDidBeginEditing")
            stage.record(searchBar!.rx.deallocated, as: "searchBar.rx.deallocated")
            stage.user(at: 10, typeCafe) { searchBar?.simulateTyping("cafe") }
            stage.letGo(of: "searchBar", at: 30) { searchBar = nil }
        }
        return Exercise(
            id: "delegate-event",
            title: Localized(ko: "델리게이트 호출을 ControlEvent로", en: "A delegate call as a ControlEvent"),
            lesson: "delegate-proxy",
            fileName: "DelegateEvent.swift",
            visible: editingBegins,
            hidden: [appDelegate, afterTheDelegate, twoSubscribers, searchBarReleased],
            hints: [
                Localized(
                    ko: "`rx.delegate`는 검색창의 델리게이트 프록시입니다. 프록시가 델리게이트 자리에 들어가, 호출마다 앱의 "
                        + "델리게이트에 전달하고, 그 호출을 옵저버블로도 내놓습니다.",
                    en:
                        "`rx.delegate` is the search bar's delegate proxy: it takes the delegate's place, passes each "
                        + "call on to the app's delegate, and offers the calls as observables."),
                Localized(
                    ko: "`delegate.methodInvoked(\"searchBarTextDidBeginEditing(_:)\")`는 앱의 델리게이트가 호출을 처리한 "
                        + "뒤에 호출의 인자(`[Any]`)를 방출합니다. `ControlEvent<Void>`에는 `()`가 필요하니 `map`으로 "
                        + "버리세요.",
                    en:
                        "`delegate.methodInvoked(\"searchBarTextDidBeginEditing(_:)\")` emits each call's arguments "
                        + "(`[Any]`) after the app's delegate has handled it; a `ControlEvent<Void>` needs `()`: "
                        + "`map` them away."),
                Localized(
                    ko:
                        "모양은 이렇습니다: `ControlEvent(events: delegate.methodInvoked(\"searchBarTextDidBeginEditing(_:)\")"
                        + ".map { _ in })`",
                    en:
                        "The shape: `ControlEvent(events: delegate.methodInvoked(\"searchBarTextDidBeginEditing(_:)\")"
                        + ".map { _ in })`"),
            ],
            mistakes: [
                KnownMistake(
                    "sent-message", caughtBy: afterTheDelegate,
                    when: .emits("rx", before: "appDelegate", on: "calls"),
                    hint: Localized(
                        ko: "`calls`에서 `rx`는 같은 틱에 `appDelegate` 다음에 와야 하는데, 먼저 왔습니다. 이벤트를 `sentMessage`로 "
                            + "만들었기 때문입니다. `sentMessage`는 호출이 델리게이트에 닿기 전에 방출합니다. RxCocoa의 이벤트는 "
                            + "델리게이트가 처리한 뒤에 방출하는 `methodInvoked`로 만들어서, 구독자가 델리게이트가 한 일을 볼 수 "
                            + "있습니다. `methodInvoked`를 쓰세요.",
                        en:
                            "In `calls`, `rx` must come after `appDelegate`, in the same tick, and it came first: your "
                            + "event is built on `sentMessage`, which emits before the call reaches the delegate. RxCocoa "
                            + "builds its events on `methodInvoked`, which emits after the delegate has handled the "
                            + "call, so a subscriber sees what the delegate did. Use `methodInvoked`.")),
                KnownMistake(
                    "replays-last-call", caughtBy: twoSubscribers,
                    when: .emits(on: "textDidBeginEditing@20", at: [20]),
                    hint: Localized(
                        ko: "20틱에 구독한 쪽이 구독하자마자 그 전의 호출을 받았습니다. 이벤트가 마지막 요소를 다시 방출하고 "
                            + "있습니다(`share(replay: 1)`, `BehaviorRelay`, `startWith`). ControlEvent는 구독할 때 아무것도 "
                            + "방출하지 않습니다. 공유하지 않아도 프록시가 모든 구독자에게 같은 호출을 전합니다.",
                        en:
                            "The subscriber of tick 20 got a call from before it subscribed, the moment it subscribed: "
                            + "your event replays its last element (`share(replay: 1)`, a `BehaviorRelay`, "
                            + "`startWith`). A ControlEvent emits nothing on subscription. You don't need to share it: "
                            + "the proxy hands every call to every subscriber.")),
            ])
    }
}

/// What the recent-searches label shows while the search text is edited.
private let recentSearches = "Recent: Seoul, Busan"

/// The user's typing, as the user lane labels it.
private let typeCafe = Localized(ko: "cafe 입력", en: "type cafe")

/// The user types cafe at 10, taps Search at 30 and types s at 50.
private func userSearches(_ searchBar: UISearchBar, _ stage: Stage) {
    stage.user(at: 10, typeCafe) { searchBar.simulateTyping("cafe") }
    stage.user(at: 30, Localized(ko: "검색 탭", en: "tap Search")) { searchBar.simulateSearchButtonTap() }
    stage.user(at: 50, Localized(ko: "s 입력", en: "type s")) { searchBar.simulateTyping("s") }
}

/// The screen's code: a tap on Search ends editing (UIKit ends it only when the app says so; the
/// simulated search bar ends it on Search by itself).
private func endsEditingOnSearch(_ searchBar: UISearchBar, _ stage: Stage) {
    searchBar.rx.searchButtonClicked
        .subscribe(onNext: { [weak searchBar] in searchBar?.resignFirstResponder() })
        .disposed(by: stage.disposeBag)
}

/// A search screen that is its search bar's delegate: it shows recent searches while the text is edited,
/// and ends editing when the user taps Search.
private final class SearchScreen: UIViewController, UISearchBarDelegate {
    let searchBar = UISearchBar()
    let recentLabel = UILabel()

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        recentLabel.text = recentSearches
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        recentLabel.text = nil
    }
}

/// A screen that is its search bar's delegate and writes `appDelegate` to `calls` each time editing
/// begins.
private final class LoggingScreen: UIViewController, UISearchBarDelegate {
    let searchBar = UISearchBar()
    let calls = PublishSubject<String>()

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        calls.onNext("appDelegate")
    }
}
