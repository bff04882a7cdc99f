#!/usr/bin/env python3
"""The Darwin check: what would make the package fail, or behave differently, on a Mac, found on Linux.

Run by Scripts/check-darwin.sh (which builds the package first); see there for how to use it. Each rule
below says what it catches and why it matters on a Mac. Standard library only.

1. Names. No target declares a public (or package) type, protocol, function or variable whose name a
   Mac's Foundation, CoreFoundation, CoreGraphics, ObjectiveC, Dispatch, Darwin or Observation modules
   also make visible (Scripts/darwin/names.txt): on a Mac a learner's file would see two and the
   compiler would call the name ambiguous, as it did with `Selector`. The one way to keep such a name
   is Apple's type on a Mac and the sandbox's elsewhere:

       #if canImport(CoreGraphics)
           import CoreGraphics
           public typealias CGColor = CoreGraphics.CGColor
       #else
           public final class CGColor { ... }
       #endif

   Scripts/darwin/allowed.txt lists the names the compiler resolves in the package's favour
   anyway, each with the reason.
2. Members. No extension of one of those modules' types adds a member the type already has on a Mac
   (`extension NSObject { func value(forKey:) }`), and no subclass of `NSObject` declares, without
   `override`, a member `NSObject` has on a Mac (Scripts/darwin/nsobject-members.txt lists the Objective-C
   ones): Linux's NSObject has fewer members, so such code builds here and not there.
3. Branches. A `#if canImport(<a module only Apple platforms have>)` or `#if os(macOS)` branch holds
   nothing but imports, typealiases and `#error`: behaviour that exists on one platform only would not
   be tested by Linux CI. The POSIX shims (Scripts/darwin/posix-shims.txt) are the exception.
4. The C library. Outside the POSIX shims no file imports Glibc, Musl or Darwin, tests for them or for
   `os(Linux)`, or uses a function or constant that only Glibc has (Scripts/darwin/glibc-only.txt): on
   Linux Foundation brings Glibc into every file, so such code builds here and not on a Mac.
5. Scripts. The scripts a Mac user runs (Scripts/darwin/mac-scripts.txt) use nothing newer than the bash 3.2
   of macOS and no option that only GNU's tools have; the others stop with a clear message on a Mac.
"""
import argparse
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

# Modules that Linux's toolchain does not have: a `canImport` of one is true on Apple platforms only.
APPLE_ONLY_MODULES = {
    "AppKit", "AVFoundation", "Cocoa", "Combine", "CoreGraphics", "CoreImage", "CoreLocation",
    "CoreServices", "CoreText", "CryptoKit", "Darwin", "MapKit", "Network", "ObjectiveC", "os",
    "QuartzCore", "Security", "SwiftUI", "SystemConfiguration", "UIKit", "WatchKit",
}
APPLE_OSES = {"macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst"}
C_LIBRARIES = {"Glibc", "Musl", "Darwin", "WinSDK", "Android", "Bionic"}


class Problems:
    def __init__(self):
        self.items = []

    def add(self, rule, where, message):
        self.items.append((rule, where, message))


# MARK: Reading the lists

def read_table(path):
    """Lines of a Scripts/*.txt list, without comments and blank lines, split at tabs."""
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            rows.append(line.split("\t"))
    return rows


class DarwinNames:
    def __init__(self, names_path, extra_path, allowed_path):
        self.top_level = {}  # name -> modules
        self.members = {}  # Type -> {member: modules}
        rows = read_table(names_path) + (read_table(extra_path) if extra_path else [])
        for row in rows:
            module, name = row[0], row[1]
            type_name, member = split_member(name)
            if member is None:
                # A top-level function clashes by its base name: a trailing closure drops the labels.
                self.top_level.setdefault(base_name(name), set()).add(module)
            else:
                self.members.setdefault(type_name, {}).setdefault(member, set()).add(module)
        self.allowed = {}
        if allowed_path:
            for row in read_table(allowed_path):
                self.allowed[(row[0], row[1])] = row[2] if len(row) > 2 else ""

    def member_clash(self, type_name, member):
        """The modules in which `type_name` (a Darwin type) already has `member`."""
        known = self.members.get(type_name, {})
        found = set(known.get(member, set()))
        # A property and a method without arguments of the same name clash too.
        if "(" not in member:
            found |= known.get(member + "()", set())
        elif member.endswith("()"):
            found |= known.get(member[:-2], set())
        return found


