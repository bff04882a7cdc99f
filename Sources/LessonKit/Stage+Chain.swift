import RxCore

/// A scene's chain view: tracing every subscription the scene makes, and the graph of them.
extension Stage {
    /// From now on, draws the inside of the scene's chains: every subscription the scene makes, to a
    /// source, an operator or a construct (`rx.text`, a `Driver`), becomes a node of its chain view,
    /// with a lane of what it sent and when it was subscribed and disposed, without naming any of them.
    /// The steps inside a construct are folded into it, unless `showingInternals` asks to draw them, and
    /// the steps a chain's end takes for itself (the conversion to an optional in `bind(to:)`) too
    /// (`swift run lessons run <id> --whole-chain` draws them in every scene).
    public func traceChain(showingInternals: Bool = false) {
        chainShowsInternals = chainShowsInternals || showingInternals
        guard chainRecorder == nil else { return }
        let recorder = ChainRecorder(
            clock: { [unowned self] in scheduler.clock },
            objectName: { [unowned self] object in name(of: object) },
            label: { [unowned self] element in
                elementLabels[ObjectIdentifier(type(of: element))]?(element)
            })
        chainRecorder = recorder
        ChainTracing.tracer = recorder
    }

    /// The scene's chain graph, if it traced one: as the scene asked to draw it, and whole.
    func chainGraph() -> (folded: ChainGraph, whole: ChainGraph)? {
        guard let chainRecorder else { return nil }
        let whole = chainRecorder.graph(showingInternals: true)
        return (chainShowsInternals ? whole : chainRecorder.graph(), whole)
    }

    /// Stops tracing (when the scene ends).
    func stopTracing() {
        chainRecorder?.isRecording = false
        if ChainTracing.tracer === chainRecorder { ChainTracing.tracer = nil }
    }
}
