#!/usr/bin/env python3
"""README's architecture table is true: one row per target of the package (the test-only targets, whose
path is under Tests/, apart), each target depends only on targets in rows above its own, and the row's
"depends on" column names exactly the targets it depends on. Scripts/check-dependency-order.sh runs it.

    check_dependency_order.py --readme README.md --package-json dump.json
"""
import argparse
import json
import re
import sys

TABLE_HEADING = "## Architecture"


def table_rows(readme):
    """The architecture table's rows, in order: (targets named in the first cell, the targets named in
    the last cell, or None when that cell names none, the row's text)."""
    text = readme.split(TABLE_HEADING, 1)
    if len(text) < 2:
        raise SystemExit("check-dependency-order: README has no '%s' section" % TABLE_HEADING)
    rows = []
    for line in text[1].splitlines():
        if line.startswith("#"):
            break
        if not line.startswith("| `"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        # The first cell names the row's targets, then perhaps their folder: "`Curriculum` (path `Lessons/`)".
        names = re.findall(r"`([^`]+)`", cells[0].split("(", 1)[0])
        dependencies = re.findall(r"`([^`]+)`", cells[-1])
        rows.append((names, dependencies, line))
    return rows


def package_targets(dump):
    """The package's targets that are not test-only: name -> the targets it depends on."""
    targets = {}
    for target in dump["targets"]:
        path = target.get("path") or ""
        if target["type"] == "test" or path.startswith("Tests/"):
            continue
        dependencies = []
        for dependency in target.get("dependencies", []):
            kind = next(iter(dependency))
            dependencies.append(dependency[kind][0])
        targets[target["name"]] = dependencies
    return targets


def problems(readme, dump):
    rows = table_rows(readme)
    targets = package_targets(dump)
    found = []
    row_of = {}
    for index, (names, _, _) in enumerate(rows):
        for name in names:
            row_of[name] = index
    for name in targets:
        if name not in row_of:
            found.append("`%s` is a target of the package but has no row in README's architecture table" % name)
    for index, (names, listed, line) in enumerate(rows):
        for name in names:
            if name not in targets:
                found.append("README's architecture table has a row for `%s`, which is not a target" % name)
                continue
            for dependency in targets[name]:
                if dependency in row_of and row_of[dependency] >= index:
                    found.append(
                        "`%s` depends on `%s`, which the architecture table lists %s it: a target depends only "
                        "on targets above it" % (name, dependency, "beside" if row_of[dependency] == index else "below"))
        if listed:
            # A row of several targets lists what they depend on together.
            actual = sorted({dependency for name in names for dependency in targets.get(name, [])})
            if sorted(set(listed)) != actual:
                found.append(
                    "the row of %s says it depends on %s; Package.swift says %s"
                    % (", ".join("`%s`" % name for name in names), ", ".join(sorted(set(listed))) or "nothing",
                       ", ".join(actual) or "nothing"))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--readme", required=True)
    parser.add_argument("--package-json", required=True)
    arguments = parser.parse_args()
    with open(arguments.readme, encoding="utf-8") as handle:
        readme = handle.read()
    with open(arguments.package_json, encoding="utf-8") as handle:
        dump = json.load(handle)
    found = problems(readme, dump)
    if found:
        print("check-dependency-order: README's architecture table is not true to Package.swift:", file=sys.stderr)
        for problem in found:
            print("  " + problem, file=sys.stderr)
        print("Change the table (or the dependency) so that each target depends only on targets above it.",
              file=sys.stderr)
        return 1
    print("check-dependency-order: %d targets, each depending only on targets above it in README's table"
          % len(package_targets(dump)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