def split_member(name):
    """`NSObject.value(forKey:)` as (`NSObject`, `value(forKey:)`); `CGColor` as (`CGColor`, None)."""
    depth, last_dot = 0, -1
    for index, character in enumerate(name):
        if character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
        elif character == "." and depth == 0 and index > 0 and name[index - 1] not in ".=<>!+-*/%&|^~":
            last_dot = index
    if last_dot <= 0 or name[0] in ".=<>!+-*/%&|^~":
        return name, None
    return name[:last_dot], name[last_dot + 1 :]


def read_globs(path):
    return [row[0] for row in read_table(path)] if path else []


def matches(relative, globs):
    return any(fnmatch.fnmatchcase(relative, pattern) for pattern in globs)


# MARK: Conditional compilation

DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")


class Clause:
    """One branch of a `#if` block: its condition, and its lines (1-based, directives excluded)."""

    def __init__(self, keyword, condition, line, block):
        self.keyword, self.condition, self.line, self.block = keyword, condition.strip(), line, block
        self.lines = []


def conditional_clauses(text):
    """Every clause of every `#if` block in `text`, and for each line the clauses it is inside."""
    blocks, stack, enclosing = [], [], {}
    for number, line in enumerate(text.splitlines(), start=1):
        directive = DIRECTIVE.match(line)
        if directive:
            keyword, condition = directive.group(1), directive.group(2)
            if keyword == "if":
                block = []
                blocks.append(block)
                block.append(Clause(keyword, condition, number, block))
                stack.append(block)
            elif keyword in ("elseif", "else") and stack:
                stack[-1].append(Clause(keyword, condition, number, stack[-1]))
            elif keyword == "endif" and stack:
                stack.pop()
            continue
        clauses = [block[-1] for block in stack]
        enclosing[number] = clauses
        for clause in clauses[-1:]:
            clause.lines.append((number, line))
    return blocks, enclosing


def apple_only(condition):
    """Whether a `#if` condition holds on Apple platforms only (a canImport of an Apple module, an
    Apple `os`), and not negated."""
    condition = condition.strip()
    if condition.startswith("!"):
        return False
    for module in re.findall(r"canImport\(\s*([A-Za-z_][A-Za-z0-9_]*)", condition):
        if module in APPLE_ONLY_MODULES:
            return True
    for system in re.findall(r"\bos\(\s*([A-Za-z_]+)\s*\)", condition):
        if system in APPLE_OSES:
            return True
    return False


ALLOWED_IN_APPLE_BRANCH = re.compile(
    r"^\s*(?:$|//|/\*|\*|(?:@_exported\s+)?import\s|(?:(?:public|package|internal)\s+)?typealias\s|#error\s*\()"
)


def strip_comments_and_strings(text):
    """`text` with comments and string literals blanked, line numbers kept."""
    out, index, length = [], 0, len(text)
    while index < length:
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            out.append(" " * (end - index))
            index = end
        elif text.startswith("/*", index):
            end = text.find("*/", index + 2)
            end = length if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[index:end]))
            index = end
        elif text.startswith('"""', index):
            end = text.find('"""', index + 3)
            end = length if end < 0 else end + 3
            out.append('"' + re.sub(r"[^\n]", " ", text[index + 1 : end - 1]) + '"')
            index = end
        elif text[index] == '"':
            end = index + 1
            while end < length and text[end] not in '"\n':
                end += 2 if text[end] == "\\" else 1
            end = min(end + 1, length)
            out.append('"' + " " * max(0, end - index - 2) + '"')
            index = end
        else:
            out.append(text[index])
            index += 1
    return "".join(out)


# MARK: The package

def run(command, cwd, what):
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit("check-darwin: %s failed: %s" % (what, " ".join(command)))
    return result.stdout


def swift_files(package):
    for top in ("Sources", "Tests", "Lessons", "Fuzz", "Package.swift"):
        path = os.path.join(package, top)
        if os.path.isfile(path):
            yield top
            continue
        for folder, subfolders, files in os.walk(path):
            subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.relpath(os.path.join(folder, name), package)


