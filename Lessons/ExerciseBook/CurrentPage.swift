import ExerciseKit
import LessonKit
import RxSandbox

/// What the `current-page` exercise calls: the learner's `rx.currentPage` of a scroll view.
package protocol CurrentPageAnswer {
    static func currentPage(of scrollView: UIScrollView) -> Observable<Int>
}

/// A paged scroll view of four pages, each as wide as the view (320 points).
private func pager() -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentSize = CGSize(width: 4 * 320, height: 480)
    scrollView.isPagingEnabled = true
    return scrollView
}

/// The user flicks `scrollView` to `page` at `time`, as the user lane says.
private func flick(
    _ scrollView: @escaping () -> UIScrollView?, to page: Int, at time: TestTime, on stage: Stage
) {
    stage.user(at: time, Localized(ko: "\(page)페이지로 스와이프", en: "flick to \(page)")) {
        scrollView()?.simulateSwipe(toPage: page)
    }
}

extension Exercise {
    /// A custom Observable on `UIScrollView`: the page the content rests on, once per change, without
    /// keeping the scroll view alive.
    package static func currentPage<Answer: CurrentPageAnswer>(_: Answer.Type) -> Exercise {
        let swipes = ExerciseScenario(
            "swipes",
            summary: Localized(
                ko: "폭 320포인트, 네 페이지짜리 스크롤 뷰의 `rx.currentPage`를 구독합니다. 사용자가 20틱에 "
                    + "1페이지로, 40틱에 2페이지로 스와이프합니다.",
                en:
                    "`rx.currentPage` of a scroll view of four pages, 320 points wide, is subscribed. The user "
                    + "flicks to page 1 at tick 20 and to page 2 at tick 40."),
            expect: [.init("scrollView.rx.currentPage", "--1-2")]
        ) { stage in
            let scrollView = stage.show(pager(), as: "scrollView", properties: [])
            stage.record(Answer.currentPage(of: scrollView), as: "scrollView.rx.currentPage")
            flick({ scrollView }, to: 1, at: 20, on: stage)
            flick({ scrollView }, to: 2, at: 40, on: stage)
        }
        let samePage = ExerciseScenario(
            "same-page",
            summary: Localized(
                ko: "사용자가 10틱에 1페이지로 스와이프합니다. 30틱에는 2페이지 쪽으로 끌다가 충분히 가지 못해, "
                    + "콘텐츠가 다시 1페이지에 멈춥니다. 페이지가 바뀌지 않았으니 두 번째 1은 방출하지 않아야 합니다.",
                en:
                    "The user flicks to page 1 at tick 10. At tick 30 they drag towards page 2, not far "
                    + "enough, and the content comes back to rest on page 1: the page did not change, so no "
                    + "second 1 may be sent."),
            expect: [.init("scrollView.rx.currentPage", "-1")]
        ) { stage in
            let scrollView = stage.show(pager(), as: "scrollView", properties: [])
            stage.record(Answer.currentPage(of: scrollView), as: "scrollView.rx.currentPage")
            flick({ scrollView }, to: 1, at: 10, on: stage)
            stage.user(at: 30, Localized(ko: "스와이프, 1페이지로 복귀", en: "flick, back to 1")) {
                scrollView.simulateSwipe(
                    dragTo: CGPoint(x: 440, y: 0), restingAt: CGPoint(x: 320, y: 0))
            }
        }
        let scrolledInCode = ExerciseScenario(
            "scrolled-in-code",
            summary: Localized(
                ko: "사용자가 10틱에 1페이지로 스와이프합니다. 30틱에 앱이 코드로 3페이지까지 스크롤합니다"
                    + "(`contentOffset`을 설정합니다). 사용자의 스와이프가 아니니 아무것도 방출하지 않아야 합니다. "
                    + "50틱에 사용자가 2페이지로 스와이프합니다.",
                en:
                    "The user flicks to page 1 at tick 10. At tick 30 the app scrolls to page 3 in code (it "
                    + "sets `contentOffset`): no flick of the user's, so nothing may be sent. At tick 50 the "
                    + "user flicks to page 2."),
            expect: [.init("scrollView.rx.currentPage", "-1---2")]
        ) { stage in
            let scrollView = stage.show(pager(), as: "scrollView", properties: [])
            stage.record(Answer.currentPage(of: scrollView), as: "scrollView.rx.currentPage")
            flick({ scrollView }, to: 1, at: 10, on: stage)
            stage.at(30) { scrollView.contentOffset = CGPoint(x: 960, y: 0) }
            flick({ scrollView }, to: 2, at: 50, on: stage)
        }
        let twoSubscribers = ExerciseScenario(
            "two-subscribers",
            summary: Localized(
                ko: "`rx.currentPage`를 한 번 만들어, 페이지 표시가 0틱에 구독하고(`indicator`) 통계가 20틱에 "
                    + "구독합니다(`analytics`). 사용자가 10틱에 1페이지로, 30틱에 2페이지로, 50틱에 다시 1페이지로 "
                    + "스와이프합니다. 두 구독자는 각자 페이지가 바뀔 때마다 받아야 합니다. `analytics`는 구독할 때는 "
                    + "아무것도 받지 않고(페이지 변경은 이벤트이지, 다시 줄 값이 아닙니다), 30틱의 2와 50틱의 1을 "
                    + "받아야 합니다.",
                en:
                    "`rx.currentPage` is made once; a page indicator subscribes at tick 0 (`indicator`) and "
                    + "analytics at 20 (`analytics`). The user flicks to page 1 at 10, to page 2 at 30 and back "
                    + "to page 1 at 50. Each subscriber must get every change of page: `analytics` gets nothing "
                    + "when it subscribes (a change of page is an event, not a value to give again), then 2 "
                    + "at 30 and 1 at 50."),
            expect: [
                .init("indicator", "-1-2-1"),
                .init("analytics", "---2-1"),
            ]
        ) { stage in
            let scrollView = stage.show(pager(), as: "scrollView", properties: [])
            let currentPage = Answer.currentPage(of: scrollView)
            stage.record(currentPage, as: "indicator")
            stage.at(20) { stage.record(currentPage, as: "analytics") }
            flick({ scrollView }, to: 1, at: 10, on: stage)
            flick({ scrollView }, to: 2, at: 30, on: stage)
            flick({ scrollView }, to: 1, at: 50, on: stage)
        }
        let scrollViewReleased = ExerciseScenario(
            "scroll-view-released",
            summary: Localized(
                ko: "`rx.currentPage`를 구독한 채로, 사용자가 10틱에 1페이지로 스와이프하고, 화면이 30틱에 스크롤 "
                    + "뷰를 놓습니다. 구독은 장면이 끝날 때까지 살아 있습니다. RxCocoa의 이벤트처럼, 스크롤 뷰는 "
                    + "30틱에 해제되고 스트림은 그때 완료되어야 합니다.",
                en:
                    "While `rx.currentPage` is subscribed, the user flicks to page 1 at tick 10 and the screen "
                    + "lets go of the scroll view at tick 30; the subscription lives on to the end of the "
                    + "scene. As with RxCocoa's own events, the scroll view must be released at tick 30 and "
                    + "the stream complete then."),
            expect: [
                .init("scrollView.rx.currentPage", "-1-|"),
                .init("scrollView.rx.deallocated", "---(x|)", values: ["x": "()"]),
            ]
        ) { stage in
            var scrollView: UIScrollView? = pager()
            stage.watch(scrollView!, as: "scrollView")
            stage.record(Answer.currentPage(of: scrollView!), as: "scrollView.rx.currentPage")
            stage.record(scrollView!.rx.deallocated, as: "scrollView.rx.deallocated")
            flick({ scrollView }, to: 1, at: 10, on: stage)
            stage.letGo(of: "scrollView", at: 30) { scrollView = nil }
        }
        return Exercise(
            id: "current-page",
            title: Localized(ko: "스크롤 뷰의 현재 페이지", en: "A scroll view's current page"),
            lesson: "scroll-current-page",
            fileName: "CurrentPage.swift",
            visible: swipes,
            hidden: [samePage, scrolledInCode, twoSubscribers, scrollViewReleased],
            hints: [
                Localized(
                    ko: "`didEndDecelerating`은 사용자가 스와이프한 콘텐츠가 멈출 때 한 번 발생합니다. 그 순간의 "
                        + "`contentOffset.x`를 페이지 폭(스크롤 뷰의 폭)으로 나누면 페이지가 나옵니다.",
                    en:
                        "`didEndDecelerating` fires once when the content the user flicked comes to rest; "
                        + "`contentOffset.x` then, divided by the page width (the scroll view's width), is the page."
                ),
                Localized(
                    ko: "같은 페이지가 두 번 나오지 않게 하려면 `distinctUntilChanged()`를 붙이세요.",
                    en: "To keep the same page from coming twice, add `distinctUntilChanged()`."),
                Localized(
                    ko: "클로저에서 `self.base`를 쓰면 구독이 스크롤 뷰를 강하게 붙잡습니다. `[weak base = self.base]`로 "
                        + "약하게 캡처하세요.",
                    en:
                        "Reading `self.base` in the closure makes the subscription hold the scroll view strongly; "
                        + "capture it weakly with `[weak base = self.base]`."),
                Localized(
                    ko: "모양은 이렇습니다: `didEndDecelerating.compactMap { [weak base = self.base] _ -> Int? in … }"
                        + ".distinctUntilChanged()`. 클로저는 스크롤 뷰가 없으면 `nil`을, 있으면 "
                        + "`floor((x - w / 2) / w) + 1`을 `Int`로 돌려줍니다.",
                    en:
                        "The shape: `didEndDecelerating.compactMap { [weak base = self.base] _ -> Int? in … }"
                        + ".distinctUntilChanged()`; the closure returns `nil` when the scroll view is gone, otherwise "
                        + "`floor((x - w / 2) / w) + 1` as an `Int`."),
            ],
            mistakes: [
                KnownMistake(
                    "no-distinct", caughtBy: samePage,
                    when: .repeatsAValue(on: "scrollView.rx.currentPage"),
                    hint: Localized(
                        ko: "콘텐츠가 같은 페이지에 다시 멈췄을 때 같은 페이지가 또 방출되었다면, `distinctUntilChanged()`가 "
                            + "빠진 것입니다. `didEndDecelerating`은 멈출 때마다 발생하니, 페이지가 바뀔 때만 방출하려면 "
                            + "`distinctUntilChanged()`를 붙이세요.",
                        en:
                            "If the page was sent again when the content came back to rest on the same page, "
                            + "`distinctUntilChanged()` is missing: `didEndDecelerating` fires at every stop, so add "
                            + "`distinctUntilChanged()` to send only a change of page.")),
                KnownMistake(
                    "from-did-scroll", caughtBy: scrolledInCode,
                    when: .emits(on: "scrollView.rx.currentPage", at: [30]),
                    hint: Localized(
                        ko: "앱이 코드로 스크롤한 30틱에 페이지가 방출되었다면, 페이지를 `didScroll`에서 계산하고 있는 "
                            + "것입니다. `didScroll`은 `contentOffset`이 바뀔 때마다(코드로 바꿀 때도, 스와이프 도중에도) "
                            + "발생합니다. 콘텐츠가 멈췄을 때 한 번 발생하는 `didEndDecelerating`에서 페이지를 계산하세요.",
                        en:
                            "If a page was sent at tick 30, when the app scrolled in code, the page is computed on "
                            + "`didScroll`, which fires on every change of `contentOffset`, in code too, and all "
                            + "along a flick. Compute it from `didEndDecelerating`, which fires once, when the content "
                            + "has come to rest.")),
                KnownMistake(
                    "shares-the-last-page", caughtBy: twoSubscribers,
                    when: .lacksValue(on: "analytics", at: 30),
                    hint: Localized(
                        ko: "20틱에 구독한 `analytics`가 30틱의 페이지 변경을 받지 못했습니다. 마지막 페이지를 모든 구독이 "
                            + "함께 쓰는 변수에 두고 비교하고 있다면, 한 구독이 본 페이지를 다른 구독은 건너뜁니다. 변수를 "
                            + "없애고 `distinctUntilChanged()`를 쓰세요. 구독마다 자기 마지막 값을 따로 기억합니다.",
                        en:
                            "`analytics`, subscribed at tick 20, missed the change of page at 30. If your stream keeps "
                            + "the last page in a variable every subscription shares, a page one subscription saw is "
                            + "skipped for the other. Drop the variable and use `distinctUntilChanged()`, which keeps "
                            + "its own last value for each subscription.")),
                KnownMistake(
                    "replays-last-page", caughtBy: twoSubscribers, when: .emits(on: "analytics", at: [20]),
                    hint: Localized(
                        ko: "20틱에 구독한 `analytics`가 구독하자마자 그 전의 페이지를 받았습니다. 스트림이 마지막 요소를 "
                            + "다시 방출하고 있습니다(`share(replay: 1)`, `BehaviorRelay`, `startWith`). 페이지 변경은 "
                            + "이벤트이므로 구독할 때 아무것도 방출하지 않습니다. 공유하지 않아도 구독자마다 같은 변경을 "
                            + "받습니다.",
                        en:
                            "`analytics`, subscribed at tick 20, got an earlier page the moment it subscribed: your "
                            + "stream replays its last element (`share(replay: 1)`, a `BehaviorRelay`, `startWith`). "
                            + "A change of page is an event: nothing is emitted on subscription. You don't need to "
                            + "share it: every subscriber gets every change.")),
                KnownMistake(
                    "holds-scroll-view", caughtBy: scrollViewReleased,
                    when: .keepsAlive("scrollView"),
                    hint: Localized(
                        ko: "30틱에 스크롤 뷰가 해제되지 않았다면 구독이 스크롤 뷰를 붙잡고 있는 것입니다. 클로저가 "
                            + "`self.base`를 읽으면 구독이 스크롤 뷰를 붙잡고, 스크롤 뷰는 프록시를 통해 그 구독을 "
                            + "붙잡습니다(순환 참조). `[weak base = self.base]`로 캡처하고, 스크롤 뷰가 없을 때는 "
                            + "`compactMap`으로 건너뛰세요.",
                        en:
                            "If the scroll view was not released at tick 30, the subscription holds it: a closure "
                            + "that reads `self.base` holds the scroll view, which holds the subscription through its "
                            + "proxy, a cycle. Capture `[weak base = self.base]`, and skip the case where it is gone "
                            + "with `compactMap`.")),
            ])
    }
}
