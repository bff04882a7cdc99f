import RxSandbox

/// Scaffolding: the weather service the app asks, as endpoints of a scene's simulated network. Its
/// stations are a fixed table; each answer comes `latency` after the request.
///
/// - `GET /current?city=NAME`: the station of that city, or `404` for a city it does not know;
/// - `GET /current?lat=…&lon=…`: the station nearest to that place;
/// - `GET /around?lat=…&lon=…`: the stations within half a degree of that place, as an array.
enum WeatherBackend {
    /// How long the service takes to answer.
    static let latency = RxTimeInterval.milliseconds(30)

    /// Makes `network` answer the app's requests.
    static func serve(on network: SimulatedNetwork) {
        network.respond(to: WeatherQuery.baseURL + "/current") { request in
            let query = parameters(of: request)
            if let city = query["city"] {
                guard let station = stations.first(where: { $0.city.lowercased() == city.lowercased() })
                else { return .json(#"{"error":"unknown city"}"#, statusCode: 404, latency: latency) }
                return .json(json(station), latency: latency)
            }
            guard let place = place(in: query) else {
                return .json(#"{"error":"no place"}"#, statusCode: 400, latency: latency)
            }
            let nearest = stations.min { distance($0, place) < distance($1, place) }!
            return .json(json(nearest), latency: latency)
        }
        network.respond(to: WeatherQuery.baseURL + "/around") { request in
            guard let place = place(in: parameters(of: request)) else {
                return .json(#"{"error":"no place"}"#, statusCode: 400, latency: latency)
            }
            let near = stations.filter { distance($0, place) <= 0.5 }
            return .json("[" + near.map(json).joined(separator: ",") + "]", latency: latency)
        }
    }

    /// The stations.
    static let stations = [
        station("Seoul", 21, 40, "sun", 37.57, 126.98),
        station("Incheon", 19, 55, "clouds", 37.46, 126.71),
        station("Suwon", 22, 45, "sun", 37.26, 127.03),
        station("Busan", 24, 65, "clouds", 35.18, 129.08),
        station("Gimhae", 25, 60, "sun", 35.23, 128.89),
        station("Ulsan", 19, 70, "rain", 35.54, 129.31),
        station("Jeju", 18, 85, "rain", 33.50, 126.53),
    ]

    /// A station: its city, °C, %, condition, latitude and longitude.
    private static func station(
        _ city: String, _ temperature: Int, _ humidity: Int, _ condition: String, _ latitude: Double,
        _ longitude: Double
    ) -> Weather {
        Weather(
            city: city, temperature: temperature, humidity: humidity, condition: condition,
            latitude: latitude,
            longitude: longitude)
    }

    /// A station as the service's JSON.
    private static func json(_ station: Weather) -> String {
        #"{"city":"\#(station.city)","temperature":\#(station.temperature),"humidity":\#(station.humidity),"#
            + #""condition":"\#(station.condition)","latitude":\#(station.latitude),"#
            + #""longitude":\#(station.longitude)}"#
    }

    private static func parameters(of request: URLRequest) -> [String: String] {
        let items = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }?.queryItems
        var parameters: [String: String] = [:]
        for item in items ?? [] { parameters[item.name] = item.value ?? "" }
        return parameters
    }

    private static func place(in query: [String: String]) -> CLLocationCoordinate2D? {
        guard let latitude = query["lat"].flatMap(Double.init),
            let longitude = query["lon"].flatMap(Double.init)
        else { return nil }
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// A distance in degrees, enough to find the nearest station.
    private static func distance(_ station: Weather, _ place: CLLocationCoordinate2D) -> Double {
        max(abs(station.latitude - place.latitude), abs(station.longitude - place.longitude))
    }
}
