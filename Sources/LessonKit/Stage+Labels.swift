import Foundation
import Marbles
import UIKitSim

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a stage writes the values it draws: in its lanes, its property tracks and its chain view.
extension Stage {
    /// How a value is drawn: a string as itself (`""` when empty), `nil` for an empty optional, a color,
    /// a point or an object in the sandbox's words (`gray`, `(320.0, 0.0)`, `<UIButton>`: see
    /// `ValueText`, the same on every platform), an HTTP response by its status code (`200`) and
    /// `URLSession.rx.response`'s element by its status code and body (`200, 19 bytes`: a response
    /// describes itself with its address, and otherwise on a Mac), anything else its description.
    public static func label<Value>(_ value: Value) -> String {
        if let exchange = value as? (response: HTTPURLResponse, data: Data) {
            return "\(exchange.response.statusCode), \(exchange.data.count) bytes"
        }
        if let response = value as? HTTPURLResponse { return "\(response.statusCode)" }
        if !(value is String), let text = ValueText.of(value) { return text }
        let label = MarbleEvent.defaultLabel(value)
        return label.isEmpty ? "\"\"" : label
    }

    /// `label` without the memory addresses an object's description may hold
    /// (`<SomeType: 0x55…>` is `<SomeType>`), which would change from run to run, nor the module
    /// that `NSObject`'s description names on a Mac (`<Curriculum.SomeType: 0x6000…>` is `<SomeType>` too).
    package static func withoutAddresses(_ label: String) -> String {
        var label = label
        while let address = label.range(of: #": 0x[0-9a-fA-F]+"#, options: .regularExpression) {
            // `<Module.Type: 0x…>` loses its module too.
            if label[address.upperBound...].hasPrefix(">"),
                let open = label[..<address.lowerBound].lastIndex(of: "<"),
                let dot = label[open..<address.lowerBound].lastIndex(of: "."),
                label[label.index(after: open)..<dot].allSatisfy({
                    $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber
                })
            {
                label =
                    String(label[...open]) + label[label.index(after: dot)..<address.lowerBound]
                    + label[address.upperBound...]
            } else {
                label.removeSubrange(address)
            }
        }
        return label
    }
}
