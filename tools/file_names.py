#!/usr/bin/env python3
"""Checks that every Swift file under a Sources/ folder is named after the main type (or extension)
it holds, and holds one role (`make file-names`, part of `make lint`).

A file `Foo.swift` passes when, at the top level (outside every brace), it declares
- a `struct`, `class`, `enum`, `protocol`, `actor` or `typealias` named Foo, or
- an `extension Foo` or `extension Foo.Bar` (an extension of a nested type counts for Foo);
a file `Foo+Bar.swift` passes when it declares an `extension Foo` (or `extension Foo.Baz`);
a file that declares no type and no extension at all (only free functions and top-level code)
passes when it declares a top-level `func Foo`; and `main.swift` always passes (SwiftPM requires the
name). One role per file: beside its namesake a file may declare protocols (the one its role adopts),
typealiases, extensions and `private` or `fileprivate` helpers, but no other struct, class, enum or
actor: that is a role of its own, in a file of its own. Attributes and modifiers before the keyword do not matter (`@MainActor public final class`).

Comments and string literals are blanked first (tools/boundaries.py's reader), so `// struct Foo` or
"struct Foo" declares nothing.

Which files: every .swift file with a Sources/ folder in its path, below the root. Left out: hidden
folders (.build, .swiftpm, .git), test folders (Tests/), and the templates in tools/templates as
they are (their files are named __NAME__...). The templates are checked instead as `make feature`
would write them: each template file under a Sources/ folder, its name and its text rendered by the
scaffolder with a sample name (--sample-name, default Sample), must pass too.

    file_names.py [--root DIR] [--json] [--sample-name NAME]

Output: one line per offending file,
    path: declares A, B; no type, extension or function named <stem>
and nothing else on standard output (a count goes to standard error); `ok: ...` when none.
Exit status: 0 when every file passes, 1 when any does not, 2 when the check cannot run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import boundaries  # noqa: E402
import scaffold  # noqa: E402

ROOT = boundaries.ROOT
TEMPLATES = "tools/templates"
SKIPPED_FOLDERS = {"Tests"}  # besides every hidden folder
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "typealias"}

IDENTIFIER = r"`?[A-Za-z_][A-Za-z0-9_]*`?"
ATTRIBUTE = r"@[A-Za-z_][\w.]*(?:\((?:[^()]|\([^()]*\))*\))?"
MODIFIER = (
    r"(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated|distributed|"
    r"static|dynamic|prefix|postfix|infix)(?:\([a-z]+\))?"
)
# A declaration at the start of a statement (a line, or after a brace or semicolon): never the
# `struct` of `import struct Foundation.Date`.
DECLARATION = re.compile(
    rf"(?:^|(?<=[;{{}}]))[ \t]*(?:{ATTRIBUTE}\s*)*(?P<modifiers>(?:{MODIFIER}\s+)*)"
    rf"(?P<keyword>struct|class|enum|protocol|actor|typealias|extension|func)\s+"
    rf"(?P<name>{IDENTIFIER}(?:\s*\.\s*{IDENTIFIER})*)",
    re.MULTILINE,
)


@dataclass
class Declaration:
    keyword: str
    name: str  # as written, without backticks or spaces: "Foo", "Foo.Bar"
    line: int
    is_private: bool = False  # declared `private` or `fileprivate`: a helper of the file's role

    @property
    def base(self) -> str:
        """The outermost type: Foo for `extension Foo.Bar`."""
        return self.name.split(".")[0]

    @property
    def is_type(self) -> bool:
        return self.keyword in TYPE_KEYWORDS

    def __str__(self) -> str:
        return self.name if self.is_type else f"{self.keyword} {self.name}"


@dataclass
class Offender:
    path: str  # relative to the root, as on disk (a template's with __NAME__)
    stem: str  # the name the file asks for (rendered, for a template)
    declares: list[Declaration]
    wanted: str  # what would have matched, e.g. "type, extension or function"
    sample: str | None = None  # the sample name a template file was rendered with

    @property
    def message(self) -> str:
        declared = ", ".join(dict.fromkeys(str(d) for d in self.declares)) or "nothing"
        note = f" (template rendered with __NAME__ = {self.sample})" if self.sample else ""
        if self.wanted.startswith(SECOND_ROLE):
            return f"{self.path}: {self.wanted}{note}"
        return f"{self.path}: declares {declared}; no {self.wanted}{note}"


def top_level_declarations(source: str) -> list[Declaration]:
    """The types, extensions and functions a Swift file declares outside every brace."""
    code = boundaries.blank_comments_and_strings(source)
    found = []
    depth, position = 0, 0
    for match in DECLARATION.finditer(code):
        start = match.start("keyword")
        between = code[position:start]
        depth += between.count("{") - between.count("}")
        position = start
        if depth <= 0:
            name = re.sub(r"[`\s]", "", match["name"])
            line = code.count("\n", 0, start) + 1
            is_private = bool(re.search(r"\b(?:private|fileprivate)\b", match["modifiers"] or ""))
            found.append(Declaration(match["keyword"], name, line, is_private))
    return found


SECOND_ROLE = "one role per file: "


def second_roles(stem: str, declares: list[Declaration]) -> list[str]:
    """The types a file holds beside its namesake that are a role of their own: anything but a protocol
    (the one its role adopts lives beside it) or a private helper."""
    return [
        d.name
        for d in declares
        if d.is_type and d.keyword not in ("protocol", "typealias") and not d.is_private and d.name != stem
    ]


def verdict(file_name: str, declares: list[Declaration]) -> str | None:
    """None when a file of this name may hold these declarations, else what it lacks."""
    wanted = name_verdict(file_name, declares)
    if wanted or file_name == "main.swift":
        return wanted
    stem = file_name[: -len(".swift")]
    others = second_roles(stem.split("+", 1)[0], declares)
    if others:
        return SECOND_ROLE + ", ".join(f"{name} belongs in {name}.swift" for name in others)
    return None


def name_verdict(file_name: str, declares: list[Declaration]) -> str | None:
    """None when the file's name matches a type, extension or function it declares."""
    if file_name == "main.swift":
        return None
    stem = file_name[: -len(".swift")]
    if "+" in stem:
        base = stem.split("+", 1)[0]
        if any(d.keyword == "extension" and d.base == base for d in declares):
            return None
        return f"extension of {base}"
    if any(d.is_type and d.name == stem for d in declares):
        return None
    if any(d.keyword == "extension" and d.base == stem for d in declares):
        return None
    only_functions = all(d.keyword == "func" for d in declares)
    if only_functions and any(d.name == stem for d in declares):
        return None
    return f"type, extension or function named {stem}"


