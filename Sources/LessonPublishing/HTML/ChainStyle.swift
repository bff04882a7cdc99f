/// The style of a scene's chain view (`ChainFigure`): the tree's boxes and lines in the page's colours
/// (light and dark), a selected node and its lane highlighted, the other lanes dimmed, a node with no
/// active subscription at the scrubber's time drawn hollow, its name muted.
enum ChainStyle {
    static let css = """
        .chain { margin: 1rem 0 0.5rem; padding-top: 0.5rem; border-top: 1px dashed var(--line); }
        .chain h4 { margin: 0 0 0.4rem; }
        .chain-graph { display: block; max-width: 100%; height: auto; font-family: system-ui, -apple-system,
          "Segoe UI", "Noto Sans KR", sans-serif; }
        .chain-graph .edge { fill: none; stroke: var(--muted); stroke-width: 1; }
        .chain-graph .box { fill: var(--panel); stroke: var(--line); stroke-width: 1; }
        .chain-graph .name { font: 13px ui-monospace, "SF Mono", Menlo, Consolas, monospace; fill: var(--fg); }
        .chain-graph .consumers, .chain-graph .count { font-size: 12px; fill: var(--muted); }
        .chain-graph .repeat .box { fill: none; stroke-dasharray: 3 3; }
        .chain-graph .repeat .name { fill: var(--muted); }
        .chain-graph.scripted .chain-node { cursor: pointer; }
        .chain-graph .chain-node:focus { outline: none; }
        .chain-graph .chain-node:focus-visible .box { stroke: var(--accent); stroke-width: 2; stroke-dasharray: none; }
        .chain-graph .chain-node.selected .box { stroke: var(--accent); stroke-width: 2.5; }
        .chain-graph .chain-node.idle .box { fill: none; }
        .chain-graph .chain-node.idle .name { fill: var(--muted); }
        .chain.selecting .diagram .stream:not(.selected), .chain.selecting .diagram .subscription:not(.selected) {
          opacity: 0.25; }
        .chain-note { font-size: 0.85rem; color: var(--muted); }
        """
}
