import Foundation
import LessonKit
import RxSandbox

/// The error of the `map` scene: a text that is not a number.
private struct NotANumber: Error, CustomStringConvertible {
    var description: String { "notANumber" }
}

/// The operator reference's transforming family: the operators that turn each element into something
/// else, into a sequence of its own, or into a running total. Each scene's inputs are hot test
/// observables written as marble diagrams (one frame is 10 ticks); the output lane is what the operator
/// makes of them.
let transformingOperators = Lesson(
    id: "operators-transforming",
    title: Localized(ko: "변환 연산자", en: "Transforming operators"),
    summary: Localized(
        ko: "요소를 다른 값이나 시퀀스, 누적 값으로 바꾸는 연산자: map, compactMap, flatMap과 그 변형, scan, "
            + "reduce, toArray, buffer, window, groupBy, decode, enumerated, materialize",
        en: "Turning elements into other values, sequences or totals: map, compactMap, the flatMaps, scan, "
            + "reduce, toArray, buffer, window, groupBy, decode, enumerated, materialize"),
    scenes: [
        Scene("map") { stage in
            let scheduler = stage.scheduler
            // @code map
            let texts: TestableObservable<String> = try scheduler.createHotObservable("-1-2-x-4|")
            let numbers = texts.map { text -> Int in
                guard let number = Int(text) else { throw NotANumber() }
                return number * 2
            }
            // @end
            stage.record(texts, as: "texts")
            stage.record(numbers, as: "map")
            stage.expect("map", "-2-4-#", error: "notANumber")
        },
        Scene("compact-map") { stage in
            let scheduler = stage.scheduler
            // @code compact-map
            let texts: TestableObservable<String> = try scheduler.createHotObservable("-1-2-x-4|")
            let numbers = texts.compactMap { Int($0) }
            // @end
            stage.record(texts, as: "texts")
            stage.record(numbers, as: "compactMap")
            stage.expect("compactMap", "-1-2---4|")
        },
        Scene("flat-map") { stage in
            let scheduler = stage.scheduler
            // @code flat-map
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a---b---|")
            let output = letters.flatMap { letter in
                let answers = try scheduler.createColdObservable(
                    "--r----r|", values: ["r": letter.uppercased()])
                return stage.trace(answers, as: "inner")
            }
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "flatMap")
            stage.expect("flatMap", "---A---BA---B|")
        },
        Scene("flat-map-first") { stage in
            let scheduler = stage.scheduler
            // @code flat-map-first
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a---b---|")
            let output = letters.flatMapFirst { letter in
                let answers = try scheduler.createColdObservable(
                    "--r----r|", values: ["r": letter.uppercased()])
                return stage.trace(answers, as: "inner")
            }
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "flatMapFirst")
            stage.expect("flatMapFirst", "---A----A|")
        },
        Scene("flat-map-latest") { stage in
            let scheduler = stage.scheduler
            // @code flat-map-latest
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a---b---|")
            let output = letters.flatMapLatest { letter in
                let answers = try scheduler.createColdObservable(
                    "--r----r|", values: ["r": letter.uppercased()])
                return stage.trace(answers, as: "inner")
            }
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "flatMapLatest")
            stage.expect("flatMapLatest", "---A---B----B|")
        },
        Scene("concat-map") { stage in
            let scheduler = stage.scheduler
            // @code concat-map
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a---b---|")
            let output = letters.concatMap { letter in
                let answers = try scheduler.createColdObservable(
                    "--r----r|", values: ["r": letter.uppercased()])
                return stage.trace(answers, as: "inner")
            }
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "concatMap")
            stage.expect("concatMap", "---A----A--B----B|")
        },
        Scene("scan") { stage in
            let scheduler = stage.scheduler
            // @code scan
            let points: TestableObservable<Int> = try scheduler.createHotObservable("-1-2-3-1|")
            let totals = points.scan(0) { total, point in total + point }
            // @end
            stage.record(points, as: "points")
            stage.record(totals, as: "scan")
            stage.expect("scan", "-1-3-6-7|")
        },
        Scene("reduce") { stage in
            let scheduler = stage.scheduler
            // @code reduce
            let points: TestableObservable<Int> = try scheduler.createHotObservable("-1-2-3-1|")
            let total = points.reduce(0) { total, point in total + point }
            // @end
            stage.record(points, as: "points")
            stage.record(total, as: "reduce")
            stage.expect("reduce", "--------(7|)")
        },
        Scene("to-array") { stage in
            let scheduler = stage.scheduler
            // @code to-array
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c|")
            let all: Single<[String]> = letters.toArray()
            // @end
            stage.record(letters, as: "letters")
            stage.record(all, as: "toArray")
            stage.expect("toArray", "------(x|)", values: ["x": #"["a", "b", "c"]"#])
        },
        Scene("buffer") { stage in
            let scheduler = stage.scheduler
            // @code buffer
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-ab-c----------d|")
            let batches = letters.buffer(timeSpan: .milliseconds(50), count: 2, scheduler: scheduler)
            // @end
            stage.record(letters, as: "letters")
            stage.record(batches, as: "buffer")
            stage.expect(
                "buffer", "--x----y----e---(z|)",
                values: ["x": #"["a", "b"]"#, "y": #"["c"]"#, "e": "[]", "z": #"["d"]"#])
        },
        Scene("window") { stage in
            let scheduler = stage.scheduler
            // @code window
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-ab-c------d|")
            let windows = letters.window(timeSpan: .milliseconds(50), count: 2, scheduler: scheduler)
            let output = windows.flatMap { window in stage.trace(window, as: "window") }
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "merged")
            stage.expect("merged", "-ab-c------d|")
        },
        Scene("group-by") { stage in
            let scheduler = stage.scheduler
            // @code group-by
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-B-c-D-e|")
            let groups = letters.groupBy { letter in letter == letter.lowercased() ? "a-z" : "A-Z" }
            let output = groups.flatMap { group in stage.trace(group, as: group.key) }
            // @end
            stage.record(letters, as: "letters")
            stage.record(groups, as: "groupBy", label: { $0.key })
            stage.record(output, as: "merged")
            stage.expect("groupBy", "-x-y------|", values: ["x": "a-z", "y": "A-Z"])
            stage.expect("a-z", "-a---c---e|")
            stage.expect("A-Z", "---B---D--|")
        },
        Scene("decode") { stage in
            let scheduler = stage.scheduler
            // @code decode
            let bodies: TestableObservable<String> = try scheduler.createHotObservable(
                "-x-y|", values: ["x": "[1, 2]", "y": "[3]"])
            let lists = bodies.map { Data($0.utf8) }.decode(type: [Int].self, decoder: JSONDecoder())
            // @end
            stage.record(bodies, as: "bodies")
            stage.record(lists, as: "decode")
            stage.expect("decode", "-x-y|", values: ["x": "[1, 2]", "y": "[3]"])
        },
        Scene("enumerated") { stage in
            let scheduler = stage.scheduler
            // @code enumerated
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c|")
            let numbered = letters.enumerated()
            // @end
            stage.record(letters, as: "letters")
            stage.record(numbered, as: "enumerated")
            stage.expect(
                "enumerated", "-x-y-z|",
                values: [
                    "x": #"(index: 0, element: "a")"#, "y": #"(index: 1, element: "b")"#,
                    "z": #"(index: 2, element: "c")"#,
                ])
        },
        Scene("materialize", alsoDraws: ["dematerialize"]) { stage in
            let scheduler = stage.scheduler
            // @code materialize
            let letters: TestableObservable<String> = try scheduler.createHotObservable(
                "-a-b-#", error: NotANumber())
            let events = letters.materialize()
            let again = events.dematerialize()
            // @end
            stage.record(letters, as: "letters")
            stage.record(events, as: "materialize")
            stage.record(again, as: "dematerialize")
            stage.expect(
                "materialize", "-x-y-(z|)",
                values: ["x": "next(a)", "y": "next(b)", "z": "error(notANumber)"])
            stage.expect("dematerialize", "-a-b-#", error: "notANumber")
        },
    ])
