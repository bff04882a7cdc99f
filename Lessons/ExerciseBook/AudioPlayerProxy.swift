import ExerciseKit
import LessonKit
import RxSandbox

/// What the `delegate-proxy` exercise calls: the learner's `rx.didFinishPlaying` of an audio player,
/// built on a delegate proxy of their own.
package protocol AudioPlayerProxyAnswer {
    static func didFinishPlaying(of player: AVAudioPlayer) -> Observable<Bool>
}

/// A screen that is the player's delegate the plain way, before any `.rx`: each end of a sound it
/// hears goes to `finished`.
final class PlayerScreen: UIViewController, AVAudioPlayerDelegate {
    let finished = PublishSubject<Bool>()

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        finished.onNext(flag)
    }
}

/// A screen that is the player's delegate and writes `screen` to `calls` each time a sound ends.
private final class LoggingPlayerScreen: UIViewController, AVAudioPlayerDelegate {
    let calls = PublishSubject<String>()

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        calls.onNext("screen")
    }
}

/// A player of a short sound, playing.
private func playingPlayer() throws -> AVAudioPlayer {
    let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/sounds/chime.caf"))
    player.play()
    return player
}

/// The sound plays to its end at `time`, and starts again: the user lane says so.
private func soundEnds(_ player: AVAudioPlayer, at time: TestTime, on stage: Stage) {
    stage.user(at: time, Localized(ko: "소리 끝남", en: "sound ends")) {
        player.simulateFinishPlaying()
        player.play()
    }
}

