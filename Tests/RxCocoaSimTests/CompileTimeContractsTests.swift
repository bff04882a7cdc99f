import RxTestSupport
import XCTest

/// Contracts about what compiles: checked by type-checking a learner's snippet against the built
/// modules. Lines marked `// rejected` must each get an error; every other line must compile.
final class CompileTimeContractsTests: XCTestCase {
    func testWhatTheAPIAcceptsAndRejects() throws {
        let source = """
            import RxSandbox

            struct Meters: ReactiveCompatible { var value = 0.0 }
            final class Gauge: ReactiveCompatible { var level = 0 }
            let label = UILabel()
            let declared: Binder<String?> = label.rx.text
            let keyPath: Binder<Int> = label.rx.numberOfLines
            let ownClass: Binder<Int> = Gauge().rx.level
            let valueType = Meters().rx.value  // rejected: key-path binders need a class
            let readOnly = UITableViewCell(style: .default, reuseIdentifier: nil).rx.reuseIdentifier  // rejected
            let driver = Driver.just(1)
            let intoBehavior = driver.drive(BehaviorRelay(value: 0))
            let intoReplay = driver.drive(ReplayRelay<Int>.create(bufferSize: 1))
            let intoOptional = driver.drive(BehaviorRelay<Int?>(value: nil))
            let intoPublish = driver.drive(PublishRelay<Int>())  // rejected: a Driver has no PublishRelay overload
            let signal = Signal.just(1)
            let emitted = signal.emit(to: PublishRelay<Int>())
            let unretainedSignal = signal.withUnretained(label) { label, value in value }
            let unretainedDriver = driver.withUnretained(label)  // rejected: RxCocoa withdrew it for Driver
            let eight = Driver.zip(driver, driver, driver, driver, driver, driver, driver, driver)
            let mixed = Driver.combineLatest(driver, signal)  // rejected: a Driver and a Signal do not combine
            let property: ControlProperty<String> = UITextField().rx.text.orEmpty
            let notOptional = UISlider().rx.value.orEmpty  // rejected: orEmpty is for String?
            let event: ControlEvent<Void> = UIButton().rx.controlEvent(.touchUpInside)
            let made = ControlEvent(events: Observable<Void>.never())
            let madeProperty = ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in })
            let named = UIButton().rx.controlEvent(.touchUpInside, name: "tap")  // rejected: RxCocoa's takes no name
            let namedEvent = ControlEvent(events: Observable<Void>.never(), name: "tap")  // rejected
            let namedProperty = ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in }, name: "x")  // rejected
            """
        try Typecheck.assertOnlyRejectedLinesFail(source)
    }

    /// A delegate method is named by its Swift name, as a `String`: that compiles without a warning on
    /// both platforms. A string literal written as a `Selector` warns on both: on a Mac `Selector` is the
    /// Objective-C runtime's and the compiler says the literal is not an Objective-C selector; the
    /// sandbox's own `Selector` says the same, so that Linux's build (which allows no warning) catches it.
    func testADelegateMethodIsNamedByAStringAndASelectorLiteralWarns() throws {
        let names = try Typecheck.run(
            """
            import RxSandbox

            let proxy = UIScrollView().rx.delegate
            let invoked = proxy.methodInvoked("scrollViewDidScroll(_:)")
            let sent = proxy.sentMessage("scrollViewDidScroll(_:)")
            let named = Selector(String("scrollViewDidScroll(_:)"))
            let bySelector = proxy.methodInvoked(named)
            """)
        XCTAssertEqual(names.status, 0, names.diagnostics)
        XCTAssertEqual(names.warnings, [], names.diagnostics)

        let literal = try Typecheck.run(
            """
            import RxSandbox

            let selector: Selector = "scrollViewDidScroll(_:)"
            """)
        XCTAssertEqual(literal.status, 0, literal.diagnostics)
        XCTAssertEqual(literal.warnings.count, 1, literal.diagnostics)
        XCTAssertTrue(literal.warnings.first?.contains("Objective-C selector") == true, literal.diagnostics)
    }
}
