import LessonKit
import Marbles
import TextSupport

/// A scene's chain as a page shows it: the graph as an SVG tree (a box per node, from the sources down,
/// each with its subscriptions), then a lane per node, which the scene's time scrubber moves through
/// with the scene's own diagram; a chain too big to read is drawn in part, with a note that says how
/// much is left out and which command draws it all.
///
/// Contract: it draws the chain it is given (a report limits it first); node `k` of the tree
/// (`data-stream="k"`) is lane `k` of the lanes, so that selecting a node (`Assets/chain.js`)
/// highlights its lane; after its subscriptions each node says how many are active, drawn for each
/// time that number changes (`TickFrames`: one disposed at a tick still counts there, as its `!` is
/// drawn there), and a node with none is drawn hollow. The tree fits a phone's column when its names
/// do (it scales down when they do not). Every word is in the page's language.
struct ChainFigure {
    var language: Language
    /// The prefix of the figure's ids.
    var idPrefix: String
    /// What the scene's diagrams are called, for screen readers.
    var title: String
    /// The lesson the scene is in (for the command that draws the whole chain).
    var lessonID: String
    var sceneID: String
    /// The scene's ticks: how many subscriptions are active is drawn for each of its states.
    var frames: TickFrames

    /// The view of `chain`: a scene's chain as it is to be drawn (`ChainGraph.limited()`, or whole).
    func html(_ chain: ChainGraph) -> String {
        let lanes = DiagramFigure(
            language: language, idPrefix: "\(idPrefix)-lanes",
            title: "\(title) · \(ReportWords.chain[language])",
            description: Self.lanesDescription[language], scrubbed: true
        ).html(chain.timeline)
        var parts = [
            "<div class=\"chain\">", "<h4>\(escape(ReportWords.chain[language]))</h4>", tree(chain),
        ]
        if chain.hidden.nodes > 0 {
            let command = ReportWords.wholeChainCommand(lesson: lessonID, scene: sceneID)
            parts.append(
                "<p class=\"chain-note\">\(escape(ReportWords.chainLeftOut(chain.hidden)[language])) "
                    + "<code>\(escape(command))</code></p>")
        }
        parts += [lanes, "</div>"]
        return parts.joined(separator: "\n")
    }

    // MARK: The tree

    /// The pixel sizes of the tree.
    private enum Size {
        /// A node's row: its box, and its subscriptions under it.
        static let nodeRow = 46
        /// A second upstream's row: the node's name again, in a dashed box.
        static let repeatRow = 30
        static let boxHeight = 22
        static let indent = 20
        static let margin = 4
        /// The width of a character of a name (13 px monospace), and of the smaller words (12 px).
        static let nameCharacter = 8
        static let wordCharacter = 7
    }

