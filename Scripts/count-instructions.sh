#!/usr/bin/env bash
# Counts the CPU instructions each rx-bench workload costs per unit, with valgrind's callgrind over the
# whole process running the workload once, and compares them with RxSwift 6's figures on this machine.
#
#     Scripts/count-instructions.sh [WORKLOAD ...]
#
# Instruction counts do not depend on machine load, so the table is repeatable on a busy machine.
set -euo pipefail
[ "$(uname -s)" = Linux ] || { echo "count-instructions.sh runs on Linux only: it counts instructions with valgrind, which has no build for Apple silicon Macs." >&2; exit 2; }
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "count-instructions: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product rx-bench >/dev/null
bench=.build/release/rx-bench

# RxSwift 6, release build, measured on this machine (instructions per unit).
declare -A rxswift=(
    [PublishSubjectPumping]=4264 [PublishSubjectPumpingTwoSubscriptions]=4222 [PublishSubjectCreating]=20206
    [MapFilterPumping]=12425 [MapFilterCreating]=114482 [FlatMapsPumping]=49076 [FlatMapsCreating]=147081
    [FlatMapLatestPumping]=46663 [FlatMapLatestCreating]=146051 [CombineLatestPumping]=32158
    [CombineLatestCreating]=378148 [TestSchedulerHotMapRecord]=51177 [TestSchedulerScheduleRelative]=42841
)
declare -A units=(
    [PublishSubjectPumping]=1000000 [PublishSubjectPumpingTwoSubscriptions]=1000000 [PublishSubjectCreating]=100000
    [MapFilterPumping]=100000 [MapFilterCreating]=10000 [FlatMapsPumping]=100000 [FlatMapsCreating]=10000
    [FlatMapLatestPumping]=100000 [FlatMapLatestCreating]=10000 [CombineLatestPumping]=100000
    [CombineLatestCreating]=10000 [TestSchedulerHotMapRecord]=100000 [TestSchedulerScheduleRelative]=100000
)

names=("$@")
[ ${#names[@]} -gt 0 ] || mapfile -t names < <("$bench" --list)

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf '| workload | RxSandbox (instr/unit) | RxSwift 6 (instr/unit) | ratio |\n|---|---:|---:|---:|\n'
for name in "${names[@]}"; do
    [ -n "${units[$name]:-}" ] || { echo "count-instructions: no workload '$name'" >&2; exit 2; }
    valgrind --tool=callgrind --callgrind-out-file="$out/$name" "$bench" --once "$name" >/dev/null 2>"$out/$name.log"
    total=$(grep -E '^summary:|^totals:' "$out/$name" | head -1 | awk '{print $2}')
    per_unit=$((total / units[$name]))
    ratio=$(awk -v a="$per_unit" -v b="${rxswift[$name]}" 'BEGIN { printf "%.2f", a / b }')
    printf '| %s | %d | %d | %s |\n' "$name" "$per_unit" "${rxswift[$name]}" "$ratio"
done
