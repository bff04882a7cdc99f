import RxVirtualTime

extension ChainRecorder {
    /// The graph of what it recorded, each chain's end named: the constructs' internals folded, or with
    /// `showingInternals` drawn as nodes of their own (the steps a chain's end takes for itself too).
    func graph(showingInternals: Bool = false) -> ChainGraph {
        ChainFolding(sources: sources, subscriptions: subscriptions).graph(showingInternals: showingInternals)
    }
}

/// How a chain view turns what a scene's subscriptions went through into the nodes it draws, in named
/// passes: the edges between sources; each construct's internals (everything between it and its inputs,
/// folded into it); the internals the scene uses itself, drawn after all; the steps a chain's end takes
/// for itself, left out; the order the nodes are drawn in; what each node is about (the control whose
/// construct it is); and the nodes, each named by what made it.
struct ChainFolding {
    let sources: [ChainRecorder.Source]
    let subscriptions: [ChainRecorder.Subscription]

    /// Each source's neighbours: the sources it sends to, and those that send to it, each once.
    struct Edges: Equatable {
        var downstream: [[Int]]
        var upstream: [[Int]]
    }

    /// The edges: a subscription made by another (its parent) makes its source send to the parent's.
    func edges() -> Edges {
        var edges = Edges(
            downstream: Array(repeating: [], count: sources.count),
            upstream: Array(repeating: [], count: sources.count))
        for subscription in subscriptions {
            guard let parent = subscription.parent else { continue }
            let to = subscriptions[parent].node
            let from = subscription.node
            if !edges.downstream[from].contains(to) { edges.downstream[from].append(to) }
            if !edges.upstream[to].contains(from) { edges.upstream[to].append(from) }
        }
        return edges
    }

    /// Which sources are a construct's internals: everything above a construct up to its inputs and to
    /// other constructs, but for the parts constructs are built with (the `rx.deallocated` inside
    /// `rx.text`), which are internal too. With what each source is about: a construct is about what
    /// its internals are about (`nameField.rx.text`).
    func internals(_ edges: Edges) -> (isInternal: [Bool], about: [String?]) {
        var about = sources.map(\.about)
        var isInternal = Array(repeating: false, count: sources.count)
        for construct in sources where construct.construct != nil {
            var stack = edges.upstream[construct.id]
            var seen: Set<Int> = []
            while let index = stack.popLast() {
                let source = sources[index]
                guard seen.insert(index).inserted, !construct.inputs.contains(index),
                    source.construct == nil || source.isPart
                else { continue }
                isInternal[index] = true
                if about[construct.id] == nil { about[construct.id] = source.about }
                stack += edges.upstream[index]
            }
        }
        return (isInternal, about)
    }

    /// `isInternal` without the internals the scene uses itself (it subscribes to one, feeds it to a
    /// step of its own, or makes a construct of it), nor what feeds those: they are drawn.
    func usedOutside(_ isInternal: [Bool], _ edges: Edges) -> [Bool] {
        var isInternal = isInternal
        var ends = Array(repeating: false, count: sources.count)
        for subscription in subscriptions where subscription.parent == nil { ends[subscription.node] = true }
        let declaredInputs = Set(sources.flatMap(\.inputs))
        var changed = true
        while changed {
            changed = false
            for index in sources.indices where isInternal[index] {
                let usedOutside =
                    ends[index] || declaredInputs.contains(index)
                    || edges.downstream[index].contains { next in
                        !isInternal[next] && sources[next].construct == nil
                    }
                if usedOutside {
                    isInternal[index] = false
                    changed = true
                }
            }
        }
        return isInternal
    }

