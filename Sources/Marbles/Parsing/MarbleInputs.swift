/// The marble diagrams a scene's test observables are made from, noted as they are made, and each one
/// replaceable: what lets a page change a scene's inputs and run the scene again.
///
/// While `MarbleInputs.current` is set (a scene sets it while it runs), each test observable made from
/// marble text (`createHotObservable(_:)`, `createColdObservable(_:)`) is an input: its diagram is
/// noted, in the order they are made, with the observable it made. An input that `replacements` names
/// by its position (0 for the first) is made from the replacement text instead of the one the code
/// wrote. The same script makes the same inputs in the same order, so a position names an input from
/// one run to the next. Outside a scene (`current` is `nil`) nothing is noted or replaced.
///
/// A replacement that is not a valid diagram for its observable (a syntax error, or a key that is not
/// a value of its type) is noted in `failures`, and the observable's creation throws, as it would for
/// the code's own text.
package final class MarbleInputs {
    /// One test observable made from marble text.
    package struct Input: Equatable {
        /// Its position among the scene's inputs (0 for the first made).
        package let position: Int
        /// Hot (`createHotObservable`) or cold.
        package let kind: MarbleDiagram.Kind
        /// The diagram the code wrote.
        package let written: String
        /// The diagram it was made from: the replacement, or what the code wrote.
        package let used: String
        /// The observable it made, to tell which lane records it (while the scene holds it).
        package let observable: ObjectIdentifier
    }

    /// The inputs of the scene that is running, while one runs (set by the scene's environment).
    nonisolated(unsafe) package static var current: MarbleInputs?

    /// The texts that replace inputs, by position.
    package let replacements: [Int: String]
    /// The inputs made so far, in order.
    package private(set) var inputs: [Input] = []
    /// The replacements an observable could not be made from, by position, with the parser's error.
    package private(set) var failures: [Int: MarbleSyntaxError] = [:]

    package init(replacements: [Int: String] = [:]) {
        self.replacements = replacements
    }

    /// Makes the next input from `written` (or its replacement) with `make`, and notes it.
    func make<Observable: AnyObject>(
        _ written: String, kind: MarbleDiagram.Kind, _ make: (String) throws -> Observable
    ) throws -> Observable {
        let position = inputs.count
        let used = replacements[position] ?? written
        do {
            let observable = try make(used)
            inputs.append(
                Input(
                    position: position, kind: kind, written: written, used: used,
                    observable: ObjectIdentifier(observable)))
            return observable
        } catch let error as MarbleSyntaxError where replacements[position] != nil {
            failures[position] = error
            throw error
        }
    }

    /// The input that made `observable`, if one did.
    package func input(madeAs observable: AnyObject) -> Input? {
        let id = ObjectIdentifier(observable)
        return inputs.first { $0.observable == id }
    }
}
