import ExerciseKit
import LessonKit
import RxSandbox

/// What the `sharing` exercise calls: the learner's view model, made from the cities the user enters,
/// and its `weather`, which the screen binds to each of its labels.
package protocol SharingAnswer {
    /// The learner's view model.
    associatedtype WeatherModel
    static func weatherViewModel(cities: Observable<String>, service: WeatherService) -> WeatherModel
    /// The view model's weather: called once for each label the screen binds.
    static func weather(of viewModel: WeatherModel) -> Observable<String>
}

extension Exercise {
    /// One request for two labels: a view model's `weather`, shared, with the latest value replayed.
    package static func sharing<Answer: SharingAnswer>(_: Answer.Type) -> Exercise {
        let twoLabels = ExerciseScenario(
            "two-labels",
            summary: Localized(
                ko: "화면이 뷰 모델의 `weather`를 레이블 두 개에 바인딩합니다. 사용자가 10틱에 Seoul을 입력하면, "
                    + "두 레이블 모두 20틱에 `Seoul 21°`를 보여 줍니다.",
                en:
                    "The screen binds the view model's `weather` to two labels; the user enters Seoul at "
                    + "tick 10, and both labels show `Seoul 21°` at tick 20."),
            expect: [
                .init("firstLabel.text", "--a", values: ["a": "Seoul 21°"]),
                .init("secondLabel.text", "--a", values: ["a": "Seoul 21°"]),
            ]
        ) { stage in
            let (cityField, _) = weatherLabels(stage, Answer.self)
            enterCity("Seoul", at: 10, in: cityField, stage)
        }
        let oneRequest = ExerciseScenario(
            "one-request",
            summary: Localized(
                ko: "사용자가 10틱에 Seoul, 40틱에 Busan을 입력합니다. 두 레이블 모두 각 도시의 날씨를 보여 주고, "
                    + "요청은 도시마다 하나입니다. 보낸 요청의 수(`service.requestsSent`)는 10틱에 1, 40틱에 2가 "
                    + "되어야 합니다.",
                en:
                    "The user enters Seoul at tick 10 and Busan at tick 40. Both labels show each city's "
                    + "weather, with one request per city: the count of requests sent "
                    + "(`service.requestsSent`) must be 1 at tick 10 and 2 at tick 40."),
            expect: [
                .init("firstLabel.text", "--a--b", values: ["a": "Seoul 21°", "b": "Busan 21°"]),
                .init("secondLabel.text", "--a--b", values: ["a": "Seoul 21°", "b": "Busan 21°"]),
                .init("service.requestsSent", "01--2"),
            ]
        ) { stage in
            let (cityField, _) = weatherLabels(stage, Answer.self)
            enterCity("Seoul", at: 10, in: cityField, stage)
            enterCity("Busan", at: 40, in: cityField, stage)
        }
        let lateLabelScenario = ExerciseScenario(
            "late-label",
            summary: Localized(
                ko: "사용자가 10틱에 Seoul을 입력합니다. Seoul의 날씨가 이미 온 40틱에, 화면이 세 번째 레이블 "
                    + "`lateLabel`을 바인딩합니다. 그 레이블은 새 요청 없이 바로, 40틱에 `Seoul 21°`를 보여 줘야 "
                    + "합니다.",
                en:
                    "The user enters Seoul at tick 10; at tick 40, after Seoul's weather came, the screen "
                    + "binds a third label, `lateLabel`. It must show `Seoul 21°` at once, at tick 40, without "
                    + "a new request."),
            expect: [
                .init("lateLabel.text", "----a", values: ["a": "Seoul 21°"]),
                .init("service.requestsSent", "01"),
            ]
        ) { stage in
            let (cityField, viewModel) = weatherLabels(stage, Answer.self)
            let lateLabel = stage.show(UILabel(), as: "lateLabel", properties: ["text"])
            enterCity("Seoul", at: 10, in: cityField, stage)
            stage.at(40) {
                Answer.weather(of: viewModel).bind(to: lateLabel.rx.text).disposed(
                    by: stage.disposeBag)
            }
        }
        return Exercise(
            id: "sharing",
            title: Localized(ko: "레이블 두 개에 요청 하나", en: "One request for two labels"),
            lesson: "sharing",
            fileName: "Sharing.swift",
            visible: twoLabels,
            hidden: [oneRequest, lateLabelScenario],
            hints: [
                Localized(
                    ko: "콜드 시퀀스는 구독할 때마다 처음부터 다시 실행됩니다. 같은 체인에 바인딩한 레이블이 둘이면 "
                        + "요청도 둘입니다. `request` 레인을 보세요.",
                    en:
                        "A cold sequence runs again for each subscription: two labels bound to the same chain make "
                        + "two requests. Look at the `request` lane."),
                Localized(
                    ko: "`weather`는 `init`에서 한 번만 만드세요(연산 프로퍼티가 아니라 저장 프로퍼티 `let`으로). 그리고 "
                        + "공유하세요. `share(replay: 1)`은 모든 구독자가 구독 하나를 함께 쓰게 하고, 늦은 구독자에게는 "
                        + "마지막 값을 바로 줍니다. Driver(`asDriver(onErrorJustReturn:)`)도 같은 방식으로 공유합니다.",
                    en:
                        "Make `weather` once, in `init` (a stored `let`, not a computed property), and share it: "
                        + "`share(replay: 1)` makes every subscriber use one subscription, and hands a late "
                        + "subscriber the latest value at once. A Driver (`asDriver(onErrorJustReturn:)`) shares the "
                        + "same way."),
                Localized(
                    ko: "모양은 이렇습니다: `weather = cities.flatMapLatest { city in service.weather(for: city) }"
                        + ".share(replay: 1)`",
                    en: "The shape: `weather = cities.flatMapLatest { city in service.weather(for: city) }"
                        + ".share(replay: 1)`"),
            ],
            mistakes: [
                KnownMistake(
                    "subscribes-twice", caughtBy: oneRequest,
                    when: .emitsMoreThan(3, on: "service.requestsSent"),
                    hint: Localized(
                        ko: "레이블들은 도시마다 요청 하나로 날씨를 보여 줘야 합니다(`service.requestsSent`가 10틱에 1, "
                            + "40틱에 2). 도시마다 요청이 두 번 갔다면(`request` 레인에 두 개) 레이블마다 체인을 따로 "
                            + "구독한 것입니다. 요청은 콜드라서 구독마다 요청을 하나씩 보냅니다. 레이블들이 구독 하나를 함께 "
                            + "쓰게 하세요. 체인 끝에 `share(replay: 1)`을 붙이거나 Driver로 만들되, `init`에서 한 번만 "
                            + "만드세요. 연산 프로퍼티는 레이블마다 새 체인을 만듭니다.",
                        en: "The labels must show each city's weather with one request per city "
                            + "(`service.requestsSent`: 1 at tick 10, 2 at tick 40). Two requests per city (two on the "
                            + "`request` lane) mean that each label subscribed to its own chain: a request is cold, "
                            + "and each subscription sends one. Make the labels share one subscription: end the chain "
                            + "with `share(replay: 1)` (or make it a Driver), once, in `init`; a computed property "
                            + "would make a new chain for each label.")),
                KnownMistake(
                    "shares-without-replay", caughtBy: lateLabelScenario,
                    when: .lacksValue(on: "lateLabel.text", at: 40),
                    hint: Localized(
                        ko: "40틱에 바인딩한 레이블이 새 요청 없이 바로 Seoul의 날씨를 보여 주지 않았습니다. 그렇게 할 수 "
                            + "있는 것은 마지막 값을 간직하는 공유 구독뿐입니다. 공유하지 않으면 늦은 레이블이 자기 요청을 "
                            + "보내고, `share()`는 값을 간직하지 않으므로 늦은 레이블은 다음 도시를 기다립니다. "
                            + "`share(replay: 1)`(또는 Driver)을 쓰세요. 구독하는 순간 마지막 값을 줍니다.",
                        en:
                            "The label bound at tick 40 did not show Seoul's weather at once, without a new request. "
                            + "Only a shared subscription that keeps its latest value can do that: without sharing, "
                            + "the late label sends its own request, and `share()` keeps no value, so the late label "
                            + "waits for the next city. Use `share(replay: 1)` (or a Driver): it hands the latest "
                            + "value to each new subscriber.")),
            ])
    }
}

