import ExerciseBook
import RxSandbox

/// `bind-vs-drive`, letting an error reach the binder: the requests are bound with a plain
/// `bind(to:)`, so the first failed request's error reaches the label's binder and ends the binding.
enum WeatherBoundWithBind: BindVsDriveAnswer {
    static func showWeather(of cities: Observable<String>, using service: WeatherService, on label: UILabel)
        -> Disposable
    {
        cities
            .flatMapLatest { city in service.weather(for: city) }
            .bind(to: label.rx.text)
    }
}

/// `bind-vs-drive`, catching outside `flatMapLatest`: the Driver is made from the whole city stream,
/// which a failed request ends with `?`, so no later city is requested.
enum WeatherDrivenAfterFlatMap: BindVsDriveAnswer {
    static func showWeather(of cities: Observable<String>, using service: WeatherService, on label: UILabel)
        -> Disposable
    {
        cities
            .flatMapLatest { city in service.weather(for: city) }
            .asDriver(onErrorJustReturn: "?")
            .drive(label.rx.text)
    }
}
