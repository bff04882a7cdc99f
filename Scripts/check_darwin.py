#!/usr/bin/env python3
"""The Darwin check: what would make the package fail, or behave differently, on a Mac, found on Linux.

Run by Scripts/check-darwin.sh (which builds the package first); see there for how to use it. Each rule
below says what it catches and why it matters on a Mac. Standard library only (Python 3.8 and later:
the python3 of Xcode and of a Linux machine).

1. Names. No target declares a public (or package) type, protocol, function or variable whose name a
   Mac's Foundation, CoreFoundation, CoreGraphics, ObjectiveC, Dispatch, Darwin or Observation modules
   also make visible: on a Mac a learner's file would see two and the compiler would call the name
   ambiguous, as it did with `Selector`. The names are Scripts/darwin/names.txt (from the SDK's Swift
   interfaces) and what the toolchain running the check says its own Foundation and Dispatch declare
   (on Linux, swift-corelibs-foundation mirrors Apple's names; on a Mac they are Apple's). The one way
   to keep such a name is Apple's type on a Mac and the sandbox's elsewhere:

       #if canImport(CoreGraphics)
           import CoreGraphics
           public typealias CGColor = CoreGraphics.CGColor
       #else
           public final class CGColor { ... }
       #endif

   and the sandbox's stand-in declares only what Apple's type has (Scripts/darwin/stand-ins.txt).
   Scripts/darwin/allowed.txt lists the names the compiler resolves in the package's favour anyway,
   each with the reason.
2. Members. No extension of one of those modules' types adds a member the type already has on a Mac
   (`extension NSObject { func value(forKey:) }`), and no subclass of `NSObject`, of any access level,
   declares without `override` a member `NSObject` has on a Mac (Scripts/darwin/nsobject-members.txt
   lists the Objective-C ones): Linux's NSObject has fewer members, so such code builds here and not
   there.
3. Branches. Code that only a Mac compiles (under `#if canImport(<a module Linux lacks>)`,
   `#if os(macOS)` or `#if _runtime(_ObjC)`, or in the `#else` of their negation, at any depth) is
   nothing but imports, typealiases and `#error`: behaviour that exists on one platform only would not
   be tested by Linux CI. The POSIX shims (Scripts/darwin/posix-shims.txt) are the exception.
4. The C library. Outside the POSIX shims no file imports Glibc, Musl or Darwin, tests for them or for
   `os(Linux)`, or uses a function or constant that only Glibc has (Scripts/darwin/glibc-only.txt): on
   Linux Foundation brings Glibc into every file, so such code builds here and not on a Mac.
5. Casts and literals a Mac treats differently: `as? CGColor` (a Core Foundation type there, which a
   cast cannot check: use `ColorValue`), and `Selector("…")` with a string literal (a Mac's compiler
   warns that it is not an Objective-C selector: pass the method's name as a `String`).
6. Scripts. The scripts a Mac user runs (Scripts/darwin/mac-scripts.txt) use nothing newer than the
   bash 3.2 of macOS and no option that only GNU's tools have; the others stop with a clear message on
   a Mac.
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

# Modules Linux's toolchain has: a `canImport` of any other module is true on Apple platforms only.
LINUX_MODULES = {
    "Android", "Bionic", "CoreFoundation", "Dispatch", "Distributed", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Glibc", "Musl",
    "Observation", "RegexBuilder", "Swift", "Synchronization", "Testing", "WinSDK", "XCTest",
    "_Concurrency", "_StringProcessing",
}
APPLE_OSES = {"macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst"}
C_LIBRARIES = {"Glibc", "Musl", "Darwin", "WinSDK", "Android", "Bionic"}
# The toolchain's own modules whose names a Mac has too: on Linux, swift-corelibs-foundation and
# libdispatch (which mirror Apple's names); on a Mac, Apple's own.
TOOLCHAIN_MODULES = {
    "linux": ["Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch"],
    "darwin": ["Foundation", "CoreFoundation", "CoreGraphics", "ObjectiveC", "Dispatch", "Darwin", "Observation"],
}


class Problems:
    def __init__(self):
        self.items = []

    def add(self, rule, where, message):
        self.items.append((rule, where, message))


# MARK: Reading the lists

def read_table(path):
    """Lines of a Scripts/darwin/*.txt list, without comments and blank lines, split at tabs."""
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            rows.append(line.split("\t"))
    return rows


def base_name(name):
    return name.split("(")[0]


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


class DarwinNames:
    """The names a Mac's modules make visible: top-level names (a function by its base name, since a
    trailing closure drops the labels) and each type's members."""

    def __init__(self):
        self.top_level = {}  # name -> modules
        self.members = {}  # Type -> {member: modules}
        self.allowed = {}

    def add(self, module, name):
        type_name, member = split_member(name)
        if member is None:
            self.top_level.setdefault(base_name(name), set()).add(module)
        else:
            self.members.setdefault(type_name, {}).setdefault(member, set()).add(module)

    def add_table(self, path):
        for row in read_table(path):
            self.add(row[0], row[1])

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

    def count(self):
        return len(self.top_level) + sum(len(members) for members in self.members.values())


def read_globs(path):
    return [row[0] for row in read_table(path)] if path else []


def matches(relative, globs):
    return any(fnmatch.fnmatchcase(relative, pattern) for pattern in globs)


# MARK: Swift source: comments, strings, conditional compilation

def strip_comments_and_strings(text):
    """`text` with comments blanked and string literals emptied (`"…"` keeps its quotes), line numbers
    and columns kept. Enough for these rules: raw strings and interpolations are treated as strings."""
    out, index, length = [], 0, len(text)
    while index < length:
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            out.append(" " * (end - index))
            index = end
        elif text.startswith("/*", index):
            depth, end = 1, index + 2
            while end < length and depth:
                if text.startswith("/*", end):
                    depth, end = depth + 1, end + 2
                elif text.startswith("*/", end):
                    depth, end = depth - 1, end + 2
                else:
                    end += 1
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


DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")


class Clause:
    """One branch of a `#if` block: its condition and its lines (1-based, directives excluded, nested
    blocks' lines included)."""

    def __init__(self, keyword, condition, line, block):
        self.keyword, self.condition, self.line, self.block = keyword, condition.strip(), line, block
        self.lines = []


def conditional_clauses(raw_lines, code_lines):
    """Every `#if` block of a file (a list of clauses each), and for each line the clauses it is in,
    outermost first. Directives inside comments and strings (blank in `code_lines`) do not count."""
    blocks, stack, enclosing = [], [], {}
    for number, (raw, code) in enumerate(zip(raw_lines, code_lines), start=1):
        directive = DIRECTIVE.match(code)
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
        for clause in clauses:
            clause.lines.append((number, raw))
    return blocks, enclosing


def apple_condition(condition):
    """Whether a `#if` condition is one that only Apple platforms meet: a canImport of a module Linux
    lacks, an Apple `os`, the Objective-C runtime. Not negated."""
    condition = condition.strip()
    if condition.startswith("!"):
        return False
    for module in re.findall(r"canImport\(\s*([A-Za-z_][A-Za-z0-9_]*)", condition):
        if module not in LINUX_MODULES:
            return True
    for system in re.findall(r"\bos\(\s*([A-Za-z_]+)\s*\)", condition):
        if system in APPLE_OSES:
            return True
    return "_runtime(_ObjC)" in condition.replace(" ", "")


def apple_only(clause, package_modules=()):
    """Whether only a Mac compiles `clause`: its condition is Apple's, or it is the `#else` of a block
    whose earlier conditions are all negations of Apple's (`#if !canImport(ObjectiveC) … #else`)."""
    if clause.keyword in ("if", "elseif"):
        condition = clause.condition
        modules = re.findall(r"canImport\(\s*([A-Za-z_][A-Za-z0-9_]*)", condition)
        if modules and all(module in package_modules for module in modules):
            return False
        return apple_condition(condition)
    earlier = [other for other in clause.block if other is not clause and other.line < clause.line]
    return bool(earlier) and all(
        other.condition.startswith("!") and apple_condition(other.condition[1:].strip("() ")) for other in earlier
    )


