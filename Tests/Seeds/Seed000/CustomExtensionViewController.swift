// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 000's usage snippets, each as the seed writes it, inside the screen they belong to. The seed
// shows them without their surroundings; the scaffolding (the outlets, and one method per snippet so a
// test can run each on its own) is marked as such.
import RxSandbox

final class CustomExtensionViewController: UIViewController {
    // Scaffolding: the controls the snippets use.
    let colorPicker = UISegmentedControl(items: ["Red", "Green", "Blue"])
    let valueLabel = UILabel()
    let whiteSlider = UISlider()
    let resetButton = UIButton()
    let inputField = UITextField()
    let locationManager = CLLocationManager()
    let bag = DisposeBag()

    /// Section "Custom Binder".
    func bindColorPicker() {
        // 컬러피커 seletedSegmentIndex는 ControlProperty<Int>를 방출하는 옵저버블
        colorPicker.rx.selectedSegmentIndex
            .bind(to: self.valueLabel.rx.segmentedValue)
            .disposed(by: bag)
    }

    /// Section "Custom ControlProperty": the built-in `value`, mapped to a color.
    func bindSliderValue() {
        whiteSlider.rx.value
            .map { UIColor(white: CGFloat($0), alpha: 1.0) }
            .bind(to: view.rx.backgroundColor)
            .disposed(by: bag)
    }

    /// Section "Custom ControlProperty": the custom `color` property, and a reset button.
    func bindSliderColor() {
        whiteSlider.rx.color
            .bind(to: view.rx.backgroundColor)
            .disposed(by: bag)

        resetButton.rx.tap
            .map { UIColor(white: 0.5, alpha: 1.0) }
            .bind(to: view.rx.backgroundColor.asObserver(), whiteSlider.rx.color.asObserver())
            .disposed(by: bag)
    }

    /// Section "Delegate Proxy": the final code.
    func startLocationUpdates() {
        locationManager.requestWhenInUseAuthorization()
        locationManager.startUpdatingLocation()

        locationManager.rx.didUpdateLocations
            .subscribe(onNext: { print($0) })
            .disposed(by: bag)
    }
}
