#!/usr/bin/env bash
# Compiles the screens of RxSwift 6's example app, RxExample (MIT licensed), against the sandbox: each
# screen's Swift files, with the support it uses from the app (its base class, services, RxDataSources,
# Feedbacks…), are copied into a throwaway library target of their own in a fresh clone of this
# repository, under .build/rxexample-check/ (this working tree and its Package.swift are never touched),
# and built. Compilation only: the storyboards and xibs are not used, nothing runs; the question is whether
# the app's code type-checks against the sandbox's API.
#
# The copies change only by these mechanical substitutions (the sed rules in `substitute` below):
#   1. `import RxSwift`, `RxRelay`, `RxCocoa`, `UIKit`, `CoreLocation` become `import RxSandbox`.
#   2. `#if os(iOS)` (also inside `#elseif` and `||`) is read as true: the simulated UIKit stands in for iOS.
#   3. `@IBOutlet` and `@IBAction` are dropped: an outlet is a plain property, an action a plain method
#      (Linux has no Interface Builder, nor the Objective-C runtime those attributes need).
#   4. `#selector(Type.method(_:label:))` becomes `Selector("method(_:label:)")`: the sandbox's Selector is
#      the method's name (Linux has no Objective-C selectors).
#   5. A file that uses URLSession, URLRequest or HTTPURLResponse also imports FoundationNetworking, where
#      swift-corelibs-foundation keeps them on Linux, and its `Foundation.URLSession` is
#      `FoundationNetworking.URLSession` (in Foundation, Linux has only a placeholder saying so).
#   6. Services/Reachability.swift (Ashley Mills' wrapper of SCNetworkReachability, from SystemConfiguration,
#      which Linux lacks; no screen uses it directly, only through ReachabilityService) is replaced by a
#      stand-in with its members that always reports "reachable via Wi-Fi".
# A screen whose code needs more than that (a person rewriting it: optional @objc protocol requirements
# called through the Objective-C runtime, an `override` in an extension…) is listed, with the reason, in
# Scripts/rxexample-check-excluded.txt; it is still compiled, and reported apart.
#
#     RXSWIFT_GIT=/path/to/RxSwift/.git Scripts/rxexample-check.sh [setup|build|all]   (default: all)
#
#   RXSWIFT_GIT   a git directory of RxSwift (required): `git clone https://github.com/ReactiveX/RxSwift`
#   RXSWIFT_REF   the ref of RxSwift to use (default 6.10.2)
#
# Prints which screens compile and which do not (with the first error); logs in
# .build/rxexample-check-logs/ (one per screen). Fails when a screen that is not in the excluded list does
# not compile; says so when a listed one does (take it off the list). Linux only (GNU sed, bash 4). The
# first run builds the sandbox (about 4 minutes on 2 cores), later runs take about a minute and a half.
[ "$(uname -s)" = Linux ] || { echo "rxexample-check.sh runs on Linux only: it edits files with GNU sed and needs bash 4." >&2; exit 2; }
# shellcheck source=Scripts/rxswift-common.sh
. "$(dirname "$0")/rxswift-common.sh" rxexample-check.sh
HERE="$REPO/.build/rxexample-check"
LOGS="$REPO/.build/rxexample-check-logs"
EXCLUDED="$REPO/Scripts/rxexample-check-excluded.txt"

# The support a screen uses, in groups (paths under RxSwift's RxExample/).
BASE=(RxExample/ViewController.swift)                      # every screen's base class (and its disposeBag)
ALERTS=(RxExample/Services/Wireframe.swift)                # DefaultWireframe: alerts, opening URLs
NETWORK=(RxExample/Example.swift RxExample/String+URL.swift RxExample/Examples/Dependencies.swift
  RxExample/Services/ReachabilityService.swift RxExample/Services/Reachability.swift
  RxExample/Services/ActivityIndicator.swift "${ALERTS[@]}")
FEEDBACKS=(RxExample/Feedbacks.swift RxExample/Observable+Extensions.swift)   # Observable.system, bind(_:)
# RxDataSources, as RxExample has it: its reloading table view data source, its animated one, and its
# collection view data sources.
RXDS=RxDataSources/RxDataSources
RELOAD_DATA_SOURCES=(RxDataSources/Differentiator
  "$RXDS"/{DataSources,Array+Extensions,TableViewSectionedDataSource,RxTableViewSectionedReloadDataSource}.swift)
ANIMATED_DATA_SOURCES=("$RXDS"/{AnimationConfiguration,UI+SectionedViewType,RxTableViewSectionedAnimatedDataSource}.swift
  "$RXDS"/{FloatingPointType,IntegerType,String}+IdentifiableType.swift)
COLLECTION_DATA_SOURCES=("$RXDS"/{CollectionViewSectionedDataSource,RxCollectionViewSectionedReloadDataSource}.swift
  "$RXDS"/{RxCollectionViewSectionedAnimatedDataSource,Deprecated}.swift)
