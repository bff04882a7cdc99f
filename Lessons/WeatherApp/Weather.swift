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
/// What the app asks the service for: the weather of a city, the weather at
/// a place, or the weather of the stations around a place (for the map).
enum WeatherQuery {
    case city(String)
    case coordinate(CLLocationCoordinate2D)
    case around(CLLocationCoordinate2D)

    /// The service's address.
    static let baseURL = "https://api.weather.example"

    /// The request that asks it.
    var request: URLRequest {
        var components = URLComponents(string: Self.baseURL)!
        switch self {
        case .city(let name):
            components.path += "/current"
            let city = URLQueryItem(name: "city", value: name)
            components.queryItems = [city]
        case .coordinate(let place):
            components.path += "/current"
            components.queryItems = place.queryItems
        case .around(let place):
            components.path += "/around"
            components.queryItems = place.queryItems
        }
        return URLRequest(url: components.url!)
    }
}

extension CLLocationCoordinate2D {
    /// The place as the service's query: `lat=37.57&lon=126.98`.
    var queryItems: [URLQueryItem] {
        [
            URLQueryItem(name: "lat", value: String(latitude)),
            URLQueryItem(name: "lon", value: String(longitude)),
        ]
    }
}
// @end
