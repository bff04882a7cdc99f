import ExerciseBook
import RxSandbox

// Exercise `reactive-compatible`: the task is `swift run lessons exercise show reactive-compatible`;
// check your answer with `swift run lessons exercise check reactive-compatible`.

/// A file download. It reports its progress, in percent, to `onProgress`, and its end to
/// `onFinish`. A plain Swift class, not an `NSObject`: it has no `.rx` yet.
final class Download {
    var onProgress: ((Int) -> Void)?
    var onFinish: (() -> Void)?

    // The network calls these two.

    func receive(percent: Int) {
        onProgress?(percent)
    }

    func finish() {
        onFinish?()
    }
}

// The conformance is all it takes: `ReactiveCompatible`'s extension gives `download.rx`.
extension Download: ReactiveCompatible {}

extension Reactive where Base: Download {
    /// The download's progress, in percent, each time the network reports it; completes when the
    /// download finishes. A download has one callback of each kind, so the sequence serves one
    /// subscription at a time (a second takes the callbacks over): for several, share it (`share()`).
    var progress: Observable<Int> {
        Observable.create { [base] observer in
            base.onProgress = { percent in observer.onNext(percent) }
            base.onFinish = { observer.onCompleted() }
            return Disposables.create {
                base.onProgress = nil
                base.onFinish = nil
            }
        }
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: ReactiveCompatibleAnswer {
    static func newDownload() -> Download { Download() }
    static func receive(_ percent: Int, in download: Download) { download.receive(percent: percent) }
    static func finish(_ download: Download) { download.finish() }
    static func progress(of rx: Reactive<Download>) -> Observable<Int> { rx.progress }
}
