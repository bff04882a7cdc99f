import LessonKit
import RxSandbox

/// The error of the `empty-never-error` scene.
private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// The operator reference's creation family: the ways to make a sequence from nothing, from values or
/// from a closure. Each lane subscribes at tick 0 unless its scene says otherwise (one frame is 10 ticks).
let creationOperators = Lesson(
    id: "operators-creation",
    title: Localized(ko: "생성 연산자", en: "Creation operators"),
    summary: Localized(
        ko: "값이나 클로저로 시퀀스를 만드는 연산자: create, just, of, from, empty, never, error, deferred, range, "
            + "repeatElement, generate, using",
        en:
            "Making a sequence from values or a closure: create, just, of, from, empty, never, error, deferred, "
            + "range, repeatElement, generate, using"),
    scenes: [
        Scene("create") { stage in
            // @code create
            let letters = Observable<String>.create { observer in
                observer.onNext("a")
                observer.onNext("b")
                observer.onCompleted()
                observer.onNext("c")
                return Disposables.create()
            }
            // @end
            stage.record(letters, as: "first")
            stage.at(30) {
                stage.record(letters, as: "second")
            }
            stage.expect("first", "(ab|)")
            stage.expect("second", "---(ab|)")
        },
        Scene("just") { stage in
            // @code just
            let one = Observable.just("a")
            // @end
            stage.record(one, as: "just")
            stage.expect("just", "(a|)")
        },
        Scene("of", alsoDraws: ["from"]) { stage in
            // @code of
            let letters = Observable.of("a", "b", "c")
            let fromArray = Observable.from(["a", "b", "c"])
            // @end
            stage.record(letters, as: "of")
            stage.record(fromArray, as: "from")
            stage.expect("of", "(abc|)")
            stage.expect("from", "(abc|)")
        },
        Scene("from-optional") { stage in
            // @code from-optional
            let some = Observable.from(optional: Optional("a"))
            let none = Observable.from(optional: String?.none)
            // @end
            stage.record(some, as: "some")
            stage.record(none, as: "none")
            stage.expect("some", "(a|)")
            stage.expect("none", "|")
        },
        Scene("empty-never-error", alsoDraws: ["empty", "never", "error"]) { stage in
            // @code empty-never-error
            let empty = Observable<String>.empty()
            let never = Observable<String>.never()
            let failing = Observable<String>.error(Offline())
            // @end
            stage.record(empty, as: "Observable.empty")
            stage.record(never, as: "Observable.never")
            stage.record(failing, as: "Observable.error")
            stage.expect("Observable.empty", "|")
            stage.expect("Observable.never", "-")
            stage.expect("Observable.error", "#", error: "offline")
        },
        Scene("deferred") { stage in
            // @code deferred
            var made = 0
            let counted = Observable.deferred {
                made += 1
                return Observable.just(made)
            }
            let eager = Observable.just(made)
            // @end
            stage.record(counted, as: "deferred")
            stage.record(eager, as: "just")
            stage.at(30) {
                stage.record(counted, as: "lateDeferred")
                stage.record(eager, as: "lateJust")
            }
            stage.expect("deferred", "(1|)")
            stage.expect("just", "(0|)")
            stage.expect("lateDeferred", "---(2|)")
            stage.expect("lateJust", "---(0|)")
        },
        Scene("range") { stage in
            // @code range
            let numbers = Observable.range(start: 1, count: 4)
            // @end
            stage.record(numbers, as: "range")
            stage.expect("range", "(1234|)")
        },
        Scene("repeat-element") { stage in
            // @code repeat-element
            let letters = Observable.repeatElement("a").take(3)
            // @end
            stage.record(letters, as: "repeatElement")
            stage.expect("repeatElement", "(aaa|)")
        },
        Scene("generate") { stage in
            // @code generate
            let powers = Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 2 })
            // @end
            stage.record(powers, as: "generate")
            stage.expect("generate", "(1248|)")
        },
        Scene("using") { stage in
            let scheduler = stage.scheduler
            // @code using
            final class Connection: Disposable {
                init() { print(Localized(ko: "연결 열림", en: "connection open")) }
                func dispose() { print(Localized(ko: "연결 닫힘", en: "connection closed")) }
            }
            let ticks = Observable.using(
                { Connection() },
                observableFactory: { _ in Observable<Int>.interval(.milliseconds(20), scheduler: scheduler) })
            // @end
            stage.record(ticks.take(2), as: "using")
            stage.expect("using", "--0-(1|)")
        },
    ])
