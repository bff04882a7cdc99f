import Foundation
import LessonKit
import RxSandbox

/// The operator reference's schedulers family: the operators that choose where work runs, and the
/// schedulers a test or a lesson runs on. The threads are simulated (`ThreadScheduler`, from the
/// `schedulers` lesson): a value's label ends with the thread it arrived on (`a@bg`).
let schedulerOperators = Lesson(
    id: "operators-schedulers",
    title: Localized(ko: "스케줄러", en: "Schedulers"),
    summary: Localized(
        ko: "일이 실행되는 곳을 정하는 연산자와, 테스트가 쓰는 스케줄러: observe(on:), subscribe(on:), "
            + "CurrentThreadScheduler, HistoricalScheduler",
        en: "Choosing where work runs, and the schedulers tests run on: observe(on:), subscribe(on:), "
            + "CurrentThreadScheduler, HistoricalScheduler"),
    scenes: [
        Scene("observe-on") { stage in
            let scheduler = stage.scheduler
            let background = ThreadScheduler("bg", clock: scheduler)
            let main = ThreadScheduler("main", clock: scheduler, runsInline: true)
            // @code observe-on
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b|")
            let onBackground = letters.observe(on: background)
            let backOnMain = onBackground.map { $0.uppercased() }.observe(on: main)
            // @end
            stage.record(letters, as: "letters", label: onThread)
            stage.record(onBackground, as: "observe(on: bg)", label: onThread)
            stage.record(backOnMain, as: "observe(on: main)", label: onThread)
            stage.expect("letters", "-x-y|", values: ["x": "a@main", "y": "b@main"])
            stage.expect("observe(on: bg)", "-x-y|", values: ["x": "a@bg", "y": "b@bg"])
            stage.expect("observe(on: main)", "-x-y|", values: ["x": "A@main", "y": "B@main"])
        },
        Scene("subscribe-on") { stage in
            let scheduler = stage.scheduler
            let background = ThreadScheduler("bg", clock: scheduler)
            // @code subscribe-on
            let answer = Observable<String>.create { observer in
                print("create: \(ThreadScheduler.current)")
                observer.onNext("a")
                observer.onCompleted()
                return Disposables.create()
            }
            let subscribedOnBackground = answer.subscribe(on: background)
            // @end
            stage.record(answer, as: "create", label: onThread)
            stage.at(10) { stage.record(subscribedOnBackground, as: "subscribe(on: bg)", label: onThread) }
            stage.expect("create", "(x|)", values: ["x": "a@main"])
            stage.expect("subscribe(on: bg)", "-(x|)", values: ["x": "a@bg"])
        },
        Scene("current-thread-scheduler") { stage in
            // @code current-thread-scheduler
            let scheduler = CurrentThreadScheduler.instance
            _ = scheduler.schedule(()) { _ in
                print(Localized(ko: "바깥 작업 시작", en: "outer work starts"))
                _ = scheduler.schedule(()) { _ in
                    print(Localized(ko: "안쪽 작업", en: "inner work"))
                    return Disposables.create()
                }
                print(Localized(ko: "바깥 작업 끝", en: "outer work ends"))
                return Disposables.create()
            }
            let letters = Observable.of("a", "b", "c", scheduler: scheduler)
            // @end
            stage.record(letters, as: "letters")
            stage.expect("letters", "(abc|)")
        },
        Scene("historical-scheduler") { stage in
            // @code historical-scheduler
            let calendar = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
            let days = Observable<Int>.interval(.seconds(86_400), scheduler: calendar).take(3)
            let dated = days.map { day in "\(day): \(calendar.now)" }
            // @end
            stage.record(days, as: "days")
            stage.at(10) {
                // @code historical-scheduler-run
                _ = dated.subscribe(onNext: { print($0) })
                calendar.start()
                // @end
            }
            stage.expect("days", "-(012|)")
        },
    ])