# What a Mac-only branch may hold: imports (not @_exported: that would show a module to learners on a
# Mac only), typealiases, an #error, comments.
ALLOWED_IN_APPLE_BRANCH = re.compile(r"^\s*(?:$|//|/\*|\*|import\s|(?:(?:public|package|internal)\s+)?typealias\s|#error\s*\()")


# MARK: The package

def run(command, cwd, what, required=True):
    """The command's output; a failure ends the check, or returns None when not `required`."""
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if result.returncode != 0:
        if not required:
            return None
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit("check-darwin: %s failed: %s" % (what, " ".join(command)))
    return result.stdout


def swift_files(package):
    for top in ("Sources", "Tests", "Lessons", "Fuzz"):
        path = os.path.join(package, top)
        for folder, subfolders, files in os.walk(path):
            subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.relpath(os.path.join(folder, name), package)


class SourceFile:
    """One Swift file, read and parsed once: its lines as written, the same lines with comments and
    strings blanked, and its `#if` blocks (`conditional_clauses`)."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.lines = text.splitlines()
        self.code_lines = strip_comments_and_strings(text).splitlines()
        self.clauses = conditional_clauses(self.lines, self.code_lines)


class SourceFiles:
    """The package's Swift files (`swift_files`), each read once, when first asked for."""

    def __init__(self, package):
        self.package = package
        self.paths = list(swift_files(package))
        self.files = {}

    def __getitem__(self, relative):
        if relative not in self.files:
            self.files[relative] = SourceFile(os.path.join(self.package, relative))
        return self.files[relative]


def symbol_tool():
    found = shutil.which("swift-symbolgraph-extract")
    if found:
        return [found]
    if shutil.which("xcrun"):
        return ["xcrun", "swift-symbolgraph-extract"]
    sys.exit("check-darwin: swift-symbolgraph-extract is not on the PATH (it comes with the Swift toolchain)")


class Toolchain:
    """How to ask the compiler for a module's symbols: its target, the SDK on a Mac."""

    def __init__(self, package):
        info = json.loads(run(["swiftc", "-print-target-info"], package, "asking swiftc for its target"))
        self.target = info["target"]["unversionedTriple"]
        self.is_darwin = "apple-macos" in self.target
        self.extra = []
        if self.is_darwin:
            # Package.swift's platforms: the modules are built for macOS 15.
            self.target += "15.0"
            sdk = run(["xcrun", "--sdk", "macosx", "--show-sdk-path"], package, "finding the SDK").strip()
            self.extra = ["-sdk", sdk]
        self.package = package

    def graphs(self, module, folder, output, access, required=True):
        """The symbol graphs of `module` (its own, and its extensions of other modules' types); None when
        they can't be read and are not `required`."""
        os.makedirs(output)
        if run(
            symbol_tool()
            + ["-module-name", module, "-target", self.target, "-output-dir", output,
               "-minimum-access-level", access, "-skip-inherited-docs"]
            + (["-I", folder] if folder else []) + self.extra,
            self.package, "extracting %s's symbols" % module, required,
        ) is None:
            return None
        result = []
        for name in sorted(os.listdir(output)):
            with open(os.path.join(output, name), encoding="utf-8") as handle:
                graph = json.load(handle)
            extended = name[len(module) + 1 : -len(".symbols.json")] if "@" in name else None
            result.append((module, extended, graph))
        return result


def package_graphs(package, toolchain, scratch):
    """The symbol graphs of every target of `package`, every access level, as (module, extended module
    or None, graph)."""
    manifest = json.loads(run(["swift", "package", "dump-package"], package, "reading Package.swift"))
    bin_path = run(["swift", "build", "--show-bin-path"], package, "finding the build folder").strip()
    modules_folder = os.path.join(bin_path, "Modules")
    if not os.path.isdir(modules_folder):
        modules_folder = bin_path
    graphs = []
    for declared in manifest["targets"]:
        if declared.get("type") in ("plugin", "macro", "binary", "system"):
            continue
        module = declared["name"].replace("-", "_")
        if not os.path.exists(os.path.join(modules_folder, module + ".swiftmodule")):
            sys.exit("check-darwin: %s is not built in %s: run 'swift build --build-tests' first" % (module, modules_folder))
        graphs += toolchain.graphs(module, modules_folder, os.path.join(scratch, module), "private")
    return graphs


