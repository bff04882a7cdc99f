#!/usr/bin/env bash
# Runs RxSwift 6's own tests (Tests/RxSwiftTests and Tests/RxRelayTests, or with SUITE=rxcocoa RxCocoa's,
# Tests/RxCocoaTests) against the sandbox: the measure of its fidelity. Each test file is copied with only
# its `import RxSwift/RxTest/RxRelay/RxBlocking/RxCocoa/UIKit` lines replaced by `import RxSandbox`
# (`import RxTest` by `import RxSandbox` and `import MarbleTesting`, where RxTest's XCTest assertions are)
# into a throwaway test target of a fresh clone of this repository, under .build/<suite>-suite/ (this
# working tree and its Package.swift are never touched).
# The files that do not compile against the sandbox yet are listed, with the API they miss, in
# Scripts/rxswift-suite-excluded.txt (rxcocoa-suite-excluded.txt); RxSwift's tests of its own internals
# are out of scope. RxCocoa's tests get, only in the copies, the few more changes listed in setup() below,
# each only the spelling of something the Objective-C runtime or Objective-C's UIKit headers provide: `#if
# os(iOS)` read as true (the simulated UIKit stands in for iOS), `@objc` dropped before a class, the `!` of an
# optional-requirement call dropped, `delegate` cast to the protocol UIKit declares it with, and
# `NSClassFromString("UITableViewCell")` read as `UITableViewCell.self`. Test functions of excluded RxCocoa
# files that compile and need no runtime are copied one by one (Scripts/rxcocoa-suite-extracts.txt), counted apart.
#
#     RXSWIFT_GIT=/path/to/RxSwift/.git Scripts/rxswift-suite.sh [setup|build|test|all]   (default: all)
#
#   RXSWIFT_GIT   a git directory of RxSwift (required): `git clone https://github.com/ReactiveX/RxSwift`
#   RXSWIFT_REF   the ref of RxSwift to use (default 6.10.2)
#   STRICT_LEAKS=1  also run RxTest's per-test resource check (RxSwift turns it off for Swift >= 5.5)
#   EXTRACTS=1    also compile single test functions of excluded RxSwiftTests files, reported apart (RxCocoa's
#                 runtime-free test functions of excluded files, Scripts/rxcocoa-suite-extracts.txt, always are)
#   SUITE=rxcocoa  RxCocoa's tests instead (default: rxswift)
#
# Prints which files compiled, the tests run, passed and failed; logs in .build/<suite>-suite-logs/. The
# first build takes about 4 minutes on 2 cores, later runs about 35 seconds.
# Linux only, RXSWIFT_GIT, RXSWIFT_REF, REPO, refresh_clone, sandbox_imports: shared with rxexample-check.sh.
[ "$(uname -s)" = Linux ] || { echo "rxswift-suite.sh runs on Linux only: it edits files with GNU sed and needs bash 4." >&2; exit 2; }
# shellcheck source=Scripts/rxswift-common.sh
. "$(dirname "$0")/rxswift-common.sh" rxswift-suite.sh
SUITE="${SUITE:-rxswift}"
case "$SUITE" in
  rxswift) TARGET=RxSwiftSuite; TEST_DIRS=(RxSwiftTests RxRelayTests) ;;
  # RxCocoa's tests also use RxSwift's test doubles (as RxSwift's Xcode project builds them in).
  rxcocoa) TARGET=RxCocoaSuite; TEST_DIRS=(RxCocoaTests RxSwiftTests/TestImplementations RxSwiftTests/Atomic+Overrides.swift
    RxSwiftTests/Synchronized.swift) ;;
  *) echo "rxswift-suite: SUITE is rxswift or rxcocoa, not '$SUITE'" >&2; exit 2 ;;
esac
# The clone the throwaway target is added to, RxSwift's files, and the logs: all under .build/.
HERE="$REPO/.build/$SUITE-suite"
SRC="$REPO/.build/rxswift-src-$RXSWIFT_REF"
DEST="$HERE/Tests/$TARGET"
LOGS="$REPO/.build/$SUITE-suite-logs"
mkdir -p "$LOGS"

