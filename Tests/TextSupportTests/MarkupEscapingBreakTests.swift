import Testing
import TextSupport

/// Inline code on a narrow page breaks between the words of an identifier, never inside one.
@Suite("Break opportunities in long identifiers")
struct MarkupEscapingBreakTests {
    @Test("a <wbr> before each word of a camel-case name, and after . ( :")
    func breaks() {
        #expect(
            MarkupEscaping.escapeBreakingIdentifiers("segmentedControl.selectedSegmentIndex")
                == "segmented<wbr>Control.<wbr>selected<wbr>Segment<wbr>Index")
        #expect(
            MarkupEscaping.escapeBreakingIdentifiers("controlProperty(editingEvents:getter:)")
                == "control<wbr>Property(<wbr>editing<wbr>Events:<wbr>getter:<wbr>)")
    }

    @Test("short spans are only escaped, and what is escaped stays escaped")
    func escaping() {
        #expect(MarkupEscaping.escapeBreakingIdentifiers("rx.text") == "rx.text")
        #expect(
            MarkupEscaping.escapeBreakingIdentifiers("Observable<String>.justOne")
                == "Observable&lt;String&gt;.<wbr>just<wbr>One")
    }
}
