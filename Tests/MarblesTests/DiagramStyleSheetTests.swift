import Testing

@testable import Marbles

/// The diagrams' style sheet is a CSS file (`Assets/diagram.css`): each diagram's copy is scoped to
/// its own root, and the palette's fills are the ones the file declares, one per palette colour.
@Suite struct DiagramStyleSheetTests {
    @Test func eachRuleIsScopedToTheDiagramsRoot() {
        let lines = SvgStyleSheet.lines(rootID: "lesson-scene")
        #expect(lines.first == "#lesson-scene {")
        #expect(lines.contains { $0.hasPrefix("#lesson-scene .cursor { ") })
        #expect(!lines.joined().contains("diagram-root"))
        #expect(!lines.contains { $0.isEmpty || $0.contains("/*") })
    }

    @Test func theFillsAreTheFilesOnePerPaletteColour() {
        #expect(MarblePalette.fills.count == MarblePalette.count)
        #expect(MarblePalette.fills.first == "#9be9a8")
        #expect(MarblePalette.fills.allSatisfy { $0.hasPrefix("#") && $0.count == 7 })
    }
}
