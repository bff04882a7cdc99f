#!/usr/bin/env python3
"""Lists the names that macOS's Foundation, CoreFoundation, CoreGraphics, ObjectiveC, Dispatch, Darwin
and Observation (which Foundation re-exports) make visible to Swift code, for Scripts/check-darwin.sh.

    python3 Scripts/darwin_names.py "$(xcrun --sdk macosx --show-sdk-path)" > Scripts/darwin/names.txt

It reads each module's Swift interface for arm64e-apple-macos in the SDK (the `.swiftinterface` files
Xcode ships; they are Swift source) and writes one name a line, `Module<TAB>Name`:

- every public declaration at the top level (`CGColor`, `DispatchQueue`, `autoreleasepool`);
- every type the interface names qualified by one of those modules (`CoreGraphics.CGColor`,
  `Darwin.timeval`, `ObjectiveC.NSObject`): the interfaces spell every type in full, so the C and
  Objective-C types the overlays touch are listed under their Swift names, though the overlays do not
  declare them;
- every public member, as `Type.member` with a function's argument labels
  (`NSObject.observe(_:options:changeHandler:)`, `IndexPath.count`).

What it cannot see: C functions and Objective-C members that no overlay mentions (`strlcpy`,
`-[NSObject valueForKey:]`). Most C functions also exist in Linux's Glibc, where a clash already fails
the Linux build; `Scripts/darwin/nsobject-members.txt` lists, by hand and with their headers, the Objective-C
members of `NSObject` that matter to a subclass.

Standard library only, so it runs with the python3 of a Mac (Xcode's) and of a Linux machine alike.
"""
import os
import re
import sys

MODULES = ["ObjectiveC", "Darwin", "Dispatch", "CoreFoundation", "CoreGraphics", "Observation", "Foundation"]

# Where each module's interface folder is, relative to the SDK's root (the first that exists).
FOLDERS = {
    "CoreGraphics": [
        "System/Library/Frameworks/CoreGraphics.framework/Modules/CoreGraphics.swiftmodule",
        "System/Library/Frameworks/CoreGraphics.framework/Versions/A/Modules/CoreGraphics.swiftmodule",
    ],
    "Foundation": [
        "System/Library/Frameworks/Foundation.framework/Modules/Foundation.swiftmodule",
        "System/Library/Frameworks/Foundation.framework/Versions/C/Modules/Foundation.swiftmodule",
    ],
}
INTERFACE = "arm64e-apple-macos.swiftinterface"

# Every module an interface may qualify a name with; a qualified name in one of MODULES is listed.
QUALIFIED = re.compile(r"\b(" + "|".join(MODULES) + r")\.(`?[A-Za-z_][A-Za-z0-9_]*`?)")

MODIFIERS = (
    "public|open|internal|package|private|fileprivate|final|static|class|override|convenience|required|"
    "nonisolated|mutating|nonmutating|dynamic|indirect|optional|lazy|weak|unowned|prefix|postfix|infix|"
    "__consuming|consuming|borrowing|distributed|isolated"
)
DECLARATION = re.compile(
    r"^(?P<indent> *)(?P<modifiers>(?:@[A-Za-z_][\w.]*(?:\((?:[^()]|\([^()]*\))*\))?\s+|(?:"
    + MODIFIERS
    + r")\b(?:\([^)]*\))?\s*)*)(?P<kind>struct|class|enum|protocol|typealias|func|var|let|actor|init|"
    r"subscript|case|extension|associatedtype|macro)\b(?P<rest>.*)$"
)
TYPE_KINDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
IDENTIFIER = re.compile(r"\s*(`[^`]+`|[A-Za-z_][A-Za-z0-9_]*)")
OPERATOR = re.compile(r"\s*([-+*/%<>=!&|^~?.]+)")


def interface_path(sdk, module):
    folders = FOLDERS.get(module, ["usr/lib/swift/%s.swiftmodule" % module])
    for folder in folders:
        path = os.path.join(sdk, folder, INTERFACE)
        if os.path.exists(path):
            return path
    sys.exit("darwin_names: no %s for %s under %s (looked in %s)" % (INTERFACE, module, sdk, ", ".join(folders)))


def unquoted(name):
    return name.strip("`")


def bracket_depths(text, start=0):
    """Each (index, character, depth) of `text` from `start`, the depth counted over the brackets
    `([<{` and `)]>}` as they open and close (`->` is an arrow, not a bracket)."""
    depth, index = 0, start
    while index < len(text):
        if text.startswith("->", index):
            index += 2
            continue
        character = text[index]
        if character in "([<{":
            depth += 1
        elif character in ")]>}":
            depth -= 1
        yield index, character, depth
        index += 1


def skip_balanced(text, index):
    """The index just after the bracket that closes the one at `index`."""
    for position, character, depth in bracket_depths(text, index):
        if character in ")]>}" and depth == 0:
            return position + 1
    return len(text)


