import ExerciseBook
import RxSandbox

// Exercise `sharing`: the task is `swift run lessons exercise show sharing`;
// check your answer with `swift run lessons exercise check sharing`.

/// The weather screen's view model: the weather of each city the user enters, which the screen shows
/// in several labels. One request per city, however many labels show it.
final class WeatherViewModel {
    let weather: Observable<String>

    init(cities: Observable<String>, service: WeatherService) {
        // Write this: the weather of each city, from `service.weather(for:)`.
        weather = .empty()
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: SharingAnswer {
    static func weatherViewModel(cities: Observable<String>, service: WeatherService) -> WeatherViewModel {
        WeatherViewModel(cities: cities, service: service)
    }

    static func weather(of viewModel: WeatherViewModel) -> Observable<String> {
        viewModel.weather.asObservable()
    }
}
