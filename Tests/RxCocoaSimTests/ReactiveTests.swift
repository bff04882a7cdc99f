import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// A plain Swift class made reactive by hand.
private final class Counter: ReactiveCompatible {
    var value = 0
    var title = ""
    static var step = 1
}

extension Reactive where Base: Counter {
    /// A read-write extension property: `counter.rx.count = 3` writes through it.
    var count: Int {
        get { base.value }
        set { base.value = newValue }
    }

    /// Declared with the name of a property of `Counter`: it must win over the key-path binder.
    var title: Binder<String> {
        Binder(base) { counter, title in counter.title = title.uppercased() }
    }

    /// A static extension property, reached through `Counter.rx`.
    static var step: Int {
        get { Counter.step }
        set { Counter.step = newValue }
    }
}

/// A value type made reactive.
private struct Distance: ReactiveCompatible {
    var meters: Double
}

extension Reactive where Base == Distance {
    var kilometers: Double {
        base.meters / 1000
    }
}

/// A protocol whose adopters all get the same extension.
private protocol Named: AnyObject {
    var name: String { get }
}

private final class City: NSObject, Named {
    let name: String
    var population = 0

    init(name: String) {
        self.name = name
    }
}

extension Reactive where Base: Named {
    var greeting: String {
        "Hello, \(base.name)"
    }
}

final class ReactiveTests: RxTestCase {
    func testTheNamespaceWrapsTheObjectItWasTakenFrom() {
        let counter = Counter()
        XCTAssertTrue(counter.rx.base === counter)
        XCTAssertTrue(Reactive(counter).base === counter)
        XCTAssertTrue(Counter.rx == Reactive<Counter>.self)
    }

    func testTheNamespaceIsStatelessItHoldsOnlyItsBase() {
        XCTAssertEqual(MemoryLayout<Reactive<UILabel>>.size, MemoryLayout<UILabel>.size)
        XCTAssertEqual(MemoryLayout<Reactive<Distance>>.size, MemoryLayout<Distance>.size)
    }

    func testExtensionSettersMutateThroughTheNamespace() {
        var counter = Counter()
        counter.rx.count = 3
        XCTAssertEqual(counter.value, 3)
        counter.rx.count += 2
        XCTAssertEqual(counter.value, 5)

        Counter.rx.step = 4
        XCTAssertEqual(Counter.step, 4)
        Counter.step = 1
    }

    func testSettingTheNamespaceItselfDoesNothing() {
        var counter = Counter()
        let original = counter
        counter.rx = Reactive(Counter())
        XCTAssertTrue(counter.rx.base === original)
    }

    func testAValueTypeCanBeReactive() {
        let distance = Distance(meters: 2500)
        XCTAssertEqual(distance.rx.kilometers, 2.5)
        XCTAssertEqual(distance.rx.base.meters, 2500)
    }

    func testAProtocolExtensionReachesEveryAdopter() {
        let city = City(name: "Lyon")
        XCTAssertEqual(city.rx.greeting, "Hello, Lyon")
    }

    func testEveryNSObjectIsReactive() {
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object)
        let location = CLLocation(latitude: 1, longitude: 2)
        XCTAssertTrue(location.rx.base === location)
    }

    func testAWritablePropertyIsABinderThroughItsKeyPath() {
        let city = City(name: "Lyon")
        let view = UIView()
        let timeline = UITimeline(scheduler, properties: ["backgroundColor", "alpha"])
        let colors = scheduler.createHotObservable([.next(210, UIColor.red), .next(220, UIColor.gray)])
        let alphas = scheduler.createHotObservable([.next(215, CGFloat(0.5))])
        let populations = scheduler.createHotObservable([.next(230, 42)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            colors.map { $0 as UIColor? }.bind(to: view.rx.backgroundColor).disposed(by: bag)
            alphas.bind(to: view.rx.alpha).disposed(by: bag)
            populations.bind(to: city.rx.population).disposed(by: bag)
        }
        scheduler.start()
        // A key-path binder is a `Binder` on the main scheduler: applied at once, on the main thread.
        XCTAssertEqual(
            timeline.entries, ["210 backgroundColor: red", "215 alpha: 0.5", "220 backgroundColor: gray"])
        XCTAssertEqual(city.population, 42)
    }

    func testADeclaredMemberShadowsTheKeyPathBinderOfTheSameName() {
        let counter = Counter()
        counter.rx.title.onNext("declared")
        XCTAssertEqual(counter.title, "DECLARED")

        // The key-path binder still exists, reached by its subscript.
        let keyPathBinder: Binder<String> = counter.rx[dynamicMember: \Counter.title]
        keyPathBinder.onNext("key path")
        XCTAssertEqual(counter.title, "key path")

        // A built-in case: `isOn` is the switch's ControlProperty, which a key-path binder is not.
        let uiSwitch = UISwitch()
        var seen: [Bool] = []
        let subscription = uiSwitch.rx.isOn.subscribe(onNext: { seen.append($0) })
        uiSwitch.simulateToggle()
        XCTAssertEqual(seen, [false, true])
        subscription.dispose()
    }

    func testAKeyPathBinderDoesNotKeepItsObjectAlive() {
        var view: UIView? = UIView()
        weak let weakView = view
        let binder = view!.rx.isHidden
        view = nil
        XCTAssertNil(weakView)
        binder.onNext(true)  // nothing left to set; nothing happens
    }
}