extension Exercise {
    /// A delegate proxy of one's own, for `AVAudioPlayer`: one proxy per player, forwarding to the
    /// delegate the app had, and gone with the player.
    package static func audioPlayerProxy<Answer: AudioPlayerProxyAnswer>(_: Answer.Type) -> Exercise {
        let finishes = ExerciseScenario(
            "finishes",
            summary: Localized(
                ko: "플레이어의 `rx.didFinishPlaying`을 구독합니다. 20틱에 소리가 끝까지 재생되고(`true`), 다시 재생된 "
                    + "소리가 40틱에 디코딩 에러로 멈춥니다(`false`).",
                en:
                    "The player's `rx.didFinishPlaying` is subscribed. At tick 20 the sound plays to its end "
                    + "(`true`); played again, it stops on a decoding error at tick 40 (`false`)."),
            expect: [
                .init("player.rx.didFinishPlaying", "--t-f", values: ["t": "true", "f": "false"])
            ]
        ) { stage in
            let player = stage.show(try playingPlayer(), as: "player", properties: [])
            stage.record(Answer.didFinishPlaying(of: player), as: "player.rx.didFinishPlaying")
            soundEnds(player, at: 20, on: stage)
            stage.user(at: 40, Localized(ko: "디코딩 에러", en: "decoding error")) {
                player.simulateFinishPlaying(successfully: false)
            }
        }
        let twoSubscribers = ExerciseScenario(
            "two-subscribers",
            summary: Localized(
                ko: "`first`가 0틱에 `rx.didFinishPlaying`을 구독하고, `second`가 20틱에 같은 플레이어의 "
                    + "`rx.didFinishPlaying`을 구독합니다. 소리는 10틱과 30틱에 끝납니다. 두 번째 구독자가 생겨도 "
                    + "`first`는 계속 받아야 합니다.",
                en:
                    "`first` subscribes to `rx.didFinishPlaying` at tick 0, `second` subscribes to the same "
                    + "player's `rx.didFinishPlaying` at tick 20; the sound ends at ticks 10 and 30. `first` "
                    + "must go on hearing after the second subscriber arrives."),
            expect: [
                .init("first", "-a-b", values: ["a": "true", "b": "true"]),
                .init("second", "---b", values: ["b": "true"]),
            ]
        ) { stage in
            let player = stage.show(try playingPlayer(), as: "player", properties: [])
            stage.record(Answer.didFinishPlaying(of: player), as: "first")
            stage.at(20) { stage.record(Answer.didFinishPlaying(of: player), as: "second") }
            soundEnds(player, at: 10, on: stage)
            soundEnds(player, at: 30, on: stage)
        }
        let forwards = ExerciseScenario(
            "forwards",
            summary: Localized(
                ko: "화면(`screen`)이 먼저 플레이어의 `delegate`가 되고, 그다음에 `rx.didFinishPlaying`을 "
                    + "구독합니다. 소리는 10틱과 30틱에 끝납니다. 화면의 델리게이트 메서드도 매번 불려야 합니다"
                    + "(`screen.finished`).",
                en:
                    "A screen becomes the player's `delegate` first; then `rx.didFinishPlaying` is subscribed. "
                    + "The sound ends at ticks 10 and 30. The screen's delegate method must still be called "
                    + "each time (`screen.finished`)."),
            expect: [
                .init("screen.finished", "-a-b", values: ["a": "true", "b": "true"]),
                .init("player.rx.didFinishPlaying", "-a-b", values: ["a": "true", "b": "true"]),
            ]
        ) { stage in
            let player = stage.show(try playingPlayer(), as: "player", properties: [])
            let screen = stage.show(PlayerScreen(), as: "screen", properties: [])
            player.delegate = screen
            stage.record(screen.finished, as: "screen.finished")
            stage.record(Answer.didFinishPlaying(of: player), as: "player.rx.didFinishPlaying")
            soundEnds(player, at: 10, on: stage)
            soundEnds(player, at: 30, on: stage)
        }
        let afterTheDelegate = ExerciseScenario(
            "after-the-delegate",
            summary: Localized(
                ko: "화면이 플레이어의 델리게이트이고, 화면과 `rx.didFinishPlaying`의 구독자가 호출을 받을 때마다 "
                    + "`calls`에 기록합니다(화면은 `screen`, 구독자는 `rx`). 소리는 10틱에 끝납니다. RxCocoa의 "
                    + "이벤트처럼, 이벤트는 화면의 델리게이트 메서드가 끝난 뒤에 와야 합니다.",
                en:
                    "A screen is the player's delegate; it and a subscriber of `rx.didFinishPlaying` each "
                    + "write to `calls` when they get the call (`screen`, and `rx`). The sound ends at tick "
                    + "10. As with RxCocoa's events, the event must come after the screen's delegate method "
                    + "has run."),
            expect: [.init("calls", "-(sr)", values: ["s": "screen", "r": "rx"])]
        ) { stage in
            let player = stage.show(try playingPlayer(), as: "player", properties: [])
            let screen = stage.show(LoggingPlayerScreen(), as: "screen", properties: [])
            player.delegate = screen
            stage.record(screen.calls, as: "calls")
            Answer.didFinishPlaying(of: player)
                .subscribe(onNext: { [weak screen] _ in screen?.calls.onNext("rx") })
                .disposed(by: stage.disposeBag)
            soundEnds(player, at: 10, on: stage)
        }
        let playerReleased = ExerciseScenario(
            "player-released",
            summary: Localized(
                ko: "`rx.didFinishPlaying`을 구독한 채로, 화면이 30틱에 플레이어를 놓습니다. 구독은 장면이 끝날 "
                    + "때까지 살아 있습니다. 플레이어는 30틱에 해제되고, 스트림은 그때 완료되어야 합니다.",
                en:
                    "While `rx.didFinishPlaying` is subscribed, the screen lets go of the player at tick 30; "
                    + "the subscription lives on to the end of the scene. The player must be released at "
                    + "tick 30, and the stream complete then."),
            expect: [
                .init("player.rx.didFinishPlaying", "-a-|", values: ["a": "true"]),
                .init("player.rx.deallocated", "---(x|)", values: ["x": "()"]),
            ]
        ) { stage in
            var player: AVAudioPlayer? = try playingPlayer()
            stage.watch(player!, as: "player")
            stage.record(Answer.didFinishPlaying(of: player!), as: "player.rx.didFinishPlaying")
            stage.record(player!.rx.deallocated, as: "player.rx.deallocated")
            stage.user(at: 10, Localized(ko: "소리 끝남", en: "sound ends")) {
                player?.simulateFinishPlaying()
            }
            stage.letGo(of: "player", at: 30) { player = nil }
        }
        return Exercise(
            id: "delegate-proxy",
            title: Localized(ko: "AVAudioPlayer의 DelegateProxy", en: "A DelegateProxy for AVAudioPlayer"),
            lesson: "delegate-proxy",
            fileName: "AudioPlayerProxy.swift",
            visible: finishes,
            hidden: [twoSubscribers, forwards, afterTheDelegate, playerReleased],
            hints: [
                Localized(
                    ko: "프록시는 세 가지를 합니다: 플레이어의 `delegate`가 되고, 델리게이트 메서드가 불릴 때마다 "
                        + "`intercept(arguments:forward:)`로 구독자에게 알리고, 앱이 원래 두었던 델리게이트에게 그 호출을 "
                        + "전달합니다.",
                    en:
                        "A proxy does three things: it becomes the player's `delegate`, tells its subscribers of each "
                        + "delegate call through `intercept(arguments:forward:)`, and forwards the call to the "
                        + "delegate the app had."),
                Localized(
                    ko: "`currentDelegate(for:)`와 `setCurrentDelegate(_:to:)`는 플레이어의 `delegate`를 읽고 씁니다. "
                        + "`proxy(for:)`는 이 둘로 앱의 델리게이트를 넘겨받고 프록시를 설치합니다.",
                    en:
                        "`currentDelegate(for:)` and `setCurrentDelegate(_:to:)` read and set the player's "
                        + "`delegate`; `proxy(for:)` uses them to take over the app's delegate and install the proxy."
                ),
                Localized(
                    ko: "`rx.delegate`는 `init`이 아니라 `proxy(for: base)`로 얻습니다. 플레이어마다 프록시가 하나뿐이고, "
                        + "플레이어가 그 프록시를 붙잡아 둡니다.",
                    en:
                        "Get `rx.delegate` with `proxy(for: base)`, not `init`: one proxy per player, kept by the "
                        + "player."),
                Localized(
                    ko: "모양은 이렇습니다: 프록시의 `register { RxAVAudioPlayerDelegateProxy(player: $0) }`, "
                        + "`weak` 프로퍼티로 붙잡은 플레이어, `intercept(arguments: [player, flag]) { "
                        + "$0.audioPlayerDidFinishPlaying(player, successfully: flag) }`, 그리고 "
                        + "`delegate.methodInvoked(\"audioPlayerDidFinishPlaying(_:successfully:)\")`의 두 번째 인자를 "
                        + "`Bool`로 바꾸는 `map`입니다.",
                    en:
                        "The shape: the proxy's `register { RxAVAudioPlayerDelegateProxy(player: $0) }`, the player "
                        + "in a `weak` property, `intercept(arguments: [player, flag]) { "
                        + "$0.audioPlayerDidFinishPlaying(player, successfully: flag) }`, and a `map` of "
                        + "`delegate.methodInvoked(\"audioPlayerDidFinishPlaying(_:successfully:)\")` that casts the "
                        + "second argument to `Bool`."),
            ],
            mistakes: [
                KnownMistake(
                    "proxy-made-with-init", caughtBy: twoSubscribers,
                    when: .lacksValue(on: "first", at: 30),
                    hint: Localized(
                        ko: "`first`가 30틱에 소리가 끝난 것을 듣지 못했습니다. `rx.delegate`가 `init`으로 프록시를 새로 "
                            + "만들고 있을 것입니다. 그런 프록시는 아무도 붙잡지 않으면(플레이어는 델리게이트를 약하게 "
                            + "참조합니다) 바로 해제되고 그 스트림도 완료됩니다. 붙잡아 두더라도, 다음에 만든 프록시가 "
                            + "플레이어의 델리게이트 자리를 차지해 앞의 구독자는 더 듣지 못합니다. `proxy(for: base)`를 쓰세요. "
                            + "플레이어마다 프록시를 하나만 만들어 플레이어에 붙여 두고, 델리게이트로 설치합니다.",
                        en:
                            "`first` did not hear the sound end at tick 30: `rx.delegate` probably makes a new proxy "
                            + "with `init`. If nothing keeps such a proxy (a player holds its delegate weakly), it "
                            + "goes at once and its streams complete; if something does, the next proxy made takes "
                            + "its place as the player's delegate, and the earlier subscribers hear no more. Use "
                            + "`proxy(for: base)`: it makes one proxy per player, keeps it with the player, and "
                            + "installs it as the delegate.")),
                KnownMistake(
                    "does-not-forward", caughtBy: forwards,
                    when: .staysSilent("screen.finished"),
                    hint: Localized(
                        ko: "`screen.finished`가 비어 있다면 프록시가 호출을 화면에 전달하지 않은 것입니다. "
                            + "`currentDelegate(for:)`가 플레이어의 `delegate`를 돌려주는지(그래야 `proxy(for:)`가 앱의 "
                            + "델리게이트를 넘겨받습니다), 그리고 델리게이트 메서드가 `intercept`의 클로저에서 그 "
                            + "델리게이트(`$0`)의 같은 메서드를 부르는지 확인하세요.",
                        en:
                            "If `screen.finished` stayed empty, the proxy did not forward the calls to the screen. "
                            + "Check that `currentDelegate(for:)` returns the player's `delegate` (that is how "
                            + "`proxy(for:)` takes over the app's delegate), and that your delegate method calls the "
                            + "same method on that delegate (`$0`) in `intercept`'s closure.")),
                KnownMistake(
                    "sent-message", caughtBy: afterTheDelegate,
                    when: .emits("rx", before: "screen", on: "calls"),
                    hint: Localized(
                        ko: "`calls`에서 `rx`가 `screen`보다 먼저 왔습니다. 이벤트를 `sentMessage`로 만들었기 때문입니다. "
                            + "`sentMessage`는 호출이 델리게이트에 닿기 전에 방출합니다. RxCocoa의 이벤트는 델리게이트가 "
                            + "처리한 뒤에 방출하는 `methodInvoked`로 만들어서, 구독자가 델리게이트가 한 일을 볼 수 "
                            + "있습니다. `methodInvoked`를 쓰세요.",
                        en:
                            "In `calls`, `rx` came before `screen`: your event is built on `sentMessage`, which emits "
                            + "before the call reaches the delegate. RxCocoa builds its events on `methodInvoked`, "
                            + "which emits after the delegate has handled the call, so a subscriber sees what the "
                            + "delegate did. Use `methodInvoked`.")),
                KnownMistake(
                    "holds-player-strongly", caughtBy: playerReleased,
                    when: .keepsAlive("player"),
                    hint: Localized(
                        ko: "30틱에 플레이어가 해제되지 않았다면 프록시가 플레이어를 강하게 붙잡고 있는 것입니다. "
                            + "플레이어는 자기 프록시를 붙잡고 있으니, 프록시가 플레이어를 강하게 참조하면 순환 참조가 "
                            + "됩니다. 프록시의 플레이어 프로퍼티를 `weak var`로 선언하세요.",
                        en:
                            "If the player was not released at tick 30, the proxy holds it strongly. A player keeps "
                            + "its proxy, so a proxy that holds the player strongly makes a cycle: declare the "
                            + "proxy's player property `weak var`.")),
            ])
    }
}
