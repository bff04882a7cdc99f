import ExerciseBook
import RxSandbox

// Exercise `bind-vs-drive`: the task is `swift run lessons exercise show bind-vs-drive`;
// check your answer with `swift run lessons exercise check bind-vs-drive`.

/// Shows the weather of each city the user enters on `weatherLabel`: "Seoul 21°", or "?" when the
/// request fails. A failed request must not stop the screen: the next city shows its weather again.
func bindWeather(of cities: Observable<String>, using service: WeatherService, to weatherLabel: UILabel)
    -> Disposable
{
    cities
        .flatMapLatest { city in
            // Caught on the request: only this request ends, and the city stream never sees an error.
            service.weather(for: city)
                .catchAndReturn("?")
        }
        // A safety net that also delivers on the main scheduler and shares the subscription.
        .asDriver(onErrorJustReturn: "?")
        .drive(weatherLabel.rx.text)
}

// The check calls your code through this. Leave it as it is.
extension Answers: BindVsDriveAnswer {
    static func showWeather(of cities: Observable<String>, using service: WeatherService, on label: UILabel)
        -> Disposable
    {
        bindWeather(of: cities, using: service, to: label)
    }
}
