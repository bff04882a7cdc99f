import ExerciseBook
import RxSandbox

// Exercise `bind-vs-drive`: the task is `swift run lessons exercise show bind-vs-drive`;
// check your answer with `swift run lessons exercise check bind-vs-drive`.

/// Shows the weather of each city the user enters on `weatherLabel`: "Seoul 21°", or "?" when the
/// request fails. A failed request must not stop the screen: the next city shows its weather again.
func bindWeather(of cities: Observable<String>, using service: WeatherService, to weatherLabel: UILabel)
    -> Disposable
{
    // Write this: request each city's weather with `service.weather(for:)` and show it on the label.
    Disposables.create()
}

// The check calls your code through this. Leave it as it is.
extension Answers: BindVsDriveAnswer {
    static func showWeather(of cities: Observable<String>, using service: WeatherService, on label: UILabel)
        -> Disposable
    {
        bindWeather(of: cities, using: service, to: label)
    }
}
