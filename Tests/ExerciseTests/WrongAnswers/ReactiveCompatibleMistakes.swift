import ExerciseBook
import RxSandbox

/// The download of the wrong answers, as the learner's file gives it: a plain class, without `.rx`;
/// each answer's download is a subclass of its own, which the answer extends (or forgets to).
class PlainDownload {
    var onProgress: ((Int) -> Void)?
    var onFinish: (() -> Void)?

    func receive(percent: Int) {
        onProgress?(percent)
    }

    func finish() {
        onFinish?()
    }
}

/// `reactive-compatible`, forgetting the conformance: the `Reactive` extension is right, but nothing
/// says `extension DownloadWithoutRx: ReactiveCompatible {}`, so a download has no `.rx`.
final class DownloadWithoutRx: PlainDownload {}

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
final class DownloadThatNeverEnds: PlainDownload {}

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

/// `reactive-compatible`, starting at 0: a progress bar starts empty, so the learner's `rx.progress`
/// starts with 0, a progress the network never reported.
final class DownloadStartingAtZero: PlainDownload {}

extension DownloadStartingAtZero: ReactiveCompatible {}

extension Reactive where Base: DownloadStartingAtZero {
    var progress: Observable<Int> {
        Observable<Int>.create { [base] observer in
            base.onProgress = { percent in observer.onNext(percent) }
            base.onFinish = { observer.onCompleted() }
            return Disposables.create {
                base.onProgress = nil
                base.onFinish = nil
            }
        }
        .startWith(0)
    }
}

enum ProgressStartingAtZero: ReactiveCompatibleAnswer {
    static func newDownload() -> DownloadStartingAtZero { DownloadStartingAtZero() }
    static func receive(_ percent: Int, in download: DownloadStartingAtZero) {
        download.receive(percent: percent)
    }
    static func finish(_ download: DownloadStartingAtZero) { download.finish() }
    static func progress(of rx: Reactive<DownloadStartingAtZero>) -> Observable<Int> { rx.progress }
}

/// `reactive-compatible`, callbacks set when the property is read: each read of `rx.progress` makes a
/// subject and points the download's callbacks at it, so a second read takes them from the first.
final class DownloadWiredOnRead: PlainDownload {}

extension DownloadWiredOnRead: ReactiveCompatible {}

extension Reactive where Base: DownloadWiredOnRead {
    var progress: Observable<Int> {
        let subject = PublishSubject<Int>()
        base.onProgress = { percent in subject.onNext(percent) }
        base.onFinish = { subject.onCompleted() }
        return subject.asObservable()
    }
}

enum ProgressWiredOnRead: ReactiveCompatibleAnswer {
    static func newDownload() -> DownloadWiredOnRead { DownloadWiredOnRead() }
    static func receive(_ percent: Int, in download: DownloadWiredOnRead) {
        download.receive(percent: percent)
    }
    static func finish(_ download: DownloadWiredOnRead) { download.finish() }
    static func progress(of rx: Reactive<DownloadWiredOnRead>) -> Observable<Int> { rx.progress }
}
