import Marbles
import RxVirtualTime
import XCTest

/// The legend's line that explains a subscription row (`xs ^!`), which a report asks for on the first
/// diagram a reader meets with one.
final class SubscriptionNoteTests: XCTestCase {
    private let timeline = MarbleTimeline(streams: [
        MarbleStream(
            name: "xs", events: [MarbleEvent(time: 10, kind: .next("a"))],
            subscriptions: [Subscription(0, 20)])
    ])

    func testTheNoteIsTheLegendsLastLineOnlyWhenAsked() {
        let plain = AsciiMarbleRenderer().render(timeline)
        XCTAssertFalse(plain.contains("^! ="), plain)
        let explained = AsciiMarbleRenderer(options: .init(explainsSubscriptions: true)).render(timeline)
        XCTAssertEqual(
            explained,
            plain
                + "\nkey    ^! = the row “xs ^!”: when xs was subscribed (^) and disposed (!); (^!) = both at one tick"
        )
    }

    func testTheNoteIsInTheDiagramsLanguageAndWrapsUnderItsText() {
        let korean = AsciiMarbleRenderer(
            options: .init(width: 50, words: .korean, explainsSubscriptions: true)
        )
        .render(timeline)
        let lines = korean.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[lines.count - 2], "범례   ^! = “xs ^!” 줄: xs 구독을 시작한 때(^)와")
        XCTAssertEqual(lines[lines.count - 1], "            해제한 때(!). (^!)는 같은 틱에 둘 다")
    }

    func testALongNameIsNeverCutInTwo() {
        let name = "locationManager.rx.didUpdateLocations"
        let long = MarbleTimeline(streams: [
            MarbleStream(
                name: name, events: [MarbleEvent(time: 10, kind: .next("a"))],
                subscriptions: [Subscription(0, 20)])
        ])
        let text = AsciiMarbleRenderer(options: .init(width: 70, explainsSubscriptions: true)).render(long)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 70 }, text)
        XCTAssertTrue(lines.contains { $0.contains("“\(name) ^!”") }, "the name whole, on one line: \(text)")
    }

    func testADiagramWithoutSubscriptionRowsHasNoNote() {
        let bare = MarbleTimeline(streams: [
            MarbleStream(name: "xs", events: [MarbleEvent(time: 10, kind: .next("a"))])
        ])
        XCTAssertEqual(
            AsciiMarbleRenderer(options: .init(explainsSubscriptions: true)).render(bare),
            AsciiMarbleRenderer().render(bare))
    }

    func testTheSitesKeyOfMarksNamesTheCharactersOfASubscriptionRow() {
        XCTAssertEqual(MarbleKey.Mark.subscribed.meaning(in: .english), "subscribed (^)")
        XCTAssertEqual(MarbleKey.Mark.unsubscribed.meaning(in: .english), "subscription disposed (!)")
        XCTAssertEqual(MarbleKey.Mark.subscribed.meaning(in: .korean), "구독 (^)")
        XCTAssertEqual(MarbleKey.Mark.unsubscribed.meaning(in: .korean), "구독 해제 (!)")
    }
}
