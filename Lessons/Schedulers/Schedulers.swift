import LessonKit
import RxSandbox

/// The simulated threads of a scene: `main` runs inline like `MainScheduler.instance`, `mainAsync`
/// always queues like `MainScheduler.asyncInstance`, and `background` is a background queue.
private func threads(_ stage: Stage) -> (
    main: ThreadScheduler, mainAsync: ThreadScheduler, background: ThreadScheduler
) {
    // @code threads
    let main = ThreadScheduler("main", clock: stage.scheduler, runsInline: true)
    let mainAsync = ThreadScheduler("main", clock: stage.scheduler)
    let background = ThreadScheduler("bg", clock: stage.scheduler)
    // @end
    return (main, mainAsync, background)
}

/// Scaffolding: a download that answers 10 ms after it is subscribed, on the background thread (as
/// a `URLSession` callback does).
private func download(_ city: String, _ background: ThreadScheduler) -> Observable<String> {
    Observable.just("\(city) 21°").delay(.milliseconds(10), scheduler: background)
}

/// Where each part of a chain runs: `observe(on:)`, `subscribe(on:)`, the main scheduler's two
/// instances, and `drive` called off the main thread, on simulated threads in virtual time.
let schedulersLesson = Lesson(
    id: "schedulers",
    title: Localized(ko: "스케줄러와 스레드", en: "Schedulers and threads"),
    summary: Localized(
        ko: "백그라운드에서 메인으로 넘어가기, observe(on:)과 subscribe(on:), MainScheduler의 instance와 "
            + "asyncInstance, 메인 스레드가 아닌 곳에서 호출한 drive",
        en:
            "The hop from a background thread to the main one, observe(on:) vs subscribe(on:), MainScheduler's "
            + "instance and asyncInstance, and drive called off the main thread"
    ),
    scenes: [
        Scene("hop") { stage in
            let (main, _, background) = threads(stage)
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let bag = stage.disposeBag
            stage.at(10) {
                // @code hop
                let weather = stage.trace(download("Seoul", background), as: "download", label: onThread)
                    .observe(on: main)
                stage.trace(weather, as: "observe(on: main)", label: onThread)
                    .bind(to: label.rx.text)
                    .disposed(by: bag)
                // @end
            }
            stage.expect("download", "--(b|)", values: ["b": "Seoul 21°@bg"])
            stage.expect("observe(on: main)", "--(m|)", values: ["m": "Seoul 21°@main"])
            stage.expect("label.text", "--a", values: ["a": "Seoul 21°"])
        },
        Scene("observe-on") { stage in
            let (main, _, background) = threads(stage)
            let photos = PublishSubject<String>()
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let bag = stage.disposeBag
            // @code observe-on
            let thumbnails = stage.trace(photos, as: "photos", label: onThread)
                .observe(on: background)
                .map { photo in "\(photo).small" }
            let shown = stage.trace(thumbnails, as: "map", label: onThread)
                .observe(on: main)
            stage.trace(shown, as: "shown", label: onThread)
                .bind(to: label.rx.text)
                .disposed(by: bag)
            // @end
            stage.user(at: 10, Localized(ko: "사진 고르기", en: "pick a photo")) { photos.onNext("cat") }
            stage.expect("photos", "-p", values: ["p": "cat@main"])
            stage.expect("map", "-s", values: ["s": "cat.small@bg"])
            stage.expect("shown", "-m", values: ["m": "cat.small@main"])
        },
        Scene("subscribe-on") { stage in
            let (_, _, background) = threads(stage)
            // @code create
            let weather = Observable<String>.create { observer in
                print(
                    Localized(
                        ko: "create 클로저 실행 스레드: \(ThreadScheduler.current)",
                        en: "create runs on \(ThreadScheduler.current)"))
                observer.onNext("21°")
                observer.onCompleted()
                return Disposables.create()
            }
            // @end
            stage.at(10) {
                // @code without-subscribe-on
                stage.record(weather, as: "weather", label: onThread)
                // @end
            }
            stage.at(20) {
                // @code subscribe-on
                let later =
                    weather
                    .map { temperature in "Seoul \(temperature)" }
                    .subscribe(on: background)
                stage.record(later, as: "subscribe(on: bg)", label: onThread)
                // @end
            }
            stage.expect("weather", "-(w|)", values: ["w": "21°@main"])
            stage.expect("subscribe(on: bg)", "--(w|)", values: ["w": "Seoul 21°@bg"])
        },
        Scene("inline-vs-async") { stage in
            let (main, mainAsync, _) = threads(stage)
            let subject = PublishSubject<String>()
            let bag = stage.disposeBag
            // @code inline-vs-async
            subject
                .observe(on: main)
                .subscribe(onNext: { value in print("instance: \(value)") })
                .disposed(by: bag)
            subject
                .observe(on: mainAsync)
                .subscribe(onNext: { value in print("asyncInstance: \(value)") })
                .disposed(by: bag)
            // @end
            stage.record(subject.observe(on: main), as: "observe(on: main)", label: onThread)
            stage.record(subject.observe(on: mainAsync), as: "observe(on: mainAsync)", label: onThread)
            stage.at(10) {
                // @code emit-on-main
                print("onNext(a) {")
                subject.onNext("a")
                print("}")
                // @end
            }
            stage.expect("observe(on: main)", "-a", values: ["a": "a@main"])
            stage.expect("observe(on: mainAsync)", "-a", values: ["a": "a@main"])
        },
        Scene("drive-off-main") { stage in
            let (_, _, background) = threads(stage)
            let offline = Localized(ko: "오프라인", en: "offline")[stage.language]
            let online = Localized(ko: "온라인", en: "online")[stage.language]
            let status = BehaviorRelay(value: online)
            let statusLabel = stage.show(UILabel(), as: "statusLabel", properties: ["text"])
            let arrivals = PublishRelay<String>()
            stage.record(arrivals, as: "arrivals")
            let bag = stage.disposeBag
            // @code drive-on-main
            let driver = status.asDriver()
            driver.drive(statusLabel.rx.text).disposed(by: bag)
            // @end
            stage.at(10) {
                // @code drive-off-main
                _ = background.schedule(()) { _ in
                    driver
                        .drive(onNext: { status in arrivals.accept(onThread(status)) })
                        .disposed(by: bag)
                    return Disposables.create()
                }
                // @end
            }
            stage.at(20) { status.accept(offline) }
            stage.expect("statusLabel.text", "o-f", values: ["o": online, "f": offline])
            stage.expect("arrivals", "-bm", values: ["b": "\(online)@bg", "m": "\(offline)@main"])
        },
    ])
