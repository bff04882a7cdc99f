import ExerciseBook
import RxSandbox

/// A right delegate proxy for `AVAudioPlayer`, for the wrong answers whose mistake is in how they use it.
final class RightPlayerProxy: DelegateProxy<AVAudioPlayer, AVAudioPlayerDelegate>, DelegateProxyType,
    AVAudioPlayerDelegate
{
    weak private(set) var player: AVAudioPlayer?

    init(player: AVAudioPlayer) {
        self.player = player
        super.init(parentObject: player, delegateProxy: RightPlayerProxy.self)
    }

    static func registerKnownImplementations() {
        register { RightPlayerProxy(player: $0) }
    }

    static func currentDelegate(for object: AVAudioPlayer) -> AVAudioPlayerDelegate? {
        object.delegate
    }

    static func setCurrentDelegate(_ delegate: AVAudioPlayerDelegate?, to object: AVAudioPlayer) {
        object.delegate = delegate
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        intercept(arguments: [player, flag]) {
            $0.audioPlayerDidFinishPlaying(player, successfully: flag)
        }
    }
}

/// `delegate-proxy`, the proxy made with `init`: `rx.delegate` builds a new proxy each time and sets it
/// as the delegate, instead of `proxy(for:)`. Nothing keeps it, so its streams complete at once.
enum ProxyMadeWithInit: AudioPlayerProxyAnswer {
    static func delegate(of player: AVAudioPlayer) -> DelegateProxy<AVAudioPlayer, AVAudioPlayerDelegate> {
        let proxy = RightPlayerProxy(player: player)
        player.delegate = proxy
        return proxy
    }

    static func didFinishPlaying(of player: AVAudioPlayer) -> Observable<Bool> {
        delegate(of: player).methodInvoked("audioPlayerDidFinishPlaying(_:successfully:)")
            .map { $0[1] as! Bool }
    }
}

/// `delegate-proxy`, not forwarding: `currentDelegate(for:)` is left answering `nil`, so `proxy(for:)`
/// never takes over the delegate the app had, and the app's delegate hears nothing.
enum ProxyThatDoesNotForward: AudioPlayerProxyAnswer {
    final class Proxy: DelegateProxy<AVAudioPlayer, AVAudioPlayerDelegate>, DelegateProxyType,
        AVAudioPlayerDelegate
    {
        weak private(set) var player: AVAudioPlayer?

        init(player: AVAudioPlayer) {
            self.player = player
            super.init(parentObject: player, delegateProxy: Proxy.self)
        }

        static func registerKnownImplementations() {
            register { Proxy(player: $0) }
        }

        static func currentDelegate(for object: AVAudioPlayer) -> AVAudioPlayerDelegate? {
            nil
        }

        static func setCurrentDelegate(_ delegate: AVAudioPlayerDelegate?, to object: AVAudioPlayer) {
            object.delegate = delegate
        }

        func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
            intercept(arguments: [player, flag]) {
                $0.audioPlayerDidFinishPlaying(player, successfully: flag)
            }
        }
    }

    static func didFinishPlaying(of player: AVAudioPlayer) -> Observable<Bool> {
        Proxy.proxy(for: player).methodInvoked("audioPlayerDidFinishPlaying(_:successfully:)")
            .map { $0[1] as! Bool }
    }
}

/// `delegate-proxy`, holding the player strongly: the proxy keeps its player in a `let`, and the player
/// keeps its proxy, so neither is ever released.
enum ProxyHoldingItsPlayer: AudioPlayerProxyAnswer {
    final class Proxy: DelegateProxy<AVAudioPlayer, AVAudioPlayerDelegate>, DelegateProxyType,
        AVAudioPlayerDelegate
    {
        let player: AVAudioPlayer

        init(player: AVAudioPlayer) {
            self.player = player
            super.init(parentObject: player, delegateProxy: Proxy.self)
        }

        static func registerKnownImplementations() {
            register { Proxy(player: $0) }
        }

        static func currentDelegate(for object: AVAudioPlayer) -> AVAudioPlayerDelegate? {
            object.delegate
        }

        static func setCurrentDelegate(_ delegate: AVAudioPlayerDelegate?, to object: AVAudioPlayer) {
            object.delegate = delegate
        }

        func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
            intercept(arguments: [player, flag]) {
                $0.audioPlayerDidFinishPlaying(player, successfully: flag)
            }
        }
    }

    static func didFinishPlaying(of player: AVAudioPlayer) -> Observable<Bool> {
        Proxy.proxy(for: player).methodInvoked("audioPlayerDidFinishPlaying(_:successfully:)")
            .map { $0[1] as! Bool }
    }
}

/// `delegate-proxy`, the proxy made with `init` and kept alive by its own stream: it no longer goes at
/// once, but each `rx.didFinishPlaying` makes a new proxy that replaces the player's delegate, so the
/// first subscriber stops hearing when a second one arrives.
enum ProxyMadeWithInitKeptByItsStream: AudioPlayerProxyAnswer {
    static func didFinishPlaying(of player: AVAudioPlayer) -> Observable<Bool> {
        let proxy = RightPlayerProxy(player: player)
        player.delegate = proxy
        // The closure keeps the proxy, so it lives as long as the subscription.
        return proxy.methodInvoked("audioPlayerDidFinishPlaying(_:successfully:)")
            .map { [proxy] arguments in
                _ = proxy
                return arguments[1] as! Bool
            }
    }
}

/// `delegate-proxy`, the event built on `sentMessage`: a right proxy, but the event comes before the
/// app's delegate has handled the call.
enum ProxyEventFromSentMessage: AudioPlayerProxyAnswer {
    static func didFinishPlaying(of player: AVAudioPlayer) -> Observable<Bool> {
        RightPlayerProxy.proxy(for: player).sentMessage("audioPlayerDidFinishPlaying(_:successfully:)")
            .map { $0[1] as! Bool }
    }
}
