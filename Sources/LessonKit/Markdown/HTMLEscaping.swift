/// Escaping for HTML text and attribute values.
///
/// Contract: the result holds none of `&`, `<`, `>`, `"` and `'` except in the entities that
/// replace them, so it is safe both between tags and inside a quoted attribute.
public enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities.
    public static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