def source_files(root: Path, below: Path | None = None) -> list[Path]:
    """Every .swift file under a Sources/ folder below `below` (default root); hidden and test
    folders left out, and the templates unless `below` is inside them."""
    start = below or root
    templates = (root / TEMPLATES).resolve()
    found = []
    for folder, subfolders, files in os.walk(start):
        here = Path(folder)
        subfolders[:] = sorted(
            name
            for name in subfolders
            if not name.startswith(".")
            and name not in SKIPPED_FOLDERS
            and (below is not None or (here / name).resolve() != templates)
        )
        if "Sources" not in here.relative_to(start).parts:
            continue
        found += [here / name for name in sorted(files) if name.endswith(".swift")]
    return found


def check(root: Path, sample: str = "Sample") -> tuple[int, list[Offender]]:
    """(files checked, the offenders): the tree's Sources/ files, then the rendered templates."""
    checked, offenders = 0, []
    for file in source_files(root):
        checked += 1
        declares = top_level_declarations(file.read_text(errors="replace"))
        wanted = verdict(file.name, declares)
        if wanted:
            relative = str(file.relative_to(root))
            offenders.append(Offender(relative, file.name[: -len(".swift")], declares, wanted))
    templates = root / TEMPLATES
    if templates.is_dir():
        for file in source_files(root, below=templates):
            checked += 1
            name = scaffold.render(file.name, sample)
            declares = top_level_declarations(scaffold.render(file.read_text(errors="replace"), sample))
            wanted = verdict(name, declares)
            if wanted:
                relative = str(file.relative_to(root))
                offenders.append(Offender(relative, name[: -len(".swift")], declares, wanted, sample))
    return checked, offenders


def as_json(checked: int, offenders: list[Offender], sample: str) -> str:
    return json.dumps(
        {
            "checked": checked,
            "sample_name": sample,
            "offenders": [
                {
                    "path": o.path,
                    "stem": o.stem,
                    "template": o.sample is not None,
                    "declares": [{"keyword": d.keyword, "name": d.name, "line": d.line} for d in o.declares],
                    "missing": o.wanted,
                    "message": o.message,
                }
                for o in offenders
            ],
        },
        indent=2,
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this one)")
    parser.add_argument("--json", action="store_true", help="print the offenders as JSON")
    parser.add_argument(
        "--sample-name", default="Sample", help="the name the templates are rendered with (default: Sample)"
    )
    args = parser.parse_args(argv)
    root = args.root.resolve()
    if not root.is_dir():
        print(f"file-names: {root} is no folder", file=sys.stderr)
        return 2
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", args.sample_name):
        wrong = args.sample_name
        print(f"file-names: --sample-name must be a feature name such as Sample, not {wrong!r}", file=sys.stderr)
        return 2
    try:
        checked, offenders = check(root, args.sample_name)
    except OSError as error:
        print(f"file-names: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(as_json(checked, offenders, args.sample_name))
    elif offenders:
        print("\n".join(o.message for o in offenders))
        count = f"{len(offenders)} of {checked} files"
        print(f"file-names: {count} not named after what they declare, or holding a second role", file=sys.stderr)
    else:
        sample = args.sample_name
        rendered = f"templates rendered as {sample}"
        print(f"ok: {checked} files under Sources/ ({rendered}) named after what they declare, one role each")
    return 1 if offenders else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