def add_toolchain_names(darwin, toolchain, scratch):
    """The names the toolchain's own Foundation and Dispatch (and, on a Mac, its other Apple modules)
    declare, added to `darwin`."""
    for module in TOOLCHAIN_MODULES["darwin" if toolchain.is_darwin else "linux"]:
        graphs = toolchain.graphs(module, None, os.path.join(scratch, "toolchain-" + module), "public", required=False)
        if graphs is None:
            print("check-darwin: (could not read %s's symbols from this toolchain; its names come from "
                  "Scripts/darwin/names.txt alone)" % module)
            continue
        for _, extended, graph in graphs:
            if extended is not None:
                continue
            for symbol in graph["symbols"]:
                path = symbol["pathComponents"]
                if path and not path[0].startswith("_"):
                    darwin.add(module, ".".join(path))


def location(symbol, package):
    where = symbol.get("location")
    if not where:
        return None, None
    path = where["uri"].replace("file://", "")
    return os.path.relpath(path, package), where["position"]["line"] + 1


# MARK: Rules 1 and 2

def check_names(package, sources, graphs, darwin, stand_ins, problems):
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

    visible = ("public", "open", "package")
    reported, guarded = set(), {}
    for module, extended, graph in graphs:
        for symbol in graph["symbols"]:
            path = symbol["pathComponents"]
            relative, line = location(symbol, package)
            if relative is None or relative.startswith(".."):
                continue
            where = "%s:%s" % (relative, line)
            kind = symbol["kind"]["identifier"]
            access = symbol.get("accessLevel")
            if len(path) == 1 and extended is None:
                if access not in visible:
                    continue
                name = base_name(path[0])
                modules = darwin.top_level.get(name)
                if not modules or (module, name) in reported:
                    continue
                if any((darwin_module, name) in darwin.allowed for darwin_module in modules):
                    continue
                clauses, lines = sources[relative].clauses, sources[relative].lines
                # On a Mac the Apple branch is the one compiled: a typealias to Apple's own type.
                if kind == "swift.typealias" and re.search(
                    r"typealias\s+%s\s*=\s*(%s)\.%s\s*$" % (re.escape(name), "|".join(map(re.escape, modules)), re.escape(name)),
                    lines[line - 1],
                ):
                    continue
                reported.add((module, name))
                guard = typealias_guard(clauses, line, name, modules, access, kind)
                if guard is True:
                    # The stand-in's own members are those declared in the same branch.
                    branch = enclosing_clause(clauses, line)
                    guarded[(module, name)] = (relative, {number for number, _ in branch.lines})
                else:
                    problems.add(
                        "names", where,
                        "%s declares %s '%s', which a Mac's %s also makes visible: a learner's file would see "
                        "two '%s' and the compiler would call it ambiguous. %s"
                        % (module, kind.replace("swift.", ""), name, "/".join(sorted(modules)), name, guard),
                    )
            elif len(path) >= 2:
                owner, member = ".".join(path[:-1]), path[-1]
                if extended is not None:
                    clash = darwin.member_clash(owner, member) if access in visible else set()
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

    # A stand-in declares nothing Apple's type lacks: the sandbox's code and a learner's, written against
    # it, must build on a Mac too.
    for module, extended, graph in graphs:
        if extended is not None:
            continue
        for symbol in graph["symbols"]:
            path = symbol["pathComponents"]
            if len(path) != 2 or (module, path[0]) not in guarded or symbol.get("accessLevel") not in visible:
                continue
            relative, line = location(symbol, package)
            # Members declared elsewhere (an extension beside the #if, which a Mac compiles too) or not at
            # all (a protocol's default implementations) are not the stand-in's.
            if (relative, line in guarded[(module, path[0])][1]) != (guarded[(module, path[0])][0], True):
                continue
            if path[1] not in stand_ins.get(path[0], set()):
                problems.add(
                    "stand-ins", "%s:%s" % (relative, line),
                    "%s.%s is not in Scripts/darwin/stand-ins.txt: on a Mac '%s' is Apple's type, so every member "
                    "the sandbox's stand-in declares must be one Apple's has (check it, then list it)"
                    % (path[0], path[1], path[0]),
                )


