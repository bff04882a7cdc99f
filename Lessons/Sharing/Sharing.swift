import LessonKit
import RxSandbox

/// Scaffolding: the weather service of the scenes. `weather(for:)` is cold, like a network request:
/// each subscription prints a `GET`, is drawn on the `request` lane, and is answered 10 ms later
/// (then completes).
private final class WeatherService {
    unowned let stage: Stage
    /// How many requests were sent so far.
    let requestsSent = BehaviorRelay<Int>(value: 0)

    init(stage: Stage) {
        self.stage = stage
    }

    func weather(for city: String) -> Observable<String> {
        // @code create
        let request = Observable<String>.create { [stage, requestsSent] observer in
            print("GET /weather?city=\(city)")
            requestsSent.accept(requestsSent.value + 1)
            let answer = stage.scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
                observer.onNext("\(city) 21°")
                observer.onCompleted()
                return Disposables.create()
            }
            return Disposables.create { answer.dispose() }
        }
        // @end
        return stage.trace(request, as: "request")
    }
}

/// Scaffolding: a price feed that never ends. Each subscription is a connection (drawn on the
/// `connection` lane) that sends the price every 10 ms: 100 plus the tick divided by 10.
private func priceFeed(_ stage: Stage) -> Observable<String> {
    let feed = Observable<Int>.interval(.milliseconds(10), scheduler: stage.scheduler)
        .map { [unowned stage] _ in String(100 + stage.scheduler.clock / 10) }
    return stage.trace(feed, as: "connection")
}

/// The script of the price scenes: a screen shows the prices from tick 0, is closed at tick 30 and
/// opened again at tick 50; the scene ends at tick 70.
private func priceScreen(_ stage: Stage, _ prices: Observable<String>) {
    let priceLabel = stage.show(UILabel(), as: "priceLabel", properties: ["text"])
    let screen = SerialDisposable()
    screen.disposed(by: stage.disposeBag)
    screen.disposable = prices.bind(to: priceLabel.rx.text)
    stage.user(at: 30, Localized(ko: "화면 닫기", en: "close the screen")) {
        screen.disposable = Disposables.create()
    }
    stage.user(at: 50, Localized(ko: "화면 열기", en: "open the screen")) {
        screen.disposable = prices.bind(to: priceLabel.rx.text)
    }
    stage.end(at: 70)
}

/// Scaffolding: a weather screen whose view model makes its Driver in a computed property.
private final class WeatherViewModel {
    let service: WeatherService

    init(service: WeatherService) {
        self.service = service
    }

    // @code computed-driver
    var weather: Driver<String> {
        service.weather(for: "Seoul")
            .asDriver(onErrorJustReturn: "")
    }
    // @end
}

/// Scaffolding: the same view model with the Driver made once, when it is created.
private final class StoredWeatherViewModel {
    // @code stored-driver
    let weather: Driver<String>

    init(service: WeatherService) {
        weather = service.weather(for: "Seoul")
            .asDriver(onErrorJustReturn: "")
    }
    // @end
}

/// The two labels and the late label of the weather scenes, with the `requestsSent` lane.
private func weatherLabels(_ stage: Stage, _ service: WeatherService) -> (UILabel, UILabel, UILabel) {
    let labels = (
        stage.show(UILabel(), as: "firstLabel", properties: ["text"]),
        stage.show(UILabel(), as: "secondLabel", properties: ["text"]),
        stage.show(UILabel(), as: "lateLabel", properties: ["text"])
    )
    stage.record(service.requestsSent, as: "requestsSent")
    return labels
}

