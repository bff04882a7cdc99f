// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 003 ("RxSwift(6)-RxCocoa(bind, drive, DelegateProxy)"), the snippets about subscribe, bind(to:)
// and drive(), as the seed writes them, inside the screen they belong to. (Its quotes of RxCocoa's own
// `bind(to:)` and `drive` are provided by the sandbox.) The scaffolding is marked.
import RxSandbox

// Scaffolding: a search service that answers with a list of results.
final class APIService {
    var results: [String: [String]] = [:]
    func search(query: String) -> Observable<[String]> {
        Observable.just(results[query] ?? [])
    }
}

// Scaffolding: the service the search snippet calls.
let apiService = APIService()

// Scaffolding: the lines the snippets print, kept so a test can read them (this `print` hides the
// standard library's in this module).
var printedLines: [String] = []

func print(_ text: String) {
    printedLines.append(text)
}

final class BindAndDriveViewController: UIViewController {
    // Scaffolding: the sequences, observers and controls the snippets use.
    var observable = PublishSubject<String>()
    let observer = PublishSubject<String>()
    let searchBar = UISearchBar()
    let label = UILabel()
    let firstLabel = UILabel()
    let secondLabel = UILabel()
    let disposeBag = DisposeBag()

    /// "반응형 프로그래밍의 기본: subscribe".
    func subscribeToEverything() {
        observable
            .subscribe(
                onNext: { value in print("값: \(value)") },
                onError: { error in print("에러: \(error)") },
                onCompleted: { print("완료") },
                onDisposed: { print("해제됨") }
            )
            .disposed(by: disposeBag)
    }

    /// "Observable을 Driver로 변환".
    func makeSearchResults() -> Driver<[String]> {
        let searchResults = searchBar.rx.text.orEmpty
            .filter { !$0.isEmpty }
            .flatMapLatest { text in
                return apiService.search(query: text)
                    .catchErrorJustReturn([])  // 에러 처리
            }
            .asDriver(onErrorJustReturn: [])  // Driver로 변환
        return searchResults
    }

    /// "1. 호출 대상의 차이". (The seed drops the subscriptions, as here: they end when `observable` does.)
    func callers() {
        let driver = observable.asDriver(onErrorJustReturn: "")  // Scaffolding: the driver the snippet names.
        // bind(to:)는 일반 Observable에서 호출
        observable.bind(to: observer)

        // drive()는 Driver에서만 호출 가능
        driver.drive(observer)
    }

    /// "2. 에러 처리 방식": bind(to:) after a manual catch.
    func bindWithManualCatch() {
        // bind(to:)는 에러를 자동으로 처리하지 않음
        // 에러 발생 시 구독이 종료되어 UI 업데이트 중단
        observable
            .catchError { _ in .just("에러 발생") }  // 수동 에러 처리 필요
            .bind(to: label.rx.text)
    }

    /// "2. 에러 처리 방식": drive() after asDriver(onErrorJustReturn:).
    func driveWithFallback() {
        // drive()는 Observable → Driver 변환 시 에러 처리 방식 지정
        observable
            .asDriver(onErrorJustReturn: "에러 발생")  // 선제적 에러 처리
            .drive(label.rx.text)
    }

    /// "3. 리소스 공유 측면": share(replay:) for bind(to:).
    func bindShared() {
        // bind(to:)는 기본 공유 기능 없음
        let sharedObservable = observable.share(replay: 1)
        sharedObservable.bind(to: firstLabel.rx.text)
        sharedObservable.bind(to: secondLabel.rx.text)
    }

    /// "3. 리소스 공유 측면": a Driver shares by itself.
    func driveShared() {
        // drive()는 자동으로 리소스 공유
        let driver = observable.asDriver(onErrorJustReturn: "")
        driver.drive(firstLabel.rx.text)
        driver.drive(secondLabel.rx.text)  // 원본 Observable은 한 번만 실행
    }
}
