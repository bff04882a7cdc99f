import LessonKit
import RxSandbox

/// The operator reference's utility family: the operators that watch a sequence without changing it,
/// or tie it to an object's lifetime. Each scene's inputs are hot test observables written as marble
/// diagrams (one frame is 10 ticks).
let utilityOperators = Lesson(
    id: "operators-utility",
    title: Localized(ko: "유틸리티 연산자", en: "Utility operators"),
    summary: Localized(
        ko: "시퀀스를 바꾸지 않고 지켜보거나, 객체의 수명에 묶는 연산자: do, debug, withUnretained",
        en:
            "Watching a sequence without changing it, or tying it to an object's lifetime: do, debug, withUnretained"
    ),
    scenes: [
        Scene("do") { stage in
            let scheduler = stage.scheduler
            // @code do
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b|")
            let watched = letters.do(
                onNext: { print("onNext(\($0))") }, afterNext: { print("afterNext(\($0))") },
                onCompleted: { print("onCompleted") }, onSubscribe: { print("onSubscribe") },
                onDispose: { print("onDispose") })
            // @end
            stage.record(watched, as: "do")
            stage.expect("do", "-a-b|")
        },
        Scene("debug") { stage in
            let scheduler = stage.scheduler
            // @code debug
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b|")
            let logged = letters.debug("letters")
            // @end
            stage.record(logged, as: "debug")
            stage.expect("debug", "-a-b|")
        },
        Scene("with-unretained") { stage in
            let scheduler = stage.scheduler
            // @code with-unretained
            final class Screen {
                let title = "s"
            }
            var screen: Screen? = Screen()
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-d|")
            let output = letters.withUnretained(screen!) { screen, letter in screen.title + letter }
            stage.at(40) { screen = nil }
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "withUnretained")
            stage.expect("withUnretained", "-x-y-|", values: ["x": "sa", "y": "sb"])
        },
    ])

/// The operator reference's connectable family: the operators that share one subscription to a source
/// among several subscribers, and decide when it starts and ends. The source of every scene is a cold
/// test observable, so each subscription to it (a `source` lane) starts its diagram (one frame is
/// 10 ticks).
let connectableOperators = Lesson(
    id: "operators-connectable",
    title: Localized(ko: "연결 가능 연산자", en: "Connectable operators"),
    summary: Localized(
        ko: "구독 하나를 여러 구독자가 나누어 쓰고, 그 시작과 끝을 정하는 연산자: publish, connect, replay, "
            + "replayAll, refCount, share, multicast",
        en: "Sharing one subscription among several subscribers, and deciding when it starts and ends: "
            + "publish, connect, replay, replayAll, refCount, share, multicast"),
    scenes: [
        Scene("publish", alsoDraws: ["connect"]) { stage in
            let scheduler = stage.scheduler
            // @code publish
            let cold: TestableObservable<String> = try scheduler.createColdObservable("-a-b-c|")
            let published = stage.trace(cold, as: "source").publish()
            stage.record(published, as: "first")
            stage.at(20) { published.connect().disposed(by: stage.disposeBag) }
            stage.at(40) { stage.record(published, as: "late") }
            // @end
            stage.expect("first", "---a-b-c|")
            stage.expect("late", "-----b-c|")
        },
        Scene("replay") { stage in
            let scheduler = stage.scheduler
            // @code replay
            let cold: TestableObservable<String> = try scheduler.createColdObservable("-a-b-c|")
            let replayed = stage.trace(cold, as: "source").replay(1)
            replayed.connect().disposed(by: stage.disposeBag)
            stage.at(40) { stage.record(replayed, as: "late") }
            stage.at(80) {
                stage.record(replayed, as: "afterEnd")
                replayed.connect().disposed(by: stage.disposeBag)
            }
            // @end
            stage.expect("late", "----bc|")
            stage.expect("afterEnd", "---------a-b-c|")
        },
        Scene("replay-all") { stage in
            let scheduler = stage.scheduler
            // @code replay-all
            let cold: TestableObservable<String> = try scheduler.createColdObservable("-a-b----c|")
            let replayed = stage.trace(cold, as: "source").replayAll()
            replayed.connect().disposed(by: stage.disposeBag)
            stage.at(40) { stage.record(replayed, as: "late") }
            // @end
            stage.expect("late", "----(ab)c|")
        },
        Scene("ref-count") { stage in
            let scheduler = stage.scheduler
            // @code ref-count
            let cold: TestableObservable<String> = try scheduler.createColdObservable("-a-b-c|")
            let shared = stage.trace(cold, as: "source").publish().refCount()
            let first = stage.trace(shared, as: "first").subscribe()
            stage.at(30) { first.dispose() }
            stage.at(50) { stage.record(shared, as: "second") }
            // @end
            stage.expect("second", "------a-b-c|")
        },
        Scene("share", alsoDraws: ["share-replay-scope"]) { stage in
            let scheduler = stage.scheduler
            // @code share
            let cold: TestableObservable<String> = try scheduler.createColdObservable("-a-b-c-d|")
            let shared = stage.trace(cold, as: "source").share(replay: 1)
            stage.record(shared, as: "first")
            stage.at(40) { stage.record(shared, as: "late") }
            // @end
            stage.expect("first", "-a-b-c-d|")
            stage.expect("late", "----bc-d|")
        },
        Scene("multicast") { stage in
            let scheduler = stage.scheduler
            // @code multicast
            let cold: TestableObservable<String> = try scheduler.createColdObservable("-a-b|")
            let connectable = stage.trace(cold, as: "source").multicast(BehaviorSubject(value: "s"))
            stage.record(connectable, as: "first")
            stage.at(20) { connectable.connect().disposed(by: stage.disposeBag) }
            stage.at(80) {
                stage.record(connectable, as: "afterEnd")
                connectable.connect().disposed(by: stage.disposeBag)
            }
            // @end
            stage.expect("first", "s--a-b|")
            stage.expect("afterEnd", "--------|")
        },
        Scene("multicast-selector") { stage in
            let scheduler = stage.scheduler
            // @code multicast-selector
            let cold: TestableObservable<String> = try scheduler.createColdObservable("-a-b-c|")
            let pairs = stage.trace(cold, as: "source").multicast(
                { PublishSubject<String>() },
                selector: { letters in Observable.zip(letters, letters.skip(1)) { $0 + $1 } })
            // @end
            stage.record(pairs, as: "multicast")
            stage.expect("multicast", "---x-y|", values: ["x": "ab", "y": "bc"])
        },
    ])
