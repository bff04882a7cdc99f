import LessonKit
import RxSandbox

// @code current-page
extension Reactive where Base: UIScrollView {
    var currentPage: Observable<Int> {
        return didEndDecelerating.map({
            let pageWidth = self.base.frame.width
            let page = floor((self.base.contentOffset.x - pageWidth / 2) / pageWidth) + 1
            return Int(page)
        })
    }
}
// @end

/// The view model's input the page index goes to (from a Korean post on extending `Reactive`).
private final class PagerInput {
    let currentIndex = BehaviorRelay<Int>(value: 0)
}

/// A scroll view of four pages, each as wide as the view (320 points).
private func makePager(paging: Bool = true) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentSize = CGSize(width: 4 * 320, height: 480)
    scrollView.isPagingEnabled = paging
    return scrollView
}

/// The x of a point, without a fractional part when it has none (`320`, `160.5`).
private func xLabel(_ point: CGPoint) -> String {
    let x = Double(point.x)
    return x == x.rounded() ? String(Int(x)) : String(x)
}

/// A page index built on a delegate event: a custom Observable on `UIScrollView`.
let scrollCurrentPage = Lesson(
    id: "scroll-current-page",
    title: Localized(ko: "스크롤 뷰의 현재 페이지", en: "A scroll view's current page"),
    summary: Localized(
        ko: "didEndDecelerating으로 UIScrollView의 현재 페이지를 Observable로 만들고 뷰 모델에 바인딩합니다",
        en: "Make a scroll view's current page an Observable from didEndDecelerating; bind it to a view model"
    ),
    scenes: [
        Scene("current-page") { stage in
            let scrollView = stage.show(makePager(), as: "scrollView", properties: [])
            let input = PagerInput()
            let bag = stage.disposeBag
            stage.record(scrollView.rx.contentOffset, as: "contentOffset.x", label: xLabel)
            stage.record(scrollView.rx.didEndDecelerating, as: "didEndDecelerating")
            stage.record(scrollView.rx.currentPage, as: "currentPage")
            stage.record(scrollView.rx.currentPage.distinctUntilChanged(), as: "distinctUntilChanged")
            // @code bind-current-page
            scrollView.rx.currentPage
                .distinctUntilChanged()
                .bind(to: input.currentIndex)
                .disposed(by: bag)
            // @end
            stage.record(input.currentIndex, as: "input.currentIndex")
            stage.user(at: 20, Localized(ko: "1페이지로 스와이프", en: "flick to 1")) {
                scrollView.simulateSwipe(toPage: 1)
            }
            stage.user(at: 40, Localized(ko: "2페이지로 스와이프", en: "flick to 2")) {
                scrollView.simulateSwipe(toPage: 2)
            }
            stage.user(at: 60, Localized(ko: "스와이프, 2페이지로 복귀", en: "flick, back to 2")) {
                scrollView.simulateSwipe(dragTo: CGPoint(x: 760, y: 0), restingAt: CGPoint(x: 640, y: 0))
            }
            stage.user(at: 80, Localized(ko: "1페이지로 스와이프", en: "flick to 1")) {
                scrollView.simulateSwipe(toPage: 1)
            }
            stage.expect("didEndDecelerating", "--x-x-x-x", values: ["x": "()"])
            stage.expect("currentPage", "--1-2-2-1")
            stage.expect("distinctUntilChanged", "--1-2---1")
            stage.expect("input.currentIndex", "0-1-2---1")
        },
        Scene("page-formula") { stage in
            let scrollView = stage.show(makePager(paging: false), as: "scrollView", properties: [])
            let bag = stage.disposeBag
            stage.record(scrollView.rx.contentOffset, as: "contentOffset.x", label: xLabel)
            // @code page-formula
            scrollView.rx.currentPage
                .subscribe(onNext: { page in
                    let x = scrollView.contentOffset.x
                    print(Localized(ko: "x = \(x) → \(page)페이지", en: "x = \(x) → page \(page)"))
                })
                .disposed(by: bag)
            // @end
            stage.record(scrollView.rx.currentPage, as: "currentPage")
            for (index, x) in [150, 170, 470, 490, 960].enumerated() {
                let time = TestTime(20 + 20 * index)
                stage.user(at: time, Localized(ko: "\(x)까지 스와이프", en: "flick to \(x)")) {
                    scrollView.simulateSwipe(
                        dragTo: CGPoint(x: CGFloat(x) + 40, y: 0), restingAt: CGPoint(x: CGFloat(x), y: 0))
                }
            }
            stage.expect("currentPage", "--0-1-1-2-3")
        },
        Scene("did-scroll") { stage in
            let scrollView = stage.show(makePager(), as: "scrollView", properties: [])
            stage.record(scrollView.rx.contentOffset, as: "contentOffset.x", label: xLabel)
            // @code did-scroll
            let pageWhileScrolling = scrollView.rx.didScroll
                .map { _ -> Int in
                    let pageWidth = scrollView.frame.width
                    let page = floor((scrollView.contentOffset.x - pageWidth / 2) / pageWidth) + 1
                    return Int(page)
                }
            // @end
            stage.record(pageWhileScrolling, as: "pageWhileScrolling")
            stage.record(scrollView.rx.didEndDragging, as: "didEndDragging")
            stage.record(scrollView.rx.didEndDecelerating, as: "didEndDecelerating")
            stage.record(scrollView.rx.currentPage, as: "currentPage")
            stage.user(at: 20, Localized(ko: "2페이지로 스와이프", en: "flick to 2")) {
                scrollView.simulateSwipe(toPage: 2)
            }
            stage.user(at: 60, Localized(ko: "스와이프, 2페이지로 복귀", en: "flick, back to 2")) {
                scrollView.simulateSwipe(dragTo: CGPoint(x: 840, y: 0), restingAt: CGPoint(x: 640, y: 0))
            }
            stage.user(at: 100, Localized(ko: "3페이지까지 드래그, 스와이프 없음", en: "drag to 3, no flick")) {
                scrollView.simulateDrag(to: CGPoint(x: 960, y: 0))
            }
            stage.expect("pageWhileScrolling", "--(12)(32)3")
            stage.expect("didEndDragging", "--t---t---f", values: ["t": "true", "f": "false"])
            stage.expect("currentPage", "--2---2")
        },
        Scene("keeps-alive") { stage in
            var scrollView: UIScrollView? = makePager()
            let input = PagerInput()
            var bag: DisposeBag? = DisposeBag()
            stage.record(scrollView!.rx.deallocated, as: "scrollView.rx.deallocated")
            // @code keeps-alive
            scrollView!.rx.currentPage
                .distinctUntilChanged()
                .bind(to: input.currentIndex)
                .disposed(by: bag!)

            stage.at(30) { scrollView = nil }  // nothing else holds the scroll view now
            stage.at(50) { bag = nil }  // the screen's bag goes away with the screen
            // @end
            stage.at(30) { print("scrollView = nil") }
            stage.at(50) { print("bag = nil") }
            stage.record(input.currentIndex, as: "input.currentIndex")
            stage.user(at: 10, Localized(ko: "1페이지로 스와이프", en: "flick to 1")) {
                scrollView?.simulateSwipe(toPage: 1)
            }
            stage.expect("input.currentIndex", "01")
            stage.expect("scrollView.rx.deallocated", "-----(x|)", values: ["x": "()"])
        },
    ])
