#!/usr/bin/env python3
"""Counts each package's public API: the `public` and `open` declarations in its Sources/, and fails
a feature package over architecture.json's feature_public_api_limit (`make api-surface`).

A feature's public API is what App needs: its entry and the types its entry's signature names.
Everything else stays internal and is tested with `@testable import`, so the count is a budget.

The packages are the layers' (each folder with a Package.swift that architecture.json's patterns
name, as `make boundaries` finds them) and the support packages beside them (a top-level folder with
a Package.swift, such as Fuzz). No manifest is evaluated and nothing is built: this reads sources.

What counts, after comments and string literals are blanked (tools/boundaries.py's reader):
- a declaration (func, init, subscript, let, var, struct, enum, class, protocol, actor, typealias,
  extension, associatedtype, macro, operator, precedencegroup) whose modifiers include `public` or
  `open`, after any attributes: `@MainActor public final class`, `public static func`,
  `public private(set) var`. Each counts once. Declarations are read per line, and a line is also
  split at braces and semicolons, so `public struct P { public let x: Int }` counts two.
- a member written directly inside a `public extension` block without an access modifier of its
  own: it is public. The `public extension` line itself declares nothing and does not count, so its
  members are not counted twice (`public func` inside it counts once, like a bare `func`).
Protocol requirements and enum cases have no modifiers and are not counted; their type counts once.

    api_surface.py [--root DIR] [--json]

Exit status: 0 when every feature package is within the limit, 1 naming each one over it, 2 when
the check cannot run.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import boundaries  # noqa: E402

ROOT = boundaries.ROOT
FEATURE_LAYER = "Feature"
LIMIT_KEY = "feature_public_api_limit"

KEYWORDS = (
    "func|init|subscript|let|var|struct|enum|class|protocol|actor|typealias|extension|"
    "associatedtype|macro|operator|precedencegroup"
)
MODIFIERS = (
    r"(?:public|open|package|internal|fileprivate|private)(?:\(set\))?|static|class|final|override|required|"
    r"convenience|mutating|nonmutating|lazy|weak|unowned(?:\((?:safe|unsafe)\))?|dynamic|nonisolated(?:\(unsafe\))?|"
    r"indirect|prefix|postfix|infix|optional|distributed|consuming|borrowing|__consuming"
)
ATTRIBUTE = r"@[A-Za-z_][\w.]*(?:\((?:[^()]|\([^()]*\))*\))?"
DECLARATION = re.compile(
    rf"^(?P<attributes>(?:{ATTRIBUTE}\s*)*)(?P<modifiers>(?:(?:{MODIFIERS})\s+)*)(?P<keyword>{KEYWORDS})\b"
)
# An access modifier that makes a member of a `public extension` less than public.
NARROWER = {"package", "internal", "fileprivate", "private"}


@dataclass
class Declaration:
    line: int
    access: str  # "public" or "open"
    keyword: str
    implicit: bool  # public because it sits directly inside a `public extension`


@dataclass
class Surface:
    package: str  # relative to the root, e.g. "Features/Orders"
    layer: str | None  # None: a support package outside the layers
    public: int
    open: int
    limit: int | None  # only feature packages have one

    @property
    def total(self) -> int:
        return self.public + self.open

    @property
    def over(self) -> bool:
        return self.limit is not None and self.total > self.limit


class SurfaceError(Exception):
    """The check could not run."""


def access_of(modifiers: str) -> tuple[str | None, bool]:
    """("public" / "open" / None, whether a narrower access modifier is written) for a modifier list."""
    words = modifiers.split()
    if "open" in words:
        return "open", False
    if "public" in words:
        return "public", False
    return None, any(word in NARROWER for word in words)


def segments(code: str):
    """(line number, text, the brace after it or None) for every stretch of code between braces,
    semicolons and line ends; the text is stripped."""
    line, start = 1, 0
    for index, char in enumerate(code):
        if char in "{};\n":
            yield line, code[start:index].strip(), char
            start = index + 1
            if char == "\n":
                line += 1
    yield line, code[start:].strip(), None


def declarations(source: str) -> list[Declaration]:
    """Every public or open declaration in one Swift file."""
    code = boundaries.blank_comments_and_strings(source)
    found: list[Declaration] = []
    depth = 0
    extension_bodies: list[int] = []  # the depth inside each open `public extension` block
    pending_extension = False
    for line, text, delimiter in segments(code):
        if text:
            match = DECLARATION.match(text)
            if match:
                access, narrowed = access_of(match["modifiers"])
                keyword = match["keyword"]
                if keyword == "extension":
                    # The extension declares nothing itself; a public one makes its members public.
                    pending_extension = access is not None
                elif access is not None:
                    found.append(Declaration(line, access, keyword, implicit=False))
                elif extension_bodies and extension_bodies[-1] == depth and not narrowed:
                    found.append(Declaration(line, "public", keyword, implicit=True))
        if delimiter == "{":
            depth += 1
            if pending_extension:
                extension_bodies.append(depth)
                pending_extension = False
        elif delimiter == "}":
            if extension_bodies and extension_bodies[-1] == depth:
                extension_bodies.pop()
            depth = max(0, depth - 1)
    return found


def count_sources(folder: Path) -> tuple[int, int]:
    """(public, open) declarations in every .swift file under folder."""
    public = open_ = 0
    for file in sorted(folder.rglob("*.swift")):
        if ".build" in file.relative_to(folder).parts:
            continue
        for declaration in declarations(file.read_text(errors="replace")):
            if declaration.access == "open":
                open_ += 1
            else:
                public += 1
    return public, open_


def discover(root: Path) -> list[tuple[str, str | None]]:
    """(package path, layer or None) for the layers' packages and the top-level support packages."""
    try:
        policy = boundaries.load_policy(root)
        layered = dict(boundaries.discover(root, policy))
    except boundaries.CheckError as error:
        raise SurfaceError(str(error)) from None
    support = {
        str(manifest.parent.relative_to(root)): None
        for manifest in sorted(root.glob("*/Package.swift"))
        if not manifest.parent.name.startswith(".")
    }
    return sorted({**support, **layered}.items())


