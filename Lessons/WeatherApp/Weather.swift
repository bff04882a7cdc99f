import RxSandbox

// The weather app's model and its requests: what the app asks the weather service, and what it
// decodes from the answer.

// @code model
/// The weather at one place, as the service's JSON describes it.
struct Weather: Decodable {
    let city: String
    let temperature: Int  // °C
    let humidity: Int  // %
    let condition: String  // "sun", "clouds", "rain", "snow"
    let latitude: Double
    let longitude: Double

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The condition as a symbol for the icon label.
    var symbol: String {
        switch condition {
        case "sun": return "☀"
        case "clouds": return "☁"
        case "rain": return "☂"
        case "snow": return "❄"
        default: return "?"
        }
    }
}
// @end

// @code query
/// What the app asks the service for: the weather of a city by its name, the weather at a place,
/// or the weather of the stations around a place (for the map).
enum WeatherQuery {
    case city(String)
    case coordinate(CLLocationCoordinate2D)
    case around(CLLocationCoordinate2D)

    /// The service's address.
    static let baseURL = "https://api.weather.example/v1"

    /// The request that asks it.
    var request: URLRequest {
        var components: URLComponents
        switch self {
        case .city(let name):
            components = URLComponents(string: Self.baseURL + "/current")!
            components.queryItems = [URLQueryItem(name: "city", value: name)]
        case .coordinate(let place):
            components = URLComponents(string: Self.baseURL + "/current")!
            components.queryItems = Self.items(place)
        case .around(let place):
            components = URLComponents(string: Self.baseURL + "/around")!
            components.queryItems = Self.items(place)
        }
        return URLRequest(url: components.url!)
    }

    private static func items(_ place: CLLocationCoordinate2D) -> [URLQueryItem] {
        [
            URLQueryItem(name: "lat", value: String(place.latitude)),
            URLQueryItem(name: "lon", value: String(place.longitude)),
        ]
    }
}
// @end
