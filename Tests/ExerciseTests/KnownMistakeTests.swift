import ExerciseBook
import ExerciseKit
import ExerciseStarters
import LessonKit
import XCTest

/// Each known mistake of the catalogue, written as a learner would write it (`WrongAnswers/`), fails
/// the scenario that catches it, and the check's report gives that mistake's hint.
final class KnownMistakeTests: XCTestCase {
    /// At least one wrong answer per known mistake (different answers making one mistake must get its
    /// hint alike): the mistake's id, and its exercise checking the answer.
    static let wrongAnswers: [(mistake: String, exercise: Exercise)] = [
        ("holds-target-strongly", .labelBinder(ScoreHoldingItsLabel.self)),
        ("holds-target-strongly", .labelBinder(ScoreSetLaterOnMain.self)),
        ("emits-on-code-set", .controlProperty(QuantityReportingItsOwnSets.self)),
        ("emits-on-code-set", .controlProperty(QuantityFromARelayTheSetterFeeds.self)),
        ("emits-on-code-set", .controlProperty(QuantityObservingEverySet.self)),
        ("echoes-in-two-way", .controlProperty(QuantityFromARelayTheSetterFeeds.self)),
        ("echoes-in-two-way", .controlProperty(QuantityReportingItsOwnSets.self)),
        ("stale-on-subscribe", .controlProperty(QuantityStartingWithAStaleValue.self)),
        ("stale-on-subscribe", .controlProperty(QuantityFromARelayTheSetterFeeds.self)),
        ("holds-the-stepper", .controlProperty(QuantityFromARelayTheSetterFeeds.self)),
        ("holds-the-stepper", .controlProperty(QuantityStartingWithAStaleValue.self)),
        ("no-current-value", .controlProperty(QuantityWithoutACurrentValue.self)),
        ("holds-the-stepper", .controlProperty(QuantityHoldingTheStepper.self)),
        ("leaves-its-action", .controlProperty(QuantityLeavingItsAction.self)),
        ("editing-did-end", .controlEvent(ReturnKeyFromEditingDidEnd.self)),
        ("replays-last-press", .controlEvent(ReturnKeyReplayingTheLastPress.self)),
        ("leaves-its-action", .controlEvent(ReturnKeyLeavingItsAction.self)),
        ("never-completes", .controlEvent(ReturnKeyThatNeverCompletes.self)),
        ("holds-the-field", .controlEvent(ReturnKeyHoldingTheField.self)),
        ("sent-message", .delegateEvent(BeginEditingFromSentMessage.self)),
        ("replays-last-call", .delegateEvent(BeginEditingReplayingTheLastCall.self)),
        ("error-reaches-binder", .bindVsDrive(WeatherBoundWithBind.self)),
        ("catches-outside-flatmap", .bindVsDrive(WeatherDrivenAfterFlatMap.self)),
        ("subscribes-twice", .sharing(WeatherNotShared.self)),
        ("shares-without-replay", .sharing(WeatherNotShared.self)),
        ("shares-without-replay", .sharing(WeatherSharedWithoutReplay.self)),
        ("clears-field-silently", .todoApp(TodoFieldClearedSilently.self)),
        ("outer-closure-holds-screen", .todoApp(TodoScreenHeldByItsTable.self)),
        ("proxy-made-with-init", .audioPlayerProxy(ProxyMadeWithInit.self)),
        ("proxy-made-with-init", .audioPlayerProxy(ProxyMadeWithInitKeptByItsStream.self)),
        ("does-not-forward", .audioPlayerProxy(ProxyMadeWithInit.self)),
        ("does-not-forward", .audioPlayerProxy(ProxyMadeWithInitKeptByItsStream.self)),
        ("does-not-forward", .audioPlayerProxy(ProxyThatDoesNotForward.self)),
        ("holds-player-strongly", .audioPlayerProxy(ProxyHoldingItsPlayer.self)),
        ("sent-message", .audioPlayerProxy(ProxyEventFromSentMessage.self)),
        ("no-distinct", .currentPage(PageWithoutDistinct.self)),
        ("no-distinct", .currentPage(PageOnEveryStop.self)),
        ("from-did-scroll", .currentPage(PageFromDidScroll.self)),
        ("holds-scroll-view", .currentPage(PageHoldingTheScrollView.self)),
        ("shares-the-last-page", .currentPage(PageRememberedInAVariable.self)),
        ("replays-last-page", .currentPage(PageReplayingTheLast.self)),
        ("wrong-expectation", .percentTests(PercentTestsExpectingNoCurrentValue.self)),
        ("wrong-expectation", .percentTests(PercentTestsRecordingWithoutAsserting.self)),
        ("whole-percentages-only", .percentTests(PercentTestsWithWholePercentages.self)),
        ("values-only", .percentTests(PercentTestsWithoutBinding.self)),
        ("ignores-the-queue", .binderScheduler(DraftIgnoringTheQueue.self)),
        ("never-completes", .relayProperty(QuantityThatNeverCompletes.self)),
        ("holds-the-store", .binderScheduler(DraftHoldingTheStore.self)),
        ("holds-the-store", .binderScheduler(DraftHandedToTheQueueByHand.self)),
        ("holds-the-view", .relayProperty(QuantitySinkHoldingTheView.self)),
        ("holds-the-view", .relayProperty(QuantityReadThroughTheView.self)),
        ("sink-feeds-the-relay", .relayProperty(QuantitySinkFeedingTheRelay.self)),
        ("sink-feeds-the-relay", .relayProperty(QuantitySettingTheViewAndTheRelay.self)),
        ("echoes-through-the-relay", .relayProperty(QuantitySettingTheViewAndTheRelay.self)),
        ("echoes-through-the-relay", .relayProperty(QuantitySinkFeedingTheRelay.self)),
        ("forgets-the-conformance", .reactiveCompatible(ProgressWithoutTheConformance.self)),
        ("ignores-finish", .reactiveCompatible(ProgressThatNeverCompletes.self)),
        ("invents-a-start", .reactiveCompatible(ProgressStartingAtZero.self)),
        ("installs-when-read", .reactiveCompatible(ProgressWiredOnRead.self)),
    ]