def symbol_tool():
    found = shutil.which("swift-symbolgraph-extract")
    if found:
        return [found]
    if shutil.which("xcrun"):
        return ["xcrun", "swift-symbolgraph-extract"]
    sys.exit("check-darwin: swift-symbolgraph-extract is not on the PATH (it comes with the Swift toolchain)")


def symbol_graphs(package, scratch):
    """The symbol graphs of every target of `package`, public and package symbols, as
    (module, extended module or None, graph)."""
    manifest = json.loads(run(["swift", "package", "dump-package"], package, "reading Package.swift"))
    bin_path = run(["swift", "build", "--show-bin-path"], package, "finding the build folder").strip()
    modules_folder = os.path.join(bin_path, "Modules")
    if not os.path.isdir(modules_folder):
        modules_folder = bin_path
    info = json.loads(run(["swiftc", "-print-target-info"], package, "asking swiftc for its target"))
    target = info["target"]["unversionedTriple"]
    extra = []
    if "apple-macos" in target:
        # Package.swift's platforms: the modules are built for macOS 15.
        target += "15.0"
        extra = ["-sdk", run(["xcrun", "--sdk", "macosx", "--show-sdk-path"], package, "finding the SDK").strip()]
    graphs = []
    for declared in manifest["targets"]:
        if declared.get("type") in ("plugin", "macro", "binary", "system"):
            continue
        module = declared["name"].replace("-", "_")
        if not os.path.exists(os.path.join(modules_folder, module + ".swiftmodule")):
            sys.exit("check-darwin: %s is not built in %s: run 'swift build --build-tests' first" % (module, modules_folder))
        output = os.path.join(scratch, module)
        os.makedirs(output)
        run(
            symbol_tool()
            + ["-module-name", module, "-I", modules_folder, "-target", target, "-output-dir", output,
               "-minimum-access-level", "package", "-skip-inherited-docs"] + extra,
            package, "extracting %s's symbols" % module,
        )
        for name in sorted(os.listdir(output)):
            with open(os.path.join(output, name), encoding="utf-8") as handle:
                graph = json.load(handle)
            extended = name[len(module) + 1 : -len(".symbols.json")] if "@" in name else None
            graphs.append((module, extended, graph))
    return graphs


def location(symbol, package):
    where = symbol.get("location")
    if not where:
        return None, None
    path = where["uri"].replace("file://", "")
    return os.path.relpath(path, package), where["position"]["line"] + 1


def base_name(name):
    return name.split("(")[0]


# MARK: Rules 1 and 2

def check_names(package, graphs, darwin, problems):
    texts = {}

    def clauses_of(relative):
        if relative not in texts:
            with open(os.path.join(package, relative), encoding="utf-8") as handle:
                texts[relative] = conditional_clauses(handle.read())
        return texts[relative]

    # Every class of the package, by precise identifier: its name and what it inherits from.
    names, parents, members_of, overriding = {}, {}, {}, set()
    for module, extended, graph in graphs:
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = symbol["pathComponents"]
        for relation in graph["relationships"]:
            if relation["kind"] == "inheritsFrom":
                parents[relation["source"]] = relation["target"], relation.get("targetFallback", "")
            elif relation["kind"] == "memberOf":
                members_of[relation["source"]] = relation["target"]
            elif relation["kind"] == "overrides":
                overriding.add(relation["source"])

    def descends_from_nsobject(precise, seen=()):
        if precise in seen or precise not in parents:
            return False
        target, fallback = parents[precise]
        if fallback.split(".")[-1] == "NSObject" or names.get(target) == ["NSObject"]:
            return True
        return descends_from_nsobject(target, seen + (precise,))

    reported = set()
    for module, extended, graph in graphs:
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open", "package"):
                continue
            path = symbol["pathComponents"]
            relative, line = location(symbol, package)
            if relative is None or relative.startswith(".."):
                continue
            where = "%s:%s" % (relative, line)
            kind = symbol["kind"]["identifier"]
            if len(path) == 1 and extended is None:
                name = base_name(path[0])
                modules = darwin.top_level.get(name)
                if not modules or (module, name) in reported:
                    continue
                if any((darwin_module, name) in darwin.allowed for darwin_module in modules):
                    continue
                reported.add((module, name))
                guard = typealias_guard(clauses_of(relative), line, name, modules)
                if guard is not True:
                    problems.add(
                        "names", where,
                        "%s declares %s '%s', which a Mac's %s also makes visible: a learner's file would see "
                        "two '%s' and the compiler would call it ambiguous. %s"
                        % (module, kind.replace("swift.", ""), name, "/".join(sorted(modules)), name, guard),
                    )
            elif len(path) >= 2:
                owner, member = ".".join(path[:-1]), path[-1]
                if extended is not None:
                    clash = darwin.member_clash(owner, member)
                    if clash:
                        problems.add(
                            "members", where,
                            "%s's extension of %s adds '%s', which %s already has on a Mac (%s)"
                            % (module, owner, member, owner, "/".join(sorted(clash))),
                        )
                elif len(path) == 2:
                    precise = symbol["identifier"]["precise"]
                    owner_id = members_of.get(precise)
                    if owner_id and precise not in overriding and descends_from_nsobject(owner_id):
                        clash = darwin.member_clash("NSObject", member)
                        if clash:
                            problems.add(
                                "members", where,
                                "%s.%s is declared without 'override', but on a Mac NSObject already has '%s' (%s): "
                                "there it is an override, or a clash" % (owner, member, member, "/".join(sorted(clash))),
                            )


