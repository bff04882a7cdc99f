import RxSandbox

// The weather app's one screen: a city field, a location button, the labels, a spinner and a map,
// with every binding made in `viewDidLoad`.

// @code overlay
/// A circle on the map around a weather station, named after its weather.
final class WeatherOverlay: MKCircle {
    let weather: Weather

    init(weather: Weather) {
        self.weather = weather
        super.init(center: weather.coordinate, radius: 20_000)
        title = "\(weather.city) \(weather.temperature)°"
    }
}
// @end

// @code screen
final class WeatherViewController: UIViewController, MKMapViewDelegate {
    let cityField = UITextField()
    let locationButton = UIButton()
    let activityIndicator = UIActivityIndicatorView()
    let cityLabel = UILabel()
    let temperatureLabel = UILabel()
    let humidityLabel = UILabel()
    let iconLabel = UILabel()
    let mapView = MKMapView()
    let locationManager = CLLocationManager()

    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        // @code queries
        let searches = cityField.rx.controlEvent(.editingDidEndOnExit)
            .withLatestFrom(cityField.rx.text.orEmpty)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map { WeatherQuery.city($0) }

        let here = locationButton.rx.tap
            .flatMapLatest { [locationManager] _ in
                locationManager.requestWhenInUseAuthorization()
                locationManager.startUpdatingLocation()
                return locationManager.rx.didUpdateLocations
                    .compactMap { $0.last }
                    .take(1)
                    .do(onDispose: {
                        locationManager.stopUpdatingLocation()
                    })
            }
            .map { WeatherQuery.coordinate($0.coordinate) }

        let queries = Observable.merge(searches, here)
            .share()
        // @end

        // @code weather
        let weather = queries.flatMapLatest { query in
            URLSession.shared.rx.data(request: query.request)
                .map { data -> Weather? in
                    try JSONDecoder().decode(Weather.self, from: data)
                }
                .asDriver(onErrorJustReturn: nil)
        }
        .asDriver(onErrorJustReturn: nil)
        // @end

        // @code labels
        weather.map { $0?.city ?? "—" }
            .drive(cityLabel.rx.text)
            .disposed(by: disposeBag)
        weather.map { $0.map { "\($0.temperature) °C" } ?? "—" }
            .drive(temperatureLabel.rx.text)
            .disposed(by: disposeBag)
        weather.map { $0.map { "\($0.humidity) %" } ?? "—" }
            .drive(humidityLabel.rx.text)
            .disposed(by: disposeBag)
        weather.map { $0?.symbol ?? "—" }
            .drive(iconLabel.rx.text)
            .disposed(by: disposeBag)
        // @end

        // @code activity
        let isLoading = Observable.merge(
            queries.map { _ in true },
            weather.asObservable().map { _ in false })
        isLoading
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)
            .drive(activityIndicator.rx.isAnimating)
            .disposed(by: disposeBag)
        // @end

        // @code map
        mapView.rx.setDelegate(self)
            .disposed(by: disposeBag)

        mapView.rx.regionDidChangeAnimated
            .map { [mapView] _ in
                WeatherQuery.around(mapView.centerCoordinate)
            }
            .flatMapLatest { query in
                URLSession.shared.rx.data(request: query.request)
                    .map { data in
                        try JSONDecoder().decode([Weather].self, from: data)
                    }
                    .asDriver(onErrorJustReturn: [])
            }
            .map { stations -> [MKOverlay] in
                stations.map { WeatherOverlay(weather: $0) }
            }
            .asDriver(onErrorJustReturn: [])
            .drive(mapView.rx.overlays)
            .disposed(by: disposeBag)
        // @end
    }

    // @code renderer
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay)
        -> MKOverlayRenderer
    {
        guard let overlay = overlay as? WeatherOverlay else {
            return MKOverlayRenderer(overlay: overlay)
        }
        let renderer = MKCircleRenderer(circle: overlay)
        let isWarm = overlay.weather.temperature >= 20
        renderer.fillColor = isWarm ? .orange : .cyan
        renderer.alpha = 0.5
        return renderer
    }
    // @end
}
// @end
