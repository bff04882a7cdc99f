import Foundation

extension ObservableType where Element == Data {
    /// Each `Data` element decoded by `decoder` as a value of type `type`. Data that does not decode
    /// ends the sequence with the decoder's error.
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        UnaryOperator(asObservable(), name: "decode") { observer in
            MapSink(transform: { data in try decoder.decode(type, from: data) }, observer: observer)
        }
    }
}
