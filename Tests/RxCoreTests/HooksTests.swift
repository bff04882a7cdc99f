import RxCore
import RxTestSupport
import XCTest

/// `Hooks.recordCallStackOnError` and `Hooks.customCaptureSubscriptionCallstack`: the call stack a
/// subscription records reaches `Hooks.defaultErrorHandler` with an error nothing handles.
final class HooksTests: RxTestCase {
    private var saved: (Hooks.DefaultErrorHandler, Bool, Hooks.CustomCaptureSubscriptionCallstack)!

    override func setUp() {
        super.setUp()
        saved = (
            Hooks.defaultErrorHandler, Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack
        )
    }

    override func tearDown() {
        (Hooks.defaultErrorHandler, Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack) =
            saved
        super.tearDown()
    }

    func testTheCallStackIsRecordedOnlyWhenAskedFor() {
        var received: [[String]] = []
        Hooks.defaultErrorHandler = { callStack, _ in received.append(callStack) }
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        Hooks.recordCallStackOnError = false
        _ = Observable<Int>.error(TestError.boom).subscribe()
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(TestError.boom).subscribe()
        // A handled error goes to onError, not to the hook.
        _ = Observable<Int>.error(TestError.boom).subscribe(onError: { _ in })
        XCTAssertEqual(received, [[], ["frame"]])
    }

    func testTheCallStackIsTheSubscriptionsNotTheErrors() {
        var captures = 0
        var received: [[String]] = []
        Hooks.defaultErrorHandler = { callStack, _ in received.append(callStack) }
        Hooks.customCaptureSubscriptionCallstack = {
            captures += 1
            return ["subscription \(captures)"]
        }
        Hooks.recordCallStackOnError = true
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        XCTAssertEqual(captures, 1, "recorded when subscribing")
        subject.onError(TestError.boom)
        XCTAssertEqual(received, [["subscription 1"]])
        subscription.dispose()
    }

    func testTheDefaultCaptureRecordsFramesInDebugBuilds() {
        #if DEBUG
            XCTAssertFalse(Hooks.customCaptureSubscriptionCallstack().isEmpty)
        #else
            XCTAssertEqual(Hooks.customCaptureSubscriptionCallstack(), [])
        #endif
        XCTAssertFalse(Hooks.recordCallStackOnError, "off unless a program turns it on")
    }

    func testRxObservableIsObservable() {
        XCTAssertTrue(RxObservable<Int>.self == Observable<Int>.self)
    }
}