def enclosing_clause(parsed, line):
    """The innermost clause `line` is in."""
    return parsed[1][line][-1]


def typealias_guard(parsed, line, name, modules, access, kind):
    """True when `line` is in the non-Apple branch of a `#if canImport(M)`, M a module Linux lacks that
    declares `name` on a Mac, whose first branch makes `name` a typealias to M's type, visible as
    widely as the declaration; else what to do, in words."""
    blocks, enclosing = parsed
    apple_modules = sorted(module for module in modules if module not in LINUX_MODULES)
    is_type = kind in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor")
    if not is_type:
        fix = "Give it another name: a function or a variable cannot be Apple's on a Mac and the sandbox's elsewhere."
    elif not apple_modules:
        fix = ("Give it another name: Linux has %s too, so no '#if' can keep the two apart."
               % "/".join(sorted(modules)))
    else:
        module = apple_modules[0]
        fix = (
            "Make it Apple's type on a Mac: '#if canImport(%s) public typealias %s = %s.%s #else' your declaration "
            "'#endif', and list in Scripts/darwin/stand-ins.txt what it declares (only what Apple's type has)."
            % (module, name, module, name)
        )
    for clause in reversed(enclosing.get(line, [])):
        first = clause.block[0]
        if clause is first:
            continue
        tested = re.fullmatch(r"canImport\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)", first.condition)
        if not tested or tested.group(1) not in apple_modules or not is_type:
            return "It is in the '#else' of '#if %s', which is not 'canImport' of a module that declares '%s' (%s). %s" % (
                first.condition, name, "/".join(sorted(modules)), fix)
        alias = None
        for _, text in first.lines:
            match = re.match(
                r"^\s*(?:(public|package|internal)\s+)?typealias\s+%s\s*=\s*%s\.%s\s*$"
                % (re.escape(name), re.escape(tested.group(1)), re.escape(name)), text)
            if match:
                alias = match.group(1) or "internal"
        if alias is None:
            return "It is in the '#else' of '#if %s', but that branch does not make '%s' a typealias to %s.%s. %s" % (
                first.condition, name, tested.group(1), name, fix)
        rank = {"internal": 0, "package": 1, "public": 2, "open": 2}
        if rank[alias] < rank.get(access, 0):
            return "Its typealias on a Mac is %s, the declaration %s: code that names it would not build there. %s" % (
                alias, access, fix)
        return True
    return "It is declared unguarded. " + fix


# MARK: Rules 3, 4 and 5

def declared_functions(sources):
    """Every function and enum case the package declares: a call to one of them is the package's own,
    not the C library's."""
    names = set()
    for relative in sources.paths:
        text = "\n".join(sources[relative].lines)
        names.update(re.findall(r"\b(?:func|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)", text))
    return names


def paren_balance(code_line):
    return code_line.count("(") - code_line.count(")")