    /// The steps a chain's end takes for itself (`hide`), left out: which sources are, and the
    /// consumers each source that feeds one inherits from it.
    func hiddenSteps(_ edges: Edges) -> (isHidden: [Bool], inheritedConsumers: [[String]]) {
        var isHidden = Array(repeating: false, count: sources.count)
        var inherited = Array(repeating: [String](), count: sources.count)
        for source in sources where source.isHidden {
            isHidden[source.id] = true
            let consumers = subscriptions.filter { $0.node == source.id }.compactMap(\.consumer)
            for feeder in edges.upstream[source.id] { inherited[feeder] += consumers }
        }
        return (isHidden, inherited)
    }

    /// The sources drawn, each subscribed one not `folded`, in the order of its first subscription (a
    /// construct is known before it is subscribed, and one never subscribed is no node); the parts
    /// (`rx.deallocated`, which `take(until:)` subscribes to before its source) after the real sources,
    /// so that a chain's root is what it is about.
    func visibleOrder(folded: [Bool]) -> [Int] {
        var firstSubscription: [Int: Int] = [:]
        for (order, subscription) in subscriptions.enumerated()
        where firstSubscription[subscription.node] == nil {
            firstSubscription[subscription.node] = order
        }
        return firstSubscription.keys.filter { !folded[$0] }.sorted {
            (sources[$0].isPart ? 1 : 0, firstSubscription[$0]!) < (
                sources[$1].isPart ? 1 : 0, firstSubscription[$1]!
            )
        }
    }

    /// `about`, with each control's construct that has no control of its own about the control of the
    /// nearest construct above it (a learner's `ControlEvent` made of a switch's
    /// `rx.controlEvent(_:)`: `wifi: ControlEvent`). A member of another construct (`orEmpty`, built on
    /// `rx.text`) is not.
    func inheritedAbout(_ about: [String?], visible: [Int], _ edges: Edges) -> [String?] {
        var about = about
        for index in visible
        where sources[index].isControlConstruct && sources[index].inputs.isEmpty && about[index] == nil {
            var stack = edges.upstream[index]
            var seen: Set<Int> = []
            while let next = stack.popLast(), about[index] == nil {
                guard seen.insert(next).inserted else { continue }
                if sources[next].construct != nil, !sources[next].isPart, let found = about[next] {
                    about[index] = found
                } else {
                    stack += edges.upstream[next]
                }
            }
        }
        return about
    }

    /// The graph: the passes above, then a node for each visible source, named by what made it (its
    /// construct's name, or its operator's), after what it is about; sending to the visible sources
    /// its folded ones send to.
    func graph(showingInternals: Bool) -> ChainGraph {
        let edges = edges()
        let (isInternal, ownAbout) = internals(edges)
        let (isHidden, inheritedConsumers) = hiddenSteps(edges)
        let folded =
            showingInternals
            ? Array(repeating: false, count: sources.count)
            : zip(usedOutside(isInternal, edges), isHidden).map { $0 || $1 }
        let inherited = showingInternals ? Array(repeating: [], count: sources.count) : inheritedConsumers
        let visible = visibleOrder(folded: folded)
        let about = inheritedAbout(ownAbout, visible: visible, edges)
        let position = Dictionary(uniqueKeysWithValues: visible.enumerated().map { ($1, $0) })
        func visibleDownstream(of index: Int, seen: inout Set<Int>) -> [Int] {
            edges.downstream[index].flatMap { next -> [Int] in
                guard seen.insert(next).inserted else { return [] }
                return folded[next] ? visibleDownstream(of: next, seen: &seen) : [next]
            }
        }
        let nodes = visible.map { index -> ChainGraph.Node in
            let source = sources[index]
            var seen: Set<Int> = []
            let mine = subscriptions.filter { $0.node == index }
            var consumers: [String] = []
            for name in mine.compactMap(\.consumer) + inherited[index] where !consumers.contains(name) {
                consumers.append(name)
            }
            let name = source.construct?.text ?? source.name ?? "Observable"
            let isReactive = source.construct?.isReactive ?? false
            return ChainGraph.Node(
                name: about[index].map { isReactive ? "\($0).\(name)" : "\($0): \(name)" } ?? name,
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