def argument_labels(text, index):
    """The labels of the parameter list that starts at text[index] == "(", as `a:_:`."""
    end = skip_balanced(text, index)
    inner = text[index + 1 : end - 1]
    parameters, start = [], 0
    for position, character, depth in bracket_depths(inner):
        if character == "," and depth == 0:
            parameters.append(inner[start:position])
            start = position + 1
    if inner.strip():
        parameters.append(inner[start:])
    labels = []
    for parameter in parameters:
        names = parameter.split(":", 1)[0].split()
        names = [name for name in names if not name.startswith("@")]
        labels.append(unquoted(names[0]) if names else "_")
    return "".join(label + ":" for label in labels)


def member_name(kind, rest):
    """The name a declaration adds (`count`, `observe(_:options:)`, `init(string:)`), or None."""
    if kind in ("var", "let", "typealias", "associatedtype", "macro") or kind in TYPE_KINDS:
        match = IDENTIFIER.match(rest)
        return unquoted(match.group(1)) if match else None
    if kind == "case":
        match = IDENTIFIER.match(rest)
        return unquoted(match.group(1)) if match else None
    if kind in ("func", "init", "subscript"):
        if kind == "func":
            match = IDENTIFIER.match(rest) or OPERATOR.match(rest)
            if not match:
                return None
            base, index = unquoted(match.group(1)), match.end()
        else:
            base, index = kind, 0
            while index < len(rest) and rest[index] in "?!":
                index += 1
        while index < len(rest) and rest[index] == " ":
            index += 1
        if index < len(rest) and rest[index] == "<":
            index = skip_balanced(rest, index)
        while index < len(rest) and rest[index] == " ":
            index += 1
        if index >= len(rest) or rest[index] != "(":
            return base
        return "%s(%s)" % (base, argument_labels(rest, index))
    return None


def extended_path(rest):
    """`Foundation.NSObject.KeyValueObservingPublisher` in `extension ...` as `NSObject.KeyValueObservingPublisher`."""
    match = re.match(r"\s*([A-Za-z_`][\w.`]*)", rest)
    if not match:
        return None
    parts = [unquoted(part) for part in match.group(1).split(".")]
    if len(parts) > 1 and parts[0] in MODULES + ["Swift", "Combine", "System", "_Concurrency", "Distributed"]:
        parts = parts[1:]
    return ".".join(parts)


def names_in(module, text):
    names = set()
    for line in text.splitlines():
        if line.startswith("import ") or line.startswith("@_exported import "):
            continue
        for qualifier, name in QUALIFIED.findall(line):
            names.add((qualifier, unquoted(name)))

    # Frames: (indent, type path or None for a body whose lines are skipped, is a protocol).
    stack = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        indent = len(line) - len(line.lstrip(" "))
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if stack and stack[-1][1] is None:
            continue  # inside a function's or a property's body
        match = DECLARATION.match(line)
        if not match:
            continue
        kind, rest, modifiers = match.group("kind"), match.group("rest"), match.group("modifiers")
        parent = stack[-1] if stack else None
        if kind == "extension":
            path = extended_path(rest)
            stack.append((indent, path, False))
            if path and not parent:
                names.add((module, path.split(".")[0]))
            continue
        visible = re.search(r"\b(public|open)\b", modifiers) or (parent and parent[2]) or kind == "case"
        name = member_name(kind, rest)
        if visible and name and not re.search(r"\b(internal|private|fileprivate|package)\b", modifiers):
            names.add((module, "%s.%s" % (parent[1], name) if parent and parent[1] else name))
        if kind in TYPE_KINDS:
            path = "%s.%s" % (parent[1], name) if parent and parent[1] else name
            stack.append((indent, path, kind == "protocol"))
        elif line.rstrip().endswith("{"):
            stack.append((indent, None, False))
    return names


def main():
    arguments = sys.argv[1:]
    source = None
    if len(arguments) == 3 and arguments[1] == "--source":
        source = arguments[2]
        arguments = arguments[:1]
    if len(arguments) != 1 or not os.path.isdir(arguments[0]):
        sys.exit(
            "usage: python3 Scripts/darwin_names.py <macOS SDK folder> [--source <where it came from>]\n"
            "       (on a Mac, the folder is $(xcrun --sdk macosx --show-sdk-path))")
    sdk = arguments[0]
    names = set()
    for module in MODULES:
        with open(interface_path(sdk, module), encoding="utf-8") as interface:
            names |= names_in(module, interface.read())
    print("# The names macOS's Foundation, CoreFoundation, CoreGraphics, ObjectiveC, Dispatch, Darwin and")
    print("# Observation make visible to Swift, as Module<TAB>Name (a member as Type.member), for")
    print("# Scripts/check-darwin.sh. Made by Scripts/darwin_names.py from the SDK's %s" % INTERFACE)
    print("# files; see that script for what it lists and how to make this file again.")
    print("# Source: %s" % (source or os.path.abspath(sdk)))
    for module, name in sorted(names):
        print("%s\t%s" % (module, name))


if __name__ == "__main__":
    main()