/// Hot and cold sequences, `share(replay:scope:)` and its two scopes, and a Driver that is made again
/// for each `drive` call.
let sharingLesson = Lesson(
    id: "sharing",
    title: Localized(ko: "공유: share와 Driver", en: "Sharing: share and Driver"),
    summary: Localized(
        ko: "콜드와 핫 시퀀스, share(replay:scope:)의 .whileConnected와 .forever, 늦은 구독자, "
            + "drive를 호출할 때마다 새로 만드는 Driver",
        en:
            "Cold and hot sequences, share(replay:scope:) with .whileConnected and .forever, late subscribers, "
            + "and a Driver made again for each drive call"
    ),
    scenes: [
        Scene("cold") { stage in
            let service = WeatherService(stage: stage)
            let (firstLabel, secondLabel, _) = weatherLabels(stage, service)
            let bag = stage.disposeBag
            stage.at(10) {
                // @code cold
                let weather = service.weather(for: "Seoul")
                weather.bind(to: firstLabel.rx.text).disposed(by: bag)
                weather.bind(to: secondLabel.rx.text).disposed(by: bag)
                // @end
            }
            stage.expect("firstLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("secondLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("requestsSent", "0(12)")
        },
        Scene("hot") { stage in
            let firstLabel = stage.show(UILabel(), as: "firstLabel", properties: ["text"])
            let lateLabel = stage.show(UILabel(), as: "lateLabel", properties: ["text"])
            let bag = stage.disposeBag
            // @code hot
            let cityTaps = PublishSubject<String>()
            cityTaps.bind(to: firstLabel.rx.text).disposed(by: bag)
            // @end
            stage.user(at: 10, Localized(ko: "Seoul 탭", en: "tap Seoul")) { cityTaps.onNext("Seoul") }
            stage.at(20) {
                // @code hot-late
                cityTaps.bind(to: lateLabel.rx.text).disposed(by: bag)
                // @end
            }
            stage.user(at: 30, Localized(ko: "Busan 탭", en: "tap Busan")) { cityTaps.onNext("Busan") }
            stage.expect("firstLabel.text", "-S-B", values: ["S": "Seoul", "B": "Busan"])
            stage.expect("lateLabel.text", "---B", values: ["B": "Busan"])
        },
        Scene("while-connected") { stage in
            let service = WeatherService(stage: stage)
            let (firstLabel, secondLabel, lateLabel) = weatherLabels(stage, service)
            let bag = stage.disposeBag
            // @code while-connected
            let weather = service.weather(for: "Seoul")
                .share(replay: 1, scope: .whileConnected)
            // @end
            stage.at(10) {
                // @code two-labels
                weather.bind(to: firstLabel.rx.text).disposed(by: bag)
                weather.bind(to: secondLabel.rx.text).disposed(by: bag)
                // @end
            }
            stage.at(40) {
                // @code late-label
                weather.bind(to: lateLabel.rx.text).disposed(by: bag)
                // @end
            }
            stage.expect("firstLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("secondLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("lateLabel.text", "-----a", values: ["a": "Seoul 21°"])
            stage.expect("requestsSent", "01--2")
        },
        Scene("forever") { stage in
            let service = WeatherService(stage: stage)
            let (firstLabel, secondLabel, lateLabel) = weatherLabels(stage, service)
            let bag = stage.disposeBag
            // @code forever
            let weather = service.weather(for: "Seoul")
                .share(replay: 1, scope: .forever)
            // @end
            stage.at(10) {
                weather.bind(to: firstLabel.rx.text).disposed(by: bag)
                weather.bind(to: secondLabel.rx.text).disposed(by: bag)
            }
            stage.at(40) { weather.bind(to: lateLabel.rx.text).disposed(by: bag) }
            stage.expect("firstLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("secondLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("lateLabel.text", "----a", values: ["a": "Seoul 21°"])
            stage.expect("requestsSent", "01")
        },
        Scene("reconnect-while-connected") { stage in
            // @code prices-while-connected
            let prices = priceFeed(stage)
                .share(replay: 1, scope: .whileConnected)
            // @end
            priceScreen(stage, prices)
            stage.expect(
                "priceLabel.text", "-ab---fg", values: ["a": "101", "b": "102", "f": "106", "g": "107"])
        },
        Scene("reconnect-forever") { stage in
            // @code prices-forever
            let prices = priceFeed(stage)
                .share(replay: 1, scope: .forever)
            // @end
            priceScreen(stage, prices)
            stage.expect(
                "priceLabel.text", "-ab--bfg", values: ["a": "101", "b": "102", "f": "106", "g": "107"])
        },
        Scene("driver-per-call", tracesChain: true) { stage in
            let service = WeatherService(stage: stage)
            let (firstLabel, secondLabel, _) = weatherLabels(stage, service)
            let viewModel = WeatherViewModel(service: service)
            let bag = stage.disposeBag
            stage.at(10) {
                // @code drive-twice
                viewModel.weather.drive(firstLabel.rx.text).disposed(by: bag)
                viewModel.weather.drive(secondLabel.rx.text).disposed(by: bag)
                // @end
            }
            stage.expect("firstLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("secondLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("requestsSent", "0(12)")
        },
        Scene("driver-stored", tracesChain: true) { stage in
            let service = WeatherService(stage: stage)
            let (firstLabel, secondLabel, lateLabel) = weatherLabels(stage, service)
            let viewModel = StoredWeatherViewModel(service: service)
            let bag = stage.disposeBag
            stage.at(10) {
                viewModel.weather.drive(firstLabel.rx.text).disposed(by: bag)
                viewModel.weather.drive(secondLabel.rx.text).disposed(by: bag)
            }
            stage.at(40) { viewModel.weather.drive(lateLabel.rx.text).disposed(by: bag) }
            stage.expect("firstLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("secondLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("lateLabel.text", "-----a", values: ["a": "Seoul 21°"])
            stage.expect("requestsSent", "01--2")
        },
    ])
