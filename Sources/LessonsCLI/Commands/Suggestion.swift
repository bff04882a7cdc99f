import LessonKit

/// "Did you mean …?": the candidate a mistyped name most likely meant, if any is close enough.
///
/// Names are compared case-insensitively. A candidate is close when
/// - its edit distance to the input (see `distance(from:to:)`) is at most `max(2, input length / 3)`, or
/// - it begins with the input, or one of its words does (`bind` and `binder` find `custom-binder`).
///
/// The closest by edit distance wins; a candidate close only by the second rule comes after any close
/// by the first; among equals, the earlier candidate wins. An empty input has no suggestion.
package enum Suggestion {
    /// What a message adds for a suggestion `match`: `; did you mean 'x'?` (`. 비슷한 이름: 'x'`),
    /// or nothing without one.
    package static func phrase(_ match: String?) -> Localized {
        guard let match else { return "" }
        return Localized(ko: ". 비슷한 이름: '\(match)'", en: "; did you mean '\(match)'?")
    }

    /// The candidate closest to `input`, or nil when none is close (see the type's contract).
    package static func closest(to input: String, among candidates: [String]) -> String? {
        let typed = input.lowercased()
        guard !typed.isEmpty else { return nil }
        let limit = max(2, typed.count / 3)
        var best: (candidate: String, rank: Int)?
        for candidate in candidates {
            guard let rank = rank(of: candidate.lowercased(), for: typed, limit: limit) else { continue }
            if best.map({ rank < $0.rank }) ?? true {
                best = (candidate, rank)
            }
        }
        return best?.candidate
    }

    /// The optimal string alignment distance between two strings, ignoring case: how many characters
    /// must be inserted, deleted, replaced, or swapped with their neighbour, to turn one into the other
    /// (`rnu` is 1 from `run`), when no substring is edited twice.
    package static func distance(from source: String, to target: String) -> Int {
        let a = Array(source.lowercased())
        let b = Array(target.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // table[i][j]: the distance between the first i characters of a and the first j of b.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let replacement = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(
                    table[i - 1][j] + 1,  // delete a[i - 1]
                    table[i][j - 1] + 1,  // insert b[j - 1]
                    table[i - 1][j - 1] + replacement)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)  // swap two neighbours
                }
            }
        }
        return table[a.count][b.count]
    }

    /// How close `candidate` is to `typed` (both lowercased): its distance when within `limit`,
    /// `limit + 1` when it or one of its words begins with `typed`, nil when it is not close.
    private static func rank(of candidate: String, for typed: String, limit: Int) -> Int? {
        let editDistance = distance(from: typed, to: candidate)
        if editDistance <= limit {
            return editDistance
        }
        let words = candidate.split { !$0.isLetter && !$0.isNumber }
        if candidate.hasPrefix(typed) || words.contains(where: { $0.hasPrefix(typed) }) {
            return limit + 1
        }
        return nil
    }
}