/// The weather screen: it keeps its view model (whatever its type).
private final class WeatherScreen: UIViewController {
    var viewModel: Any?
}

/// The weather screen of a scenario: the city field the user types in, the view model made from it,
/// and its `weather` bound to two labels, with the count of requests sent as a lane. Returns the
/// field and the view model.
private func weatherLabels<Answer: SharingAnswer>(_ stage: Stage, _: Answer.Type)
    -> (UITextField, Answer.WeatherModel)
{
    let service = WeatherService(stage: stage)
    let cityField = stage.show(UITextField(), as: "cityField", properties: [])
    let firstLabel = stage.show(UILabel(), as: "firstLabel", properties: ["text"])
    let secondLabel = stage.show(UILabel(), as: "secondLabel", properties: ["text"])
    stage.record(service.requestsSent, as: "service.requestsSent")
    let cities = cityField.rx.text.orEmpty.filter { !$0.isEmpty }
    let viewModel = Answer.weatherViewModel(cities: cities, service: service)
    // The screen keeps its view model for as long as it is shown, as a screen does.
    stage.show(WeatherScreen(), as: "screen", properties: []).viewModel = viewModel
    Answer.weather(of: viewModel).bind(to: firstLabel.rx.text).disposed(by: stage.disposeBag)
    Answer.weather(of: viewModel).bind(to: secondLabel.rx.text).disposed(by: stage.disposeBag)
    return (cityField, viewModel)
}
