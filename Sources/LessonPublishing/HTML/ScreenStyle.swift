/// The style sheet of the simulated screen (appended to the site's): the property table and the
/// screen side by side on a wide page and one above the other on a phone, and each view of the
/// screen drawn with CSS only. The screen is a white device in both colour schemes, because the
/// colours it draws are the scene's own (a label is black by default); the states a view is in are
/// drawn from its `data-is-…` attributes.
enum ScreenStyle {
    static let css = """
        .scene-state { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem 1.5rem;
          align-items: start; margin: 1rem 0; }
        .scene-state > table { margin: 0; }
        @media (min-width: 52rem) {
          .scene-state.with-screen { grid-template-columns: minmax(0, auto) minmax(15rem, 19rem);
            justify-content: start; }
        }
        .screen { margin: 0; min-width: 0; position: relative; }
        :lang(ko) .screen { word-break: keep-all; }
        .screen figcaption { font-size: 0.85rem; color: var(--muted); margin-bottom: 0.3rem;
          font-variant-numeric: tabular-nums; }
        .screen-note { font-size: 0.75rem; color: var(--muted); margin: 0.3rem 0 0; max-width: 19rem; }
        .screen .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          white-space: nowrap; }
        .device { list-style: none; margin: 0; padding: 0.75rem 0.8rem; max-width: 19rem; background: #ffffff;
          color: #000000; border: 3px solid #8c959f; border-radius: 18px; display: flex; flex-direction: column;
          gap: 0.65rem; font: 15px/1.35 system-ui, -apple-system, "Segoe UI", "Noto Sans KR", sans-serif;
          color-scheme: light; }
        .device .view { display: flex; flex-direction: column; gap: 0.15rem; min-width: 0; border-radius: 6px; }
        .device .view-name { display: flex; flex-wrap: wrap; gap: 0 0.4rem; align-items: baseline;
          font-size: 0.72rem; color: #57606a; }
        .device .view-name code { background: none; padding: 0; font-size: 1em; color: #1f2328;
          overflow-wrap: anywhere; }
        .device .view-name .ui-state { border: 1px solid #8c959f; border-radius: 4px; padding: 0 0.3em;
          color: #1f2328; }
        .device .ui-state { font-size: 0.75rem; color: #57606a; }
        .device .view-body { display: flex; align-items: center; gap: 0.5rem; min-height: 1.7rem; min-width: 0;
          border: 2px solid transparent; border-radius: 6px; }
        .device .view-body.has-border { border-style: solid; }
        .device .view[data-is-hidden="true"] { outline: 1px dashed #8c959f; outline-offset: 2px; }
        .device .view[data-is-hidden="true"] > .view-body { visibility: hidden; }
        .device .view[data-is-enabled="false"] > .view-body > * { opacity: 0.45; }
        .device .view:not([data-is-hidden="true"]) .when-hidden,
        .device .view:not([data-is-enabled="false"]) .when-disabled,
        .device .view:not([data-is-editing="true"]) .when-editing,
        .device .view:not([data-is-editing="true"]) .ui-caret,
        .device .view:not([data-is-on="true"]) .when-on, .device .view[data-is-on="true"] .when-off,
        .device .view:not([data-is-animating="true"]) .when-animating,
        .device .view[data-is-animating="true"] .when-stopped,
        .device .ui-segment:not([aria-current="true"]) .when-current { display: none; }
        .device .ui-text { white-space: pre-wrap; overflow-wrap: anywhere; min-width: 0; }
        .device .ui-text.pale { -webkit-text-stroke: 2px #1f2328; paint-order: stroke fill; font-weight: 600; }
        .device [data-kind="view"] > .view-body, .device [data-kind="control"] > .view-body,
        .device [data-kind="collection-view"] > .view-body { min-height: 2.6rem; }
        .device [data-kind="view"] > .view-body:not(.has-border),
        .device [data-kind="control"] > .view-body:not(.has-border),
        .device [data-kind="collection-view"] > .view-body:not(.has-border) { border: 1px dashed #8c959f; }
        .device [data-kind="text-field"] > .view-body, .device [data-kind="text-view"] > .view-body {
          border-color: #aeaeb2; padding: 0.15rem 0.45rem; gap: 0; }
        .device [data-kind="text-view"] > .view-body { min-height: 3.5rem; align-items: flex-start; }
        .device [data-kind="text-field"] .when-editing { margin-left: auto; padding-left: 0.5rem; }
        .device .ui-caret { display: inline-block; width: 2px; height: 1.15em; background: #0a64d8;
          margin-left: 1px; flex: none; }
        .device .ui-placeholder { color: #6e6e73; }
        .device .ui-text:not(:empty) ~ .ui-placeholder { display: none; }
        .device [data-kind="search-bar"] > .view-body { background: #e9e9ed; border-radius: 10px;
          padding: 0.15rem 0.5rem; gap: 0.4rem; }
        .device .ui-glass { width: 0.75em; height: 0.75em; border: 2px solid #6e6e73; border-radius: 50%;
          flex: none; }
        .device [data-kind="button"] > .view-body, .device [data-kind="alert-action"] > .view-body {
          justify-content: center; border-color: #c7c7cc; border-width: 1px; border-radius: 10px;
          padding: 0.2rem 0.75rem; }
        .device [data-kind="button"] > .view-body.has-border,
        .device [data-kind="alert-action"] > .view-body.has-border { border-width: 2px; }
        .device .ui-title { color: #0a64d8; font-weight: 600; overflow-wrap: anywhere; }
        .device .view[data-is-enabled="false"] .ui-title { color: #3a3a3c; }
        .device .ui-title:empty::before { content: "(" attr(data-empty) ")"; font-weight: 400;
          font-style: italic; color: #57606a; }
        .device .ui-track { position: relative; flex: 1; height: 4px; margin: 0 9px; background: #d1d1d6;
          border-radius: 2px; }
        .device .ui-fill { position: absolute; left: 0; top: 0; bottom: 0; background: #0a64d8;
          border-radius: 2px; }
        .device .ui-thumb { position: absolute; top: 50%; width: 18px; height: 18px; margin: -9px 0 0 -9px;
          background: #ffffff; border: 1px solid #8e8e93; border-radius: 50%;
          box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3); }
        .device .ui-value { font: 0.8rem/1.3 ui-monospace, Menlo, Consolas, monospace;
          font-variant-numeric: tabular-nums; min-width: 2.5em; text-align: right; overflow-wrap: anywhere; }
        .device .ui-switch { position: relative; flex: none; width: 44px; height: 26px; border-radius: 13px;
          background: #d1d1d6; }
        .device .ui-knob { position: absolute; top: 2px; left: 2px; width: 22px; height: 22px;
          border-radius: 50%; background: #ffffff; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.35); }
        .device .view[data-is-on="true"] .ui-switch { background: #248a3d; }
        .device .view[data-is-on="true"] .ui-knob { left: 20px; }
        .device .ui-segments { display: flex; flex: 1; min-width: 0; padding: 2px; background: #e3e3e8;
          border-radius: 8px; }
        .device .ui-segment { flex: 1; min-width: 0; padding: 0.1rem 0.3rem; border-radius: 6px;
          text-align: center; font-size: 0.85rem; overflow-wrap: anywhere; }
        .device .ui-segment[aria-current="true"] { background: #ffffff; font-weight: 600;
          box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3); }
        .device .ui-stepper { display: flex; flex: none; border: 1px solid #aeaeb2; border-radius: 8px;
          overflow: hidden; }
        .device .ui-stepper > span { width: 2.2rem; text-align: center; background: #f2f2f7; }
        .device .ui-stepper > span + span { border-left: 1px solid #aeaeb2; }
        .device .ui-spinner { flex: none; width: 20px; height: 20px; border: 3px solid #d1d1d6;
          border-top-color: #3a3a3c; border-radius: 50%; }
        .device .view[data-is-animating="true"] .ui-spinner { animation: ui-spin 1s linear infinite; }
        @keyframes ui-spin { to { transform: rotate(360deg); } }
        @media (prefers-reduced-motion: reduce) {
          .device .view[data-is-animating="true"] .ui-spinner { animation: none; border-color: #3a3a3c;
            border-right-color: #d1d1d6; }
        }
        .device .ui-rows { list-style: none; flex: 1; min-width: 0; margin: 0; padding: 0;
          border: 1px solid #c7c7cc; border-radius: 8px; }
        .device .ui-row { display: flex; gap: 0.5rem; padding: 0.3rem 0.6rem; border-top: 1px solid #e5e5ea; }
        .device .ui-row:first-child { border-top: 0; }
        .device .ui-row[aria-current="true"] { background: #d1d1d6; }
        .device .ui-row-text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
        .device .ui-row-detail { color: #57606a; overflow-wrap: anywhere; }
        .device .ui-accessory { color: #0a64d8; font-weight: 700; }
        .device .ui-rows:empty::before { content: "(" attr(data-empty) ")"; display: block;
          padding: 0.3rem 0.6rem; color: #57606a; font-style: italic; }
        .device .ui-pages { display: flex; flex: 1; flex-direction: column; gap: 0.3rem; min-width: 0; }
        .device .ui-page-strip { position: relative; display: flex; border: 1px solid #aeaeb2;
          border-radius: 4px; }
        .device .ui-page { flex: 1; padding: 0.4rem 0; border-left: 1px solid #e5e5ea; text-align: center;
          font-size: 0.8rem; color: #57606a; }
        .device .ui-page:first-child { border-left: 0; }
        .device .ui-viewport { position: absolute; top: -4px; bottom: -4px; border: 2px solid #0a64d8;
          border-radius: 5px; background: rgba(10, 100, 216, 0.1); }
        .device .ui-page-note { font-size: 0.8rem; font-variant-numeric: tabular-nums; }
        """
}
