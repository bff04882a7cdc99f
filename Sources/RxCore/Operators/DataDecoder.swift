import Foundation

/// Something that turns `Data` into a `Decodable` value, as `decode(type:decoder:)` needs:
/// `JSONDecoder` and `PropertyListDecoder` are ones; conform your own decoder to use it there.
public protocol DataDecoder {
    /// The value of type `type` that `data` encodes; throws if `data` is not one.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
