import ExerciseKit
import Foundation
import LessonKit

/// The exercise files a learner's commands change: putting the starter or the reference answer in
/// place of theirs (after keeping the learner's version in `Saved/`), and how many hints of each
/// exercise they have seen.
///
/// Nothing a learner wrote is ever overwritten: `replace` first copies their file to a new file in
/// `Saved/` (never over an existing one), checks the copy, and only then writes the starter or the
/// answer over theirs, whole or not at all (`AtomicFile`).
enum ExerciseFiles {
    /// What `replace` did.
    enum ReplaceOutcome: Equatable {
        /// The learner's file was already that file: nothing to keep, nothing written.
        case alreadyThat
        /// The file was written; the learner's version is kept at this path (relative to the package
        /// folder), or there was none.
        case replaced(savedAs: String?)
    }

    /// What `replace` puts in place of the learner's file.
    enum Replacement {
        /// The file as it was given (`exercise reset`).
        case starter
        /// The reference answer (`exercise solution --write`).
        case solution
    }

    /// The folder, in the package's, where `reset` keeps a learner's versions.
    static let savedFolder = "Saved"

    /// Puts the starter or the reference answer of `exercise` in place of the learner's file, keeping
    /// the learner's version.
    static func replace(
        _ exercise: Exercise, with replacement: Replacement, in catalogue: ExerciseCatalogue
    ) throws(FileWriteError) -> ReplaceOutcome {
        let sourcePath = replacement == .starter ? exercise.starterPath : exercise.solutionPath
        let learnerURL = catalogue.url(of: exercise.learnerPath)
        guard let starter = try? Data(contentsOf: catalogue.url(of: sourcePath)) else {
            throw FileWriteError(
                path: exercise.learnerPath,
                problem: replacement == .starter
                    ? Localized(
                        ko: "처음 파일을 읽을 수 없습니다: \(sourcePath)", en: "the starter can't be read: \(sourcePath)")
                    : Localized(
                        ko: "정답 예시 파일을 읽을 수 없습니다: \(sourcePath)",
                        en: "the reference answer can't be read: \(sourcePath)"),
                advice: Localized(
                    ko: "패키지를 새로 받으면 들어 있습니다", en: "it comes with the package: get a fresh copy of it"))
        }
        // A file that is there but can't be read is never replaced: it could not be kept first.
        var current: Data?
        if FileManager.default.fileExists(atPath: learnerURL.path) {
            guard let contents = try? Data(contentsOf: learnerURL) else {
                throw FileWriteError(
                    path: exercise.learnerPath,
                    problem: Localized(
                        ko: "여러분의 파일을 읽을 수 없어 보관할 수 없습니다", en: "your file can't be read, so it can't be kept"),
                    advice: Localized(
                        ko: "파일을 바꾸지 않았습니다. 읽을 수 있게 권한을 고친 뒤 다시 하세요",
                        en: "it was not changed: make it readable, then try again"))
            }
            current = contents
        }
        if current == starter { return .alreadyThat }
        var savedAs: String?
        if let current {
            let name = try keep(current, of: exercise, in: catalogue)
            savedAs = name
        }
        try AtomicFile.write(starter, to: learnerURL.path)
        return .replaced(savedAs: savedAs)
    }

    /// Copies `contents` to a new file in `Saved/` (`LabelBinder-1.swift`, then `-2`…), checks it, and
    /// returns its path relative to the package folder.
    private static func keep(_ contents: Data, of exercise: Exercise, in catalogue: ExerciseCatalogue)
        throws(FileWriteError) -> String
    {
        let folder = catalogue.url(of: savedFolder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(
                path: savedFolder,
                problem: Localized(
                    ko: "여러분의 파일을 보관할 폴더를 만들 수 없습니다", en: "the folder to keep your file in can't be made"),
                advice: Localized(
                    ko: "\(exercise.learnerPath)는 바꾸지 않았습니다", en: "\(exercise.learnerPath) was not changed"))
        }
        let stem = exercise.fileStem
        var number = 1
        while FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("\(stem)-\(number).swift").path)
        {
            number += 1
        }
        let name = "\(savedFolder)/\(stem)-\(number).swift"
        let url = catalogue.url(of: name)
        // A new file only (`withoutOverwriting`), then read back: the copy must be whole before the
        // learner's file is replaced.
        do {
            try contents.write(to: url, options: [.withoutOverwriting])
            guard try Data(contentsOf: url) == contents else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            throw FileWriteError(
                path: name,
                problem: Localized(ko: "여러분의 파일을 보관할 수 없습니다", en: "your file can't be kept there"),
                advice: Localized(
                    ko: "\(exercise.learnerPath)는 바꾸지 않았습니다", en: "\(exercise.learnerPath) was not changed"))
        }
        return name
    }

    // MARK: Hints

    /// Where the number of hints seen is kept: with the build products, which a clean build forgets.
    static let hintsPath = ".build/exercise-hints.json"

    /// How many hints of each exercise the learner has seen.
    static func hintsSeen(in catalogue: ExerciseCatalogue) -> [String: Int] {
        guard let data = try? Data(contentsOf: catalogue.url(of: hintsPath)),
            let seen = try? JSONDecoder().decode([String: Int].self, from: data)
        else { return [:] }
        return seen
    }

    /// Records that `count` hints of `exercise` have been seen.
    static func recordHints(_ count: Int, of exercise: Exercise, in catalogue: ExerciseCatalogue)
        throws(FileWriteError)
    {
        var seen = hintsSeen(in: catalogue)
        seen[exercise.id] = count
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let url = catalogue.url(of: hintsPath)
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write((try? encoder.encode(seen)) ?? Data("{}".utf8), to: url.path)
    }
}
