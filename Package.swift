// swift-tools-version: 6.3
//
// RxSandbox: learn RxCocoa's custom extensions in virtual time, on any machine.
// One target per layer; dependencies only point down (see README, "Architecture").

import PackageDescription

/// Every target is compiled in the Swift 5 language mode: RxSwift's API (and the blog code the lessons
/// teach) predates Swift concurrency, and the sandbox keeps it as written.
let languageMode: [SwiftLanguageMode] = [.v5]

/// A library of seed examples, compiled with warnings suppressed (see the seed targets below).
func seedTarget(_ name: String) -> Target {
    .target(
        name: name, dependencies: ["RxSandbox"], path: "Tests/Seeds/\(name)",
        swiftSettings: [.unsafeFlags(["-suppress-warnings"])])
}

let package = Package(
    name: "RxSandbox",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RxSandbox", targets: ["RxSandbox"]),
        .library(name: "MarbleTesting", targets: ["MarbleTesting"]),
        .executable(name: "rx-bench", targets: ["rx-bench"]),
        .executable(name: "lessons", targets: ["lessons"]),
        .executable(name: "learner-answers", targets: ["learner-answers"]),
        .executable(name: "learner-playground", targets: ["learner-playground"]),
    ],
    targets: [
        // Layer 1: the reactive core, with RxSwift's names and semantics.
        .target(name: "RxCore"),
        // Layer 2: RxTest's virtual-time scheduler and recording observers.
        .target(name: "RxVirtualTime", dependencies: ["RxCore"]),
        // Layer 2: RxBlocking's operators, which hold the calling thread until a sequence answers.
        .target(name: "RxBlocking", dependencies: ["RxCore"]),
        // Layer 2: simulated UIKit and Core Location, under Apple's names (Foundation only).
        .target(name: "UIKitSim"),
        // Layer 2: a simulated network in virtual time (endpoints, latency, offline, cancellation, its
        // activity), which answers `URLSession.rx` while one is installed.
        .target(name: "NetworkSim", dependencies: ["RxCore"]),
        // Layer 3: RxCocoa's extension machinery, its traits (`Driver`, `Signal`) and built-in
        // extensions, on the simulated UIKit (and `URLSession.rx` on the simulated network).
        .target(name: "RxCocoaSim", dependencies: ["RxCore", "UIKitSim", "NetworkSim"]),
        // A community extension on top of RxCocoa (RxGesture's tap gesture), as an example of one.
        .target(name: "RxGestureSim", dependencies: ["RxCore", "UIKitSim", "RxCocoaSim"]),
        // Package-only text utilities: display width, escaping (HTML, JSON, terminal), ANSI styles, the
        // colour decision. One implementation of each, for Marbles, Markdown and the reports.
        .target(name: "TextSupport"),
        // Layer 4: the marble diagram language, its ASCII and SVG renderers, and marble comparison.
        .target(
            name: "Marbles", dependencies: ["RxCore", "RxVirtualTime", "TextSupport"],
            // The style sheet inside every SVG diagram, a real CSS file compiled in: `SvgStyleSheet`.
            resources: [.embedInCode("Assets/diagram.css")]),
        // Layer 4, for tests only: `assertMarbles` for XCTest and Swift Testing (kept apart from `Marbles`
        // so that nothing but a test links a test framework).
        .target(name: "MarbleTesting", dependencies: ["RxCore", "RxVirtualTime", "Marbles"]),
        // The umbrella a learner imports: `import RxSandbox`.
        .target(
            name: "RxSandbox",
            dependencies: [
                "RxCore", "RxVirtualTime", "RxBlocking", "UIKitSim", "NetworkSim", "RxCocoaSim",
                "RxGestureSim",
                "Marbles",
            ]),
        // The Markdown the narratives are written in: model, parser, HTML and terminal renderers, and
        // Swift highlighting.
        .target(name: "Markdown", dependencies: ["TextSupport"]),
        // Layer 5: what a lesson is (`Lesson`, `Scene`, `Stage`…) and running one in virtual time.
        .target(
            name: "LessonKit",
            dependencies: ["RxCore", "RxVirtualTime", "UIKitSim", "NetworkSim", "RxCocoaSim", "Marbles"]),
        // Layer 6: a lesson's narrative resolved once, and what is made of it: the terminal report, the
        // HTML page, the site and the checker.
        .target(
            name: "LessonPublishing",
            dependencies: ["LessonKit", "ExerciseKit", "Marbles", "Markdown", "TextSupport"],
            // The pages' scripts and style sheets, real files compiled into the binary (one binary, no
            // bundle to find at run time): `PageAssets`.
            resources: [
                .embedInCode("Assets/frames.js"), .embedInCode("Assets/chain.js"),
                .embedInCode("Assets/scrubber.js"), .embedInCode("Assets/site.css"),
                .embedInCode("Assets/screen.css"), .embedInCode("Assets/chain.css"),
                .embedInCode("Assets/live.js"), .embedInCode("Assets/live.css"),
            ]),
        // Building a product of the package with `swift build`, reading the compiler's diagnostics, and
        // running what was built: how `lessons` runs the learner's code, which it does not link.
        .target(name: "LearnerBuild"),
        // HTTP/1.1 as bytes, no I/O: a strict, incremental request parser with limits, and the writers.
        .target(name: "HTTPMessages"),
        // A small HTTP/1.1 server on the loopback interface only, with the security policy every route gets.
        .target(name: "LocalServer", dependencies: ["HTTPMessages"]),
        // What `lessons serve` serves: the site from memory, made live, the live scenes, the event stream
        // of the open pages, and the watch that rebuilds the learner's code when they save it.
        .target(
            name: "LiveSite",
            dependencies: ["LessonKit", "LessonPublishing", "LearnerBuild", "HTTPMessages", "LocalServer"]),
        // Layer 7: the `lessons` command line: one table of commands, output, safe file writes.
        .target(
            name: "LessonsCLI",
            dependencies: [
                "LessonKit", "LessonPublishing", "ExerciseKit", "TextSupport", "LearnerBuild", "LocalServer",
                "LiveSite",
            ]),
        // Layer 5: what an exercise is (its scenarios in virtual time, its hints and known mistakes) and
        // checking an answer.
        .target(name: "ExerciseKit", dependencies: ["LessonKit", "Marbles"]),
        // The lessons themselves, their narratives and the site's reference pages (the top-level
        // `Lessons/`; the narratives, `Lessons/Narratives/<id>/ko.md` and `en.md`, are read when a lesson
        // runs, not compiled). Named apart from the `lessons` command by more than case.
        .target(
            name: "Curriculum", dependencies: ["LessonKit", "RxSandbox"], path: "Lessons",
            exclude: ["Narratives", "ExerciseBook", "Exercises", "Playground"]),
        // The learner's playground, the file they change (`Lessons/Playground/`): a target of its own, linked
        // only into `learner-playground`.
        .target(name: "Playground", dependencies: ["LessonKit", "RxSandbox"], path: "Lessons/Playground"),
        // The exercises: each one's scenarios, hints and known mistakes, and the protocol its answer
        // conforms to (`Lessons/ExerciseBook/`; the tasks are in `Lessons/Narratives/exercises/`).
        .target(
            name: "ExerciseBook", dependencies: ["ExerciseKit", "LessonKit", "RxSandbox"],
            path: "Lessons/ExerciseBook"),
        // The learner's answers to the exercises, the files they edit (`Lessons/Exercises/`): a target of
        // their own, so that a change rebuilds only them, linked only into `learner-answers`.
        .target(
            name: "Exercises", dependencies: ["ExerciseBook", "ExerciseKit", "RxSandbox"],
            path: "Lessons/Exercises"),
        // The `lessons` command, without the learner's code: a file of theirs that does not compile can't
        // stop it. For the commands that run their code it builds one of the two below and runs that.
        .executableTarget(name: "lessons", dependencies: ["LessonsCLI", "Curriculum", "ExerciseBook"]),
        // `lessons` with the learner's answers linked in, for the exercises' checks.
        .executableTarget(name: "learner-answers", dependencies: ["LessonsCLI", "Curriculum", "Exercises"]),
        // `lessons` with the learner's playground linked in, for the playground (and the site, which shows it).
        .executableTarget(
            name: "learner-playground",
            dependencies: ["LessonsCLI", "Curriculum", "ExerciseBook", "Playground"]),
        // RxSwift's benchmark workloads, for instruction counts comparable one to one.
        .executableTarget(name: "rx-bench", dependencies: ["RxCore", "RxVirtualTime"]),

        // Helpers shared by the test targets (a base test case that checks for leaks, test errors).
        .target(
            name: "RxTestSupport", dependencies: ["RxCore", "RxVirtualTime"], path: "Tests/RxTestSupport"),
        // A catalogue of two small lessons written to a temporary folder, for the publishing and CLI tests.
        .target(
            name: "LessonFixtures", dependencies: ["LessonKit", "ExerciseKit", "RxSandbox"],
            path: "Tests/LessonFixtures"),
        // The exercises as a learner is given them, and their reference solutions: compiled and checked by
        // the tests, never linked into `lessons` (so neither can make a learner's answer pass).
        .target(
            name: "ExerciseStarters", dependencies: ["ExerciseBook", "ExerciseKit", "RxSandbox"],
            path: "Tests/ExerciseStarters"),
        .target(
            name: "ExerciseSolutions", dependencies: ["ExerciseBook", "ExerciseKit", "RxSandbox"],
            path: "Tests/ExerciseSolutions"),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxVirtualTime", "RxTestSupport"]),
        .testTarget(name: "RxVirtualTimeTests", dependencies: ["RxCore", "RxVirtualTime", "RxTestSupport"]),
        .testTarget(name: "RxBlockingTests", dependencies: ["RxCore", "RxBlocking", "RxTestSupport"]),
        .testTarget(name: "UIKitSimTests", dependencies: ["UIKitSim"]),
        .testTarget(
            name: "RxCocoaSimTests",
            dependencies: [
                "RxCore", "RxVirtualTime", "UIKitSim", "NetworkSim", "RxCocoaSim", "RxGestureSim",
                "MarbleTesting",
                "RxTestSupport",
            ]),
        .testTarget(name: "TextSupportTests", dependencies: ["TextSupport"]),
        .testTarget(
            name: "MarblesTests",
            dependencies: [
                "RxCore", "RxVirtualTime", "Marbles", "MarbleTesting", "RxTestSupport", "TextSupport",
            ],
            exclude: ["Golden"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "TextSupport", "RxTestSupport"]),
        .testTarget(
            name: "LessonKitTests",
            dependencies: ["LessonKit", "RxSandbox", "MarbleTesting", "RxTestSupport"]),
        .testTarget(
            name: "LessonPublishingTests",
            dependencies: ["LessonPublishing", "LessonKit", "LessonFixtures", "ExerciseKit", "RxSandbox"]),
        .testTarget(
            name: "LessonsCLITests",
            dependencies: [
                "LessonsCLI", "LessonKit", "LessonPublishing", "LessonFixtures", "ExerciseKit", "TextSupport",
                "LearnerBuild",
            ]),
        .testTarget(name: "LearnerBuildTests", dependencies: ["LearnerBuild"]),
        .testTarget(name: "HTTPMessagesTests", dependencies: ["HTTPMessages"]),
        .testTarget(name: "LocalServerTests", dependencies: ["LocalServer", "HTTPMessages"]),
        .testTarget(
            name: "LiveSiteTests",
            dependencies: [
                "LiveSite", "LocalServer", "HTTPMessages", "LessonKit", "LessonPublishing", "LearnerBuild",
                "RxSandbox",
            ]),
        .testTarget(
            name: "CurriculumTests",
            dependencies: [
                "Curriculum", "Playground", "LessonKit", "LessonPublishing", "MarbleTesting", "RxSandbox",
            ]),

        .testTarget(
            name: "ExerciseTests",
            dependencies: [
                "ExerciseKit", "ExerciseBook", "ExerciseStarters", "ExerciseSolutions", "Exercises",
                "LessonKit",
                "RxSandbox", "Curriculum",
            ]),

        // The Swift examples of the seed documents, kept as the seeds write them (see Tests/Seeds/README.md).
        // They are compiled without warnings shown: the warnings they raise are what a learner sees too
        // (a retroactive conformance, RxSwift 5 spellings, unused results), and SeedCompileTests checks
        // that those, and only those, appear.
        seedTarget("Seed000"),
        seedTarget("Seed001"),
        seedTarget("Seed002"),
        seedTarget("Seed003"),
        .testTarget(
            name: "SeedTests",
            dependencies: ["RxSandbox", "RxTestSupport", "Seed000", "Seed001", "Seed002", "Seed003"]),
    ],
    swiftLanguageModes: languageMode
)
