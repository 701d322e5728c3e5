#!/usr/bin/env python3
"""Adds or removes a feature package by copying the template in tools/templates.

    tools/scaffold.py add Wishlist      # what `make feature NAME=Wishlist` runs
    tools/scaffold.py remove Wishlist   # what `make remove-feature NAME=Wishlist` runs

`add` creates Features/<Name>/ (module <Name>Feature, tests <Name>FeatureTests) and
App/Sources/AppCore/<Name>Commands.swift (`app <name>`), and registers the package at the
`// scaffold:` markers of the root Package.swift, App/Package.swift and CommandGroups.swift. The
Makefile target and the architecture policy need no edit: both discover Features/*.

Either command changes everything or nothing: a failure part-way restores every file it touched.
Exit status: 0 done, 1 refused (with a message), 2 the template or a marker is missing.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import graph  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = Path(__file__).resolve().parent / "templates"

# Modules a feature module must not shadow: the toolchain's, and names that read as layers.
RESERVED = {
    "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationInternationalization",
    "Dispatch", "Glibc", "Darwin", "Musl", "XCTest", "Testing", "Synchronization", "Observation",
    "RegexBuilder", "Distributed", "CoreFoundation", "App", "Data", "Domain", "Presentation", "Features",
    "Tests", "Template",
}


class Refused(Exception):
    """The request cannot be carried out; nothing was changed."""


def kebab(name: str) -> str:
    """A package's command and make target: ReadingPlan -> reading-plan (the Makefile's `kebab` too)."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", name).lower()


def tokens(name: str) -> dict[str, str]:
    return {"__NAME__": name, "__command__": kebab(name)}


def render(text: str, name: str) -> str:
    for token, value in tokens(name).items():
        text = text.replace(token, value)
    return text


def existing_modules(root: Path) -> set[str]:
    """Every target name declared by the nested packages, read from their manifests' text."""
    names: set[str] = set()
    for manifest in root.glob("**/Package.swift"):
        if ".build" in manifest.parts or "templates" in manifest.parts:
            continue
        names |= set(re.findall(r'name:\s*"([A-Za-z0-9_]+)"', manifest.read_text()))
    return names


def existing_commands(root: Path) -> set[str]:
    specs = (root / "App/Sources/AppCore").glob("*Commands.swift")
    return {m for f in specs for m in re.findall(r'static let spec = CommandSpec\(\s*"([a-z-]+)"', f.read_text())}


def validate(root: Path, name: str) -> None:
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name or ""):
        raise Refused(f"'{name}' is not an UpperCamelCase Swift identifier (like Wishlist or DueSoon).")
    if name in RESERVED or name.lower() in {r.lower() for r in RESERVED}:
        raise Refused(f"'{name}' clashes with a toolchain module or a layer's name.")
    if (root / "Features" / name).exists():
        raise Refused(f"Features/{name} already exists.")
    taken = existing_modules(root)
    for module in (name, f"{name}Feature", f"{name}FeatureTests"):
        if module in taken:
            raise Refused(f"a target named {module} already exists.")
    if tokens(name)["__command__"] in existing_commands(root):
        raise Refused(f"the command 'app {tokens(name)['__command__']}' already exists.")


class Edits:
    """File changes that can be rolled back together."""

    def __init__(self, root: Path):
        self.root = root
        self.saved: dict[Path, str | None] = {}
        self.created_dirs: list[Path] = []
        self.renamed: list[tuple[Path, Path]] = []  # (now, was)

    def write(self, path: Path, text: str) -> None:
        if path not in self.saved:
            self.saved[path] = path.read_text() if path.exists() else None
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)

    def remove(self, path: Path) -> None:
        if path not in self.saved:
            self.saved[path] = path.read_text() if path.exists() else None
        path.unlink()

    def insert_before(self, relative: str, marker: str, lines: str) -> None:
        path = self.root / relative
        text = path.read_text()
        match = re.search(rf"^[ \t]*// scaffold:{marker}\b.*$", text, re.M)
        if not match:
            raise FileNotFoundError(f"{relative} has no '// scaffold:{marker}' marker")
        self.write(path, text[: match.start()] + lines + text[match.start() :])

    def delete_text(self, relative: str, lines: str) -> None:
        path = self.root / relative
        text = path.read_text()
        if lines in text:
            self.write(path, text.replace(lines, "", 1))

    def rollback(self) -> None:
        for now, was in reversed(self.renamed):
            now.rename(was)
        for path, text in self.saved.items():
            if text is None:
                path.unlink(missing_ok=True)
            else:
                path.write_text(text)
        for folder in reversed(self.created_dirs):
            shutil.rmtree(folder, ignore_errors=True)


