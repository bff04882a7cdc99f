import LessonKit
import RxSandbox

/// The operator reference's filtering family: the operators that let some elements through and drop
/// the others, or end the sequence early. Each scene's inputs are hot test observables written as
/// marble diagrams (one frame is 10 ticks); the output lane is what the operator makes of them.
let filteringOperators = Lesson(
    id: "operators-filtering",
    title: Localized(ko: "필터링 연산자", en: "Filtering operators"),
    summary: Localized(
        ko: "일부 요소만 통과시키거나 시퀀스를 일찍 끝내는 연산자: filter, distinctUntilChanged, take, skip, "
            + "element(at:), ignoreElements, single, ifEmpty",
        en: "Letting some elements through, or ending early: filter, distinctUntilChanged, take, skip, "
            + "element(at:), ignoreElements, single, ifEmpty"),
    scenes: [
        Scene("filter") { stage in
            let scheduler = stage.scheduler
            // @code filter
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-B-c-D-e|")
            let output = letters.filter { $0 == $0.uppercased() }
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "filter")
            stage.expect("filter", "---B---D--|")
        },
        Scene("distinct-until-changed") { stage in
            let scheduler = stage.scheduler
            // @code distinct-until-changed
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-A-b-B-a|")
            let output = letters.distinctUntilChanged { $0.lowercased() }
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "distinctUntilChanged")
            stage.expect("distinctUntilChanged", "-a---b---a|")
        },
        Scene("take") { stage in
            let scheduler = stage.scheduler
            // @code take
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-d|")
            let output = letters.take(2)
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "take")
            stage.expect("take", "-a-(b|)")
        },
        Scene("take-last") { stage in
            let scheduler = stage.scheduler
            // @code take-last
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-d|")
            let output = letters.takeLast(2)
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "takeLast")
            stage.expect("takeLast", "--------(cd|)")
        },
        Scene("take-while") { stage in
            let scheduler = stage.scheduler
            // @code take-while
            let numbers: TestableObservable<Int> = try scheduler.createHotObservable("-1-2-5-1-2|")
            let output = numbers.take(while: { $0 < 4 })
            let inclusive = numbers.take(while: { $0 < 4 }, behavior: .inclusive)
            // @end
            stage.record(numbers, as: "numbers")
            stage.record(output, as: "take(while:)")
            stage.record(inclusive, as: "inclusive")
            stage.expect("take(while:)", "-1-2-|")
            stage.expect("inclusive", "-1-2-(5|)")
        },
        Scene("take-until") { stage in
            let scheduler = stage.scheduler
            // @code take-until
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-x-c|")
            let output = letters.take(until: { $0 == "x" })
            let inclusive = letters.take(until: { $0 == "x" }, behavior: .inclusive)
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "take(until:)")
            stage.record(inclusive, as: "inclusive")
            stage.expect("take(until:)", "-a-b-|")
            stage.expect("inclusive", "-a-b-(x|)")
        },
        Scene("skip") { stage in
            let scheduler = stage.scheduler
            // @code skip
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-d|")
            let output = letters.skip(2)
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "skip")
            stage.expect("skip", "-----c-d|")
        },
        Scene("skip-while") { stage in
            let scheduler = stage.scheduler
            // @code skip-while
            let numbers: TestableObservable<Int> = try scheduler.createHotObservable("-1-2-5-1-2|")
            let output = numbers.skip(while: { $0 < 4 })
            // @end
            stage.record(numbers, as: "numbers")
            stage.record(output, as: "skip(while:)")
            stage.expect("skip(while:)", "-----5-1-2|")
        },
        Scene("skip-until") { stage in
            let scheduler = stage.scheduler
            // @code skip-until
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-d|")
            let gate: TestableObservable<String> = try scheduler.createHotObservable("----g|")
            let output = letters.skip(until: gate)
            // @end
            stage.record(letters, as: "letters")
            stage.record(gate, as: "gate")
            stage.record(output, as: "skip(until:)")
            stage.expect("skip(until:)", "-----c-d|")
        },
        Scene("element-at") { stage in
            let scheduler = stage.scheduler
            // @code element-at
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c|")
            let second = letters.element(at: 1)
            let tenth = letters.element(at: 9)
            // @end
            stage.record(letters, as: "letters")
            stage.record(second, as: "element(at: 1)")
            stage.record(tenth, as: "element(at: 9)")
            stage.expect("element(at: 1)", "---(b|)")
            stage.expect("element(at: 9)", "------#", error: "RxError.argumentOutOfRange")
        },
        Scene("ignore-elements") { stage in
            let scheduler = stage.scheduler
            // @code ignore-elements
            let saves: TestableObservable<String> = try scheduler.createHotObservable("-s-s-s|")
            let done: Observable<Never> = saves.ignoreElements()
            // @end
            stage.record(saves, as: "saves")
            stage.record(done, as: "ignoreElements")
            stage.expect("ignoreElements", "------|")
        },
        Scene("single") { stage in
            let scheduler = stage.scheduler
            // @code single
            let one: TestableObservable<String> = try scheduler.createHotObservable("--a--|")
            let two: TestableObservable<String> = try scheduler.createHotObservable("-a-b-|")
            let none: TestableObservable<String> = try scheduler.createHotObservable("---|")
            let outputs = (one: one.single(), two: two.single(), none: none.single())
            // @end
            stage.record(outputs.one, as: "one.single()")
            stage.record(outputs.two, as: "two.single()")
            stage.record(outputs.none, as: "none.single()")
            stage.expect("one.single()", "--a--|")
            stage.expect("two.single()", "-a-#", error: "RxError.moreThanOneElement")
            stage.expect("none.single()", "---#", error: "RxError.noElements")
        },
        Scene("if-empty", alsoDraws: ["if-empty-default", "if-empty-switch-to"]) { stage in
            let scheduler = stage.scheduler
            // @code if-empty
            let results: TestableObservable<String> = try scheduler.createHotObservable("----|")
            let fallback: TestableObservable<String> = try scheduler.createColdObservable("-x-y|")
            let withDefault = results.ifEmpty(default: "d")
            let switched = results.ifEmpty(switchTo: fallback.asObservable())
            // @end
            stage.record(results, as: "results")
            stage.record(withDefault, as: "ifEmpty(default:)")
            stage.record(switched, as: "ifEmpty(switchTo:)")
            stage.expect("ifEmpty(default:)", "----(d|)")
            stage.expect("ifEmpty(switchTo:)", "-----x-y|")
        },
    ])
