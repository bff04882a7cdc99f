// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 003, section "직접 DelegateProxy 구현하기", as the seed writes it, with the two Linux
// substitutions (a method name string for `#selector(...)`; the proxy implements the delegate method it
// observes). The seed's `import CoreLocation`, `import RxSwift` and `import RxCocoa` are the sandbox's
// `import RxSandbox`.
import RxSandbox

// 1. HasDelegate 프로토콜 구현
extension CLLocationManager: HasDelegate {
    public typealias Delegate = CLLocationManagerDelegate
}

// 2. DelegateProxy 클래스 구현
class RxCLLocationManagerDelegateProxy: DelegateProxy<CLLocationManager, CLLocationManagerDelegate>,
    DelegateProxyType, CLLocationManagerDelegate
{

    // 현재 관리 중인 locationManager에 대한 약한 참조
    public weak private(set) var locationManager: CLLocationManager?

    // 초기화 메서드
    public init(locationManager: ParentObject) {
        self.locationManager = locationManager
        super.init(parentObject: locationManager, delegateProxy: RxCLLocationManagerDelegateProxy.self)
    }

    // 프록시 등록을 위한 필수 메서드
    static func registerKnownImplementations() {
        self.register { RxCLLocationManagerDelegateProxy(locationManager: $0) }
    }

    // 기존 delegate를 저장하기 위한 메서드 (선택사항)
    static func currentDelegate(for object: CLLocationManager) -> CLLocationManagerDelegate? {
        return object.delegate
    }

    static func setCurrentDelegate(_ delegate: CLLocationManagerDelegate?, to object: CLLocationManager) {
        object.delegate = delegate
    }

    // Linux substitution: the method the proxy observes, handed to the proxy machinery.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        intercept(arguments: [manager, locations]) {
            $0.locationManager(manager, didUpdateLocations: locations)
        }
    }
}

extension Reactive where Base: CLLocationManager {
    // 1. delegate 프록시 접근자
    public var delegate: DelegateProxy<CLLocationManager, CLLocationManagerDelegate> {
        return RxCLLocationManagerDelegateProxy.proxy(for: base)
    }

    // 2. 위치 업데이트 Observable
    var didUpdateLocations: Observable<[CLLocation]> {
        // Linux substitution: "locationManager(_:didUpdateLocations:)" for
        // #selector(CLLocationManagerDelegate.locationManager(_:didUpdateLocations:)).
        return delegate.methodInvoked("locationManager(_:didUpdateLocations:)")
            .map { parameters in
                return parameters[1] as! [CLLocation]
            }
    }
}