def typealias_guard(parsed, line, name, modules):
    """True when `line` is in a non-Apple branch of a `#if` whose Apple branch makes `name` a typealias
    to the Mac module's type; else what to do, in words."""
    blocks, enclosing = parsed
    fix = (
        "Make it Apple's type on a Mac: '#if canImport(%s) public typealias %s = %s.%s #else' your declaration "
        "'#endif', and use only what both have." % (sorted(modules)[0], name, sorted(modules)[0], name)
    )
    for clause in reversed(enclosing.get(line, [])):
        block = clause.block
        first = block[0]
        if clause is first or not apple_only(first.condition):
            continue
        aliases = [
            text for _, text in first.lines
            if re.match(r"^\s*(?:(?:public|package)\s+)?typealias\s+%s\s*=\s*(\w+)\.%s\s*$" % (re.escape(name), re.escape(name)), text)
        ]
        targets = {re.match(r".*=\s*(\w+)\.", text).group(1) for text in aliases}
        if targets & set(modules):
            return True
        return "It is in the '#else' of '#if %s', but that branch does not make '%s' a typealias to %s's type. %s" % (
            first.condition, name, "/".join(sorted(modules)), fix)
    return "It is declared unguarded. " + fix


# MARK: Rules 3 and 4

def declared_names(package):
    """Every function, case and variable name the package declares: a call to one of them is the
    package's own, not the C library's."""
    names = set()
    for relative in swift_files(package):
        with open(os.path.join(package, relative), encoding="utf-8") as handle:
            text = handle.read()
        names.update(re.findall(r"\b(?:func|case|var|let)\s+`?([A-Za-z_][A-Za-z0-9_]*)", text))
    return names


def check_sources(package, shims, glibc_only, problems):
    glibc_only = {name: why for name, why in glibc_only.items() if name not in declared_names(package)}
    for relative in swift_files(package):
        with open(os.path.join(package, relative), encoding="utf-8") as handle:
            text = handle.read()
        is_shim = matches(relative, shims)
        blocks, _ = conditional_clauses(text)
        for block in blocks:
            for clause in block:
                if not apple_only(clause.condition) or is_shim:
                    continue
                in_error = False
                for number, line in clause.lines:
                    # A `#error(...)` may span lines: its message and closing parenthesis are allowed too.
                    if in_error or re.match(r"^\s*#error\s*\(", line):
                        in_error = not line.rstrip().endswith(")")
                        continue
                    if not ALLOWED_IN_APPLE_BRANCH.match(line):
                        problems.add(
                            "branches", "%s:%d" % (relative, number),
                            "'#%s %s' holds code that runs on Apple platforms only (%s). Keep such branches to "
                            "imports and typealiases so that Linux CI tests what a Mac runs, or move the code "
                            "into a POSIX shim listed in Scripts/darwin/posix-shims.txt."
                            % (clause.keyword, clause.condition, line.strip()),
                        )
                        break
        if is_shim:
            continue
        code = strip_comments_and_strings(text)
        for number, line in enumerate(code.splitlines(), start=1):
            where = "%s:%d" % (relative, number)
            imported = re.match(r"^\s*(?:@_exported\s+)?import\s+(\w+)", line)
            if imported and imported.group(1) in C_LIBRARIES:
                problems.add(
                    "c-library", where,
                    "imports %s outside the POSIX shims: call the C library from a file listed in "
                    "Scripts/darwin/posix-shims.txt (or list this one there, if it is one)" % imported.group(1))
            for module in re.findall(r"canImport\(\s*(\w+)", line):
                if module in C_LIBRARIES and DIRECTIVE.match(line) is not None:
                    problems.add("c-library", where, "tests for %s outside the POSIX shims (Scripts/darwin/posix-shims.txt)" % module)
            if DIRECTIVE.match(line) and re.search(r"\bos\(\s*Linux\s*\)", line):
                problems.add("c-library", where, "'os(Linux)' outside the POSIX shims: code for one platform only")
            for qualifier in re.findall(r"(?<![\w.])(Glibc|Musl)\.", line):
                problems.add("c-library", where, "names %s outside the POSIX shims" % qualifier)
            for used in re.findall(r"(?<![\w.])([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*:)", line):
                if used in glibc_only:
                    problems.add(
                        "c-library", where,
                        "uses %s, which only Glibc has (instead: %s): it builds on Linux, where Foundation brings "
                        "Glibc into every file, and not on a Mac" % (used, glibc_only[used]))


