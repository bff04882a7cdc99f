import Foundation
import UIKitSim
import XCTest

final class SimulatedAudioPlayerTests: XCTestCase {
    /// A delegate that writes down how each sound ended.
    private final class Endings: AVAudioPlayerDelegate {
        var flags: [Bool] = []

        func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
            flags.append(flag)
        }
    }

    func testTheDelegateHearsHowASoundEndsOnlyWhileItPlays() throws {
        let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/sounds/bell.caf"))
        let delegate = Endings()
        player.delegate = delegate

        player.simulateFinishPlaying()
        XCTAssertEqual(delegate.flags, [])
        XCTAssertTrue(player.play())
        XCTAssertTrue(player.isPlaying)
        player.simulateFinishPlaying()
        XCTAssertFalse(player.isPlaying)
        player.play()
        player.simulateFinishPlaying(successfully: false)
        XCTAssertEqual(delegate.flags, [true, false])
    }

    func testStoppingOrPausingTellsTheDelegateNothing() throws {
        let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/sounds/bell.caf"))
        let delegate = Endings()
        player.delegate = delegate
        player.play()
        player.pause()
        XCTAssertFalse(player.isPlaying)
        player.play()
        player.stop()
        player.simulateFinishPlaying()
        XCTAssertEqual(delegate.flags, [])
    }

    func testThePlayerHoldsItsDelegateWeakly() throws {
        let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/sounds/bell.caf"))
        weak var released: Endings?
        do {
            let delegate = Endings()
            released = delegate
            player.delegate = delegate
        }
        XCTAssertNil(released)
        XCTAssertNil(player.delegate)
    }
}