    /// The graph as an SVG tree, one row per `ChainGraph.treeRows` row: laid out first (its width is
    /// its widest row's), then written.
    private func tree(_ chain: ChainGraph) -> String {
        let rows = chain.treeRows
        // Each node's lane: its place in the tree order.
        var lane: [Int: Int] = [:]
        for row in rows where !row.isRepeat { lane[row.node] = lane.count }
        var tops: [Int] = []
        var height = Size.margin
        for row in rows {
            tops.append(height)
            height += row.isRepeat ? Size.repeatRow : Size.nodeRow
        }
        let layout = rows.map { row -> (x: Int, boxWidth: Int, consumers: String, count: String) in
            let node = chain.nodes[row.node]
            let x = Size.margin + row.depth * Size.indent
            let boxWidth = DisplayWidth.of(node.name + (row.isRepeat ? " ↑" : "")) * Size.nameCharacter + 12
            let consumers = node.consumers.isEmpty ? "" : "→ " + node.consumers.joined(separator: ", ")
            return (x, boxWidth, consumers, ReportWords.subscriptions(node.subscriptions.count)[language])
        }
        let widest =
            zip(rows, layout).map { row, place in
                guard !row.isRepeat else { return place.x + place.boxWidth }
                let consumers =
                    place.consumers.isEmpty ? 0 : 6 + DisplayWidth.of(place.consumers) * Size.wordCharacter
                let active = DisplayWidth.of(place.count + Self.active(99)[language]) * Size.wordCharacter
                return max(place.x + place.boxWidth + consumers, place.x + Size.indent + active)
            }.max() ?? 0
        let width = widest + Size.margin
        height += Size.margin
        var writer = MarkupWriter()
        writer.open(
            "svg",
            [
                "class": "chain-graph", "id": "\(idPrefix)-tree", "xmlns": "http://www.w3.org/2000/svg",
                "width": "\(width)", "height": "\(height)", "viewBox": "0 0 \(width) \(height)",
                "aria-label": Self.treeDescription[language],
            ])
        for (index, row) in rows.enumerated() {
            guard let parent = row.parent else { continue }
            let from = Size.margin + rows[parent].depth * Size.indent + 10
            writer.empty(
                "path",
                [
                    "class": "edge",
                    "d":
                        "M \(from) \(tops[parent] + 2 + Size.boxHeight) V \(tops[index] + 2 + Size.boxHeight / 2) "
                        + "H \(layout[index].x)",
                ])
        }
        for (index, row) in rows.enumerated() {
            let node = chain.nodes[row.node]
            let (x, boxWidth, consumers, count) = layout[index]
            let top = tops[index]
            func box(_ writer: inout MarkupWriter) {
                writer.empty(
                    "rect",
                    [
                        "class": "box", "x": "\(x)", "y": "\(top + 2)", "width": "\(boxWidth)",
                        "height": "\(Size.boxHeight)", "rx": "4",
                    ])
            }
            let nameText: MarkupWriter.Attributes = ["class": "name", "x": "\(x + 6)", "y": "\(top + 18)"]
            guard !row.isRepeat else {
                writer.inline(
                    "g", ["class": "chain-node repeat", PageContract.streamAttribute: "\(lane[row.node]!)"]
                ) {
                    box(&$0)
                    $0.element("text", nameText, content: node.name + " ↑")
                }
                continue
            }
            let label = Self.nodeLabel(node.name, count: count)[language]
            writer.inline(
                "g",
                [
                    "class": "chain-node", PageContract.streamAttribute: "\(lane[row.node]!)",
                    "tabindex": "0",
                    "role": "button", "aria-pressed": "false", "aria-label": label,
                ]
            ) { writer in
                writer.element("title", content: label)
                box(&writer)
                writer.element("text", nameText, content: node.name)
                if !consumers.isEmpty {
                    writer.element(
                        "text", ["class": "consumers", "x": "\(x + boxWidth + 6)", "y": "\(top + 18)"],
                        content: consumers)
                }
                writer.inline("text", ["class": "count", "x": "\(x + Size.indent)", "y": "\(top + 38)"]) {
                    $0.element("tspan", ["class": "total"], content: count)
                    $0.markup(activeFrames(of: node))
                }
            }
        }
        writer.close("svg")
        return writer.text.hasSuffix("\n") ? String(writer.text.dropLast()) : writer.text
    }

    /// How many of `node`'s subscriptions are active, for each time that changes (`idle` when none is).
    private func activeFrames(of node: ChainGraph.Node) -> String {
        let subscriptions = node.subscriptions
        // A subscription is active from its subscribe through its unsubscribe (`.max`: never disposed).
        let ticks = subscriptions.flatMap { subscription in
            [subscription.subscribe]
                + (subscription.unsubscribe == .max ? [] : [subscription.unsubscribe + 1])
        }
        return frames.html(changingAt: ticks) { time in
            let count = subscriptions.filter { $0.subscribe <= time && time <= $0.unsubscribe }.count
            return "<tspan class=\"active\(count == 0 ? " idle" : "")\">"
                + "\(escape(Self.active(count)[language]))</tspan>"
        }
    }

    /// The words after a node's subscriptions while the scrubber is at a time: how many are active then.
    private static func active(_ count: Int) -> Localized {
        Localized(ko: " · 지금 \(count)개 구독 중", en: " · \(count) active")
    }

    /// A node's accessible name and tooltip.
    private static func nodeLabel(_ name: String, count: String) -> Localized {
        Localized(
            ko: "\(name): \(count). 누르면 이 노드의 레인을 강조합니다",
            en: "\(name): \(count). Select to highlight its lane")
    }

    private static let treeDescription = Localized(
        ko: "장면의 체인: 소스에서 끝까지, 노드마다 구독 수",
        en: "The scene's chain: from its sources down, each node with its subscriptions")
    private static let lanesDescription = Localized(
        ko: "장면의 체인: 장면이 구독한 모든 옵저버블의 레인",
        en: "The scene's chain: a lane for every observable it subscribed to")

    private func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }
}