# Out of scope: RxSwift internals (Bag, Queue, RxMutableBox, its Platform AtomicInt/RecursiveLock helpers).
# (`import RxCocoa` is also replaced: four RxSwiftTests files import it, and RxSandbox re-exports RxCocoaSim.)
OUT_OF_SCOPE=(
  RxSwiftTests/BagTest.swift            # Bag, RxMutableBox (internal, @testable)
  RxSwiftTests/QueueTests.swift         # Queue (internal, @testable)
  RxSwiftTests/AtomicTests.swift        # RxSwift's Platform/AtomicInt helper
  RxSwiftTests/RecursiveLockTest.swift  # RxSwift's Platform/RecursiveLock helper
)
# RxCocoa's macOS tests (AppKit, built only into RxSwift's macOS test target): the sandbox simulates iOS.
if [ "$SUITE" = rxcocoa ]; then
  OUT_OF_SCOPE=(
    RxCocoaTests/NSButton+RxTests.swift RxCocoaTests/NSControl+RxTests.swift RxCocoaTests/NSSlider+RxTests.swift
    RxCocoaTests/NSTextField+RxTests.swift RxCocoaTests/NSTextView+RxTests.swift RxCocoaTests/NSView+RxTests.swift
    RxCocoaTests/DelegateProxyTest+Cocoa.swift
  )
fi
# Support files that cannot work against the sandbox (see the report).
DROPPED_SUPPORT=()
# Test files that do not compile against the sandbox: path  # first error (filled in by bisecting).
NOT_COMPILING=()
mapfile -t NOT_COMPILING < <(grep -v '^#' "$REPO/Scripts/$SUITE-suite-excluded.txt" | awk 'NF{print $1}')