    /// For each entry of `wrongAnswers`, the mistakes its answer is filed under: the entries of its
    /// exercise whose check has the same outcomes (an answer filed under two mistakes is checked alike).
    static let mistakesFiled: [Set<String>] = {
        let outcomes = wrongAnswers.map { wrong in
            ExerciseCheck(wrong.exercise).outcomes.map { "\($0.scenario.id): \($0.mistake?.id ?? "none")" }
        }
        return wrongAnswers.indices.map { index in
            Set(
                wrongAnswers.indices.filter {
                    wrongAnswers[$0].exercise.id == wrongAnswers[index].exercise.id
                        && outcomes[$0] == outcomes[index]
                }
                .map { wrongAnswers[$0].mistake })
        }
    }()

    func testEveryKnownMistakeHasAWrongAnswer() {
        let catalogued = ExerciseStarters.exercises.exercises.flatMap { exercise in
            exercise.mistakes.map { "\(exercise.id): \($0.id)" }
        }
        XCTAssertEqual(
            catalogued.sorted(), Set(Self.wrongAnswers.map { "\($0.exercise.id): \($0.mistake)" }).sorted())
    }

    /// No failure of a wrong answer gets the hint of a mistake the answer does not make: every hint its
    /// report shows is of a mistake the list above files the answer under. (An answer filed under two
    /// mistakes is checked alike for both, so it is known by its outcomes.)
    func testNoWrongAnswerGetsTheHintOfAMistakeItDoesNotMake() {
        for (index, (id, exercise)) in Self.wrongAnswers.enumerated() {
            for outcome in ExerciseCheck(exercise).outcomes {
                guard let mistake = outcome.mistake?.id else { continue }
                XCTAssertTrue(
                    Self.mistakesFiled[index].contains(mistake),
                    "\(exercise.id): an answer filed under \(id) gets the hint of \(mistake) in "
                        + outcome.scenario.id)
            }
        }
    }

