import Foundation
import LessonKit
import RxSandbox

/// Scaffolding of the `bind-vs-drive` and `driver-vs-signal` scenes: a weather service, written as an
/// app writes one. It asks `https://api.example.com/weather?city=…` with
/// `URLSession.shared.rx.data(request:)` and reads the temperature from the JSON it gets back; a
/// failure of the network becomes its own error, `LessonError.networkDown`.
///
/// The scene's network (`stage.network`) answers it: `{"temperature": 21}` 10 ms after each request,
/// or a failure at once while it is offline (`stage.network.isOffline`). The scene draws each exchange
/// on a lane of its own (`stage.showNetwork()`).
final class WeatherAPI {
    static let endpoint = "https://api.example.com/weather"
    /// How many requests were sent so far.
    let requestsSent = BehaviorRelay<Int>(value: 0)

    /// The service of a scene: `stage.network` answers its endpoint.
    init(stage: Stage) {
        stage.network.respond(
            to: Self.endpoint, with: .json(#"{"temperature": 21}"#, latency: .milliseconds(10)))
    }

    /// The weather of `city` (`Seoul 21°`), one request per subscription.
    func weather(for city: String) -> Observable<String> {
        var url = URLComponents(string: Self.endpoint)!
        url.queryItems = [URLQueryItem(name: "city", value: city)]
        return URLSession.shared.rx.data(request: URLRequest(url: url.url!))
            .do(onSubscribe: { [requestsSent] in requestsSent.accept(requestsSent.value + 1) })
            .map { data in
                let weather = try JSONDecoder().decode(Weather.self, from: data)
                return "\(city) \(weather.temperature)°"
            }
            .catch { error in
                .error(error is URLError ? LessonError.networkDown : error)
            }
    }

    /// What the endpoint answers.
    private struct Weather: Decodable {
        let temperature: Int
    }
}