CORE_LOCATION=(Extensions/CLLocationManager+Rx.swift Extensions/RxCLLocationManagerDelegateProxy.swift)

# Each screen of RxExample's menu (iOS/Main.storyboard): its name, then its own files and the support it uses.
screen_files() {
  local E=RxExample/Examples
  case "$1" in
    Numbers) echo "$E/Numbers" "${BASE[@]}" ;;
    SimpleValidation) echo "$E/SimpleValidation" "${BASE[@]}" ;;
    Geolocation) echo "$E/GeolocationExample" RxExample/Services/GeolocationService.swift "${CORE_LOCATION[@]}" \
      "${BASE[@]}" ;;
    GitHubSignup1) echo "$E/GitHubSignup/UsingVanillaObservables" "$E"/GitHubSignup/*.swift "${NETWORK[@]}" \
      "${BASE[@]}" ;;
    GitHubSignup2) echo "$E/GitHubSignup/UsingDriver" "$E"/GitHubSignup/*.swift "${NETWORK[@]}" "${BASE[@]}" ;;
    APIWrappers) echo "$E/APIWrappers" RxExample/Operators.swift "${CORE_LOCATION[@]}" "${BASE[@]}" ;;
    Calculator) echo "$E/Calculator" "${FEEDBACKS[@]}" "${BASE[@]}" ;;
    ImagePicker) echo "$E/ImagePicker" Extensions/RxImagePickerDelegateProxy.swift \
      Extensions/UIImagePickerController+Rx.swift "${BASE[@]}" ;;
    UIPickerView) echo "$E/UIPickerViewExample" "${BASE[@]}" ;;
    SimpleTableView) echo "$E/SimpleTableViewExample" "${ALERTS[@]}" "${BASE[@]}" ;;
    SimpleTableViewSectioned) echo "$E/SimpleTableViewExampleSectioned" "${RELOAD_DATA_SOURCES[@]}" "${ALERTS[@]}" \
      "${BASE[@]}" ;;
    TableViewWithEditing) echo "$E/TableViewWithEditingCommands" "${RELOAD_DATA_SOURCES[@]}" "${FEEDBACKS[@]}" \
      "${NETWORK[@]}" "${BASE[@]}" ;;
    PartialUpdates) echo "$E/TableViewPartialUpdates" RxExample/Services/Randomizer.swift \
      RxExample/Services/PseudoRandomGenerator.swift RxExample/Application+Extensions.swift "${RELOAD_DATA_SOURCES[@]}" \
      "${ANIMATED_DATA_SOURCES[@]}" "${COLLECTION_DATA_SOURCES[@]}" "${BASE[@]}" ;;
    WikipediaSearch) echo "$E/WikipediaImageSearch" RxExample/Services/ImageService.swift \
      RxExample/Services/DownloadableImage.swift RxExample/Services/UIImage+Extensions.swift \
      RxExample/Services/UIImageView+DownloadableImage.swift RxExample/Services/HtmlParsing.swift \
      RxExample/Application+Extensions.swift RxExample/iOS/UITableView+Extensions.swift "${NETWORK[@]}" \
      "${BASE[@]}" ;;
    GitHubSearchRepositories) echo "$E/GitHubSearchRepositories" RxExample/Version.swift RxExample/Lenses.swift \
      "${RELOAD_DATA_SOURCES[@]}" "${FEEDBACKS[@]}" "${NETWORK[@]}" "${BASE[@]}" ;;
  esac
}
SCREENS=(Numbers SimpleValidation Geolocation GitHubSignup1 GitHubSignup2 APIWrappers Calculator ImagePicker
  UIPickerView SimpleTableView SimpleTableViewSectioned TableViewWithEditing PartialUpdates WikipediaSearch
  GitHubSearchRepositories)

# The documented substitutions (see the header), applied to the Swift files under $1.
substitute() {
  # 1. The imports.
  sandbox_imports 'RxSwift|RxRelay|RxCocoa|UIKit|CoreLocation' "$1"
  local files=()
  mapfile -d '' files < <(find "$1" -name '*.swift' -print0)
  # 2. `#if os(iOS)`: the simulated UIKit stands in for iOS.
  sed -i -E '/^[[:space:]]*#(if|elseif)[[:space:]]/ s/os\(iOS\)/true/g' "${files[@]}"
  # 3. Interface Builder's attributes: an outlet is a plain property, an action a plain method.
  sed -i -E 's/@IB(Outlet|Action)[[:space:]]+//' "${files[@]}"
  # 4. A selector is the method's name: `#selector(T.m(_:x:))` is `Selector("m(_:x:)")`.
  sed -i -E 's/#selector\(([A-Za-z_][A-Za-z0-9_]*\.)*([A-Za-z_][A-Za-z0-9_]*\([A-Za-z0-9_:]*\))\)/Selector("\2")/g' \
    "${files[@]}"
  # 5. URLSession and its kin are in FoundationNetworking on Linux (where `Foundation.URLSession` is a
  # placeholder saying so).
  grep -rlZE --include='*.swift' '\b(URLSession|URLRequest|HTTPURLResponse)\b' "$1" \
    | xargs -0 -r sed -i -e '1i import FoundationNetworking' -e 's/\bFoundation\.URLSession\b/FoundationNetworking.URLSession/g'
  # 6. SystemConfiguration's reachability: a stand-in (no screen uses it but through ReachabilityService).
  local reachability
  for reachability in "$1"/*/RxExample/Services/Reachability.swift; do
    [ -f "$reachability" ] || continue
    cat > "$reachability" <<'SWIFT'