def registrations(name: str) -> list[tuple[str, str, str]]:
    """(file, marker, lines) for every place a feature is registered."""
    return [
        ("Package.swift", "package", f'        .package(path: "Features/{name}"),\n'),
        (
            "Package.swift",
            "tests",
            f"""        .testTarget(
            name: "{name}FeatureTests",
            dependencies: [
                .product(name: "{name}Feature", package: "{name}"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            path: "Features/{name}/Tests/{name}FeatureTests",
            swiftSettings: strictSettings
        ),
""",
        ),
        ("App/Package.swift", "package", f'        .package(path: "../Features/{name}"),\n'),
        ("App/Package.swift", "product", f'                .product(name: "{name}Feature", package: "{name}"),\n'),
        ("App/Sources/AppCore/CommandGroups.swift", "command", f"        {name}Commands.self,\n"),
    ]


def add(root: Path, name: str, redraw: bool = True) -> list[str]:
    """Adds the feature; `redraw=False` leaves the README's graph alone (the benchmark adds a hundred
    features, and each redraw reads every manifest)."""
    validate(root, name)
    edits = Edits(root)
    try:
        feature = root / "Features" / name
        edits.created_dirs.append(feature)
        for source in sorted((TEMPLATES / "Feature").rglob("*")):
            if source.is_file():
                target = feature / render(str(source.relative_to(TEMPLATES / "Feature")), name)
                edits.write(target, render(source.read_text(), name))
        commands = TEMPLATES / "App" / "__NAME__Commands.swift"
        edits.write(root / "App/Sources/AppCore" / f"{name}Commands.swift", render(commands.read_text(), name))
        for relative, marker, lines in registrations(name):
            edits.insert_before(relative, marker, lines)
        # Lay the new sources out in the project's style, whatever the name's length.
        created = [str(path) for path in edits.saved if path.suffix == ".swift" and edits.saved[path] is None]
        subprocess.run(["swift", "format", "format", "--in-place", *created], check=True, cwd=root)
        if redraw:
            redraw_graph(edits)
    except BaseException:
        edits.rollback()
        raise
    return [f"Features/{name}/", f"App/Sources/AppCore/{name}Commands.swift"] + sorted({r for r, _, _ in registrations(name)})


def remove(root: Path, name: str) -> None:
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name or "") or not (root / "Features" / name).is_dir():
        raise Refused(f"there is no feature package Features/{name}.")
    commands = root / "App/Sources/AppCore" / f"{name}Commands.swift"
    if not commands.exists():
        raise Refused(f"Features/{name} was not made by `make feature` (no {commands.relative_to(root)}); remove it by hand.")
    edits = Edits(root)
    try:
        for relative, _, lines in registrations(name):
            edits.delete_text(relative, lines)
        edits.remove(commands)
        moved = root / "Features" / f".{name}.removing"
        (root / "Features" / name).rename(moved)
        edits.renamed.append((moved, root / "Features" / name))
        redraw_graph(edits)
    except BaseException:
        edits.rollback()
        raise
    shutil.rmtree(moved)


def redraw_graph(edits: "Edits") -> None:
    """Redraws the README's module graph from the manifests as they are now."""
    for path, text in graph.outputs(edits.root).items():
        edits.write(path, text)


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("add", "remove"):
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: tools/scaffold.py add|remove <Name>", file=sys.stderr)
        return 1
    action, name = argv
    try:
        if action == "add":
            changed = add(ROOT, name)
            print(f"Created the feature {name}: " + ", ".join(changed))
            command = tokens(name)["__command__"]
            print(f"Next: make {command} && make test && make run ARGS=\"{command} --item tea\"")
        else:
            remove(ROOT, name)
            print(f"Removed the feature {name}.")
    except Refused as refusal:
        print(f"scaffold: {refusal} Nothing was changed.", file=sys.stderr)
        return 1
    except FileNotFoundError as missing:
        print(f"scaffold: {missing}. Nothing was changed.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
