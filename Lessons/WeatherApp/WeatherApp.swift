import LessonKit
import RxSandbox

/// The user's search: the city typed, then Return, as the user lane labels it.
private func searching(_ city: String) -> Localized {
    Localized(ko: "\(city) 검색", en: "search \(city)")
}

/// The user types `city` in the field (replacing what was there) and presses Return.
private func search(_ city: String, on screen: WeatherViewController) {
    screen.cityField.simulateReplacingText(with: city)
    screen.cityField.simulateReturnKey()
}

/// The scene's network, answering as the weather service, each exchange drawn as a lane.
private func weatherNetwork(_ stage: Stage) -> SimulatedNetwork {
    WeatherBackend.serve(on: stage.network)
    stage.showNetwork()
    return stage.network
}

/// The screen, loaded, with its views named on the stage: the labels in `labels` (all four by default),
/// and the map, showing `region`, if there is one.
private func weatherScreen(
    _ stage: Stage, labels: [String] = ["city", "temperature", "humidity", "icon"],
    region: MKCoordinateRegion? = nil
) -> WeatherViewController {
    // Named, the screen stays alive while the scene runs (as a screen on display does).
    let screen = stage.show(WeatherViewController(), as: "screen", properties: [])
    stage.show(screen.cityField, as: "cityField", properties: [])
    stage.show(screen.locationButton, as: "locationButton", properties: [])
    stage.show(screen.activityIndicator, as: "activityIndicator", properties: ["isAnimating"])
    let views = [
        "city": screen.cityLabel, "temperature": screen.temperatureLabel, "humidity": screen.humidityLabel,
        "icon": screen.iconLabel,
    ]
    for name in labels { stage.show(views[name]!, as: "\(name)Label", properties: ["text"]) }
    if let region {
        screen.mapView.region = region  // where the map opens, as a storyboard would set it
        stage.show(screen.mapView, as: "mapView", properties: ["region", "overlays"])
    }
    screen.loadViewIfNeeded()
    return screen
}

private let seoul = CLLocation(latitude: 37.57, longitude: 126.98)
private let busan = CLLocation(latitude: 35.18, longitude: 129.08)