# MARK: Rule 5

BASH_4 = [
    (r"\b(declare|local|typeset)\s+-[a-zA-Z]*A", "associative arrays (bash 4)"),
    (r"\b(mapfile|readarray)\b", "mapfile/readarray (bash 4)"),
    (r"\$\{[#!]?[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?(,,?|\^\^?)[^}]*\}", "case conversion ${x,,} (bash 4)"),
    (r"\bshopt\s+-s\s+globstar\b", "globstar (bash 4)"),
    (r"\|&", "|& (bash 4)"),
    (r"&>>", "&>> (bash 4)"),
    (r"\bcoproc\b", "coproc (bash 4)"),
    (r"\$\{[A-Za-z_][A-Za-z0-9_]*\[-[0-9]+\]\}", "negative array index (bash 4.3)"),
    (r"\b(declare|local|typeset)\s+-[a-zA-Z]*n\b", "namerefs (bash 4.3)"),
    (r"\bwait\s+-n\b", "wait -n (bash 4.3)"),
    (r"\$\{?EPOCH(SECONDS|REALTIME)", "$EPOCHSECONDS (bash 5)"),
    (r"\$\{[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?@[QEPAaUuLKk]\}", "${x@Q} (bash 4.4)"),
    (r"\[\[\s+-v\s", "[[ -v ]] (bash 4.2)"),
    (r";;&|;&", "case fall-through ;& (bash 4)"),
    (r"\bdeclare\s+-g\b", "declare -g (bash 4.2)"),
    (r"\$BASHPID\b", "$BASHPID (bash 4)"),
]
GNU_ONLY = [
    (r"\bdate\b[^|;]*%[0-9]*N", "date's %N (GNU date; BSD date prints a literal N)"),
    (r"\bsed\s+(-[a-zA-Z]*\s+)*-[a-zA-Z]*i\b", "sed -i (BSD sed needs a suffix argument: use a temporary file)"),
    (r"\bsed\s+(-[a-zA-Z]*\s+)*-[a-zA-Z]*r\b", "sed -r (use sed -E)"),
    (r"\breadlink\s+-[a-zA-Z]*f\b", "readlink -f (use cd \"$(dirname ...)\" && pwd)"),
    (r"\bstat\s+(-[a-zA-Z]+\s+)*-c\b", "stat -c (BSD stat uses -f)"),
    (r"(^|[;&|(]\s*|\bthen\s+|\bdo\s+)timeout\s", "timeout (not on macOS)"),
    (r"\bgrep\s+(-[a-zA-Z]*\s+)*-[a-zA-Z]*P", "grep -P (BSD grep has no -P)"),
    (r"\bxargs\s+(-[a-zA-Z]*\s+)*-[a-zA-Z]*r\b", "xargs -r (GNU only)"),
    (r"\bfind\b.*-printf\b", "find -printf (GNU only)"),
    (r"\bsort\s+(-[a-zA-Z]*\s+)*-[a-zA-Z]*V", "sort -V (GNU only)"),
    (r"(^|[;&|(]\s*|\$\()\s*nproc\b", "nproc (not on macOS: getconf _NPROCESSORS_ONLN)"),
    (r"(^|[;&|(]\s*|\$\()\s*(tac|sha256sum|md5sum)\b", "a GNU coreutils command macOS lacks"),
    (r"\becho\s+-e\b", "echo -e (use printf)"),
    (r"\bhead\s+-n\s+-[0-9]", "head -n -N (GNU only)"),
    (r"\bbase64\s+-w", "base64 -w (GNU only)"),
    (r"\bmktemp\s+--", "mktemp --long-option (GNU only)"),
    (r"\bcp\s+--", "cp --long-option (GNU only)"),
]
UNSAFE_EMPTY_ARRAY = re.compile(r'(?<!\+)"\$\{([A-Za-z_][A-Za-z0-9_]*)\[@\]\}"')


