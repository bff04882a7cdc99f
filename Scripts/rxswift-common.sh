# Sourced (not run) by Scripts/rxswift-suite.sh and Scripts/rxexample-check.sh: what both do before their
# own work, which is to copy RxSwift's Swift files into a throwaway target of a fresh clone of this
# repository, under .build/ (this working tree and its Package.swift are never touched).
#
#   . "$(dirname "$0")/rxswift-common.sh" <calling script's name>
#
# Checks that it runs on Linux (GNU sed, bash 4; each script checks that first too, as check-darwin asks)
# and that RXSWIFT_GIT names a git directory of RxSwift;
# sets REPO (this working tree), RXSWIFT_GIT and RXSWIFT_REF (default 6.10.2); defines refresh_clone and
# sandbox_imports.
# shellcheck shell=bash
RX_SCRIPT="$1"
[ "$(uname -s)" = Linux ] || { echo "$RX_SCRIPT runs on Linux only: it edits files with GNU sed and needs bash 4." >&2; exit 2; }
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -z "${RXSWIFT_GIT:-}" ] || ! git --git-dir="$RXSWIFT_GIT" rev-parse -q --verify HEAD > /dev/null; then
    echo "${RX_SCRIPT%.sh}: set RXSWIFT_GIT to a git directory of RxSwift (git clone https://github.com/ReactiveX/RxSwift)" >&2
    exit 2
fi
RXSWIFT_REF="${RXSWIFT_REF:-6.10.2}"

# refresh_clone DIR: a clone of this repository at DIR, brought to this working tree's commit (HEAD), with
# its Package.swift as committed.
refresh_clone() {
  [ -d "$1/.git" ] || git clone -q "$REPO" "$1"
  git -C "$1" fetch -q "$REPO" HEAD && git -C "$1" checkout -q --force FETCH_HEAD
}

# sandbox_imports MODULES DIR: in every Swift file under DIR, `import M` (also `@testable import M`) becomes
# `import RxSandbox` for each M of MODULES, an extended regular expression (`RxSwift|RxCocoa|UIKit`).
sandbox_imports() {
  find "$2" -name '*.swift' -print0 | xargs -0 sed -i -E \
    "s/^([[:space:]]*)(@testable[[:space:]]+)?import[[:space:]]+($1)[[:space:]]*\$/\\1import RxSandbox/"
}
