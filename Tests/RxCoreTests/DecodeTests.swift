import Foundation
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `decode(type:decoder:)` with the two decoders Foundation has, and one of a learner's own.
final class DecodeTests: RxTestCase {
    private struct Point: Codable, Equatable {
        let x: Int
        let y: Int
    }

    func testJSONDataIsDecoded() {
        let data = Data(#"[{"x": 1, "y": 2}, {"x": 3, "y": 4}]"#.utf8)
        let res = scheduler.start { Observable.just(data).decode(type: [Point].self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(200, [Point(x: 1, y: 2), Point(x: 3, y: 4)]), .completed(200)])
    }

    func testDataThatDoesNotDecodeEndsTheSequenceWithTheDecodersError() {
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"x": 1, "y": 2}"#.utf8)), .next(220, Data("{".utf8)),
            .next(230, Data(#"{"x": 5, "y": 6}"#.utf8)),
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, Point(x: 1, y: 2)))
        XCTAssertEqual(res.events.last?.time, 220)
        XCTAssertTrue(res.events.last?.value.error is DecodingError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testPropertyListDataIsDecoded() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let data = try encoder.encode(Point(x: 7, y: 8))
        let res = scheduler.start {
            Observable.just(data).decode(type: Point.self, decoder: PropertyListDecoder())
        }
        XCTAssertEqual(res.events, [.next(200, Point(x: 7, y: 8)), .completed(200)])
    }

    /// A decoder of a learner's own: the number of bytes, whatever the type asked for wraps.
    private struct ByteCounter: DataDecoder {
        func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
            try JSONDecoder().decode(type, from: Data("\(data.count)".utf8))
        }
    }

    func testAnyDataDecoderWillDo() {
        let res = scheduler.start {
            Observable.just(Data([1, 2, 3])).decode(type: Int.self, decoder: ByteCounter())
        }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }
}