// Added by Scripts/rxexample-check.sh in place of RxExample's Reachability.swift, which wraps
// SCNetworkReachability (SystemConfiguration, which Linux lacks): the members ReachabilityService uses.
public class Reachability {
    public typealias NetworkReachable = (Reachability) -> Void
    public typealias NetworkUnreachable = (Reachability) -> Void

    public var whenReachable: NetworkReachable?
    public var whenUnreachable: NetworkUnreachable?
    public var isReachableViaWiFi: Bool { true }

    public init?() {}

    public func startNotifier() throws { whenReachable?(self) }

    public func stopNotifier() {}
}
SWIFT
  done
}

setup() {
  refresh_clone "$HERE"
  local src="$HERE/.rxexample-src"
  rm -rf "$src" "$HERE/RxExample" && mkdir -p "$src"
  git --git-dir="$RXSWIFT_GIT" archive "$RXSWIFT_REF" RxExample | tar -x -C "$src"
  local screen path
  for screen in "${SCREENS[@]}"; do
    # (In RxExample's folder: screen_files's patterns name its files.)
    for path in $(cd "$src/RxExample" && screen_files "$screen"); do
      mkdir -p "$HERE/RxExample/$screen/$(dirname "$path")"
      cp -R "$src/RxExample/$path" "$HERE/RxExample/$screen/$(dirname "$path")/"
    done
  done
  rm -rf "$src"
  # Only the Swift files: no storyboard, xib, plist or Objective-C header.
  find "$HERE/RxExample" -type f ! -name '*.swift' -delete
  substitute "$HERE/RxExample"
  # One throwaway target a screen (in this clone only), so that one screen's error leaves the others alone.
  cat >> "$HERE/Package.swift" <<SWIFT

// Throwaway (.build/rxexample-check only): RxExample's screens, one target each, with the substitutions
// listed in Scripts/rxexample-check.sh.
for screen in [$(printf '"%s", ' "${SCREENS[@]}")] {
    package.targets.append(
        .target(
            name: "RxExample_\(screen)", dependencies: ["RxSandbox"], path: "RxExample/\(screen)",
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]))
}
SWIFT
}

# The reason a screen is excluded, from the list (empty when it is not listed).
excluded_reason() {
  awk -F '\t' -v s="$1" '$1 == s { sub(/^# */, "", $2); print $2 }' "$EXCLUDED"
}

build() {
  cd "$HERE" || exit 2
  rm -rf "$LOGS" && mkdir -p "$LOGS"
  local screen compiled=0 regressions=0 first reason
  local -a failing=()
  echo "RxExample $RXSWIFT_REF ($(git --git-dir="$RXSWIFT_GIT" rev-parse "$RXSWIFT_REF^{commit}")), compiled against the sandbox:"
  for screen in "${SCREENS[@]}"; do
    reason="$(excluded_reason "$screen")"
    if swift build --target "RxExample_$screen" > "$LOGS/$screen.log" 2>&1; then
      compiled=$((compiled + 1))
      echo "  compiles  $screen${reason:+  (listed as excluded in rxexample-check-excluded.txt: take it off)}"
    else
      first="$(grep -m1 -E '^/.*: error: ' "$LOGS/$screen.log" | sed -E "s|^$HERE/RxExample/$screen/||" || true)"
      failing+=("$screen")
      if [ -n "$reason" ]; then
        echo "  excluded  $screen: $reason"
      else
        regressions=$((regressions + 1))
        echo "  FAILS     $screen (not in the excluded list)"
      fi
      echo "            first error: ${first:-see $LOGS/$screen.log}"
    fi
  done
  echo "screens that compile: $compiled of ${#SCREENS[@]}${failing[*]:+ (not: ${failing[*]})}"
  [ "$regressions" = 0 ]
}

case "${1:-all}" in
  setup) setup ;;
  build) build ;;
  all)   setup; build ;;
  *) echo "rxexample-check: setup, build or all, not '$1'" >&2; exit 2 ;;
esac
