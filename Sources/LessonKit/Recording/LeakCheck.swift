/// What a scene's leak check found, once the scene had let go of everything: whether
/// `Resources.total` (the subscriptions and sinks alive) is back where it was, and which of the objects
/// the scene showed or made are still alive.
///
/// A scene may show a leak on purpose (`Stage.expectLeak(of:undo:)`): it passes only if exactly the
/// objects it names are left alive, and are released once it undoes the leak (`Resources.total` is read
/// after that). Nothing else may be left. "Nothing leaked" is said only when that is so.
package struct LeakCheck: Sendable {
    /// An object the scene let go of at a tick (`Stage.letGo(of:at:_:)`) that was still alive at the end
    /// of that tick.
    package struct LateRelease: Equatable, Sendable {
        /// The name the scene gave it.
        package let name: String
        /// The tick the scene let go of it at.
        package let due: Int
        /// The tick by whose end it was released; nil when it outlived the scene.
        package let releasedAt: Int?

        package init(name: String, due: Int, releasedAt: Int?) {
            self.name = name
            self.due = due
            self.releasedAt = releasedAt
        }
    }

    /// `Resources.total` before the scene and after it (and everything it made) was released.
    package let resources: (before: Int32, after: Int32)
    /// The objects still alive after the scene, before any leak it shows was undone.
    package let objectsLeft: [ObjectLeft]
    /// The names of the objects the scene expects to be left alive.
    package let expectedLeaks: [String]
    /// The objects still alive after the scene undid the leaks it shows.
    package let leftAfterUndo: [ObjectLeft]
    /// The objects the scene let go of at a tick that outlived that tick.
    package let lateReleases: [LateRelease]

    package init(
        resources: (before: Int32, after: Int32), objectsLeft: [ObjectLeft] = [],
        expectedLeaks: [String] = [],
        leftAfterUndo: [ObjectLeft] = [], lateReleases: [LateRelease] = []
    ) {
        self.resources = resources
        self.objectsLeft = objectsLeft
        self.expectedLeaks = expectedLeaks
        self.leftAfterUndo = leftAfterUndo
        self.lateReleases = lateReleases
    }

    /// The objects left alive that the scene did not expect (none when it shows a leak: then whatever is
    /// still alive after the leak is undone is). Objects the scene made without naming them
    /// count only when no named one is left: a named object left alive keeps alive what it made (a
    /// view's layer, a screen's buttons), and naming those too would bury it. (After a leak the scene
    /// shows is undone, every object, named or not, must be gone.)
    package var unexpected: [ObjectLeft] {
        // With a leak shown on purpose, what it holds (its labels) is left too: what is left once it is
        // undone tells (`leftAfterUndo`).
        guard expectedLeaks.isEmpty else { return [] }
        let named = objectsLeft.filter { $0.name != nil }
        return named.isEmpty ? objectsLeft : named
    }

    /// The expected leaks that did not happen (the object was released).
    package var released: [String] {
        expectedLeaks.filter { name in !objectsLeft.contains { $0.name == name } }
    }

    /// Whether the check passed: the subscriptions are back where they were, and the only objects left
    /// alive are the leaks the scene shows, which its undoing released.
    package var passed: Bool {
        resources.before == resources.after && unexpected.isEmpty && released.isEmpty && leftAfterUndo.isEmpty
            && lateReleases.isEmpty
    }

    /// The check's lines, each with whether it is good news: one line when nothing leaked, else one per
    /// finding.
    package func lines(in language: Language) -> [(ok: Bool, text: String)] {
        var lines: [(ok: Bool, text: String)] = []
        for name in expectedLeaks where !released.contains(name) {
            lines.append(
                (
                    true,
                    Localized(
                        ko: "`\(name)`이(가) 장면이 끝난 뒤에도 살아 있습니다. 이 장면이 보여 주려는 누수입니다: 무언가가 강하게 "
                            + "붙잡고 있습니다",
                        en:
                            "`\(name)` is still alive after the scene, the leak this scene shows: something holds it "
                            + "strongly")[language]
                ))
        }
        for name in released {
            lines.append(
                (
                    false,
                    Localized(
                        ko: "`\(name)`이(가) 해제되었습니다: 이 장면은 그것이 살아 남는 누수를 보여 주려 했습니다",
                        en: "`\(name)` was released: this scene means to show it left alive")[language]
                ))
        }
        for late in lateReleases {
            let text: Localized
            if let releasedAt = late.releasedAt {
                text = Localized(
                    ko: "`\(late.name)`이(가) 장면이 놓은 \(late.due)틱에도 살아 있었습니다: 무언가가 \(releasedAt)틱까지 강하게 "
                        + "붙잡고 있었습니다",
                    en:
                        "`\(late.name)` was still alive at tick \(late.due), after the scene let go of it: something "
                        + "held it strongly until tick \(releasedAt)")
            } else {
                text = Localized(
                    ko: "`\(late.name)`을(를) 장면이 \(late.due)틱에 놓았는데도 장면이 끝난 뒤까지 살아 있습니다: 무언가가 강하게 "
                        + "붙잡고 있습니다",
                    en:
                        "`\(late.name)` is still alive after the scene, though the scene let go of it at tick "
                        + "\(late.due): something holds it strongly")
            }
            lines.append((false, text[language]))
        }
        // An object the scene let go of at a tick, still alive at the end, was told of just above.
        let told = Set(lateReleases.map(\.name))
        let left = unexpected.filter { !told.contains($0.name ?? "") }
        lines += left.filter { $0.name != nil }.map { (false, $0.sentence(in: language)) }
        // The objects without a name, in one line: a view's layer lives as long as the view.
        let unnamed = left.filter { $0.name == nil }
        if unnamed.count == 1 {
            lines.append((false, unnamed[0].sentence(in: language)))
        } else if unnamed.count > 1 {
            let classes = unnamed.map { "`\($0.type)`" }.joined(separator: ", ")
            lines.append(
                (
                    false,
                    Localized(
                        ko: "장면이 만든 객체 \(unnamed.count)개가 장면이 끝난 뒤에도 살아 있습니다(\(classes)): 무언가가 강하게 "
                            + "붙잡고 있습니다",
                        en:
                            "\(unnamed.count) objects the scene made are still alive after the scene (\(classes)): "
                            + "something holds them strongly")[language]
                ))
        }
        lines += leftAfterUndo.map { object in
            (
                false,
                Localized(
                    ko: "\(object.named(in: .ko))이(가) 장면이 누수를 되돌린 뒤에도 살아 있습니다",
                    en: "\(object.named(in: .en)) is still alive even after the scene undid its leak")[
                        language]
            )
        }
        if resources.before != resources.after {
            lines.append(
                (false, Self.resourcesChanged(from: resources.before, to: resources.after)[language]))
        }
        if lines.isEmpty {
            lines.append((true, Self.nothingLeaked[language]))
        } else if passed {
            lines.append((true, Self.nothingElseLeaked[language]))
        }
        return lines
    }

    /// What a report says when nothing leaked.
    package static let nothingLeaked = Localized(
        ko: "누수 없음: Resources.total이 시작할 때 값으로 돌아왔고, 장면이 보여 주거나 만든 컨트롤, 화면, 프록시와 "
            + "지켜본 객체가 모두 해제되었습니다",
        en:
            "nothing leaked: Resources.total is back where it started, and every control, screen and proxy the "
            + "scene showed or made, and every object it watched, was released")

    /// What a report says after the leak a scene shows, when nothing else leaked.
    static let nothingElseLeaked = Localized(
        ko: "그 밖에는 누수 없음: 누수를 되돌리자 모든 객체가 해제되었고 Resources.total이 시작할 때 값으로 돌아왔습니다",
        en: "nothing else leaked: once the leak was undone, every object was released and Resources.total "
            + "is back where it started")

    /// What a report says of a scene after which `Resources.total` went from `before` to `after`.
    package static func resourcesChanged(from before: Int32, to after: Int32) -> Localized {
        Localized(
            ko: "Resources.total이 바뀌었습니다(\(before) → \(after)): 해제되지 않은 구독이 있습니다",
            en: "Resources.total went from \(before) to \(after): a subscription was not released")
    }
}