def check_sources(sources, shims, glibc_only, package_modules, problems):
    declared = declared_functions(sources)
    glibc_only = {name: why for name, why in glibc_only.items() if name not in declared}
    for relative in sources.paths:
        source = sources[relative]
        is_shim = matches(relative, shims)
        code_lines = source.code_lines
        blocks, enclosing = source.clauses

        # Rule 3: a line only a Mac compiles holds only what is allowed there.
        if not is_shim:
            error_depth = 0
            reported = set()
            for number in sorted(enclosing):
                mac_only = [clause for clause in enclosing[number] if apple_only(clause, package_modules)]
                if not mac_only:
                    continue
                line, code = source.lines[number - 1], code_lines[number - 1]
                # A `#error(...)` may span lines: its message and closing parenthesis are allowed too.
                if error_depth > 0 or re.match(r"^\s*#error\s*\(", code):
                    error_depth = max(0, error_depth + paren_balance(code))
                    continue
                clause = mac_only[-1]
                if not ALLOWED_IN_APPLE_BRANCH.match(line) and id(clause) not in reported:
                    reported.add(id(clause))
                    problems.add(
                        "branches", "%s:%d" % (relative, number),
                        "'#%s %s' holds code only a Mac compiles (%s). Keep such branches to imports and "
                        "typealiases so that Linux CI tests what a Mac runs, or move the code into a POSIX shim "
                        "listed in Scripts/darwin/posix-shims.txt." % (clause.keyword, clause.condition, line.strip()),
                    )

        for number, code in enumerate(code_lines, start=1):
            where = "%s:%d" % (relative, number)
            # Rule 5, everywhere.
            if re.search(r"\b(?:as[?!]|is)\s+CGColor\b", code):
                problems.add(
                    "casts", where,
                    "casts to CGColor: on a Mac it is a Core Foundation type, which a cast cannot check (an error, "
                    "or a cast that always succeeds). Ask 'as? ColorValue' instead")
            if re.search(r"\bSelector\s*\(\s*\(?\s*\"", code):
                problems.add(
                    "casts", where,
                    "makes a Selector from a string literal: a Mac's compiler warns that it is not an Objective-C "
                    "selector. Pass the method's name as a String (methodInvoked(\"…\"))")
            if is_shim:
                continue
            # Rule 4.
            imported = re.match(r"^\s*(?:@_exported\s+)?import\s+(\w+)", code)
            if imported and imported.group(1) in C_LIBRARIES:
                problems.add(
                    "c-library", where,
                    "imports %s outside the POSIX shims: call the C library from a file listed in "
                    "Scripts/darwin/posix-shims.txt (or list this one there, if it is one)" % imported.group(1))
            if DIRECTIVE.match(code):
                for module in re.findall(r"canImport\(\s*(\w+)", code):
                    if module in C_LIBRARIES:
                        problems.add(
                            "c-library", where, "tests for %s outside the POSIX shims (Scripts/darwin/posix-shims.txt)" % module)
                if re.search(r"\bos\(\s*Linux\s*\)", code):
                    problems.add("c-library", where, "'os(Linux)' outside the POSIX shims: code for one platform only")
            for qualifier in re.findall(r"(?<![\w.])(Glibc|Musl)\.", code):
                problems.add("c-library", where, "names %s outside the POSIX shims" % qualifier)
            for used in re.findall(r"(?<![\w.])([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*:)", code):
                if used in glibc_only:
                    problems.add(
                        "c-library", where,
                        "uses %s, which only Glibc has (instead: %s): it builds on Linux, where Foundation brings "
                        "Glibc into every file, and not on a Mac" % (used, glibc_only[used]))


# MARK: Rule 6