setup() {
  # The clone is brought to this working tree's commit first.
  refresh_clone "$HERE"
  rm -rf "$SRC" && mkdir -p "$SRC"
  git --git-dir="$RXSWIFT_GIT" archive "$RXSWIFT_REF" Tests Platform | tar -x -C "$SRC"
  rm -rf "$DEST" && mkdir -p "$DEST"
  ( cd "$SRC/Tests"
    for f in RxTest.swift TestErrors.swift Recorded+Timeless.swift XCTest+AllTests.swift Platform/*.swift \
             $(find "${TEST_DIRS[@]}" -name '*.swift' | sort); do
      mkdir -p "$DEST/$(dirname "$f")"
      cp -L "$f" "$DEST/$f"
    done )
  for f in "${OUT_OF_SCOPE[@]}" "${DROPPED_SUPPORT[@]}" "${NOT_COMPILING[@]}"; do rm -f "$DEST/$f"; done
  # STRICT_LEAKS=1 (supplementary, not RxSwift's own setting): turn back on RxTest's per-test Resources.total
  # check, which RxSwift disables for Swift >= 5.5 (`#if !swift(>=5.5) tearDownActions() #endif`).
  if [ "${STRICT_LEAKS:-0}" = 1 ]; then sed -i 's/#if !swift(>=5.5)/#if true \/\/ STRICT_LEAKS/' "$DEST/RxTest.swift"; fi
  # Platform/RecursiveLock.swift (used by PrimitiveHotObservable) counts Resources under TRACE_RESOURCES but imports
  # only Foundation (in RxSwift it is compiled inside the RxSwift module): give it the import it needs.
  sed -i 's/^import Foundation$/import Foundation\nimport RxSandbox/' "$DEST/Platform/RecursiveLock.swift"
  # RxCocoa's runtime-free test functions of excluded files, copied verbatim (Scripts/rxcocoa-suite-extracts.txt),
  # part of every rxcocoa run and counted apart; the substitutions below apply to them as to whole files.
  if [ "$SUITE" = rxcocoa ]; then
    mkdir -p "$DEST/Extracts"
    while read -r file cls names; do
      # shellcheck disable=SC2086  # names: a list of words
      extract_tests "$file" "$cls" $names
    done < <(grep -v '^#' "$REPO/Scripts/rxcocoa-suite-extracts.txt" | awk 'NF')
  fi
  if [ "${EXTRACTS:-0}" = 1 ]; then
    # The relays' asInfallible() (their only tests are in the excluded Infallible+Tests.swift).
    extract_tests RxSwiftTests/Infallible+Tests.swift InfallibleRelayExtract \
      testAsInfallible_BehaviourRelay testAsInfallible_PublishRelay testAsInfallible_ReplayRelay
  fi
  # RxCocoa's UIKit tests: `#if os(iOS)` read as true, the simulated UIKit standing in for iOS. Their
  # helper (RxTest+Controls.swift) wraps work in `autoreleasepool`, which Foundation has only with the
  # Objective-C runtime: without autorelease pools it is just a call, given to the throwaway target here.
  # Two more changes, both only spelling that exists for the Objective-C runtime:
  # - `@objc` before a class declaration only shows the class to that runtime (Linux has none): dropped.
  # - `x.delegate!.tableView!(…)` calls an optional requirement of an `@objc` protocol, the `!` after the
  #   method name asserting that the delegate implements it. The sandbox's delegate protocols have no
  #   optional requirements (each has a default implementation instead) and the delegate there is always
  #   RxCocoa's proxy, which implements them: that `!` is dropped, only on calls through `delegate`,
  #   `dataSource` or `prefetchDataSource`.
  # - UIKit redeclares `delegate` in Objective-C with the subclass's protocol (`UITableView.delegate` is a
  #   `UITableViewDelegate?`); Swift cannot override a property with another type, so the sandbox's
  #   `UITableView`, `UICollectionView` and `UITextView` keep `UIScrollView`'s `UIScrollViewDelegate?`. A call
  #   `tableView.delegate!.tableView(…)` is given that static type back with a cast,
  #   `(tableView.delegate as! UITableViewDelegate).tableView(…)` — only for receivers named `tableView`,
  #   `collectionView` and `textView`, which are of those classes in RxCocoa's tests.
  # - `NSClassFromString("UITableViewCell")` looks a class up by its Objective-C name; on Linux it finds only
  #   Foundation's classes. The two cell classes RxCocoa's tests name so become `UITableViewCell.self` and
  #   `UICollectionViewCell.self`, the classes those names stand for.
  if [ "$SUITE" = rxcocoa ]; then
    find "$DEST/RxCocoaTests" "$DEST/Extracts" -name '*.swift' -print0 | xargs -0 sed -i -E \
      -e 's/os\(iOS\)/true/g' \
      -e 's/^@objc[[:space:]]+((final[[:space:]]+)?class[[:space:]])/\1/' \
      -e 's/(\.(delegate|dataSource|prefetchDataSource)[!?]\.[A-Za-z_][A-Za-z0-9_]*)!\(/\1(/g' \
      -e 's/\b(tableView|collectionView|textView)\.delegate!\./(\1.delegate as! UI\u\1Delegate)./g' \
      -e 's/NSClassFromString\("(UITableViewCell|UICollectionViewCell)"\)/\1.self/g'
    printf '%s\n' '// Added by Scripts/rxswift-suite.sh: Linux has no autorelease pools.' \
      'func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }' \
      > "$DEST/Platform/Autoreleasepool.swift"
  fi
  # Only the import lines change (RxTest's assertions are in MarbleTesting, the one library linking XCTest).
  find "$DEST" -name '*.swift' -print0 | xargs -0 sed -i -E \
    -e 's/^([[:space:]]*)(@testable[[:space:]]+)?import[[:space:]]+RxTest[[:space:]]*$/\1import RxSandbox\n\1import MarbleTesting/'
  sandbox_imports 'RxSwift|RxRelay|RxBlocking|RxCocoa|UIKit' "$DEST"
  # The throwaway target (and, in this clone only, no other test targets, so the test bundle is just it).
  git -C "$HERE" checkout -q Package.swift
  cat >> "$HERE/Package.swift" <<'SWIFT'

// Throwaway (.build/rxswift-suite only): RxSwift 6's own tests, imports replaced by `import RxSandbox` (and
// `import MarbleTesting` for RxTest).
package.targets.removeAll { $0.type == .test }
package.targets.append(
    .testTarget(
        name: "TARGET", dependencies: ["RxSandbox", "MarbleTesting"], path: "Tests/TARGET",
        // RxSwift builds its tests with -D TRACE_RESOURCES (Rx.xcodeproj), and AssumptionsTest insists on it.
        swiftSettings: [.define("TRACE_RESOURCES"), .unsafeFlags(["-suppress-warnings"])]))
SWIFT
  sed -i "s/TARGET/$TARGET/g" "$HERE/Package.swift"
}

# extract_tests FILE CLASS NAME...: copy the named test functions of FILE verbatim into Extracts/CLASS.swift, in a
# class CLASS of their own; a NAME that starts with a capital is a top-level declaration of FILE (a test double
# those functions use: `class`, `struct`, `enum` or `extension` NAME), copied verbatim after the class.
extract_tests() {
  local file="$1" cls="$2"; shift 2
  mkdir -p "$DEST/Extracts"
  python3 - "$SRC/Tests/$file" "$cls" "$@" > "$DEST/Extracts/$cls.swift" <<'PY'
import re, sys
path, cls, names = sys.argv[1], sys.argv[2], sys.argv[3:]
text = open(path).read()
def block(m):
    i = text.index("{", m.end()); depth = 0
    for j in range(i, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0: return text[m.start() + 1:j + 1] + "\n"
print("import Foundation\nimport RxSandbox\nimport XCTest\n")
print(f"// Verbatim from RxSwift's {path.split('/Tests/')[1]} (the rest of that file does not compile).")
print(f"final class {cls}: RxTest {{")
for name in [n for n in names if not n[0].isupper()]:
    print(block(re.search(r"\n([ \t]*)func " + re.escape(name) + r"\(\)", text)))
print("}\n")
for name in [n for n in names if n[0].isupper()]:
    print(block(re.search(r"\n(@objc )?((private|fileprivate|final|public) )*(class|struct|enum|extension) "
                          + re.escape(name) + r"\b", text)))
PY
}

build() {
  cd "$HERE"
  local rc=0
  swift build --build-tests > "$LOGS/build.log" 2>&1 || rc=$?
  grep -E '^/.*: error:' "$LOGS/build.log" | sed -E "s|^.*/$TARGET/||" | sort -u | head -100 || true
  tail -1 "$LOGS/build.log"
  return $rc
}

runtests() {
  cd "$HERE"
  swift test --skip-build --filter "$TARGET" > "$LOGS/test.log" 2>&1 || true
  local L="$LOGS/test.log"
  local ran passed failed
  ran=$(grep -E "^Test Case '[^']*' (passed|failed)" "$L" | grep -vc "Extract\." || true)
  failed=$(grep -E "^Test Case '[^']*' failed" "$L" | grep -vc "Extract\." || true)
  passed=$((ran - failed))
  echo "RxSwift $RXSWIFT_REF ($(git --git-dir="$RXSWIFT_GIT" rev-parse "$RXSWIFT_REF^{commit}")): test files compiled" \
       "$(grep -rlE '^\s*func test[A-Za-z0-9_]*\(\)' "${TEST_DIRS[@]/#/$DEST/}" | wc -l)," \
       "excluded ${#NOT_COMPILING[@]} (incl. support), out of scope ${#OUT_OF_SCOPE[@]}"
  echo "tests run $ran, passed $passed, failed $failed ($(awk "BEGIN{printf \"%.2f\", 100*$passed/$ran}")% passed)"
  local xran xfailed
  xran=$(grep -E "^Test Case '[^']*Extract\.[^']*' (passed|failed)" "$L" | grep -c . || true)
  xfailed=$(grep -E "^Test Case '[^']*Extract\.[^']*' failed" "$L" | grep -c . || true)
  if [ "$xran" -gt 0 ]; then
    echo "extracted test functions (of $(find "$DEST/Extracts" -name '*.swift' | wc -l) excluded files): run $xran," \
         "passed $((xran - xfailed)), failed $xfailed"
    grep -E "^Test Case '[^']*Extract\.[^']*' failed" "$L" | sed 's/^/  supplementary: /' || true
  fi
  grep -E ": error: " "$L" | sed -E "s|^.*/$TARGET/||" > "$LOGS/failures.txt" || true
  [ -s "$LOGS/failures.txt" ] && { echo "failures:"; cat "$LOGS/failures.txt"; }
  # A test that traps ends the process: the counts above are then of the tests before it.
  if grep -q "exited with unexpected signal" "$L"; then
    echo "the test process crashed in: $(grep -E "^Test Case '[^']*' started" "$L" | tail -1 | cut -d"'" -f2)"
    grep -m1 -E "Fatal error|fatal error" "$L" || true
  fi
  return 0
}

case "${1:-all}" in
  setup) setup ;;
  build) build ;;
  test)  runtests ;;
  all)   setup; build; runtests ;;
esac
