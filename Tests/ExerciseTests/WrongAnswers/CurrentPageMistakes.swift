import ExerciseBook
import RxSandbox

/// `current-page` without `distinctUntilChanged()`: every stop sends its page, even the same page again.
enum PageWithoutDistinct: CurrentPageAnswer {
    static func currentPage(of scrollView: UIScrollView) -> Observable<Int> {
        scrollView.rx.didEndDecelerating
            .compactMap { [weak scrollView] _ -> Int? in
                guard let scrollView else { return nil }
                let pageWidth = scrollView.frame.width
                return Int(floor((scrollView.contentOffset.x - pageWidth / 2) / pageWidth) + 1)
            }
    }
}

/// `current-page` computed on `didScroll`: every change of the offset, in code too, can send a page.
enum PageFromDidScroll: CurrentPageAnswer {
    static func currentPage(of scrollView: UIScrollView) -> Observable<Int> {
        scrollView.rx.didScroll
            .compactMap { [weak scrollView] _ -> Int? in
                guard let scrollView else { return nil }
                let pageWidth = scrollView.frame.width
                return Int(floor((scrollView.contentOffset.x - pageWidth / 2) / pageWidth) + 1)
            }
            .distinctUntilChanged()
    }
}

/// `current-page` as the lesson's blog post writes it, with `distinctUntilChanged()`: the closure reads
/// the scroll view strongly (`self.base` in the extension), so the subscription keeps it alive.
enum PageHoldingTheScrollView: CurrentPageAnswer {
    static func currentPage(of scrollView: UIScrollView) -> Observable<Int> {
        let base = scrollView.rx.base
        return scrollView.rx.didEndDecelerating
            .map {
                let pageWidth = base.frame.width
                return Int(floor((base.contentOffset.x - pageWidth / 2) / pageWidth) + 1)
            }
            .distinctUntilChanged()
    }
}

/// `current-page` on every stop: the page is read both when the drag ends and when the content comes to
/// rest, "so that a flick that does not decelerate is not missed", with no `distinctUntilChanged`, so a
/// page is sent again whenever the content stops on it.
enum PageOnEveryStop: CurrentPageAnswer {
    static func currentPage(of scrollView: UIScrollView) -> Observable<Int> {
        Observable.merge(
            scrollView.rx.didEndDragging.map { _ in () }, scrollView.rx.didEndDecelerating.asObservable()
        )
        .compactMap { [weak scrollView] _ -> Int? in
            guard let scrollView else { return nil }
            let pageWidth = scrollView.frame.width
            return Int(floor((scrollView.contentOffset.x - pageWidth / 2) / pageWidth) + 1)
        }
    }
}

/// `current-page` with a distinct of its own: the last page sent is kept in a variable that every
/// subscription of the one stream shares, so a page one subscriber saw is skipped for the other.
enum PageRememberedInAVariable: CurrentPageAnswer {
    static func currentPage(of scrollView: UIScrollView) -> Observable<Int> {
        var lastPage: Int?
        return scrollView.rx.didEndDecelerating
            .compactMap { [weak scrollView] _ -> Int? in
                guard let scrollView else { return nil }
                let pageWidth = scrollView.frame.width
                let page = Int(floor((scrollView.contentOffset.x - pageWidth / 2) / pageWidth) + 1)
                guard page != lastPage else { return nil }
                lastPage = page
                return page
            }
    }
}

/// `current-page`, shared with a replay "so that every screen knows the page": a subscriber that comes
/// later gets the last page at once.
enum PageReplayingTheLast: CurrentPageAnswer {
    static func currentPage(of scrollView: UIScrollView) -> Observable<Int> {
        scrollView.rx.didEndDecelerating
            .compactMap { [weak scrollView] _ -> Int? in
                guard let scrollView else { return nil }
                let pageWidth = scrollView.frame.width
                return Int(floor((scrollView.contentOffset.x - pageWidth / 2) / pageWidth) + 1)
            }
            .distinctUntilChanged()
            .share(replay: 1)
    }
}
