import LessonKit
import RxSandbox

/// Scaffolding of the `bind-vs-drive` and `driver-vs-signal` scenes: a weather service. Each request
/// is printed and drawn on the `request` lane; it answers 10 ms later, or fails at once while the
/// network is down (`isDown`).
final class WeatherAPI {
    unowned let stage: Stage
    var isDown = false
    /// How many requests were sent so far.
    let requestsSent = BehaviorRelay<Int>(value: 0)

    init(stage: Stage) {
        self.stage = stage
    }

    func weather(for city: String) -> Observable<String> {
        let request = Observable<String>.deferred { [unowned self] in
            print("GET /weather?city=\(city)")
            requestsSent.accept(requestsSent.value + 1)
            if isDown { return .error(LessonError.networkDown) }
            return Observable.just("\(city) 21°").delay(.milliseconds(10), scheduler: stage.scheduler)
        }
        return stage.trace(request, as: "request")
    }
}