BASH_4 = [
    (r"\b(declare|local|typeset)\s+-[a-zA-Z]*[AluNn]\b", "declare -A/-l/-u/-n (bash 4)"),
    (r"\b(mapfile|readarray)\b", "mapfile/readarray (bash 4)"),
    (r"\$\{[#!]?[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?(,,?|\^\^?)[^}]*\}", "case conversion ${x,,} (bash 4)"),
    (r"\bshopt\s+-s\s+globstar\b", "globstar (bash 4)"),
    (r"\|&", "|& (bash 4)"),
    (r"&>>", "&>> (bash 4)"),
    (r"\bcoproc\b", "coproc (bash 4)"),
    (r"\$\{[A-Za-z_][A-Za-z0-9_]*\[-[0-9]+\]\}", "negative array index (bash 4.3)"),
    (r"\bwait\s+-n\b", "wait -n (bash 4.3)"),
    (r"\$\{?EPOCH(SECONDS|REALTIME)", "$EPOCHSECONDS (bash 5)"),
    (r"\$\{[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?@[QEPAaUuLKk]\}", "${x@Q} (bash 4.4)"),
    (r"\[\[?\s+-v\s", "-v to test a variable (bash 4.2)"),
    (r";;&|;&", "case fall-through ;& (bash 4)"),
    (r"\bdeclare\s+-g\b", "declare -g (bash 4.2)"),
    (r"\$BASHPID\b", "$BASHPID (bash 4)"),
    (r"%\([^)]*\)T", "printf's %(…)T (bash 4.2)"),
    (r"\{0[0-9]+\.\.[0-9]+\}", "zero-padded brace expansion {01..10} (bash 4)"),
]
GNU_ONLY = [
    (r"\bdate\b[^|;]*%[0-9]*N", "date's %N (GNU date; BSD date prints a literal N)"),
    (r"\bdate\s+(-[a-zA-Z]*\s+)*-d\b", "date -d (GNU date; BSD date uses -j -f)"),
    (r"\bsed\s+(-[a-zA-Z]*\s+)*-[a-zA-Z]*i\b", "sed -i (BSD sed needs a suffix argument: use a temporary file)"),
    (r"\bsed\s+(-[a-zA-Z]*\s+)*-[a-zA-Z]*r\b", "sed -r (use sed -E)"),
    (r"\b(sed|grep)\s+(?!.*\s-[a-zA-Z]*E)[^|;]*\\[+?|]", "\\+, \\? or \\| in a basic regular expression (GNU only: use -E)"),
    (r"\breadlink\s+-[a-zA-Z]*f\b", "readlink -f (use cd \"$(dirname ...)\" && pwd -P)"),
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
HEREDOC = re.compile(r"<<-?\s*(['\"]?)([A-Za-z_][A-Za-z0-9_]*)\1")


def shell_lines(lines):
    """(number, code) for each line of a script that bash reads as code: comments and heredoc bodies
    (another program's text, such as Python) left out."""
    ending = None
    for number, line in enumerate(lines, start=1):
        if ending is not None:
            if line.strip() == ending:
                ending = None
            continue
        code = "" if line.lstrip().startswith("#") else re.sub(r"\s#.*$", "", line)
        heredoc = HEREDOC.search(code)
        if heredoc:
            ending = heredoc.group(2)
        yield number, code


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
            for number, code in shell_lines(lines):
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
    parser.add_argument("--lists", required=True, help="the folder of names.txt, nsobject-members.txt, …")
    parser.add_argument("--shims", required=True)
    parser.add_argument("--mac-scripts", required=True)
    arguments = parser.parse_args()
    package = os.path.abspath(arguments.package)
    lists = arguments.lists

    darwin = DarwinNames()
    darwin.add_table(os.path.join(lists, "names.txt"))
    darwin.add_table(os.path.join(lists, "nsobject-members.txt"))
    for row in read_table(os.path.join(lists, "allowed.txt")):
        darwin.allowed[(row[0], row[1])] = row[2] if len(row) > 2 else ""
    stand_ins = {}
    for row in read_table(os.path.join(lists, "stand-ins.txt")):
        stand_ins.setdefault(row[0], set()).add(row[1])
    glibc_only = {row[0]: row[1] if len(row) > 1 else "" for row in read_table(os.path.join(lists, "glibc-only.txt"))}

    problems = Problems()
    toolchain = Toolchain(package)
    with tempfile.TemporaryDirectory(prefix="check-darwin-") as scratch:
        add_toolchain_names(darwin, toolchain, scratch)
        graphs = package_graphs(package, toolchain, scratch)
    modules = sorted({module for module, _, _ in graphs})
    sources = SourceFiles(package)
    check_names(package, sources, graphs, darwin, stand_ins, problems)
    check_sources(sources, read_globs(arguments.shims), glibc_only, set(modules), problems)
    check_scripts(package, read_globs(arguments.mac_scripts), problems)

    for rule, where, message in problems.items:
        print("%s: [%s] %s" % (where, rule, message))
    if problems.items:
        print("check-darwin: %d problem(s) in %d modules; a Mac would not build or would behave differently."
              % (len(problems.items), len(modules)))
        return 1
    print("check-darwin: %d modules, %d Darwin names: nothing that would break or differ on a Mac."
          % (len(modules), darwin.count()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
