// A libFuzzer target for the marble parser. It is not part of the package: Scripts/fuzz-marbles.sh
// compiles it together with the parser's sources, with `-sanitize=fuzzer,address`, and runs it.
//
// The property: on any bytes, parsing (as a cold, a hot and a subscription diagram) returns a
// diagram or throws a `MarbleSyntaxError` whose column lies in the text — it never traps, never
// reads out of bounds, never throws anything else — and the canonical text of a parsed diagram
// parses back to the same diagram.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarbleParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let length = text.count
    func checkColumn(_ error: Error) {
        guard let syntaxError = error as? MarbleSyntaxError else {
            fatalError("not a MarbleSyntaxError: \(error)")
        }
        precondition((1...(length + 1)).contains(syntaxError.column), "column out of range: \(syntaxError)")
        _ = syntaxError.description
        _ = syntaxError.koreanDescription
    }
    for kind in [MarbleDiagram.Kind.cold, .hot] {
        do {
            let diagram = try MarbleDiagram(parsing: text, kind: kind)
            let canonical = diagram.text
            // Not `try`: an error here is the canonical text's, and must not pass as the input's.
            guard let again = try? MarbleDiagram(parsing: canonical, kind: kind) else {
                preconditionFailure("the canonical text does not parse: \(canonical.debugDescription)")
            }
            precondition(
                again == diagram, "round trip: \(text.debugDescription) → \(canonical.debugDescription)")
        } catch {
            checkColumn(error)
        }
    }
    do {
        _ = try MarbleParser(text: text, kind: .cold).parseSubscription()
    } catch {
        checkColumn(error)
    }
    return 0
}
