import LessonKit
import RxSandbox

/// Scaffolding: the search service of the search scene, answering 10 ms later (or failing at once
/// while the network is down).
private final class SearchService {
    unowned let stage: Stage
    var isDown = false
    let names = ["RxCocoa", "RxSwift", "SwiftUI"]

    init(stage: Stage) {
        self.stage = stage
    }

    func search(query: String) -> Observable<[String]> {
        let request = Observable<[String]>.deferred { [unowned self] in
            if isDown { return .error(LessonError.networkDown) }
            let found = names.filter { $0.lowercased().hasPrefix(query.lowercased()) }
            return Observable.just(found).delay(.milliseconds(10), scheduler: stage.scheduler)
        }
        return stage.trace(request, as: "request", label: rows)
    }
}

/// A list as a short label: `RxCocoa, RxSwift`, or `[]`.
private func rows(_ names: [String]) -> String {
    names.isEmpty ? "[]" : names.joined(separator: ", ")
}

/// The city field of a scene, and `observable`: the weather of each city the user enters.
private func weatherScreen(_ stage: Stage, _ service: WeatherAPI) -> (UITextField, Observable<String>) {
    let cityField = stage.show(UITextField(), as: "cityField", properties: [])
    // @code observable
    let observable = cityField.rx.text.orEmpty
        .filter { !$0.isEmpty }
        .flatMapLatest { city in service.weather(for: city) }
    // @end
    return (cityField, observable)
}

/// The script of the error scenes: the user enters a city at ticks 10, 40 and 60; the network is down
/// (offline) from tick 30 to tick 50.
private func failingNetwork(_ stage: Stage, _ cityField: UITextField) {
    stage.user(at: 10, "Seoul") { cityField.simulateReplacingText(with: "Seoul") }
    stage.at(30) {
        stage.network.isOffline = true
        print(Localized(ko: "네트워크 끊김", en: "the network goes down"))
    }
    stage.user(at: 40, "Busan") { cityField.simulateReplacingText(with: "Busan") }
    stage.at(50) {
        stage.network.isOffline = false
        print(Localized(ko: "네트워크 복구됨", en: "the network is back"))
    }
    stage.user(at: 60, "Jeju") { cityField.simulateReplacingText(with: "Jeju") }
}

/// The post's `subscribe` with its four callbacks.
private func subscribeToEverything(_ observable: Observable<String>, _ disposeBag: DisposeBag) {
    // @code subscribe
    observable
        .subscribe(
            onNext: { value in print("값: \(value)") },
            onError: { error in print("에러: \(error)") },
            onCompleted: { print("완료") },
            onDisposed: { print("해제됨") }
        )
        .disposed(by: disposeBag)
    // @end
}

