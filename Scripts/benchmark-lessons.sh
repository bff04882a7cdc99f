#!/usr/bin/env bash
# Times the lessons command once it is built: `lessons run <id>` for every lesson, and `lessons site`.
# Each figure is the median wall-clock time of several runs of the whole process. The targets, debug
# build on 2 cores: the slowest lesson within 60 ms, the site within 400 ms. The machine's other work
# moves the figures; run it twice when one is near its target.
#
#   Scripts/benchmark-lessons.sh            # the debug build, as `swift run lessons …` uses it
#   Scripts/benchmark-lessons.sh release    # the release build
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${1:-debug}"
swift build -c "$configuration" --product lessons > /dev/null
lessons="$(swift build -c "$configuration" --show-bin-path)/lessons"
runs=11
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# shellcheck source=Scripts/elapsed-ms.sh
. Scripts/elapsed-ms.sh  # (the current folder is the package's, from the cd above)

median_ms() {
    local times=""
    for _ in $(seq "$runs"); do
        times="$times$(elapsed_ms "$@")
"
    done
    printf '%s' "$times" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

echo "lessons ($configuration build), median of $runs runs:"
slowest=0
slowest_id=""
for id in $("$lessons" list --lang en | sed -nE 's/^ *[0-9]+\. ([a-z0-9-]+) .*/\1/p'); do
    ms="$(median_ms "$lessons" run "$id" --no-color)"
    printf '  %-36s %5s ms\n' "lessons run $id" "$ms"
    if [ "$ms" -gt "$slowest" ]; then slowest="$ms"; slowest_id="$id"; fi
done
printf '  %-36s %5s ms\n' "lessons site --out DIR" "$(median_ms "$lessons" site --out "$out/site")"
echo "slowest lesson: $slowest_id, $slowest ms"
