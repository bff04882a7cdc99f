import Testing
import TextSupport

/// The one markup writer: an element per line, indented; an inline element's children on its line;
/// every attribute value and text escaped by the one rule.
@Suite struct MarkupWriterTests {
    @Test func elementsAreOnePerLineAndInlineChildrenStayOnTheirLine() {
        var writer = MarkupWriter()
        writer.open("svg", ["class": "tree", "aria-label": "a \"quoted\" <name>"])
        writer.empty("path", ["d": "M 0 0"])
        writer.inline("text", ["x": "1"]) {
            $0.element("tspan", ["class": "total"], content: "1 & 2")
            $0.markup("<tspan data-frame=\"0\"> · 1</tspan>")
        }
        writer.close("svg")
        #expect(
            writer.text
                == """
                <svg class="tree" aria-label="a &quot;quoted&quot; &lt;name&gt;">
                  <path d="M 0 0"/>
                  <text x="1"><tspan class="total">1 &amp; 2</tspan><tspan data-frame="0"> · 1</tspan></text>
                </svg>

                """)
    }
}
