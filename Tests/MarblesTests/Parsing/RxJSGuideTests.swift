import Marbles
import RxVirtualTime
import Testing

/// Every example of the RxJS marble-testing guide ("Marble syntax" and "Subscription marbles"),
/// parsed to the frames the guide states for it. Frames are compared directly, and through a timing of
/// one tick per frame, which makes the ticks the guide's frames.
@Suite("The RxJS marble-testing guide's examples")
struct RxJSGuideTests {
    private let oneTickPerFrame = MarbleTiming(ticksPerFrame: 1)

    @Test("'-' and '------' never emit, error or complete", arguments: ["-", "------"])
    func never(_ text: String) throws {
        #expect(try entries(text) == [])
    }

    @Test("'|' completes at once")
    func empty() throws {
        #expect(try entries("|") == [completed(0)])
    }

    @Test("'#' errors at once")
    func throwError() throws {
        #expect(try entries("#") == [error(0)])
    }

    @Test("'--a--' emits a on frame 2 and never completes")
    func oneValue() throws {
        #expect(try entries("--a--") == [next(2, "a")])
    }

    @Test("'--a--b--|' emits a on frame 2, b on 5, and completes on 8")
    func twoValuesThenCompletion() throws {
        #expect(try entries("--a--b--|") == [next(2, "a"), next(5, "b"), completed(8)])
        let events = try Marbles.events("--a--b--|", timing: oneTickPerFrame)
        #expect(events == [.next(2, "a"), .next(5, "b"), .completed(8)])
    }

    @Test("'--a--b--#' emits a on frame 2, b on 5, and errors on 8")
    func twoValuesThenError() throws {
        #expect(try entries("--a--b--#") == [next(2, "a"), next(5, "b"), error(8)])
        let events = try Marbles.events("--a--b--#", timing: oneTickPerFrame)
        #expect(events == [.next(2, "a"), .next(5, "b"), .error(8, MarbleError())])
    }

    @Test("hot '-a-^-b--|' emits a on frame -2, b on 2, and completes on 5")
    func hotWithSubscriptionPoint() throws {
        #expect(try entries("-a-^-b--|", kind: .hot) == [next(-2, "a"), next(2, "b"), completed(5)])
    }

    @Test("'--(abc)-|' emits a, b and c on frame 2, and completes on 8")
    func group() throws {
        #expect(try entries("--(abc)-|") == [next(2, "a"), next(2, "b"), next(2, "c"), completed(8)])
    }

    @Test("'-----(a|)' emits a and completes on frame 5")
    func groupWithCompletion() throws {
        #expect(try entries("-----(a|)") == [next(5, "a"), completed(5)])
    }

    @Test("'a 9ms b 9s c|' emits a on frame 0, b on 10, c on 9,011, and completes on 9,012")
    func timeProgressions() throws {
        #expect(
            try entries("a 9ms b 9s c|") == [next(0, "a"), next(10, "b"), next(9_011, "c"), completed(9_012)])
    }

    @Test("'--a 2.5m b' emits a on frame 2, b on 150,003, and never completes")
    func fractionalMinutes() throws {
        #expect(try entries("--a 2.5m b") == [next(2, "a"), next(150_003, "b")])
    }

    // MARK: Subscription marbles

    @Test("'-' and '------': no subscription ever happened", arguments: ["-", "------"])
    func noSubscription(_ text: String) throws {
        #expect(try Marbles.subscription(text) == nil)
        #expect(try Marbles.subscriptions([text]) == [])
    }

    @Test("'--^--': subscribed on frame 2, never unsubscribed")
    func subscribedForever() throws {
        #expect(try Marbles.subscription("--^--", timing: oneTickPerFrame) == Subscription(2))
        #expect(
            try Marbles.subscription("--^--", timing: oneTickPerFrame)?.unsubscribe == Subscription.infinity)
    }

    @Test("'--^--!-': subscribed on frame 2, unsubscribed on 5")
    func subscribedThenUnsubscribed() throws {
        #expect(try Marbles.subscription("--^--!-", timing: oneTickPerFrame) == Subscription(2, 5))
    }

    @Test("'500ms ^ 1s !': subscribed on frame 500, unsubscribed on 1,501")
    func subscriptionWithTimeProgressions() throws {
        #expect(try Marbles.subscription("500ms ^ 1s !", timing: oneTickPerFrame) == Subscription(500, 1_501))
    }

    @Test("'(^!)': subscribed and unsubscribed on frame 0")
    func subscribedAndUnsubscribedAtOnce() throws {
        #expect(try Marbles.subscription("(^!)", timing: oneTickPerFrame) == Subscription(0, 0))
    }
}
