import LessonKit
import RxSandbox

/// The errors of the exercises' weather service.
package enum WeatherServiceError: Error {
    /// A request failed: the network is down.
    case networkDown
}

/// The weather service of the `bind-vs-drive` and `sharing` exercises, a fake network API.
///
/// `weather(for:)` is cold, like a request: each subscription is one request, drawn on the scenario's
/// `request` lane and counted in `requestsSent`. It answers `"Seoul 21°"` 10 ms later and completes, or
/// fails at once with `WeatherServiceError.networkDown` while the network is down (`isDown`, which a
/// scenario records as the `service.isDown` lane).
package final class WeatherService {
    private unowned let stage: Stage
    /// Whether the network is down: a request made now fails.
    package let isDown = BehaviorRelay<Bool>(value: false)
    /// How many requests were sent so far.
    package let requestsSent = BehaviorRelay<Int>(value: 0)

    package init(stage: Stage) {
        self.stage = stage
    }

    /// The weather in `city`, as a label's text: one request for each subscription.
    package func weather(for city: String) -> Observable<String> {
        let request = Observable<String>.deferred { [unowned self] in
            requestsSent.accept(requestsSent.value + 1)
            if isDown.value { return .error(WeatherServiceError.networkDown) }
            return Observable.just("\(city) 21°").delay(.milliseconds(10), scheduler: stage.scheduler)
        }
        return stage.trace(request, as: "request")
    }
}

/// The user enters `city` in the city field at `time` (a scenario's script).
func enterCity(_ city: String, at time: TestTime, in cityField: UITextField, _ stage: Stage) {
    stage.user(at: time, Localized(ko: city, en: city)) { cityField.simulateReplacingText(with: city) }
}
