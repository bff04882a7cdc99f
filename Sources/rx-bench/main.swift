// rx-bench: RxSwift's benchmark workloads, run on the sandbox's reactive core.
//
//     swift run -c release rx-bench [--once] [WORKLOAD ...]
//
// Prints one line per workload: its name, nanoseconds per unit, and the total time. `--once` runs each
// workload a single time (for instruction counting under valgrind); otherwise each runs until it has
// taken at least half a second, and the best run counts.

import Dispatch
import Foundation

let usage = """
    usage: rx-bench [--once] [--list] [WORKLOAD ...]

      WORKLOAD   one of the names printed by --list (default: all of them)
      --once     run each workload a single time (for valgrind --tool=callgrind)
      --list     print the workload names and exit
      --help     print this help and exit
    """

var once = false
var selected: [Workload] = []
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--once":
        once = true
    case "--list":
        print(workloads.map(\.name).joined(separator: "\n"))
        exit(0)
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        if let workload = workloads.first(where: { $0.name == argument }) {
            selected.append(workload)
        } else {
            let message =
                argument.hasPrefix("-") ? "unknown option '\(argument)'" : "no workload '\(argument)'"
            FileHandle.standardError.write(Data("rx-bench: \(message) (try --list)\n\n\(usage)\n".utf8))
            exit(2)
        }
    }
}
if selected.isEmpty {
    selected = workloads
}

for workload in selected {
    var best = UInt64.max
    var elapsed: UInt64 = 0
    var runs = 0
    repeat {
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = workload.run()
        let duration = DispatchTime.now().uptimeNanoseconds - start
        precondition(checksum > 0, "\(workload.name) did no work")
        best = min(best, duration)
        elapsed += duration
        runs += 1
    } while !once && (elapsed < 500_000_000 || runs < 3)
    let perUnit = Double(best) / Double(workload.units)
    let name = workload.name.padding(toLength: 38, withPad: " ", startingAt: 0)
    print(
        "\(name) \(String(format: "%10.1f", perUnit)) ns/\(workload.unit)   "
            + "\(String(format: "%8.2f", Double(best) / 1_000_000)) ms for \(workload.units) \(workload.unit)s"
    )
}
