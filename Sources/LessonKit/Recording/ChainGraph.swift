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
    }

    /// The nodes in the order they were first subscribed: from the end of a chain to its sources.
    package var nodes: [Node]

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
        var order: [Int] = []
        func visit(_ index: Int) {
            guard !order.contains(index) else { return }
            order.append(index)
            nodes[index].downstream.forEach(visit)
        }
        roots.forEach(visit)
        return order
    }

    /// The graph as text, from each source down: a line per node, with how many subscriptions it had,
    /// its downstream nodes under it (`└─`, `├─`), the observers at its end after `→`. A node reached a
    /// second time (it has two upstreams) is named again with `↑` and not drawn below again.
    package func treeLines(subscriptionsWord: (Int) -> String) -> [String] {
        var lines: [String] = []
        var drawn: Set<Int> = []
        func draw(_ index: Int, lead: String, branch: String) {
            let node = nodes[index]
            guard drawn.insert(index).inserted else {
                lines.append(lead + branch + node.name + " ↑")
                return
            }
            let consumers = node.consumers.isEmpty ? "" : " → " + node.consumers.joined(separator: ", ")
            lines.append(
                lead + branch + node.name + consumers + "  " + subscriptionsWord(node.subscriptions.count))
            let childLead = lead + (branch == "└─ " ? "   " : branch.isEmpty ? "" : "│  ")
            for (position, child) in node.downstream.enumerated() {
                draw(child, lead: childLead, branch: position == node.downstream.count - 1 ? "└─ " : "├─ ")
            }
        }
        for root in roots { draw(root, lead: "", branch: "") }
        return lines
    }
}

extension ChainRecorder {
    /// The graph of what it recorded: the constructs' internals folded, each chain's end named.
    func graph() -> ChainGraph {
        let sourceCount = sources.count
        // Which source each subscription's downstream subscription belongs to, and the edges.
        var downstream = Array(repeating: [Int](), count: sourceCount)
        var upstream = Array(repeating: [Int](), count: sourceCount)
        for subscription in subscriptions {
            guard let parent = subscription.parent else { continue }
            let to = subscriptions[parent].node
            let from = subscription.node
            if !downstream[from].contains(to) { downstream[from].append(to) }
            if !upstream[to].contains(from) { upstream[to].append(from) }
        }
        // A construct's internals: everything above it up to its inputs and to other constructs. What
        // they are about (a control) names the construct: `nameField: ControlProperty`.
        var folded = Array(repeating: false, count: sourceCount)
        var about = sources.map(\.about)
        for construct in sources where construct.construct != nil {
            var stack = upstream[construct.id]
            while let index = stack.popLast() {
                let source = sources[index]
                guard !folded[index], source.construct == nil, !construct.inputs.contains(source.objectID)
                else { continue }
                folded[index] = true
                if about[construct.id] == nil { about[construct.id] = source.about }
                stack += upstream[index]
            }
        }
        // A step of a chain's end is left out, its consumers given to what feeds it.
        var inheritedConsumers = Array(repeating: [String](), count: sourceCount)
        for source in sources where source.isHidden {
            folded[source.id] = true
            let consumers = subscriptions.filter { $0.node == source.id }.compactMap(\.consumer)
            for feeder in upstream[source.id] { inheritedConsumers[feeder] += consumers }
        }
        // The visible nodes, in order, and where a folded node's edges lead.
        // Each subscribed node, in the order of its first subscription (a construct is known before
        // it is subscribed, and one never subscribed is no node).
        var firstSubscription: [Int: Int] = [:]
        for (order, subscription) in subscriptions.enumerated()
        where firstSubscription[subscription.node] == nil {
            firstSubscription[subscription.node] = order
        }
        let visible = firstSubscription.keys.filter { !folded[$0] }.sorted {
            firstSubscription[$0]! < firstSubscription[$1]!
        }
        let position = Dictionary(uniqueKeysWithValues: visible.enumerated().map { ($1, $0) })
        func visibleDownstream(of index: Int, seen: inout Set<Int>) -> [Int] {
            downstream[index].flatMap { next -> [Int] in
                guard seen.insert(next).inserted else { return [] }
                return folded[next] ? visibleDownstream(of: next, seen: &seen) : [next]
            }
        }
        let nodes = visible.map { index -> ChainGraph.Node in
            let source = sources[index]
            var seen: Set<Int> = []
            let mine = subscriptions.filter { $0.node == index }
            var consumers: [String] = []
            for name in mine.compactMap(\.consumer) + inheritedConsumers[index]
            where !consumers.contains(name) {
                consumers.append(name)
            }
            let name =
                source.construct
                ?? ChainNames.operatorName(source: source.typeName, sink: source.sinkTypeName)
            return ChainGraph.Node(
                name: about[index].map { "\($0): \(name)" } ?? name,
                downstream: visibleDownstream(of: index, seen: &seen).compactMap { position[$0] },
                consumers: consumers,
                subscriptions: mine.map {
                    RxVirtualTime.Subscription($0.start, $0.end ?? RxVirtualTime.Subscription.infinity)
                },
                events: mine.flatMap(\.events).sorted { $0.time < $1.time })
        }
        return ChainGraph(nodes: nodes)
    }
}