/// `bind(to:)` and `drive()`: who may call them, what an error does to each, and how each shares
/// its source.
let bindVsDriveLesson = Lesson(
    id: "bind-vs-drive",
    title: Localized(ko: "bind(to:)와 drive()", en: "bind(to:) and drive()"),
    summary: Localized(
        ko: "subscribe, bind(to:), drive()를 비교합니다: 에러가 바인딩에 하는 일, Driver의 메인 스케줄러와 리소스 공유",
        en:
            "Compare subscribe, bind(to:) and drive(): what an error does to a binding, and a Driver's main scheduler and sharing"
    ),
    scenes: [
        Scene("subscribe") { stage in
            let subject = PublishSubject<String>()
            let observable = stage.trace(subject, as: "observable")
            subscribeToEverything(observable, stage.disposeBag)
            stage.at(10) { subject.onNext("a") }
            stage.at(20) { subject.onNext("b") }
            stage.at(30) { subject.onCompleted() }
            stage.expect("observable", "-ab|")
        },
        Scene("subscribe-error") { stage in
            let subject = PublishSubject<String>()
            let observable = stage.trace(subject, as: "observable")
            subscribeToEverything(observable, stage.disposeBag)
            stage.at(10) { subject.onNext("a") }
            stage.at(20) { subject.onError(LessonError.networkDown) }
            stage.expect("observable", "-a#", error: "networkDown")
        },
        Scene("callers") { stage in
            let subject = PublishSubject<String>()
            let observable = stage.trace(subject, as: "observable")
            let bindLabel = stage.show(UILabel(), as: "bindLabel", properties: ["text"])
            let driveLabel = stage.show(UILabel(), as: "driveLabel", properties: ["text"])
            let bag = stage.disposeBag
            // @code callers
            observable
                .bind(to: bindLabel.rx.text)
                .disposed(by: bag)

            let driver = observable.asDriver(onErrorJustReturn: "")
            driver
                .drive(driveLabel.rx.text)
                .disposed(by: bag)
            // @end
            stage.at(10) { subject.onNext("a") }
            stage.at(30) { subject.onNext("b") }
            stage.expect("bindLabel.text", "-a-b")
            stage.expect("driveLabel.text", "-a-b")
        },
        Scene("main-scheduler") { stage in
            let subject = PublishSubject<String>()
            let observable = subject.asObservable()
            let label = UILabel()
            let bag = stage.disposeBag
            // @code hop
            let driver = stage.trace(observable, as: "before asDriver")
                .asDriver(onErrorJustReturn: "")
            stage.record(driver, as: "after asDriver")
            driver
                .drive(label.rx.text)
                .disposed(by: bag)
            // @end
            stage.show(label, as: "label", properties: ["text"])
            stage.at(10) { subject.onNext("a") }
            stage.at(30) { subject.onNext("b") }
            stage.expect("before asDriver", "-a-b")
            stage.expect("after asDriver", "-a-b")
        },
        Scene("bind-error") { stage in
            let service = WeatherAPI(stage: stage)
            let (cityField, observable0) = weatherScreen(stage, service)
            let observable = stage.trace(observable0, as: "observable")
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let bag = stage.disposeBag
            // @code bind-error
            observable
                .bind(to: label.rx.text)
                .disposed(by: bag)
            // @end
            stage.showNetwork()
            failingNetwork(stage, cityField)
            stage.expect("label.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("binding error", "----#", error: "networkDown")
        },
        Scene("catch") { stage in
            let service = WeatherAPI(stage: stage)
            let (cityField, observable0) = weatherScreen(stage, service)
            let observable = stage.trace(observable0, as: "observable")
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let bag = stage.disposeBag
            // @code catch
            observable
                .catch { _ in .just("에러 발생") }
                .bind(to: label.rx.text)
                .disposed(by: bag)
            // @end
            stage.showNetwork()
            failingNetwork(stage, cityField)
            stage.expect("label.text", "--a-e", values: ["a": "Seoul 21°", "e": "에러 발생"])
        },
        Scene("as-driver") { stage in
            let service = WeatherAPI(stage: stage)
            let (cityField, observable0) = weatherScreen(stage, service)
            let observable = stage.trace(observable0, as: "observable")
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let bag = stage.disposeBag
            // @code as-driver
            observable
                .asDriver(onErrorJustReturn: "에러 발생")
                .drive(label.rx.text)
                .disposed(by: bag)
            // @end
            stage.showNetwork()
            failingNetwork(stage, cityField)
            stage.expect("label.text", "--a-e", values: ["a": "Seoul 21°", "e": "에러 발생"])
        },
        Scene("as-driver-drive-with") { stage in
            let service = WeatherAPI(stage: stage)
            let (cityField, observable0) = weatherScreen(stage, service)
            let observable = stage.trace(observable0, as: "observable")
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let bag = stage.disposeBag
            // @code as-driver-drive-with
            let weather =
                observable
                .asDriver(onErrorDriveWith: .empty())
            // @end
            stage.record(weather, as: "weather")
            weather
                .drive(label.rx.text)
                .disposed(by: bag)
            stage.showNetwork()
            failingNetwork(stage, cityField)
            stage.expect("weather", "--a-|", values: ["a": "Seoul 21°"])
            stage.expect("label.text", "--a", values: ["a": "Seoul 21°"])
        },
        Scene("as-driver-recover") { stage in
            let service = WeatherAPI(stage: stage)
            let (cityField, observable0) = weatherScreen(stage, service)
            let observable = stage.trace(observable0, as: "observable")
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let bag = stage.disposeBag
            // @code as-driver-recover
            observable
                .asDriver(onErrorRecover: { error in
                    return .just("에러: \(error)")
                })
                .drive(label.rx.text)
                .disposed(by: bag)
            // @end
            stage.showNetwork()
            failingNetwork(stage, cityField)
            stage.expect("label.text", "--a-e", values: ["a": "Seoul 21°", "e": "에러: networkDown"])
        },
        Scene("search") { stage in
            let searchBar = stage.show(UISearchBar(), as: "searchBar", properties: [])
            let apiService = SearchService(stage: stage)
            // @code search
            let searchResults = searchBar.rx.text.orEmpty
                .filter { !$0.isEmpty }
                .flatMapLatest { text in
                    return apiService.search(query: text)
                        .catchAndReturn([])
                }
                .asDriver(onErrorJustReturn: [])
            // @end
            stage.record(searchResults, as: "searchResults", label: rows)
            stage.user(at: 10, Localized(ko: "rx 입력", en: "type rx")) { searchBar.simulateTyping("rx") }
            stage.at(30) {
                apiService.isDown = true
                print(Localized(ko: "네트워크 끊김", en: "the network goes down"))
            }
            stage.user(at: 40, Localized(ko: "s 입력", en: "type s")) { searchBar.simulateTyping("s") }
            stage.at(50) {
                apiService.isDown = false
                print(Localized(ko: "네트워크 복구됨", en: "the network is back"))
            }
            stage.user(at: 60, Localized(ko: "w 입력", en: "type w")) { searchBar.simulateTyping("w") }
            stage.expect(
                "searchResults", "--a-e--b", values: ["a": "RxCocoa, RxSwift", "e": "[]", "b": "RxSwift"])
        },
        Scene("bind-twice", tracesChain: true) { stage in
            let service = WeatherAPI(stage: stage)
            let (cityField, observable) = weatherScreen(stage, service)
            let firstLabel = stage.show(UILabel(), as: "firstLabel", properties: ["text"])
            let secondLabel = stage.show(UILabel(), as: "secondLabel", properties: ["text"])
            stage.record(service.requestsSent, as: "service.requestsSent")
            stage.showNetwork()
            let bag = stage.disposeBag
            // @code bind-twice
            observable.bind(to: firstLabel.rx.text).disposed(by: bag)
            observable.bind(to: secondLabel.rx.text).disposed(by: bag)
            // @end
            stage.user(at: 10, "Seoul") { cityField.simulateReplacingText(with: "Seoul") }
            stage.expect("firstLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("secondLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("service.requestsSent", "0(12)")
        },
        Scene("share-replay", tracesChain: true) { stage in
            let service = WeatherAPI(stage: stage)
            let (cityField, observable) = weatherScreen(stage, service)
            let firstLabel = stage.show(UILabel(), as: "firstLabel", properties: ["text"])
            let secondLabel = stage.show(UILabel(), as: "secondLabel", properties: ["text"])
            let lateLabel = stage.show(UILabel(), as: "lateLabel", properties: ["text"])
            stage.record(service.requestsSent, as: "service.requestsSent")
            stage.showNetwork()
            let bag = stage.disposeBag
            // @code share-replay
            let sharedObservable = observable.share(replay: 1)
            sharedObservable.bind(to: firstLabel.rx.text).disposed(by: bag)
            sharedObservable.bind(to: secondLabel.rx.text).disposed(by: bag)
            // @end
            stage.user(at: 10, "Seoul") { cityField.simulateReplacingText(with: "Seoul") }
            stage.at(40) {
                // @code late
                sharedObservable.bind(to: lateLabel.rx.text).disposed(by: bag)
                // @end
            }
            stage.expect("firstLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("lateLabel.text", "----a", values: ["a": "Seoul 21°"])
            stage.expect("service.requestsSent", "01")
        },
        Scene("driver-shares") { stage in
            let service = WeatherAPI(stage: stage)
            let (cityField, observable) = weatherScreen(stage, service)
            let firstLabel = stage.show(UILabel(), as: "firstLabel", properties: ["text"])
            let secondLabel = stage.show(UILabel(), as: "secondLabel", properties: ["text"])
            let lateLabel = stage.show(UILabel(), as: "lateLabel", properties: ["text"])
            stage.record(service.requestsSent, as: "service.requestsSent")
            stage.showNetwork()
            let bag = stage.disposeBag
            // @code driver-shares
            let driver = observable.asDriver(onErrorJustReturn: "")
            driver.drive(firstLabel.rx.text).disposed(by: bag)
            driver.drive(secondLabel.rx.text).disposed(by: bag)
            // @end
            stage.user(at: 10, "Seoul") { cityField.simulateReplacingText(with: "Seoul") }
            stage.at(40) {
                // @code driver-late
                driver.drive(lateLabel.rx.text).disposed(by: bag)
                // @end
            }
            stage.expect("firstLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("lateLabel.text", "----a", values: ["a": "Seoul 21°"])
            stage.expect("service.requestsSent", "01")
        },
    ])
