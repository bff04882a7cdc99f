import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

// MARK: A parent object and its delegate protocol, made for these tests

/// What a bell tells its delegate; every method optional (defaults below).
protocol BellDelegate: AnyObject {
    func bellWillRing(_ bell: Bell)
    func bell(_ bell: Bell, didRing times: Int)
    func volume(for bell: Bell) -> Int
}

extension BellDelegate {
    func bellWillRing(_ bell: Bell) {}
    func bell(_ bell: Bell, didRing times: Int) {}
    func volume(for bell: Bell) -> Int { 0 }
}

class Bell: SimulatedObject, HasDelegate {
    typealias Delegate = BellDelegate

    weak var delegate: BellDelegate?

    /// Rings: `bellWillRing`, then `bell(_:didRing:)`.
    func ring(times: Int) {
        delegate?.bellWillRing(self)
        delegate?.bell(self, didRing: times)
    }

    /// Asks the delegate for the volume (a method with a result).
    var volume: Int? {
        delegate?.volume(for: self)
    }
}

class ChurchBell: Bell {}
final class CathedralBell: ChurchBell {}
final class HandBell: Bell {}
class LateBell: Bell {}
final class LaterBell: LateBell {}

/// The proxy: the two void methods are intercepted; `volume(for:)` is answered by hand.
class RxBellDelegateProxy: DelegateProxy<Bell, BellDelegate>, DelegateProxyType, BellDelegate {
    /// Every volume request, fed by the hand-written method (a pure-Swift proxy's own stream).
    let volumeRequests = PublishSubject<Int>()

    init(bell: Bell) {
        super.init(parentObject: bell, delegateProxy: RxBellDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxBellDelegateProxy(bell: $0) }
        register { RxChurchBellDelegateProxy(churchBell: $0) }
    }

    func bellWillRing(_ bell: Bell) {
        intercept(arguments: [bell]) { $0.bellWillRing(bell) }
    }

    func bell(_ bell: Bell, didRing times: Int) {
        intercept(arguments: [bell, times]) { $0.bell(bell, didRing: times) }
    }

    func volume(for bell: Bell) -> Int {
        let volume = forwardToDelegate()?.volume(for: bell) ?? 11
        volumeRequests.onNext(volume)
        return volume
    }

    deinit {
        volumeRequests.onCompleted()
    }
}

final class RxChurchBellDelegateProxy: RxBellDelegateProxy {
    init(churchBell: ChurchBell) {
        super.init(bell: churchBell)
    }
}

final class RxLateBellDelegateProxy: RxBellDelegateProxy {
    init(lateBell: LateBell) {
        super.init(bell: lateBell)
    }
}

extension Reactive where Base: Bell {
    var delegate: DelegateProxy<Bell, BellDelegate> {
        RxBellDelegateProxy.proxy(for: base)
    }

    var didRing: Observable<Int> {
        delegate.methodInvoked("bell(_:didRing:)").map { arguments in arguments[1] as! Int }
    }

    func setDelegate(_ delegate: BellDelegate) -> Disposable {
        RxBellDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }
}

/// A delegate that implements the void methods and writes each call into a shared log.
final class LoggingBellDelegate: BellDelegate {
    private let log: (String) -> Void
    var volumeAnswer = 3

    init(log: @escaping (String) -> Void = { _ in }) {
        self.log = log
    }

    func bellWillRing(_ bell: Bell) {
        log("forward willRing")
    }

    func bell(_ bell: Bell, didRing times: Int) {
        log("forward didRing \(times)")
    }

    func volume(for bell: Bell) -> Int {
        log("forward volume")
        return volumeAnswer
    }
}

/// A delegate that implements nothing: the protocol's defaults answer.
final class SilentBellDelegate: BellDelegate {}

// MARK: A second delegate slot, used only to watch registration happen

protocol BuzzerDelegate: AnyObject {
    func buzz(_ buzzer: Buzzer)
}

final class Buzzer: SimulatedObject, HasDelegate {
    typealias Delegate = BuzzerDelegate
    weak var delegate: BuzzerDelegate?
}

final class RxBuzzerDelegateProxy: DelegateProxy<Buzzer, BuzzerDelegate>, DelegateProxyType, BuzzerDelegate {
    static var registrations = 0

    init(buzzer: Buzzer) {
        super.init(parentObject: buzzer, delegateProxy: RxBuzzerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        registrations += 1
        register { RxBuzzerDelegateProxy(buzzer: $0) }
    }

    func buzz(_ buzzer: Buzzer) {
        intercept(arguments: [buzzer]) { $0.buzz(buzzer) }
    }
}
