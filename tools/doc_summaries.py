#!/usr/bin/env python3
"""Checks modules' symbol graphs: every public declaration starts its doc comment with a summary.

    tools/doc_summaries.py .build/docs/symbol-graphs/Domain.symbols.json [more.symbols.json ...]

Exit 1 names every public declaration without one. Members that only restate a protocol
requirement (such as `==` or `<`) and implicit memberwise initialisers are exempt: their meaning is
the protocol's.
"""

from __future__ import annotations

import json
import sys

EXEMPT_KINDS = {"swift.enum.case"}
EXEMPT_NAMES = {"==(_:_:)", "<(_:_:)", "description", "hash(into:)", "hashValue", "rawValue", "init(rawValue:)", "id"}


def missing_summaries(graph: dict) -> list[str]:
    missing = []
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        name = symbol["names"]["title"]
        if symbol["kind"]["identifier"] in EXEMPT_KINDS or name in EXEMPT_NAMES:
            continue
        lines = [line["text"].strip() for line in symbol.get("docComment", {}).get("lines", [])]
        if not lines or not lines[0]:
            path = ".".join(symbol.get("pathComponents", [name]))
            missing.append(path)
    return sorted(missing)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        return 2
    failed = False
    for path in argv:
        with open(path) as file:
            graph = json.load(file)
        missing = missing_summaries(graph)
        module = graph["module"]["name"]
        if missing:
            failed = True
            print(f"docs: {len(missing)} public declarations of {module} have no one-line summary:", file=sys.stderr)
            for name in missing:
                print(f"  - {name}", file=sys.stderr)
        else:
            print(f"docs: every public declaration of {module} has a one-line summary.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