def limit_of(root: Path) -> int:
    data = json.loads((root / "architecture.json").read_text())
    limit = data.get(LIMIT_KEY)
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 0:
        raise SurfaceError(f"architecture.json: {LIMIT_KEY} must be a whole number, found {limit!r}")
    return limit


def surfaces(root: Path) -> tuple[int, list[Surface]]:
    limit = limit_of(root)
    result = []
    for path, layer in discover(root):
        public, open_ = count_sources(root / path / "Sources")
        result.append(Surface(path, layer, public, open_, limit if layer == FEATURE_LAYER else None))
    return limit, result


def render(limit: int, found: list[Surface]) -> str:
    rows = [("PACKAGE", "PUBLIC", "OPEN", "TOTAL", "LIMIT", "VERDICT")]
    for surface in found:
        rows.append(
            (
                surface.package,
                str(surface.public),
                str(surface.open),
                str(surface.total),
                "-" if surface.limit is None else str(surface.limit),
                "OVER" if surface.over else "ok",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [row[0].ljust(widths[0])] + [cell.rjust(width) for cell, width in zip(row[1:-1], widths[1:-1])]
        lines.append("  ".join([*cells, row[-1]]))
    lines.append("")
    over = [s for s in found if s.over]
    features = [s for s in found if s.limit is not None]
    if over:
        lines.append(f"{len(over)} feature package(s) over the public API limit of {limit} ({LIMIT_KEY}):")
        lines += [f"  - {s.package}: {s.total} public/open declarations, {s.total - limit} over" for s in over]
    else:
        lines.append(f"ok: {len(found)} packages, {len(features)} features within {limit} public declarations each.")
    return "\n".join(lines)


def as_json(limit: int, found: list[Surface]) -> str:
    return json.dumps(
        {
            "feature_public_api_limit": limit,
            "packages": [
                {
                    "package": s.package,
                    "layer": s.layer,
                    "public": s.public,
                    "open": s.open,
                    "total": s.total,
                    "limit": s.limit,
                    "over": s.over,
                }
                for s in found
            ],
            "over": [s.package for s in found if s.over],
        },
        indent=2,
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this one)")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = parser.parse_args(argv)
    try:
        limit, found = surfaces(args.root.resolve())
    except (SurfaceError, OSError, ValueError) as error:
        print(f"api-surface: {error}", file=sys.stderr)
        return 2
    print(as_json(limit, found) if args.json else render(limit, found))
    return 1 if any(s.over for s in found) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
