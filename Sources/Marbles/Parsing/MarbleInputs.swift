/// The marble diagrams a scene's test observables are made from, noted as they are made, and each one
/// replaceable: what lets a page change a scene's inputs and run the scene again.
///
/// While `MarbleInputs.current` is set (a scene sets it while it runs), each test observable made from
/// marble text (`createHotObservable(_:)`, `createColdObservable(_:)`) is an input: its diagram is
/// noted, in the order they are made, with the observable it made. An input that `replacements` names
/// by its position (0 for the first) is made from the replacement text instead of the one the code
/// wrote. Only what the scene's script makes before its clock starts counts (`close()` ends that): an
/// observable an operator's closure makes as the scene runs (one per element, inside `flatMap`) is
/// made as the code wrote it, and is no input. So the same script makes the same inputs in the same
/// order, and a position names an input from one run to the next. Outside a scene (`current` is
/// `nil`) nothing is noted or replaced.
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
    }

    /// The observable an input made, held weakly: which lane records it is asked while the scene holds
    /// it, and a freed one matches nothing (its address may be another's by then).
    private struct Made {
        weak var observable: AnyObject?
    }

    /// The inputs of the scene that is running, while one runs (set by the scene's environment).
    nonisolated(unsafe) package static var current: MarbleInputs?

    /// The texts that replace inputs, by position.
    package let replacements: [Int: String]
    /// The inputs made so far, in order.
    package private(set) var inputs: [Input] = []
    /// The replacements an observable could not be made from, by position, with the parser's error.
    package private(set) var failures: [Int: MarbleSyntaxError] = [:]
    /// The observable each input made, by position.
    private var made: [Made] = []
    /// Whether the script's inputs are all made (see `close()`).
    private var isClosed = false

    package init(replacements: [Int: String] = [:]) {
        self.replacements = replacements
    }

    /// Makes the next input from `written` (or its replacement) with `make`, and notes it.
    func make<Observable: AnyObject>(
        _ written: String, kind: MarbleDiagram.Kind, _ make: (String) throws -> Observable
    ) throws -> Observable {
        guard !isClosed else { return try make(written) }
        let position = inputs.count
        let used = replacements[position] ?? written
        do {
            let observable = try make(used)
            inputs.append(Input(position: position, kind: kind, written: written, used: used))
            self.made.append(Made(observable: observable))
            return observable
        } catch let error as MarbleSyntaxError where replacements[position] != nil {
            failures[position] = error
            throw error
        }
    }

    /// The input that made `observable`, if one did.
    package func input(madeAs observable: AnyObject) -> Input? {
        made.firstIndex { $0.observable === observable }.map { inputs[$0] }
    }

    /// Ends the inputs: what is made after (as the scene runs) is made as the code wrote it, unnoted.
    package func close() {
        isClosed = true
    }
}
