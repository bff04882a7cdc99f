import ExerciseBook
import RxSandbox

// Exercise `delegate-proxy`: the task is `swift run lessons exercise show delegate-proxy`;
// check your answer with `swift run lessons exercise check delegate-proxy`.

/// The delegate proxy of `AVAudioPlayer`: installed as the player's delegate, it turns each delegate
/// call into an event and forwards the call to the delegate the app had.
final class RxAVAudioPlayerDelegateProxy: DelegateProxy<AVAudioPlayer, AVAudioPlayerDelegate>,
    DelegateProxyType, AVAudioPlayerDelegate
{
    init(player: AVAudioPlayer) {
        super.init(parentObject: player, delegateProxy: RxAVAudioPlayerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        // Write this: how to make the proxy of a player.
    }

    static func currentDelegate(for object: AVAudioPlayer) -> AVAudioPlayerDelegate? {
        // Write this: the player's delegate.
        nil
    }

    static func setCurrentDelegate(_ delegate: AVAudioPlayerDelegate?, to object: AVAudioPlayer) {
        // Write this: set the player's delegate.
    }

    // Write this: the delegate method the proxy observes, `audioPlayerDidFinishPlaying(_:successfully:)`.
}

extension Reactive where Base: AVAudioPlayer {
    // Write this: `delegate`, the player's proxy.

    /// Each end of the sound: `true` at its end, `false` on a decoding error.
    var didFinishPlaying: Observable<Bool> {
        // Write this: the proxy's calls of `audioPlayerDidFinishPlaying(_:successfully:)`.
        Observable.never()
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: AudioPlayerProxyAnswer {
    static func didFinishPlaying(of player: AVAudioPlayer) -> Observable<Bool> { player.rx.didFinishPlaying }
}