    func testEachWrongAnswerFailsWithItsHint() throws {
        for (id, exercise) in Self.wrongAnswers {
            try assertFailsWithItsHint(id, exercise, in: .en)
        }
    }

    /// The same in Korean: a mistake is told by the recorded lanes, whatever the report's language calls
    /// them (the `binding error` lane is drawn `바인딩 에러`).
    func testEachWrongAnswerFailsWithItsHintInKoreanToo() throws {
        for (id, exercise) in Self.wrongAnswers {
            try assertFailsWithItsHint(id, exercise, in: .ko)
        }
    }

    private func assertFailsWithItsHint(_ id: String, _ exercise: Exercise, in language: Language) throws {
        let mistake = try XCTUnwrap(exercise.mistakes.first { $0.id == id }, "\(exercise.id): \(id)")
        let check = ExerciseCheck(exercise, language: language)
        XCTAssertFalse(check.passed, "\(exercise.id): \(id) passes")
        let caught = try XCTUnwrap(check.outcomes.first { $0.scenario.id == mistake.scenario })
        XCTAssertFalse(
            caught.passed, "\(exercise.id): the scenario \(mistake.scenario) does not catch \(id)")
        XCTAssertEqual(caught.mistake?.id, id, "\(exercise.id) (\(language)): the failure gets another hint")
        for outcome in check.outcomes {
            XCTAssertNil(outcome.report.failure, "\(exercise.id): \(id), \(outcome.scenario.id)")
        }
    }
}

/// The leak check sees objects: an answer that holds its target strongly keeps it alive after the
/// scenario lets go of it, and the check names it, where `Resources.total` alone saw nothing.
final class LeakCheckSeesObjectsTests: XCTestCase {
    /// The mistakes whose answer keeps an object alive, and the name the check gives it.
    static let holders: [(mistake: String, left: String)] = [
        ("holds-target-strongly", "`label`"),
        ("holds-player-strongly", "`player`"),
        ("holds-scroll-view", "`scrollView`"),
        ("holds-the-store", "`store`"),
        ("holds-the-view", "`view`"),
        ("holds-the-stepper", "`stepper`"),
        ("holds-the-field", "`field`"),
        ("outer-closure-holds-screen", "`screen`"),
    ]

    func testAnAnswerThatHoldsItsTargetFailsTheLeakCheckNamingIt() {
        for (id, name) in Self.holders {
            let exercises = KnownMistakeTests.wrongAnswers.filter { $0.mistake == id }.map(\.exercise)
            XCTAssertFalse(exercises.isEmpty, "\(id): no wrong answer")
            for exercise in exercises {
                let leaking = ExerciseCheck(exercise).outcomes.filter(\.leaked)
                XCTAssertFalse(leaking.isEmpty, "\(id): no scenario leaked")
                let found = leaking.flatMap {
                    $0.report.leakCheck.lines(in: .en).filter { !$0.ok }.map(\.text)
                }
                XCTAssertTrue(
                    found.contains {
                        $0.hasPrefix(name + " was still alive at tick")
                            || $0.hasPrefix(name + " is still alive after")
                    }, "\(id): \(found)")
                for outcome in leaking {
                    XCTAssertFalse(
                        outcome.report.leakCheck.lines(in: .en).contains {
                            $0.text.hasPrefix("nothing leaked")
                        }, id)
                }
            }
        }
    }
}

/// What the report puts first is the answer's own hint: of the mistakes a wrong answer's failures show,
/// the first the exercise lists is one the answer makes (one it is filed under).
final class OwnHintFirstTests: XCTestCase {
    func testEachWrongAnswersLikeliestMistakeIsItsOwn() {
        for (index, (id, exercise)) in KnownMistakeTests.wrongAnswers.enumerated() {
            let likely = ExerciseCheck(exercise).likelyMistake
            XCTAssertTrue(
                likely.map { KnownMistakeTests.mistakesFiled[index].contains($0.id) } ?? false,
                "\(exercise.id): \(id): the report starts with \(likely?.id ?? "no hint")")
        }
    }
}
