import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class DelegateProxyTests: RxTestCase {
    // MARK: One proxy per object

    func testAnObjectHasOneProxyForItsLifetime() {
        let bell = Bell()
        let proxy = RxBellDelegateProxy.proxy(for: bell)
        XCTAssertTrue(RxBellDelegateProxy.proxy(for: bell) === proxy)
        XCTAssertTrue(bell.rx.delegate === proxy)
        XCTAssertTrue(bell.delegate === proxy)
        XCTAssertTrue(proxy.parentObject === bell)
        XCTAssertFalse(RxBellDelegateProxy.proxy(for: Bell()) === proxy)
    }

    func testSubclassProxiesShareTheSlot() {
        let churchBell = ChurchBell()
        let proxy = RxBellDelegateProxy.proxy(for: churchBell)
        XCTAssertTrue(proxy is RxChurchBellDelegateProxy)
        XCTAssertTrue(RxChurchBellDelegateProxy.proxy(for: churchBell) === proxy)

        let tableView = UITableView()
        let tableProxy = RxScrollViewDelegateProxy.proxy(for: tableView)
        XCTAssertTrue(tableProxy is RxTableViewDelegateProxy)
        XCTAssertTrue(RxTableViewDelegateProxy.proxy(for: tableView) === tableProxy)
        XCTAssertTrue(tableView.rx.delegate === tableProxy)
        // The data source is another slot, with its own proxy.
        XCTAssertFalse(tableView.rx.dataSource === tableProxy)
    }

    func testTheSlotIsTheDelegateProtocol() {
        XCTAssertEqual(RxBellDelegateProxy.identifier, ObjectIdentifier(BellDelegate.self))
        XCTAssertEqual(RxChurchBellDelegateProxy.identifier, RxBellDelegateProxy.identifier)
        XCTAssertNotEqual(RxBuzzerDelegateProxy.identifier, RxBellDelegateProxy.identifier)
    }

    func testTheParentKeepsItsProxyAndTheProxyDoesNotKeepItsParent() {
        var bell: Bell? = Bell()
        weak let weakBell = bell
        weak let weakProxy = RxBellDelegateProxy.proxy(for: bell!)
        XCTAssertNotNil(weakProxy)
        bell = nil
        XCTAssertNil(weakBell)
        XCTAssertNil(weakProxy)
    }

    // MARK: proxy(for:)

    func testProxyForAdoptsTheCurrentDelegateWeaklyAndCallsNothing() {
        var log: [String] = []
        let bell = Bell()
        var existing: LoggingBellDelegate? = LoggingBellDelegate { log.append($0) }
        weak let weakExisting = existing
        bell.delegate = existing

        let proxy = RxBellDelegateProxy.proxy(for: bell)
        XCTAssertTrue(bell.delegate === proxy)
        XCTAssertTrue(proxy.forwardToDelegate() === existing)
        XCTAssertEqual(log, [])

        existing = nil
        XCTAssertNil(weakExisting)
        XCTAssertNil(proxy.forwardToDelegate())
    }

    func testTheCurrentDelegateDefaultsComeFromHasDelegate() {
        let bell = Bell()
        let delegate = SilentBellDelegate()
        RxBellDelegateProxy.setCurrentDelegate(delegate, to: bell)
        XCTAssertTrue(bell.delegate === delegate)
        XCTAssertTrue(RxBellDelegateProxy.currentDelegate(for: bell) === delegate)
    }

    // MARK: Factory

    func testRegistrationRunsOnceOnFirstUse() {
        XCTAssertEqual(RxBuzzerDelegateProxy.registrations, 0)
        let first = Buzzer()
        let second = Buzzer()
        _ = RxBuzzerDelegateProxy.proxy(for: first)
        XCTAssertEqual(RxBuzzerDelegateProxy.registrations, 1)
        _ = RxBuzzerDelegateProxy.proxy(for: second)
        _ = RxBuzzerDelegateProxy.createProxy(for: Buzzer())
        XCTAssertEqual(RxBuzzerDelegateProxy.registrations, 1)
    }

    func testTheNearestRegisteredAncestorMakesTheProxy() {
        XCTAssertTrue(type(of: RxBellDelegateProxy.createProxy(for: Bell())) == RxBellDelegateProxy.self)
        XCTAssertTrue(type(of: RxBellDelegateProxy.createProxy(for: HandBell())) == RxBellDelegateProxy.self)
        XCTAssertTrue(
            type(of: RxBellDelegateProxy.createProxy(for: ChurchBell())) == RxChurchBellDelegateProxy.self)
        XCTAssertTrue(
            type(of: RxBellDelegateProxy.createProxy(for: CathedralBell())) == RxChurchBellDelegateProxy.self)
        XCTAssertTrue(
            type(of: RxScrollViewDelegateProxy.createProxy(for: UIScrollView()))
                == RxScrollViewDelegateProxy.self)
        XCTAssertTrue(
            type(of: RxScrollViewDelegateProxy.createProxy(for: UICollectionView()))
                == RxCollectionViewDelegateProxy.self)
    }

    func testCreateProxyMakesANewProxyEachTimeAndInstallsNothing() {
        let bell = Bell()
        let made = RxBellDelegateProxy.createProxy(for: bell)
        XCTAssertNil(bell.delegate)
        XCTAssertFalse(RxBellDelegateProxy.createProxy(for: bell) === made)
        XCTAssertFalse(RxBellDelegateProxy.proxy(for: bell) === made)
    }

    func testALaterRegistrationAppliesToObjectsMadeAfterIt() {
        let before = RxBellDelegateProxy.proxy(for: LateBell())
        XCTAssertTrue(type(of: before) == RxBellDelegateProxy.self)

        RxBellDelegateProxy.register { RxLateBellDelegateProxy(lateBell: $0) }

        XCTAssertTrue(type(of: RxBellDelegateProxy.proxy(for: LateBell())) == RxLateBellDelegateProxy.self)
        XCTAssertTrue(
            type(of: RxBellDelegateProxy.createProxy(for: LaterBell())) == RxLateBellDelegateProxy.self)
        XCTAssertTrue(type(of: RxBellDelegateProxy.createProxy(for: Bell())) == RxBellDelegateProxy.self)
    }

    // MARK: Forwarding

    func testAnObservedCallGoesSentMessageThenForwardThenMethodInvoked() {
        var log: [String] = []
        let bell = Bell()
        let forward = LoggingBellDelegate { log.append($0) }
        let bag = DisposeBag()
        bell.rx.setDelegate(forward).disposed(by: bag)
        let proxy = bell.rx.delegate
        proxy.sentMessage("bell(_:didRing:)").subscribe(onNext: { log.append("sentMessage \($0[1])") })
            .disposed(by: bag)
        proxy.methodInvoked("bell(_:didRing:)").subscribe(onNext: { log.append("methodInvoked \($0[1])") })
            .disposed(by: bag)
        proxy.sentMessage("bellWillRing(_:)").subscribe(onNext: { _ in log.append("sentMessage willRing") })
            .disposed(by: bag)

        bell.ring(times: 2)
        XCTAssertEqual(
            log,
            [
                "sentMessage willRing", "forward willRing", "sentMessage 2", "forward didRing 2",
                "methodInvoked 2",
            ])
    }

    func testTheArgumentsAreTheCallsArguments() {
        let bell = Bell()
        var arguments: [[Any]] = []
        let subscription = bell.rx.delegate.methodInvoked("bell(_:didRing:)").subscribe(onNext: {
            arguments.append($0)
        })
        bell.ring(times: 4)
        XCTAssertEqual(arguments.count, 1)
        XCTAssertTrue(arguments.first?.first as? Bell === bell)
        XCTAssertEqual(arguments.first?.last as? Int, 4)
        subscription.dispose()
    }

    func testUnobservedCallsStillReachTheForwardDelegate() {
        var log: [String] = []
        let bell = Bell()
        let forward = LoggingBellDelegate { log.append($0) }
        bell.delegate = forward
        _ = bell.rx.delegate
        bell.ring(times: 1)
        XCTAssertEqual(log, ["forward willRing", "forward didRing 1"])
    }

    func testBothStreamsFireWhenTheForwardDelegateLacksTheMethod() {
        let bell = Bell()
        let forward = SilentBellDelegate()
        bell.delegate = forward
        var log: [String] = []
        let bag = DisposeBag()
        bell.rx.delegate.sentMessage("bell(_:didRing:)").subscribe(onNext: { _ in log.append("sent") })
            .disposed(by: bag)
        bell.rx.didRing.subscribe(onNext: { log.append("invoked \($0)") }).disposed(by: bag)
        bell.ring(times: 5)
        XCTAssertEqual(log, ["sent", "invoked 5"])
    }

    func testBothStreamsFireWithNoForwardDelegateAtAll() {
        let bell = Bell()
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        bell.rx.didRing.subscribe(observer).disposed(by: bag)
        scheduler.scheduleAt(210) { bell.ring(times: 1) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
    }

    func testAMethodTheProxyAnswersItselfIsNotObserved() {
        var log: [String] = []
        let bell = Bell()
        let forward = LoggingBellDelegate { log.append($0) }
        forward.volumeAnswer = 7
        var invoked = 0
        let bag = DisposeBag()
        bell.rx.delegate.methodInvoked("volume(for:)").subscribe(onNext: { _ in invoked += 1 }).disposed(
            by: bag)
        bell.rx.delegate.sentMessage("volume(for:)").subscribe(onNext: { _ in invoked += 1 }).disposed(
            by: bag)

        XCTAssertEqual(bell.volume, 11)  // no forward delegate: the proxy's own answer
        bell.rx.setDelegate(forward).disposed(by: bag)
        XCTAssertEqual(bell.volume, 7)
        XCTAssertEqual(log, ["forward volume"])
        XCTAssertEqual(invoked, 0)
    }

    func testAPureSwiftProxyFeedsItsOwnSubjectThenForwards() {
        var log: [String] = []
        let bell = Bell()
        let forward = LoggingBellDelegate { log.append($0) }
        let proxy = RxBellDelegateProxy.proxy(for: bell)
        let bag = DisposeBag()
        bell.rx.setDelegate(forward).disposed(by: bag)
        proxy.volumeRequests.subscribe(onNext: { log.append("request \($0)") }).disposed(by: bag)
        _ = bell.volume
        XCTAssertEqual(log, ["forward volume", "request 3"])
    }

    // MARK: Streams

    func testStreamsAreCachedPerMethod() {
        let proxy = Bell().rx.delegate
        XCTAssertTrue(proxy.methodInvoked("bell(_:didRing:)") === proxy.methodInvoked("bell(_:didRing:)"))
        XCTAssertTrue(proxy.sentMessage("bell(_:didRing:)") === proxy.sentMessage("bell(_:didRing:)"))
        XCTAssertFalse(proxy.sentMessage("bell(_:didRing:)") === proxy.methodInvoked("bell(_:didRing:)"))
        XCTAssertFalse(proxy.methodInvoked("bell(_:didRing:)") === proxy.methodInvoked("bellWillRing(_:)"))
    }

    func testStreamsAreSharedWithoutReplayAndDisposingStopsDelivery() {
        let bell = Bell()
        let didRing = bell.rx.didRing
        for (time, times) in [(210, 1), (220, 2), (230, 3)] {
            scheduler.scheduleAt(time) { bell.ring(times: times) }
        }
        let early = scheduler.record(didRing, subscribed: 200, disposed: 225)
        let late = scheduler.record(didRing, subscribed: 215, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(late.events, [.next(220, 2), .next(230, 3)])
    }

    // MARK: Lifetime

    func testTheParentsDeathFreesTheProxyAndCompletesItsStreams() {
        var bell: Bell? = Bell()
        weak let weakProxy = bell!.rx.delegate
        let didRing = bell!.rx.didRing
        let willRing = bell!.rx.delegate.sentMessage("bellWillRing(_:)").map { _ in "will" }
        scheduler.scheduleAt(210) { bell?.ring(times: 1) }
        scheduler.scheduleAt(300) { bell = nil }
        let sent = scheduler.record(willRing, subscribed: 200)
        let invoked = scheduler.start { didRing }
        XCTAssertEqual(invoked.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(sent.events, [.next(210, "will"), .completed(300)])
        XCTAssertNil(weakProxy)
    }

    func testTheForwardDelegateIsWeakUnlessRetained() {
        let proxy = Bell().rx.delegate
        var weakDelegate: SilentBellDelegate? = SilentBellDelegate()
        weak let weakOne = weakDelegate
        proxy.setForwardToDelegate(weakDelegate, retainDelegate: false)
        XCTAssertTrue(proxy.forwardToDelegate() === weakDelegate)
        weakDelegate = nil
        XCTAssertNil(weakOne)
        XCTAssertNil(proxy.forwardToDelegate())

        var retainedDelegate: SilentBellDelegate? = SilentBellDelegate()
        weak let weakRetained = retainedDelegate
        proxy.setForwardToDelegate(retainedDelegate, retainDelegate: true)
        retainedDelegate = nil
        XCTAssertNotNil(weakRetained)
        XCTAssertTrue(proxy.forwardToDelegate() === weakRetained)
        proxy.setForwardToDelegate(nil, retainDelegate: true)
        XCTAssertNil(weakRetained)
    }

    // MARK: installForwardDelegate

    func testAnInstalledForwardDelegateStaysUntilDisposed() {
        var log: [String] = []
        let bell = Bell()
        let forward = LoggingBellDelegate { log.append($0) }
        let installation = RxBellDelegateProxy.installForwardDelegate(
            forward, retainDelegate: false, onProxyForObject: bell)
        XCTAssertTrue(bell.delegate === bell.rx.delegate)
        XCTAssertTrue(bell.rx.delegate.forwardToDelegate() === forward)
        bell.ring(times: 1)
        installation.dispose()
        XCTAssertNil(bell.rx.delegate.forwardToDelegate())
        bell.ring(times: 2)
        XCTAssertEqual(log, ["forward willRing", "forward didRing 1"])
    }

    func testARetainedInstalledDelegateLivesUntilDisposed() {
        let bell = Bell()
        var delegate: SilentBellDelegate? = SilentBellDelegate()
        weak let weakDelegate = delegate
        let installation = RxBellDelegateProxy.installForwardDelegate(
            delegate!, retainDelegate: true, onProxyForObject: bell)
        delegate = nil
        XCTAssertNotNil(weakDelegate)
        installation.dispose()
        XCTAssertNil(weakDelegate)
    }

    func testANotRetainedInstalledDelegateIsWeak() {
        let bell = Bell()
        var delegate: SilentBellDelegate? = SilentBellDelegate()
        weak let weakDelegate = delegate
        let installation = RxBellDelegateProxy.installForwardDelegate(
            delegate!, retainDelegate: false, onProxyForObject: bell)
        delegate = nil
        XCTAssertNil(weakDelegate)
        XCTAssertNil(bell.rx.delegate.forwardToDelegate())
        installation.dispose()
    }

    // MARK: The app replaces the delegate

    func testReplacingTheDelegateSilencesRxUntilTheNextProxyLookupAdoptsIt() {
        var log: [String] = []
        let bell = Bell()
        let didRing = bell.rx.didRing
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        let replacement = LoggingBellDelegate { log.append("\($0) at \(self.scheduler.clock)") }
        scheduler.scheduleAt(200) { didRing.subscribe(observer).disposed(by: bag) }
        scheduler.scheduleAt(210) { bell.ring(times: 1) }
        scheduler.scheduleAt(220) { bell.delegate = replacement }
        scheduler.scheduleAt(230) { bell.ring(times: 2) }  // rx is displaced: silent, no completion
        scheduler.scheduleAt(240) {
            let proxy = bell.rx.delegate  // the lookup takes the slot back
            XCTAssertTrue(bell.delegate === proxy)
            XCTAssertTrue(proxy.forwardToDelegate() === replacement)
        }
        scheduler.scheduleAt(250) { bell.ring(times: 3) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(250, 3)])
        XCTAssertEqual(
            log,
            [
                "forward willRing at 230", "forward didRing 2 at 230", "forward willRing at 250",
                "forward didRing 3 at 250",
            ])
    }

    func testTheAdoptedReplacementIsHeldWeakly() {
        let bell = Bell()
        _ = bell.rx.delegate
        var replacement: SilentBellDelegate? = SilentBellDelegate()
        weak let weakReplacement = replacement
        bell.delegate = replacement
        _ = bell.rx.delegate
        replacement = nil
        XCTAssertNil(weakReplacement)
        XCTAssertNil(bell.rx.delegate.forwardToDelegate())
    }
}
