import LessonKit
import RxSandbox

/// The error of the `catch` scene: a letter the check refuses.
private struct InvalidLetter: Error, CustomStringConvertible {
    var description: String { "invalidLetter" }
}

/// rxmarbles-style scenes, one per operator the lessons use: the input lanes are hot test observables
/// written as marble diagrams (one frame is 10 ticks), the output lane is what the operator makes of
/// them.
let operatorsLesson = Lesson(
    id: "operators",
    title: Localized(ko: "연산자 마블 다이어그램", en: "Operators as marble diagrams"),
    summary: Localized(
        ko: "레슨에서 쓰는 연산자 열두 개를 입력과 출력 레인으로 보고, 저마다 놀라게 하는 점 하나를 봅니다",
        en:
            "The twelve operators the lessons use, each as input and output lanes, with the one thing that surprises"
    ),
    scenes: [
        Scene("map") { stage in
            let scheduler = stage.scheduler
            // @code map
            let source: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c|")
            let output = source.map { $0.uppercased() }
            // @end
            stage.record(source, as: "source")
            stage.record(output, as: "map")
            stage.expect("source", "-a-b-c|")
            stage.expect("map", "-A-B-C|")
        },
        Scene("filter") { stage in
            let scheduler = stage.scheduler
            // @code filter
            let source: TestableObservable<Int> = try scheduler.createHotObservable("-1-2-3-4|")
            let output = source.filter { $0 % 2 == 0 }
            // @end
            stage.record(source, as: "source")
            stage.record(output, as: "filter")
            stage.expect("source", "-1-2-3-4|")
            stage.expect("filter", "---2---4|")
        },
        Scene("scan") { stage in
            let scheduler = stage.scheduler
            // @code scan
            let source: TestableObservable<Int> = try scheduler.createHotObservable("-1-1-1-1|")
            let output = source.scan(0) { total, step in total + step }
            // @end
            stage.record(source, as: "source")
            stage.record(output, as: "scan")
            stage.expect("source", "-1-1-1-1|")
            stage.expect("scan", "-1-2-3-4|")
        },
        Scene("start-with") { stage in
            let scheduler = stage.scheduler
            // @code start-with
            let source: TestableObservable<String> = try scheduler.createHotObservable("--a-b-c|")
            let output = source.startWith("s")
            // @end
            stage.record(source, as: "source")
            stage.record(output, as: "startWith")
            stage.at(50) {
                // @code start-with-late
                stage.record(output, as: "late")
                // @end
            }
            stage.expect("source", "--a-b-c|")
            stage.expect("startWith", "s-a-b-c|")
            stage.expect("late", "-----sc|")
        },
        Scene("distinct-until-changed") { stage in
            let scheduler = stage.scheduler
            // @code distinct-until-changed
            let source: TestableObservable<String> = try scheduler.createHotObservable("-aab-bba|")
            let output = source.distinctUntilChanged()
            // @end
            stage.record(source, as: "source")
            stage.record(output, as: "distinctUntilChanged")
            stage.expect("source", "-aab-bba|")
            stage.expect("distinctUntilChanged", "-a-b---a|")
        },
        Scene("merge") { stage in
            let scheduler = stage.scheduler
            // @code merge
            let first: TestableObservable<String> = try scheduler.createHotObservable("-a---b|")
            let second: TestableObservable<String> = try scheduler.createHotObservable("---1---2|")
            let output = Observable.merge(first.asObservable(), second.asObservable())
            // @end
            stage.record(first, as: "first")
            stage.record(second, as: "second")
            stage.record(output, as: "merge")
            stage.expect("first", "-a---b|")
            stage.expect("second", "---1---2|")
            stage.expect("merge", "-a-1-b-2|")
        },
        Scene("with-latest-from") { stage in
            let scheduler = stage.scheduler
            // @code with-latest-from
            let taps: TestableObservable<String> = try scheduler.createHotObservable("-t---t---t|")
            let text: TestableObservable<String> = try scheduler.createHotObservable("---a---b---")
            let output = taps.withLatestFrom(text)
            // @end
            stage.record(taps, as: "taps")
            stage.record(text, as: "text")
            stage.record(output, as: "withLatestFrom")
            stage.expect("taps", "-t---t---t|")
            stage.expect("text", "---a---b")
            stage.expect("withLatestFrom", "-----a---b|")
        },
        Scene("flat-map-latest") { stage in
            let scheduler = stage.scheduler
            // @code flat-map-latest
            let queries: TestableObservable<String> = try scheduler.createHotObservable("-a---b---|")
            let output = queries.flatMapLatest { query in
                let answers = try scheduler.createColdObservable(
                    "---r--r|", values: ["r": query.uppercased()])
                return stage.trace(answers, as: "inner")
            }
            // @end
            stage.record(queries, as: "queries")
            stage.record(output, as: "flatMapLatest")
            stage.expect("queries", "-a---b---|")
            stage.expect("inner", "----A---B--B|")
            stage.expect("flatMapLatest", "----A---B--B|")
        },
        Scene("share") { stage in
            let scheduler = stage.scheduler
            // @code share
            let cold: TestableObservable<String> = try scheduler.createColdObservable("-a-b-c-|")
            let source = stage.trace(cold, as: "source")
            let shared = source.share()
            // @end
            stage.record(shared, as: "first")
            stage.at(40) {
                // @code share-late
                stage.record(shared, as: "late")
                // @end
            }
            stage.expect("source", "-a-b-c-|")
            stage.expect("first", "-a-b-c-|")
            stage.expect("late", "-----c-|")
        },
        Scene("catch") { stage in
            let scheduler = stage.scheduler
            // @code catch
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-x-c|")
            let checked = letters.map { letter -> String in
                if letter == "x" { throw InvalidLetter() }
                return letter.uppercased()
            }
            let output = checked.catch { _ in .just("?") }
            // @end
            stage.record(letters, as: "letters")
            stage.record(checked, as: "checked")
            stage.record(output, as: "catch")
            stage.expect("letters", "-a-b-x-c|")
            stage.expect("checked", "-A-B-#", error: "invalidLetter")
            stage.expect("catch", "-A-B-(?|)")
        },
        Scene("debounce") { stage in
            let scheduler = stage.scheduler
            // @code debounce
            let typing: TestableObservable<String> = try scheduler.createHotObservable("-abc----d---|")
            let output = typing.debounce(.milliseconds(30), scheduler: scheduler)
            // @end
            stage.record(typing, as: "typing")
            stage.record(output, as: "debounce")
            stage.expect("typing", "-abc----d---|")
            stage.expect("debounce", "------c----d|")
        },
        Scene("take-until") { stage in
            let scheduler = stage.scheduler
            // @code take-until
            let source: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-d|")
            let deallocated: TestableObservable<String> = try scheduler.createHotObservable("----x|")
            let output = source.take(until: deallocated)
            // @end
            stage.record(source, as: "source")
            stage.record(deallocated, as: "deallocated")
            stage.record(output, as: "take(until:)")
            stage.expect("source", "-a-b-c-d|")
            stage.expect("deallocated", "----x|")
            stage.expect("take(until:)", "-a-b|")
        },
    ])