def check_scripts(package, mac_scripts, problems):
    folder = os.path.join(package, "Scripts")
    scripts = sorted(
        os.path.relpath(os.path.join(folder, name), package)
        for name in (os.listdir(folder) if os.path.isdir(folder) else [])
        if name.endswith(".sh")
    )
    for extra in (".ci/run",):
        if os.path.exists(os.path.join(package, extra)):
            scripts.append(extra)
    for relative in scripts:
        with open(os.path.join(package, relative), encoding="utf-8") as handle:
            lines = handle.read().splitlines()
        if matches(relative, mac_scripts):
            strict = any(re.match(r"^\s*set\s+-[a-z]*u", line) or "set -o nounset" in line for line in lines)
            for number, line in enumerate(lines, start=1):
                code = line.split(" #", 1)[0] if not line.lstrip().startswith("#") else ""
                for pattern, what in BASH_4 + GNU_ONLY:
                    if re.search(pattern, code):
                        problems.add("scripts", "%s:%d" % (relative, number),
                                     "%s: a Mac runs this script with bash 3.2 and BSD tools" % what)
                if strict:
                    for array in UNSAFE_EMPTY_ARRAY.findall(code):
                        problems.add(
                            "scripts", "%s:%d" % (relative, number),
                            '"${%s[@]}" under set -u: bash 3.2 calls an empty array unbound; write '
                            '${%s[@]+"${%s[@]}"}' % (array, array, array))
        else:
            head = "\n".join(lines[:40])
            if not re.search(r"uname\s+-s", head) or "Linux" not in head:
                problems.add(
                    "scripts", relative,
                    "is not in Scripts/darwin/mac-scripts.txt, so it must say, near the top, that it runs on Linux only "
                    "('[ \"$(uname -s)\" = Linux ] || { echo ... >&2; exit 2; }') before it fails on a Mac")


# MARK: Main

def main():
    parser = argparse.ArgumentParser(description="The Darwin check (see Scripts/check-darwin.sh).")
    parser.add_argument("--package", required=True)
    parser.add_argument("--names", required=True)
    parser.add_argument("--extra")
    parser.add_argument("--allowed")
    parser.add_argument("--shims")
    parser.add_argument("--glibc-only")
    parser.add_argument("--mac-scripts")
    arguments = parser.parse_args()
    package = os.path.abspath(arguments.package)

    darwin = DarwinNames(arguments.names, arguments.extra, arguments.allowed)
    glibc_only = {row[0]: row[1] if len(row) > 1 else "" for row in read_table(arguments.glibc_only)} if arguments.glibc_only else {}
    problems = Problems()
    with tempfile.TemporaryDirectory(prefix="check-darwin-") as scratch:
        graphs = symbol_graphs(package, scratch)
        check_names(package, graphs, darwin, problems)
    check_sources(package, read_globs(arguments.shims), glibc_only, problems)
    check_scripts(package, read_globs(arguments.mac_scripts), problems)

    for rule, where, message in problems.items:
        print("%s: [%s] %s" % (where, rule, message))
    modules = len({module for module, _, _ in graphs})
    if problems.items:
        print("check-darwin: %d problem(s) in %d modules; a Mac would not build or would behave differently."
              % (len(problems.items), modules))
        return 1
    print("check-darwin: %d modules, %d Darwin names: nothing that would break or differ on a Mac."
          % (modules, len(darwin.top_level) + sum(len(m) for m in darwin.members.values())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
