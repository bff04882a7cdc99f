import ExerciseBook
import RxSandbox

/// `reactive-compatible`, forgetting the conformance: the `Reactive` extension is right, but nothing
/// says `extension DownloadWithoutRx: ReactiveCompatible {}`, so a download has no `.rx`.
final class DownloadWithoutRx {
    var onProgress: ((Int) -> Void)?
    var onFinish: (() -> Void)?

    func receive(percent: Int) {
        onProgress?(percent)
    }

    func finish() {
        onFinish?()
    }
}

extension Reactive where Base: DownloadWithoutRx {
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

enum ProgressWithoutTheConformance: ReactiveCompatibleAnswer {
    static func newDownload() -> DownloadWithoutRx { DownloadWithoutRx() }
    static func receive(_ percent: Int, in download: DownloadWithoutRx) { download.receive(percent: percent) }
    static func finish(_ download: DownloadWithoutRx) { download.finish() }
    static func progress(of rx: Reactive<DownloadWithoutRx>) -> Observable<Int> { rx.progress }
}

/// `reactive-compatible`, forgetting the end: the conformance is there, but `rx.progress` listens to
/// `onProgress` only, so it never completes when the download finishes.
final class DownloadThatNeverEnds {
    var onProgress: ((Int) -> Void)?
    var onFinish: (() -> Void)?

    func receive(percent: Int) {
        onProgress?(percent)
    }

    func finish() {
        onFinish?()
    }
}

extension DownloadThatNeverEnds: ReactiveCompatible {}

extension Reactive where Base: DownloadThatNeverEnds {
    var progress: Observable<Int> {
        Observable.create { [base] observer in
            base.onProgress = { percent in observer.onNext(percent) }
            return Disposables.create { base.onProgress = nil }
        }
    }
}

enum ProgressThatNeverCompletes: ReactiveCompatibleAnswer {
    static func newDownload() -> DownloadThatNeverEnds { DownloadThatNeverEnds() }
    static func receive(_ percent: Int, in download: DownloadThatNeverEnds) {
        download.receive(percent: percent)
    }
    static func finish(_ download: DownloadThatNeverEnds) { download.finish() }
    static func progress(of rx: Reactive<DownloadThatNeverEnds>) -> Observable<Int> { rx.progress }
}
