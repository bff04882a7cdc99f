import Foundation
import Sim

// [casts] A cast a Mac cannot check, and a literal a Mac's compiler warns about.
public func isColor(_ value: Any) -> Bool {
    value is CGColor
}

public let viewDidLoad = Selector("viewDidLoad")

// Allowed: a coercion, and a selector made from a String.
public let noColor = nil as CGColor?
public let named = Selector(String("viewDidLoad"))
