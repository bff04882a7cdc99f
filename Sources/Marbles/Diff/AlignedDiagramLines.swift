import TextSupport

/// Several marble lines drawn on one frame axis, so the same frame stands in the same column on every
/// line: what a mismatch shows, expected above actual.
///
/// In marble text a character is a frame, so a token several characters wide (`'Red'`, `(ab|)`) also
/// covers the frames after its own. The lines keep that rule wherever they can: a frame with tokens
/// starts a cell as wide as its widest token, which covers the following frames up to the next frame
/// where any line has a token; a line fills the frames its token does not cover with `-`. Only when a
/// token is wider than the time to the next event (on any line) does a line get spaces, which in the
/// grammar take no time, to keep the columns aligned. So when every token is one character and nothing
/// happens before frame 0, each line is exactly the canonical diagram of its events.
///
/// A quiet stretch (no token on any line) longer than `compressionThreshold` frames is written as a time
/// progression (` 980ms `), the same on each line.
struct AlignedDiagramLines {
    /// A token on a line, at a frame.
    struct Mark {
        var frame: Int
        var token: String
    }

    /// Quiet stretches up to this many frames are drawn frame by frame.
    static let compressionThreshold = 16

    /// The text of each line.
    private(set) var lines: [String]
    /// The column (0-based, in terminal columns) where each frame that starts a cell starts.
    private var cellStarts: [Int: Int] = [:]
    /// The column where the text ends, and the frame after the last one drawn.
    private var endColumn = 0
    private var endFrame = 0

    /// Lays out `marks` (one list per line): from frame `first` (or the earliest mark, if earlier) to
    /// the latest mark.
    init(_ marks: [[Mark]], from first: Int = 0) {
        let cellsByLine: [[Int: String]] = marks.map { line in
            Dictionary(grouping: line, by: \.frame).mapValues { marks in
                marks.count == 1 ? marks[0].token : "(" + marks.map(\.token).joined() + ")"
            }
        }
        let eventFrames = Set(cellsByLine.flatMap(\.keys)).sorted()
        lines = marks.map { _ in "" }
        guard let last = eventFrames.last else { return }
        var frame = min(first, eventFrames[0])
        var column = 0
        var next = 0  // index in eventFrames of the first event frame at or after `frame`
        while frame <= last {
            while eventFrames[next] < frame { next += 1 }
            let quiet = eventFrames[next] - frame
            if quiet > Self.compressionThreshold {
                cellStarts[frame] = column
                let progression = " \(quiet)ms "
                for index in lines.indices { lines[index] += progression }
                column += progression.count
                frame += quiet
                continue
            }
            cellStarts[frame] = column
            guard quiet == 0 else {
                for index in lines.indices { lines[index] += "-" }
                column += 1
                frame += 1
                continue
            }
            // A frame with tokens: its cell covers the frames up to the next event frame, at most. A token
            // takes a frame per character; on screen, a wide character (가) takes two columns.
            let widest = cellsByLine.compactMap { $0[frame] }.map(\.count).max() ?? 1
            let following = next + 1 < eventFrames.count ? eventFrames[next + 1] : Int.max
            let span = min(widest, following - frame)
            let pieces = cellsByLine.map { cells -> String in
                let token = cells[frame] ?? ""
                return token + String(repeating: "-", count: max(0, span - token.count))
            }
            let width = pieces.map { DisplayWidth.of($0) }.max() ?? 1
            for index in lines.indices {
                lines[index] +=
                    pieces[index] + String(repeating: " ", count: width - DisplayWidth.of(pieces[index]))
            }
            column += width
            frame += span
        }
        endColumn = column
        endFrame = frame
        lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The column where `frame`'s cell starts: for a frame inside a wide cell or a compressed stretch,
    /// where that starts; for a frame after the last one drawn, the end of the text.
    func column(ofFrame frame: Int) -> Int {
        if frame >= endFrame { return endColumn }
        if let start = cellStarts[frame] { return start }
        return cellStarts.filter { $0.key < frame }.max { $0.key < $1.key }?.value ?? 0
    }
}
