# shellcheck shell=bash
# Sourced by the benchmark scripts (not run on its own): elapsed_ms COMMAND... prints the wall-clock
# time of a command in milliseconds, by bash's own `time` keyword (bash 3.2 has it; macOS's BSD date
# has no %N). A command that fails stops the benchmark, with what it printed.
elapsed_ms() {
    local TIMEFORMAT=%3R LC_ALL=C seconds errors
    errors="$(mktemp)"
    if ! seconds=$({ time "$@" > /dev/null 2> "$errors"; } 2>&1); then
        echo "failed: $*" >&2
        cat "$errors" >&2
        rm -f "$errors"
        return 1
    fi
    rm -f "$errors"
    echo $((10#${seconds%.*} * 1000 + 10#${seconds#*.}))
}
