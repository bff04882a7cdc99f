import Foundation
import RxCore
import XCTest

/// The proof `Scripts/sanitizers.sh address` gives that LeakSanitizer still sees a leak made in a test
/// through the suppressions of XCTest's own (Scripts/lsan-suppressions.txt).
///
/// A subject whose observer holds the subject is a retain cycle until the subscription is disposed.
/// Normally the test disposes it and checks that the subject is freed. With
/// `RXSANDBOX_LEAK_SELF_TEST=1` it keeps the cycle, checks that the subject stays, and the script
/// expects LeakSanitizer to report the subject's allocation in this file.
final class LeakSanitizerSelfTests: XCTestCase {
    func testASubjectHeldByItsOwnObserverIsFreedWhenTheSubscriptionIsDisposed() {
        let leaks = ProcessInfo.processInfo.environment["RXSANDBOX_LEAK_SELF_TEST"] == "1"
        weak var freed: PublishSubject<Int>?
        do {
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { _ in _ = subject })
            if !leaks { subscription.dispose() }
            freed = subject
        }
        if leaks {
            XCTAssertNotNil(freed, "the cycle keeps the subject")
        } else {
            XCTAssertNil(freed, "disposing the subscription frees the subject")
        }
    }
}
