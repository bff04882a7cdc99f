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
            let property: ControlProperty<String> = UITextField().rx.text.orEmpty
            let notOptional = UISlider().rx.value.orEmpty  // rejected: orEmpty is for String?
            """
        let rejected = Set(
            source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.contains("// rejected") }
                .map { $0.offset + 1 })
        let result = try Typecheck.run(source)
        XCTAssertNotEqual(result.status, 0)
        let errorLines = Set(
            result.diagnostics.split(separator: "\n").compactMap { line -> Int? in
                guard line.contains(": error: "), let range = line.range(of: "main.swift:") else {
                    return nil
                }
                return Int(line[range.upperBound...].prefix { $0.isNumber })
            })
        XCTAssertEqual(errorLines, rejected, result.diagnostics)
    }
}
