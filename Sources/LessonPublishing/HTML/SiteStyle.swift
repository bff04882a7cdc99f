/// The style sheet of every page, inlined so that a page needs nothing else: light and dark colour
/// schemes, readable from phone width up.
enum SiteStyle {
    static let css = """
        :root { --bg: #ffffff; --fg: #1f2328; --muted: #656d76; --line: #d0d7de;
          --panel: #f6f8fa; --accent: #0969da; --ok: #1a7f37; --bad: #cf222e; --code: #f6f8fa;
          --kw: #cf222e; --ty: #8250df; --str: #0a3069; --num: #0550ae; --com: #6e7781; --attr: #953800; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #30363d; --panel: #161b22;
            --accent: #4493f8; --ok: #3fb950; --bad: #f85149; --code: #161b22;
            --kw: #ff7b72; --ty: #d2a8ff; --str: #a5d6ff; --num: #79c0ff; --com: #8b949e; --attr: #ffa657; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 16px/1.6 system-ui, -apple-system, "Segoe UI", "Noto Sans KR", sans-serif; }
        main, .site-nav { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
        .site-nav { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: baseline;
          padding-top: 1rem; padding-bottom: 0.5rem; border-bottom: 1px solid var(--line); }
        .site-nav .home { font-weight: 600; margin-right: auto; }
        a { color: var(--accent); }
        h1 { font-size: 1.9rem; line-height: 1.25; margin: 1.5rem 0 0.25rem; }
        h2 { font-size: 1.35rem; margin-top: 2.25rem; border-bottom: 1px solid var(--line); padding-bottom: 0.2rem; }
        .summary { color: var(--muted); margin-top: 0; }
        code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 0.9em;
          background: var(--code); padding: 0.1em 0.3em; border-radius: 4px; overflow-wrap: break-word; }
        /* A code block wider than the page scrolls; a shadow at an edge says there is more that way. */
        pre { border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem 1rem;
          overflow-x: auto; line-height: 1.45;
          background: linear-gradient(to right, var(--code) 30%, transparent) left / 2rem 100% no-repeat local,
            linear-gradient(to left, var(--code) 30%, transparent) right / 2rem 100% no-repeat local,
            radial-gradient(farthest-side at 0 50%, rgba(128, 128, 128, 0.5), transparent) left / 0.8rem 100%
              no-repeat scroll,
            radial-gradient(farthest-side at 100% 50%, rgba(128, 128, 128, 0.5), transparent) right / 0.8rem 100%
              no-repeat scroll,
            var(--code); }
        pre code { background: none; padding: 0; font-size: 0.85rem; overflow-wrap: normal; }
        .kw { color: var(--kw); } .ty { color: var(--ty); } .str { color: var(--str); }
        .num { color: var(--num); } .com { color: var(--com); font-style: italic; } .attr { color: var(--attr); }
        blockquote { margin: 1rem 0; padding: 0.25rem 1rem; border-left: 4px solid var(--accent);
          background: var(--panel); border-radius: 0 6px 6px 0; }
        table { border-collapse: collapse; margin: 1rem 0; max-width: 100%; }
        table.console td:first-child { white-space: nowrap; }
        table.console code { white-space: pre-wrap; overflow-wrap: anywhere; }
        @media (max-width: 40rem) {
          main > table, main > table tbody, main > table tr, main > table td { display: block; }
          main > table thead { display: none; }
          main > table tr { border: 1px solid var(--line); border-radius: 6px; margin: 0.75rem 0; }
          main > table td { border: none; border-top: 1px solid var(--line); }
          main > table tr td:first-child { border-top: none; }
          main > table td[data-label]::before { content: attr(data-label); display: block; font-size: 0.8rem;
            color: var(--muted); }
        }
        th, td { border: 1px solid var(--line); padding: 0.3rem 0.6rem; text-align: left; vertical-align: top;
          overflow-wrap: break-word; word-break: keep-all; }
        th { background: var(--panel); overflow-wrap: normal; }
        .scene { border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem 1rem; margin: 1.5rem 0;
          background: var(--bg); }
        .scene h3 { margin: 0 0 0.5rem; font-size: 1rem; }
        .diagram { margin: 0.5rem 0; padding: 0; }
        .diagram svg.marble-diagram { display: block; max-width: 100%; height: auto; }
        .scripted .diagram svg.marble-diagram { cursor: pointer; }
        .drawing.narrow { display: none; }
        @media (max-width: 60rem) { .drawing.wide { display: none; } .drawing.narrow { display: block; } }
        .diagram ul { list-style: none; padding: 0; margin: 0.4rem 0; display: flex; flex-wrap: wrap;
          gap: 0.2rem 1rem; font-size: 0.85rem; }
        .diagram li { min-width: 0; overflow-wrap: anywhere; }
        .diagram .marks { color: var(--muted); }
        .diagram .marks li { display: flex; align-items: center; gap: 0.3rem; }
        .diagram .mark { color: var(--fg); flex: none; }
        .legend .key { display: inline-block; min-width: 1.5em; text-align: center; border-radius: 0.75em;
          border: 1px solid var(--fg); font-family: ui-monospace, Menlo, Consolas, monospace; }
        .legend .key.error { border: none; color: var(--bad); font-weight: 700; }
        .scrubber { display: none; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; margin: 0.5rem 0; }
        .scripted .scrubber { display: flex; }
        .scrubber input { flex: 1 1 10rem; min-width: 8rem; }
        .scrubber output { font-variant-numeric: tabular-nums; min-width: 4.5rem; }
        .scrubber button, .scrubber select { font: inherit; font-size: 0.9rem; padding: 0.15rem 0.6rem;
          border: 1px solid var(--line); border-radius: 6px; background: var(--panel); color: var(--fg); }
        .state td.value { font-family: ui-monospace, Menlo, Consolas, monospace; }
        .swatch { display: inline-block; width: 0.9em; height: 0.9em; border: 1px solid var(--line);
          border-radius: 3px; vertical-align: -0.1em; margin-right: 0.35em; }
        .checks { list-style: none; padding-left: 0; }
        .ok { color: var(--ok); } .bad { color: var(--bad); }
        .mismatch { white-space: pre; overflow-x: auto; }
        details { margin: 0.5rem 0; } summary { cursor: pointer; color: var(--muted); }
        .lesson-list { padding-left: 1.5rem; } .lesson-list li { margin: 0.6rem 0; }
        .lesson-list .summary { display: block; }
        footer { max-width: 60rem; margin: 3rem auto 2rem; padding: 1rem; color: var(--muted);
          border-top: 1px solid var(--line); font-size: 0.9rem; }
        @media (max-width: 40rem) { body { font-size: 15px; } h1 { font-size: 1.5rem; } .scene { padding: 0.5rem; } }

        /* Navigation: Korean line breaking, heading anchors, table of contents, previous/next lesson. */
        /* :where() weighs nothing: a rule of its own (code, table cells) still chooses how it wraps. */
        :where(:lang(ko)) { word-break: keep-all; overflow-wrap: break-word; }
        .anchor { display: inline-block; margin-left: 0.4em; color: var(--muted); text-decoration: none; font-weight: 400;
          opacity: 0.5; }
        h2:hover .anchor, h3:hover .anchor, .anchor:hover, .anchor:focus { opacity: 1; color: var(--accent); }
        [id] { scroll-margin-top: 0.75rem; }
        .toc { margin: 1rem 0 1.5rem; padding: 0.5rem 1rem; border: 1px solid var(--line); border-radius: 6px;
          background: var(--panel); max-width: 100%; overflow-wrap: anywhere; }
        .toc .toc-title { margin: 0; font-weight: 600; color: var(--muted); font-size: 0.9rem; }
        .toc ol { margin: 0.25rem 0 0; padding-left: 1.5rem; }
        .toc li { margin: 0.15rem 0; }
        .page-list { padding-left: 1.5rem; }
        .pager { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 2.5rem 0 0; padding-top: 1rem;
          border-top: 1px solid var(--line); }
        .pager a { flex: 1 1 14rem; min-width: 0; display: block; padding: 0.5rem 0.75rem; text-decoration: none;
          border: 1px solid var(--line); border-radius: 6px; overflow-wrap: anywhere; }
        .pager a:hover, .pager a:focus { border-color: var(--accent); }
        .pager a:not([rel="prev"]) { text-align: right; }
        .pager a:only-child:not([rel="prev"]) { margin-left: auto; flex-grow: 0; }
        .pager-label { display: block; font-size: 0.85rem; color: var(--muted); }
        .pager-title { display: block; font-weight: 600; }
        """
}
