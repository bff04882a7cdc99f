import Foundation

// [branches] Code a Mac compiles, hidden one level down.
#if canImport(CoreGraphics)
    #if DEBUG || !DEBUG
        let nestedMacOnly = 1
    #endif
#endif

// [branches] The Objective-C runtime's own test.
#if _runtime(_ObjC)
    let objectiveCOnly = 1
#endif

// [branches] The Mac's side of a negation.
#if !canImport(ObjectiveC)
    let linuxSide = 1
#else
    let macSide = 1
#endif

// [branches] A module Linux does not have, whatever its name.
#if canImport(OSLog)
    let logged = 1
#endif

// Allowed: a module Linux has.
#if canImport(FoundationXML)
    let xml = 1
#endif
