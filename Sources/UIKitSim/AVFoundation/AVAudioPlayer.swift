import Foundation

/// What an audio player tells its delegate, as AVFoundation's `AVAudioPlayerDelegate` (every method
/// optional; the simulation has only the end of playback).
public protocol AVAudioPlayerDelegate: AnyObject {
    /// The sound stopped playing by itself: at its end (`flag` is `true`), or because its data could not
    /// be decoded (`false`). Not called when the app stops it, nor on an interruption.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

/// Plays one sound file, as AVFoundation's `AVAudioPlayer`, and tells its delegate when the sound ends.
///
/// No sound is played: the scripted sound ends when told to (`simulateFinishPlaying(successfully:)`),
/// and only while it plays.
open class AVAudioPlayer: SimulatedObject {
    /// The delegate, held weakly.
    open weak var delegate: AVAudioPlayerDelegate?

    /// The file the player plays.
    public let url: URL?

    /// Whether the sound is playing.
    public private(set) var isPlaying = false {
        didSet { recordChange("isPlaying", from: oldValue, to: isPlaying) }
    }

    /// A player of the sound file at `url`. (AVFoundation's throws when the file can't be opened; the
    /// simulated one never does.)
    public init(contentsOf url: URL) throws {
        self.url = url
        super.init()
    }

    /// Starts (or resumes) playing; returns whether it plays.
    @discardableResult
    open func play() -> Bool {
        isPlaying = true
        return true
    }

    /// Pauses; `play()` resumes.
    open func pause() {
        isPlaying = false
    }

    /// Stops playing; the delegate is not told.
    open func stop() {
        isPlaying = false
    }

    // MARK: Scripted sound

    /// The sound stops by itself while playing: at its end (`successfully`), or on a decoding error
    /// (`successfully: false`); the delegate is told.
    open func simulateFinishPlaying(successfully: Bool = true) {
        guard isPlaying else { return }
        isPlaying = false
        delegate?.audioPlayerDidFinishPlaying(self, successfully: successfully)
    }
}
