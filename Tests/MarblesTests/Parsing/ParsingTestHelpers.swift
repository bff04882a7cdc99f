import Marbles

/// Short spellings for the entries a diagram parses to, so an expectation reads like the guide it
/// comes from: `[next(2, "a"), completed(8)]`.
func next(_ frame: Int, _ key: String) -> MarbleDiagram.Entry {
    MarbleDiagram.Entry(frame: frame, event: .next(key))
}

func completed(_ frame: Int) -> MarbleDiagram.Entry {
    MarbleDiagram.Entry(frame: frame, event: .completed)
}

func error(_ frame: Int) -> MarbleDiagram.Entry {
    MarbleDiagram.Entry(frame: frame, event: .error)
}

/// The entries of a diagram (cold unless said otherwise).
func entries(_ text: String, kind: MarbleDiagram.Kind = .cold) throws -> [MarbleDiagram.Entry] {
    try MarbleDiagram(parsing: text, kind: kind).entries
}

/// The syntax error a text raises, or `nil` if it parses.
func syntaxError(_ text: String, kind: MarbleDiagram.Kind = .cold) -> MarbleSyntaxError? {
    do {
        _ = try MarbleDiagram(parsing: text, kind: kind)
        return nil
    } catch let error as MarbleSyntaxError {
        return error
    } catch {
        return nil
    }
}

/// The syntax error a subscription diagram raises, or `nil` if it parses.
func subscriptionSyntaxError(_ text: String) -> MarbleSyntaxError? {
    do {
        _ = try Marbles.subscription(text)
        return nil
    } catch let error as MarbleSyntaxError {
        return error
    } catch {
        return nil
    }
}
