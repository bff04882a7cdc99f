/// One benchmark workload: a named piece of work over a known number of units (events, chains, actions).
struct Workload {
    /// The name RxSwift's benchmarks use.
    let name: String
    /// How many units one run processes.
    let units: Int
    /// What a unit is, for the report.
    let unit: String
    /// Runs the work once; returns a checksum so the work can't be optimized away.
    let run: () -> Int
}
