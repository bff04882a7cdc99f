import ExerciseBook
import RxSandbox

/// `sharing`, subscribing twice: the view model's `weather` is not shared, so each label bound to it
/// sends its own request.
enum WeatherNotShared: SharingAnswer {
    final class ViewModel {
        let weather: Observable<String>

        init(cities: Observable<String>, service: WeatherService) {
            weather = cities.flatMapLatest { city in service.weather(for: city) }
        }
    }

    static func weatherViewModel(cities: Observable<String>, service: WeatherService) -> ViewModel {
        ViewModel(cities: cities, service: service)
    }

    static func weather(of viewModel: ViewModel) -> Observable<String> {
        viewModel.weather
    }
}

/// `sharing`, sharing without replay: `share()` makes one request for every label, but a label bound
/// after the weather came gets nothing until the next city.
enum WeatherSharedWithoutReplay: SharingAnswer {
    final class ViewModel {
        let weather: Observable<String>

        init(cities: Observable<String>, service: WeatherService) {
            weather = cities.flatMapLatest { city in service.weather(for: city) }.share()
        }
    }

    static func weatherViewModel(cities: Observable<String>, service: WeatherService) -> ViewModel {
        ViewModel(cities: cities, service: service)
    }

    static func weather(of viewModel: ViewModel) -> Observable<String> {
        viewModel.weather
    }
}
