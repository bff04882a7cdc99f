import RxCore
import RxTestSupport
import XCTest

final class DisposableTests: RxTestCase {
    func testAnonymousDisposableRunsItsActionOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateWithSeveralDisposesAllInOrder() {
        var log: [Int] = []
        let disposable = Disposables.create(
            Disposables.create { log.append(1) }, Disposables.create { log.append(2) },
            Disposables.create { log.append(3) }, Disposables.create { log.append(4) })
        disposable.dispose()
        XCTAssertEqual(log, [1, 2, 3, 4])
        let fromArray = Disposables.create([
            Disposables.create { log.append(5) }, Disposables.create { log.append(6) },
        ])
        fromArray.dispose()
        XCTAssertEqual(log, [1, 2, 3, 4, 5, 6])
    }

    func testCompositeDisposableDisposesLateInsertionsAtOnce() {
        var log: [String] = []
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { log.append("removed") })
        composite.insert(Disposables.create { log.append("kept") })
        XCTAssertEqual(composite.count, 2)
        composite.remove(for: key!)
        XCTAssertEqual(log, ["removed"])
        composite.dispose()
        XCTAssertEqual(log, ["removed", "kept"])
        XCTAssertNil(composite.insert(Disposables.create { log.append("late") }))
        XCTAssertEqual(log, ["removed", "kept", "late"])
    }

    func testSerialDisposableDisposesThePreviousOne() {
        var log: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("first") }
        serial.disposable = Disposables.create { log.append("second") }
        XCTAssertEqual(log, ["first"])
        serial.dispose()
        XCTAssertEqual(log, ["first", "second"])
        serial.disposable = Disposables.create { log.append("third") }
        XCTAssertEqual(log, ["first", "second", "third"])
    }

    func testSingleAssignmentDisposableDisposedBeforeAssignmentDisposesOnAssignment() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        single.setDisposable(Disposables.create { disposed = true })
        XCTAssertTrue(disposed)
    }

    func testBooleanDisposableRecordsDisposal() {
        let boolean = BooleanDisposable()
        XCTAssertFalse(boolean.isDisposed)
        boolean.dispose()
        XCTAssertTrue(boolean.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }

    func testDisposeBagDisposesEverythingWhenReleased() {
        var log: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { log.append(1) }.disposed(by: bag!)
        bag!.insert(Disposables.create { log.append(2) }, Disposables.create { log.append(3) })
        XCTAssertEqual(log, [])
        bag = nil
        XCTAssertEqual(log, [1, 2, 3])
    }

    func testABagMadeOrFilledByTheBuilderDisposesWhatItLists() {
        var log: [Int] = []
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { log.append(1) }
            Disposables.create { log.append(2) }
        }
        bag!.insert {
            Disposables.create { log.append(3) }
        }
        XCTAssertEqual(log, [])
        bag = nil
        XCTAssertEqual(log, [1, 2, 3])
    }

    func testReplacingTheBagEndsItsSubscriptions() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }

    func testCompositeDisposableIsSafeFromSeveralThreads() {
        let composite = CompositeDisposable()
        let counter = ManagedAtomicCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                composite.insert(Disposables.create { counter.add(1) })
            }
        }
        composite.dispose()
        XCTAssertEqual(counter.value, 1_600)
    }
}
