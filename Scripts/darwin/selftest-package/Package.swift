// swift-tools-version: 6.0
// The Darwin check's self-test: a package that breaks each rule of Scripts/check-darwin.sh once, and
// keeps each exception once (Scripts/check-darwin-selftest.sh says which is which). It builds on Linux,
// as the sandbox did before its Darwin fixes; it is never built on a Mac.
import PackageDescription

let package = Package(
    name: "DarwinCheckFixture",
    targets: [
        // Sim: the sandbox's CGColor and Selector as they were before the Darwin fixes (commit cb82d66).
        .target(name: "Sim"),
        .target(name: "Learner", dependencies: ["Sim"]),
    ],
    swiftLanguageModes: [.v5]
)
