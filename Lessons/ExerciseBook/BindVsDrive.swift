import ExerciseKit
import LessonKit
import RxSandbox

/// What the `bind-vs-drive` exercise calls: the learner's binding of each city's weather to a label.
package protocol BindVsDriveAnswer {
    static func showWeather(of cities: Observable<String>, using service: WeatherService, on label: UILabel)
        -> Disposable
}

extension Exercise {
    /// A failed request must not stop the screen: no error reaches the binder, and the next city still
    /// shows its weather.
    package static func bindVsDrive<Answer: BindVsDriveAnswer>(_: Answer.Type) -> Exercise {
        let citiesScenario = ExerciseScenario(
            "cities",
            summary: Localized(
                ko: "사용자가 10틱에 Seoul, 40틱에 Busan을 입력합니다. 요청은 10틱 뒤에 답하므로, 레이블은 20틱에 "
                    + "`Seoul 21°`, 50틱에 `Busan 21°`를 보여 줍니다.",
                en:
                    "The user enters Seoul at tick 10 and Busan at tick 40; each request answers 10 ticks "
                    + "later, so the label shows `Seoul 21°` at tick 20 and `Busan 21°` at tick 50."),
            expect: [
                .init("weatherLabel.text", "--a--b", values: ["a": "Seoul 21°", "b": "Busan 21°"])
            ]
        ) { stage in
            let (cityField, _) = weatherScreen(stage, Answer.self)
            enterCity("Seoul", at: 10, in: cityField, stage)
            enterCity("Busan", at: 40, in: cityField, stage)
        }
        let requestFails = ExerciseScenario(
            "request-fails",
            summary: Localized(
                ko: "사용자가 10틱에 Seoul을 입력합니다. 30틱에 네트워크가 끊기고, 40틱에 입력한 Busan의 요청은 바로 "
                    + "실패합니다. 레이블은 40틱에 `?`를 보여 줘야 하고, 레이블에 에러가 도착하면 안 됩니다.",
                en:
                    "The user enters Seoul at tick 10; the network goes down at tick 30, and the request for "
                    + "Busan, entered at tick 40, fails at once. The label must show `?` at tick 40, and no "
                    + "error may reach it."),
            expect: [.init("weatherLabel.text", "--a-e", values: ["a": "Seoul 21°", "e": "?"])]
        ) { stage in
            let (cityField, service) = weatherScreen(stage, Answer.self)
            stage.record(service.isDown, as: "service.isDown")
            enterCity("Seoul", at: 10, in: cityField, stage)
            stage.at(30) { service.isDown.accept(true) }
            enterCity("Busan", at: 40, in: cityField, stage)
        }
        let nextCityAfterFailure = ExerciseScenario(
            "next-city-after-failure",
            summary: Localized(
                ko: "앞의 시나리오처럼 40틱에 Busan의 요청이 실패합니다. 50틱에 네트워크가 돌아오고, 사용자가 60틱에 "
                    + "Jeju를 입력합니다. 레이블은 70틱에 `Jeju 21°`를 보여 줘야 합니다. 요청 하나가 실패해도 화면은 "
                    + "멈추지 않습니다.",
                en:
                    "As before, the request for Busan fails at tick 40; the network is back at tick 50, and "
                    + "the user enters Jeju at tick 60. The label must show `Jeju 21°` at tick 70: one failed "
                    + "request does not stop the screen."),
            expect: [
                .init(
                    "weatherLabel.text", "--a-e--j",
                    values: ["a": "Seoul 21°", "e": "?", "j": "Jeju 21°"])
            ]
        ) { stage in
            let (cityField, service) = weatherScreen(stage, Answer.self)
            stage.record(service.isDown, as: "service.isDown")
            enterCity("Seoul", at: 10, in: cityField, stage)
            stage.at(30) { service.isDown.accept(true) }
            enterCity("Busan", at: 40, in: cityField, stage)
            stage.at(50) { service.isDown.accept(false) }
            enterCity("Jeju", at: 60, in: cityField, stage)
        }
        return Exercise(
            id: "bind-vs-drive",
            title: Localized(
                ko: "요청이 실패해도 멈추지 않는 날씨 화면", en: "A weather screen that survives a failed request"),
            lesson: "bind-vs-drive",
            fileName: "BindVsDrive.swift",
            visible: citiesScenario,
            hidden: [requestFails, nextCityAfterFailure],
            hints: [
                Localized(
                    ko: "에러는 자신이 지나가는 시퀀스를 끝내고, 그 시퀀스 위에 만든 것도 모두 끝냅니다. 에러는 어디에서 "
                        + "생길까요? `flatMapLatest` 안의 요청 하나에서 생깁니다.",
                    en:
                        "An error ends the sequence it passes through, and everything built on it. Where does the "
                        + "error start? In one request, inside `flatMapLatest`."),
                Localized(
                    ko: "에러를 거기서, `flatMapLatest`가 보기 전에 요청에서 잡으세요: "
                        + "`service.weather(for: city).catchAndReturn(\"?\")`. 그러면 도시 스트림은 에러를 방출하지 "
                        + "않습니다. 그 뒤의 Driver(`asDriver(onErrorJustReturn: \"?\")`와 `drive`)는 메인 스레드와 공유를 "
                        + "더하는 안전망입니다.",
                    en: "Catch it there, on the request, before `flatMapLatest` sees it: "
                        + "`service.weather(for: city).catchAndReturn(\"?\")`. The city stream then never errors; a "
                        + "Driver after it (`asDriver(onErrorJustReturn: \"?\")`, then `drive`) is a safety net that "
                        + "adds the main thread and sharing."),
                Localized(
                    ko: "모양은 이렇습니다: `cities.flatMapLatest { city in service.weather(for: city)"
                        + ".catchAndReturn(\"?\") }.asDriver(onErrorJustReturn: \"?\").drive(weatherLabel.rx.text)`",
                    en: "The shape: `cities.flatMapLatest { city in service.weather(for: city)"
                        + ".catchAndReturn(\"?\") }.asDriver(onErrorJustReturn: \"?\").drive(weatherLabel.rx.text)`"
                ),
            ],
            mistakes: [
                KnownMistake(
                    "error-reaches-binder", caughtBy: requestFails, when: .errorReachesBinder,
                    hint: Localized(
                        ko: "Busan의 요청이 실패했을 때 레이블이 `?`를 보여 주지 않았습니다. `bind(to:)`만 쓰면 요청의 에러가 "
                            + "체인을 따라 레이블의 Binder까지 갑니다(`바인딩 에러` 레인). iOS라면 디버그 빌드가 거기서 멈추고, "
                            + "바인딩은 사라집니다. 에러가 레이블에 닿기 전에 `?`로 바꾸세요. 요청에 "
                            + "`catchAndReturn(\"?\")`를 붙이거나, `asDriver(onErrorJustReturn: \"?\")`로 Driver를 만들어 "
                            + "`drive`하면 됩니다.",
                        en:
                            "When the request for Busan failed, the label did not show `?`. With a plain `bind(to:)`, "
                            + "the request's error goes down the chain to the label's binder (the `binding error` "
                            + "lane): on iOS a debug build stops there, and the binding is gone. Turn the failure into "
                            + "`?` before it reaches the label: `catchAndReturn(\"?\")` on the request, or a Driver "
                            + "made with `asDriver(onErrorJustReturn: \"?\")`, then `drive`.")),
                KnownMistake(
                    "catches-outside-flatmap", caughtBy: nextCityAfterFailure,
                    when: .all(
                        .emits("?", on: "weatherLabel.text"), .lacksValue(on: "weatherLabel.text", at: 70)),
                    hint: Localized(
                        ko: "요청이 실패한 뒤에 입력한 Jeju의 날씨가 레이블에 오지 않았습니다. 도시 체인이 에러에서 끝났기 "
                            + "때문입니다. 에러는 자신이 지나가는 시퀀스를 모두 끝냅니다. `flatMapLatest` 뒤에 붙인 `catch`, "
                            + "`catchAndReturn`, `asDriver(onErrorJustReturn:)`는 끝난 체인의 나머지를 대체 값으로 바꾼 뒤 "
                            + "완료될 뿐입니다. `flatMapLatest` 안에서 요청마다 에러를 잡으세요. 그러면 실패한 요청만 "
                            + "끝납니다.",
                        en:
                            "After the failed request, Jeju's weather never reached the label: the city chain had "
                            + "ended at the error. An error ends every sequence it passes through; `catch`, "
                            + "`catchAndReturn` or `asDriver(onErrorJustReturn:)` applied after `flatMapLatest` only "
                            + "replace the rest of that ended chain with a fallback, then complete. Catch the error "
                            + "inside `flatMapLatest`, on each request: then only the failed request ends.")),
            ])
    }
}

/// The weather screen of a scenario: the city field the user types in, and the label the answer shows
/// the weather of each city on. Returns the field and the service.
private func weatherScreen<Answer: BindVsDriveAnswer>(_ stage: Stage, _: Answer.Type)
    -> (UITextField, WeatherService)
{
    let service = WeatherService(stage: stage)
    let cityField = stage.show(UITextField(), as: "cityField", properties: [])
    let label = stage.show(UILabel(), as: "weatherLabel", properties: ["text"])
    let cities = cityField.rx.text.orEmpty.filter { !$0.isEmpty }
    Answer.showWeather(of: cities, using: service, on: label).disposed(by: stage.disposeBag)
    return (cityField, service)
}
