import Marbles
import RxVirtualTime

/// The inside of a scene's chains: every observable its subscriptions went through (its sources, its
/// operators, its sharing points) and the observers at their ends, with what each one sent and when
/// each of its subscriptions started and ended, on the scene's time axis.
///
/// A node is one observable, drawn by RxSwift's name for it (`map`, `PublishSubject`) or, for a public
/// construct (`rx.text`, a `Driver`), by the construct's name, its internals folded into it. A node
/// subscribed twice has two subscriptions (without sharing, the branches above it are subscribed twice
/// too); a `share` is one node subscribed once upstream and several times downstream.
package struct ChainGraph: Equatable {
    /// One observable of the chain.
    package struct Node: Equatable {
        /// Its name: `map`, `rx.text`, `share`.
        package var name: String
        /// The nodes it sends to, by index in `nodes`.
        package var downstream: [Int]
        /// The observers at the end of the chain it sends to directly (`Binder`, `subscribe`), once each.
        package var consumers: [String]
        /// Each of its subscriptions, in the order they were made.
        package var subscriptions: [Subscription]
        /// What it sent, over all its subscriptions, in time order.
        package var events: [MarbleEvent]

        package init(
            name: String, downstream: [Int], consumers: [String], subscriptions: [Subscription],
            events: [MarbleEvent]
        ) {
            self.name = name
            self.downstream = downstream
            self.consumers = consumers
            self.subscriptions = subscriptions
            self.events = events
        }
    }

    /// The nodes in the order they were first subscribed: from the end of a chain to its sources.
    package var nodes: [Node]
    /// How many nodes, and how many of their events, `limited(nodes:events:)` left out.
    package var hidden = (nodes: 0, events: 0)

    package init(nodes: [Node]) {
        self.nodes = nodes
    }

    package static func == (left: ChainGraph, right: ChainGraph) -> Bool {
        left.nodes == right.nodes && left.hidden == right.hidden
    }

    /// How many nodes a chain view draws, and how many events their lanes hold, before it leaves the
    /// rest out: about what a person can read in one view.
    package static let readableLimit = (nodes: 24, events: 400)

    /// The graph a person can read: its first nodes from the sources down (in `treeOrder`), as many as
    /// fit in `nodes` nodes and `events` events (the first node always), the others counted in `hidden`
    /// (with those it had left out already).
    package func limited(
        nodes maximumNodes: Int = readableLimit.nodes, events maximumEvents: Int = readableLimit.events
    ) -> ChainGraph {
        var kept: [Int] = []
        var events = 0
        for index in treeOrder {
            let count = nodes[index].events.count
            guard kept.isEmpty || (kept.count < maximumNodes && events + count <= maximumEvents) else {
                break
            }
            kept.append(index)
            events += count
        }
        guard kept.count < nodes.count else { return self }
        let position = Dictionary(uniqueKeysWithValues: kept.sorted().enumerated().map { ($1, $0) })
        var limited = ChainGraph(
            nodes: kept.sorted().map { index in
                var node = nodes[index]
                node.downstream = node.downstream.compactMap { position[$0] }
                return node
            })
        limited.hidden = (
            hidden.nodes + nodes.count - kept.count,
            hidden.events + nodes.map(\.events.count).reduce(0, +) - events
        )
        return limited
    }

    /// The nodes no other node sends to: the chains' sources, in order.
    package var roots: [Int] {
        let fed = Set(nodes.flatMap(\.downstream))
        return nodes.indices.filter { !fed.contains($0) }
    }

    /// The nodes as lanes of a diagram: each node's events and subscriptions, under its name (`map #2`
    /// for a second `map`), sources first.
    package var timeline: MarbleTimeline {
        var seen: [String: Int] = [:]
        return MarbleTimeline(
            streams: treeOrder.map { index in
                let node = nodes[index]
                seen[node.name, default: 0] += 1
                let count = seen[node.name]!
                return MarbleStream(
                    name: count == 1 ? node.name : "\(node.name) #\(count)", events: node.events,
                    subscriptions: node.subscriptions)
            })
    }

    /// The nodes from the sources down, each once, in the order `treeLines` draws them.
    package var treeOrder: [Int] {
        treeRows.filter { !$0.isRepeat }.map(\.node)
    }

    /// One line of the graph drawn as a tree (`treeRows`).
    package struct TreeRow: Equatable {
        /// The node it draws, by index in `nodes`.
        package var node: Int
        /// How many steps below its source it is.
        package var depth: Int
        /// The row of the node it hangs from, if it is not a source.
        package var parent: Int?
        /// Whether it names a node drawn above (reached a second time, from a second upstream): it is
        /// not drawn below again.
        package var isRepeat: Bool
        /// Its text indentation: the tree lines before the name (`│  └─ `).
        package var lead: String
    }

    /// The graph as a tree, from each source down (a loop without one from its first node): a row per
    /// node, its downstream nodes under it. A node reached a second time (it has two upstreams) has a
    /// second row, marked `isRepeat`.
    package var treeRows: [TreeRow] {
        var rows: [TreeRow] = []
        var drawn: Set<Int> = []
        func draw(_ index: Int, depth: Int, parent: Int?, lead: String, branch: String) {
            let isRepeat = !drawn.insert(index).inserted
            rows.append(
                TreeRow(node: index, depth: depth, parent: parent, isRepeat: isRepeat, lead: lead + branch))
            guard !isRepeat else { return }
            let row = rows.count - 1
            let childLead = lead + (branch == "└─ " ? "   " : branch.isEmpty ? "" : "│  ")
            for (position, child) in nodes[index].downstream.enumerated() {
                let last = position == nodes[index].downstream.count - 1
                draw(child, depth: depth + 1, parent: row, lead: childLead, branch: last ? "└─ " : "├─ ")
            }
        }
        for root in roots { draw(root, depth: 0, parent: nil, lead: "", branch: "") }
        // A loop has no source (a relay bound to itself): it is drawn from its first node.
        for index in nodes.indices where !drawn.contains(index) {
            draw(index, depth: 0, parent: nil, lead: "", branch: "")
        }
        return rows
    }

    /// The graph as text, from each source down: a line per tree row, with how many subscriptions its
    /// node had, its downstream nodes under it (`└─`, `├─`), the observers at its end after `→`. A node
    /// reached a second time is named again with `↑`.
    package func treeLines(subscriptionsWord: (Int) -> String) -> [String] {
        treeRows.map { row in
            let node = nodes[row.node]
            guard !row.isRepeat else { return row.lead + node.name + " ↑" }
            let consumers = node.consumers.isEmpty ? "" : " → " + node.consumers.joined(separator: ", ")
            return row.lead + node.name + consumers + "  " + subscriptionsWord(node.subscriptions.count)
        }
    }
}
