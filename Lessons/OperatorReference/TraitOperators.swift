import LessonKit
import RxSandbox

/// The error of the `as-infallible` scene.
private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// The operator reference's traits family: the sequences with a narrower contract (`Single`, `Maybe`,
/// `Completable`, `Infallible`), the operators that make one of an observable, and those only they
/// have. Each scene's inputs are test observables written as marble diagrams (one frame is 10 ticks).
let traitOperators = Lesson(
    id: "operators-traits",
    title: Localized(ko: "트레이트 연산자", en: "Trait operators"),
    summary: Localized(
        ko: "계약이 더 좁은 시퀀스(Single, Maybe, Completable, Infallible)와 그것을 만드는 연산자: asSingle, "
            + "first, asMaybe, asCompletable, andThen, Single.zip, asInfallible",
        en:
            "The sequences with a narrower contract (Single, Maybe, Completable, Infallible) and the operators "
            + "that make them: asSingle, first, asMaybe, asCompletable, andThen, Single.zip, asInfallible"),
    scenes: [
        Scene("as-single") { stage in
            let scheduler = stage.scheduler
            // @code as-single
            let one: TestableObservable<String> = try scheduler.createHotObservable("-a--|")
            let two: TestableObservable<String> = try scheduler.createHotObservable("-a-b|")
            let singles = (one: one.asSingle(), two: two.asSingle())
            // @end
            stage.record(singles.one, as: "one.asSingle()")
            stage.record(singles.two, as: "two.asSingle()")
            stage.expect("one.asSingle()", "----(a|)")
            stage.expect("two.asSingle()", "---#", error: "RxError.moreThanOneElement")
        },
        Scene("first") { stage in
            let scheduler = stage.scheduler
            // @code first
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c|")
            let none: TestableObservable<String> = try scheduler.createHotObservable("---|")
            let firsts = (letters: letters.first(), none: none.first())
            // @end
            stage.record(letters, as: "letters")
            stage.record(firsts.letters, as: "letters.first()")
            stage.record(firsts.none, as: "none.first()")
            stage.expect("letters.first()", "-(a|)")
            stage.expect("none.first()", "---(n|)", values: ["n": "nil"])
        },
        Scene("as-maybe") { stage in
            let scheduler = stage.scheduler
            // @code as-maybe
            let one: TestableObservable<String> = try scheduler.createHotObservable("-a--|")
            let none: TestableObservable<String> = try scheduler.createHotObservable("----|")
            let maybes = (one: one.asMaybe(), none: none.asMaybe())
            // @end
            stage.record(maybes.one, as: "one.asMaybe()")
            stage.record(maybes.none, as: "none.asMaybe()")
            stage.expect("one.asMaybe()", "----(a|)")
            stage.expect("none.asMaybe()", "----|")
        },
        Scene("as-completable") { stage in
            let scheduler = stage.scheduler
            // @code as-completable
            let saves: TestableObservable<String> = try scheduler.createHotObservable("-s-s-s|")
            let done: Completable = saves.ignoreElements().asCompletable()
            // @end
            stage.record(saves, as: "saves")
            stage.record(done, as: "asCompletable")
            stage.expect("asCompletable", "------|")
        },
        Scene("and-then") { stage in
            let scheduler = stage.scheduler
            // @code and-then
            let login: TestableObservable<Never> = try scheduler.createColdObservable("---|")
            let profile: TestableObservable<String> = try scheduler.createColdObservable("--p|")
            let loggedIn = stage.trace(login, as: "login").asCompletable()
            let output = loggedIn.andThen(stage.trace(profile, as: "profile").asSingle())
            // @end
            stage.record(output, as: "andThen")
            stage.expect("andThen", "------(p|)")
        },
        Scene("single-zip") { stage in
            let scheduler = stage.scheduler
            // @code single-zip
            let user: TestableObservable<String> = try scheduler.createColdObservable("--u|")
            let settings: TestableObservable<String> = try scheduler.createColdObservable("----s|")
            let both = Single.zip(user.asSingle(), settings.asSingle()) { $0 + $1 }
            // @end
            stage.record(both, as: "Single.zip")
            stage.expect("Single.zip", "-----(x|)", values: ["x": "us"])
        },
        Scene("as-infallible") { stage in
            let scheduler = stage.scheduler
            // @code as-infallible
            let requests: TestableObservable<String> = try scheduler.createHotObservable(
                "-a-b-#", error: Offline())
            let safe: Infallible<String> = requests.asInfallible(onErrorJustReturn: "z")
            // @end
            stage.record(requests, as: "requests")
            stage.record(safe, as: "asInfallible")
            stage.expect("asInfallible", "-a-b-(z|)")
        },
    ])
