import ExerciseBook
import RxSandbox

// Exercise `delegate-proxy`: the task is `swift run lessons exercise show delegate-proxy`;
// check your answer with `swift run lessons exercise check delegate-proxy`.

/// The delegate proxy of `AVAudioPlayer`: installed as the player's delegate, it turns each delegate
/// call into an event and forwards the call to the delegate the app had.
final class RxAVAudioPlayerDelegateProxy: DelegateProxy<AVAudioPlayer, AVAudioPlayerDelegate>,
    DelegateProxyType, AVAudioPlayerDelegate
{
    // Weak: the player keeps its proxy, so a strong reference back would be a cycle.
    weak private(set) var player: AVAudioPlayer?

    init(player: AVAudioPlayer) {
        self.player = player
        super.init(parentObject: player, delegateProxy: RxAVAudioPlayerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxAVAudioPlayerDelegateProxy(player: $0) }
    }

    static func currentDelegate(for object: AVAudioPlayer) -> AVAudioPlayerDelegate? {
        object.delegate
    }

    static func setCurrentDelegate(_ delegate: AVAudioPlayerDelegate?, to object: AVAudioPlayer) {
        object.delegate = delegate
    }

    // Subscribers hear the call, and the delegate the app had gets it too.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        intercept(arguments: [player, flag]) {
            $0.audioPlayerDidFinishPlaying(player, successfully: flag)
        }
    }
}

extension Reactive where Base: AVAudioPlayer {
    /// The player's proxy: made once, kept by the player, installed as its delegate.
    var delegate: DelegateProxy<AVAudioPlayer, AVAudioPlayerDelegate> {
        RxAVAudioPlayerDelegateProxy.proxy(for: base)
    }

    /// Each end of the sound: `true` at its end, `false` on a decoding error.
    var didFinishPlaying: Observable<Bool> {
        delegate.methodInvoked("audioPlayerDidFinishPlaying(_:successfully:)")
            .map { arguments in arguments[1] as! Bool }
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: AudioPlayerProxyAnswer {
    static func didFinishPlaying(of player: AVAudioPlayer) -> Observable<Bool> { player.rx.didFinishPlaying }
}