/// A weather app of our own, end to end on the simulated network: a search, a newer search that
/// cancels an older one, a failing network, the current location, and a map with its overlays.
let weatherAppLesson = Lesson(
    id: "weather-app",
    title: Localized(ko: "날씨 앱: 네트워크까지 한 화면에", en: "A weather app: one screen, down to the network"),
    summary: Localized(
        ko: "검색, 요청 취소, 네트워크 에러, 현재 위치, 지도 오버레이까지: 시뮬레이션 네트워크 위에서 날씨 앱 한 화면을 끝까지 실행합니다",
        en:
            "A search, a cancelled request, a failing network, the current location and map overlays: one weather screen run end to end on the simulated network"
    ),
    scenes: [
        Scene("search", tracesChain: true) { stage in
            _ = weatherNetwork(stage)
            let screen = weatherScreen(stage)
            stage.user(at: 10, Localized(ko: "Seoul 입력", en: "type Seoul")) {
                screen.cityField.simulateReplacingText(with: "Seoul")
            }
            stage.user(at: 20, Localized(ko: "리턴 키", en: "Return")) { screen.cityField.simulateReturnKey() }
            stage.expect("activityIndicator.isAnimating", "--t--f", values: ["t": "true", "f": "false"])
            stage.expect("cityLabel.text", "-----a", values: ["a": "Seoul"])
            stage.expect("temperatureLabel.text", "-----a", values: ["a": "21 °C"])
            stage.expect("humidityLabel.text", "-----a", values: ["a": "40 %"])
            stage.expect("iconLabel.text", "-----a", values: ["a": "☀"])
        },
        Scene("newer-search-wins") { stage in
            _ = weatherNetwork(stage)
            let screen = weatherScreen(stage, labels: ["city", "temperature"])
            stage.user(at: 10, searching("Seoul")) { search("Seoul", on: screen) }
            stage.user(at: 20, searching("Busan")) { search("Busan", on: screen) }
            stage.expect("activityIndicator.isAnimating", "-t---f", values: ["t": "true", "f": "false"])
            stage.expect("cityLabel.text", "-----a", values: ["a": "Busan"])
            stage.expect("temperatureLabel.text", "-----a", values: ["a": "24 °C"])
            stage.expect("#1 GET /current?city=Seoul", "")
            stage.expect(
                "#2 GET /current?city=Busan", "-----(a|)",
                values: ["a": #"200 {"city":"Busan","temperature":24,"humidi…"#])
        },
        Scene("offline") { stage in
            let network = weatherNetwork(stage)
            let screen = weatherScreen(stage, labels: ["city", "temperature"])
            network.isOffline = true
            stage.user(at: 10, searching("Seoul")) { search("Seoul", on: screen) }
            stage.at(20) {
                network.isOffline = false
                print(Localized(ko: "다시 온라인", en: "online again"))
            }
            stage.user(at: 50, searching("Atlantis")) { search("Atlantis", on: screen) }
            stage.user(at: 90, searching("Busan")) { search("Busan", on: screen) }
            stage.expect(
                "activityIndicator.isAnimating", "-(tf)t--ft--f", values: ["t": "true", "f": "false"])
            stage.expect("cityLabel.text", "-a------a---b", values: ["a": "—", "b": "Busan"])
            stage.expect("#1 GET /current?city=Seoul", "-#", error: "URLError.notConnectedToInternet")
            stage.expect(
                "#2 GET /current?city=Atlantis", "--------(a|)",
                values: ["a": #"404 {"error":"unknown city"}"#])
        },
        Scene("late-fallback") { stage in
            _ = weatherNetwork(stage)
            let cityField = stage.show(UITextField(), as: "cityField", properties: [])
            let cityLabel = stage.show(UILabel(), as: "cityLabel", properties: ["text"])
            let bag = stage.disposeBag
            let searches = cityField.rx.controlEvent(.editingDidEndOnExit)
                .withLatestFrom(cityField.rx.text.orEmpty)
                .map { WeatherQuery.city($0) }
            // @code late-fallback
            let weather = searches.flatMapLatest { query in
                URLSession.shared.rx.data(request: query.request)
                    .map { data -> Weather? in
                        try JSONDecoder().decode(Weather.self, from: data)
                    }
            }
            .asDriver(onErrorJustReturn: nil)
            // @end
            stage.record(weather.map { $0?.city ?? "—" }, as: "weather")
            weather.map { $0?.city ?? "—" }
                .drive(cityLabel.rx.text)
                .disposed(by: bag)
            stage.user(at: 10, searching("Atlantis")) {
                cityField.simulateReplacingText(with: "Atlantis")
                cityField.simulateReturnKey()
            }
            stage.user(at: 50, searching("Busan")) {
                cityField.simulateReplacingText(with: "Busan")
                cityField.simulateReturnKey()
            }
            stage.expect("weather", "----(a|)", values: ["a": "—"])
            stage.expect(
                "#1 GET /current?city=Atlantis", "----(a|)",
                values: ["a": #"404 {"error":"unknown city"}"#])
            stage.expect("cityLabel.text", "----a", values: ["a": "—"])
        },
        Scene("current-location") { stage in
            _ = weatherNetwork(stage)
            let screen = weatherScreen(stage, labels: ["city", "temperature"])
            stage.user(at: 10, Localized(ko: "위치 버튼 탭", en: "tap location")) {
                screen.locationButton.simulateTap()
            }
            stage.user(at: 20, Localized(ko: "기기가 부산에 있음", en: "device in Busan")) {
                screen.locationManager.simulateLocationUpdate([busan])
            }
            stage.user(at: 60, Localized(ko: "기기가 서울로 이동", en: "device moves to Seoul")) {
                screen.locationManager.simulateLocationUpdate([seoul])
            }
            stage.at(60) {
                print(
                    Localized(
                        ko: "위치 업데이트 중: \(screen.locationManager.isUpdatingLocation)",
                        en: "updating the location: \(screen.locationManager.isUpdatingLocation)"))
            }
            stage.expect("activityIndicator.isAnimating", "--t--f", values: ["t": "true", "f": "false"])
            stage.expect("cityLabel.text", "-----a", values: ["a": "Busan"])
        },
        Scene("map") { stage in
            _ = weatherNetwork(stage)
            let screen = weatherScreen(
                stage, labels: [],
                region: MKCoordinateRegion(
                    center: seoul.coordinate, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)))
            stage.user(at: 10, Localized(ko: "지도를 부산으로", en: "pan to Busan")) {
                screen.mapView.simulatePan(to: busan.coordinate)
            }
            stage.at(50) { printRenderers(of: screen.mapView) }
            stage.user(at: 50, Localized(ko: "지도를 서울로", en: "pan to Seoul")) {
                screen.mapView.simulatePan(to: seoul.coordinate)
            }
            stage.at(90) { printRenderers(of: screen.mapView) }
            stage.expect(
                "mapView.region", "-a---b",
                values: ["a": "(35.18, 129.08) ±1.0°×1.0°", "b": "(37.57, 126.98) ±1.0°×1.0°"])
            stage.expect(
                "mapView.overlays", "----(ea)(eb)",
                values: [
                    "e": "[]",
                    "a": #"["<MKCircle (35.18, 129.08) r=20000.0 Busan 24°>", "#
                        + #""<MKCircle (35.23, 128.89) r=20000.0 Gimhae 25°>", "#
                        + #""<MKCircle (35.54, 129.31) r=20000.0 Ulsan 19°>"]"#,
                    "b": #"["<MKCircle (37.57, 126.98) r=20000.0 Seoul 21°>", "#
                        + #""<MKCircle (37.46, 126.71) r=20000.0 Incheon 19°>", "#
                        + #""<MKCircle (37.26, 127.03) r=20000.0 Suwon 22°>"]"#,
                ])
        },
    ])

/// Prints how the map draws each overlay: `Busan 24°: orange`.
private func printRenderers(of mapView: MKMapView) {
    for overlay in mapView.overlays {
        let renderer = mapView.renderer(for: overlay) as? MKCircleRenderer
        let color = renderer?.fillColor.map { Stage.label($0) } ?? "—"
        print("\(overlay.title.flatMap { $0 } ?? ""): \(color)")
    }
}
