#!/usr/bin/env python3
"""Adds or removes a feature package by copying the templates in tools/templates.

    tools/scaffold.py add Wishlist           # what `make feature NAME=Wishlist` runs
    tools/scaffold.py add --store Wishlist   # what `make feature NAME=Wishlist STORE=1` runs
    tools/scaffold.py remove Wishlist        # what `make remove-feature NAME=Wishlist` runs (either flavour)

`add` creates Features/<Name>/ (module <Name>Feature, tests <Name>FeatureTests, the entry
<Name>Entry that gives the app `app <name>` and a shell screen), and registers it at the
`// scaffold:` markers of the root Package.swift, App/Package.swift and
App/Sources/Composition/RegisteredFeatures.swift (one import, one line). The Makefile target and the
architecture policy need no edit: both discover Features/*.

`add --store` makes the persisted flavour across the layers: tools/templates/FeatureStore mirrors the
repository, and its Features/__NAME__/ is laid over tools/templates/Feature (a file there replaces the
plain one of the same path; the others are shared). Besides the feature it creates the Domain context
<Name>Domain (the rule, <Name>Item, and the port <Name>Store) with its fake in
<Name>DomainTestSupport and a rule test, the SQLite adapter SQLite<Name>Store with its contract test,
and registers them at markers: the context in Domain/Package.swift, its products in Data/Package.swift
and the root and App manifests, a migration appended to Data's Schema.swift, and a port method
(<name>Store) in App/Sources/Composition/CompositionRoot.swift, which the feature's registration uses.

`remove` undoes exactly that, finding the flavour from the tree (the Domain context). It first checks
every registration; if one was edited by hand, it changes nothing and names the file and line to fix by
hand.

Either command changes everything or nothing: a failure part-way restores every file it touched.
Exit status: 0 done, 1 refused (with a message), 2 the template or a marker is missing.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import graph  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = Path(__file__).resolve().parent / "templates"
# The app's list of features: one import and one line each.
REGISTRY = "App/Sources/Composition/RegisteredFeatures.swift"
# What the persisted flavour (`add --store`) registers its context, table and port in, besides the manifests.
DOMAIN_MANIFEST = "Domain/Package.swift"
DATA_MANIFEST = "Data/Package.swift"
SCHEMA = "Data/Sources/DataAccess/Persistence/Schema.swift"
COMPOSITION_ROOT = "App/Sources/Composition/CompositionRoot.swift"
# .swift-format's lineLength: a line written into a file that is not reformatted must fit it.
LINE_LENGTH = 110

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


def table(name: str) -> str:
    """The persisted flavour's SQLite table: ReadingList -> reading_list_items."""
    return kebab(name).replace("-", "_") + "_items"


def lower_camel(name: str) -> str:
    """The composition root's port method is `<lowerCamel>Store()`: ReadingList -> readingList."""
    return name[:1].lower() + name[1:]


def tokens(name: str) -> dict[str, str]:
    return {"__NAME__": name, "__command__": kebab(name), "__table__": table(name)}


def render(text: str, name: str) -> str:
    for token, value in tokens(name).items():
        text = text.replace(token, value)
    return text


def template_files(store: bool) -> dict[str, Path]:
    """Every file `add` creates, by its unrendered path from the root, with its template.

    The plain flavour is tools/templates/Feature, laid out as Features/__NAME__/. The persisted one
    mirrors the repository in tools/templates/FeatureStore, and its Features/__NAME__/ is laid over
    the plain one: a file there replaces the plain file of the same path, the others are shared."""
    plain = TEMPLATES / "Feature"
    files = {f"Features/__NAME__/{src.relative_to(plain)}": src for src in plain.rglob("*") if src.is_file()}
    if store:
        overlay = TEMPLATES / "FeatureStore"
        layers = {str(src.relative_to(overlay)): src for src in overlay.rglob("*") if src.is_file()}
        if not layers:
            raise FileNotFoundError(f"no template under {overlay}")
        files |= layers
    if not files:
        raise FileNotFoundError(f"no template under {TEMPLATES / 'Feature'}")
    return dict(sorted(files.items()))


def owned(name: str, store: bool) -> dict[str, bool]:
    """What `add` creates and `remove` deletes whole, each with whether it is a folder: every template
    path cut after its first part named for the feature (Features/Wishlist, Domain/Sources/WishlistDomain,
    or a single file such as Data/Sources/DataAccess/Repositories/SQLiteWishlistStore.swift)."""
    items: dict[str, bool] = {}
    for relative in template_files(store):
        parts = Path(relative).parts
        cut = next(i for i, part in enumerate(parts) if "__NAME__" in part)
        items[render(str(Path(*parts[: cut + 1])), name)] = cut + 1 < len(parts)
    return dict(sorted(items.items()))


def existing_modules(root: Path) -> set[str]:
    """Every target name declared by the nested packages, read from their manifests' text."""
    names: set[str] = set()
    for manifest in root.glob("**/Package.swift"):
        if ".build" in manifest.parts or "templates" in manifest.parts:
            continue
        names |= set(re.findall(r'name:\s*"([A-Za-z0-9_]+)"', manifest.read_text()))
    return names


def existing_commands(root: Path) -> set[str]:
    """The top-level commands of `app`: each scene's and the built-in ones, read from their specs."""
    sources = [*(root / "Features").glob("*/Sources/**/*.swift"), *(root / "App/Sources").rglob("*.swift")]
    pattern = r'static let \w+ = CommandSpec\(\s*"([a-z-]+)",\s*summary:[^\n]*\n\s*subcommands:'
    return {m for f in sources for m in re.findall(pattern, f.read_text())}


def declared_types(root: Path) -> set[str]:
    """Types declared in the layers that import every context (Data, App) and in what they import."""
    names: set[str] = set()
    for folder in ("Domain/Sources", "Data/Sources", "Presentation/Sources", "App/Sources"):
        for source in (root / folder).rglob("*.swift"):
            names |= set(re.findall(r"\b(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)", source.read_text()))
    return names


def store_types(name: str) -> list[str]:
    return [f"{name}Item", f"{name}ItemError", f"{name}Store", f"SQLite{name}Store", f"Fake{name}Store"]


def validate(root: Path, name: str, store: bool = False) -> None:
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name or ""):
        raise Refused(f"'{name}' is not an UpperCamelCase Swift identifier (like Wishlist or DueSoon).")
    if name in RESERVED or name.lower() in {r.lower() for r in RESERVED}:
        raise Refused(f"'{name}' clashes with a toolchain module or a layer's name.")
    if (root / "Features" / name).exists():
        raise Refused(f"Features/{name} already exists.")
    taken = existing_modules(root)
    modules = [name, f"{name}Feature", f"{name}FeatureTests"]
    if store:
        modules += [f"{name}Domain", f"{name}DomainTestSupport"]
    for module in modules:
        if module in taken:
            raise Refused(f"a target named {module} already exists.")
    if tokens(name)["__command__"] in existing_commands(root):
        raise Refused(f"the command 'app {tokens(name)['__command__']}' already exists.")
    if not store:
        return
    if f'"{name}Domain"' in (root / DOMAIN_MANIFEST).read_text():
        raise Refused(f"{DOMAIN_MANIFEST} already has a context {name}Domain.")
    for item in owned(name, store):
        if (root / item).exists():
            raise Refused(f"{item} already exists.")
    # Data and App import every context, so a type of the same name in two contexts would be ambiguous.
    clashes = sorted(set(store_types(name)) & declared_types(root))
    if clashes:
        raise Refused(f"a type named {clashes[0]} already exists.")
    if re.search(rf"\bfunc {lower_camel(name)}Store\(", (root / COMPOSITION_ROOT).read_text()):
        raise Refused(f"{COMPOSITION_ROOT} already has {lower_camel(name)}Store().")
    if re.search(rf"\b{table(name)}\b", (root / SCHEMA).read_text()):
        raise Refused(f"{SCHEMA} already names a table {table(name)}.")


def marker_match(text: str, marker: str) -> re.Match | None:
    return re.search(rf"^[ \t]*// scaffold:{marker}\b.*$", text, re.M)


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

    def set_aside(self, path: Path) -> None:
        """Renames a file or folder out of the way (`.<name>.removing`); rollback puts it back."""
        moved = path.with_name(f".{path.name}.removing")
        path.rename(moved)
        self.renamed.append((moved, path))

    def insert_before(self, relative: str, marker: str, lines: str) -> None:
        path = self.root / relative
        text = path.read_text()
        match = marker_match(text, marker)
        if not match:
            raise FileNotFoundError(f"{relative} has no '// scaffold:{marker}' marker")
        self.write(path, text[: match.start()] + lines + text[match.start() :])

    def insert_import(self, relative: str, line: str) -> None:
        """Adds an import to the file's first block of imports, before the first import that sorts after
        it (as swift-format sorts), moving no other line."""
        path = self.root / relative
        lines = path.read_text().splitlines(keepends=True)
        block = [i for i, text in enumerate(lines) if text.startswith("import ")]
        if not block:
            raise FileNotFoundError(f"{relative} has no imports to add '{line.strip()}' to")
        end = block[0]
        while end < len(lines) and lines[end].startswith("import "):
            end += 1
        lines.insert(next((i for i in range(block[0], end) if lines[i] > line), end), line)
        self.write(path, "".join(lines))

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


@dataclass(frozen=True)
class Registration:
    """Text `add` writes into a file that exists: at a `// scaffold:<marker>` line, or, with no marker,
    as an import in sorted order. `needle` finds the line to name when `remove` cannot find it intact."""

    file: str
    marker: str | None
    text: str
    needle: str


def registrations(name: str, store: bool = False, version: int | str = 0) -> list[Registration]:
    """Every place a feature is registered; `version` is the persisted flavour's migration."""
    mention = rf"\b{name}(Feature|FeatureTests|Entry)?\b"
    context = rf'"{name}Domain"'
    test_products = [f"{name}Feature\", package: \"{name}"]
    if store:
        test_products += [
            'CLIKit", package: "Presentation', 'Domain", package: "Domain', f'{name}Domain", package: "Domain',
            f'{name}DomainTestSupport", package: "Domain',
        ]
    test_products.append('Presentation", package: "Presentation')
    products = "".join(f'                .product(name: "{product}"),\n' for product in test_products)
    found = [
        Registration("Package.swift", "package", f'        .package(path: "Features/{name}"),\n', mention),
        Registration(
            "Package.swift",
            "tests",
            f"""        .testTarget(
            name: "{name}FeatureTests",
            dependencies: [
{products}            ],
            path: "Features/{name}/Tests/{name}FeatureTests",
            swiftSettings: strictSettings
        ),
""",
            mention,
        ),
        Registration("App/Package.swift", "package", f'        .package(path: "../Features/{name}"),\n', mention),
        Registration(
            "App/Package.swift",
            "product",
            f'                .product(name: "{name}Feature", package: "{name}"),\n'
            + (f'                .product(name: "{name}Domain", package: "Domain"),\n' if store else ""),
            mention,
        ),
        Registration(REGISTRY, "feature", entry_line(name, store), mention),
        Registration(REGISTRY, None, import_line(name), rf"^\s*import {name}Feature\b"),
    ]
    if store:
        product = f'                .product(name: "{name}Domain", package: "Domain"),\n'
        found += [
            Registration(DOMAIN_MANIFEST, "context", f'    "{name}Domain",\n', context),
            Registration(DATA_MANIFEST, "context", product, context),
            Registration(DATA_MANIFEST, "test-context", product, context),
            Registration("Package.swift", "domain-tests", product, context),
            Registration("Package.swift", "data-tests", product, context),
            Registration(SCHEMA, "migration", migration(name, str(version)), rf"\b({name}|{table(name)})\b"),
            Registration(COMPOSITION_ROOT, "port", port_method(name), rf"\b{lower_camel(name)}Store\b"),
            Registration(COMPOSITION_ROOT, None, f"import {name}Domain\n", rf"^import {name}Domain\b"),
        ]
    return found


def import_line(name: str) -> str:
    return f"import {name}Feature\n"


def entry_line(name: str, store: bool) -> str:
    """The feature's line in the app's list; the persisted flavour's hands it the port."""
    if not store:
        return f"            {name}Entry.make(),\n"
    line = f"            {name}Entry.make(store: root.{lower_camel(name)}Store),\n"
    if len(line) - 1 <= LINE_LENGTH:
        return line
    return f"            {name}Entry.make(\n                store: root.{lower_camel(name)}Store),\n"


def port_method(name: str) -> str:
    """The composition root's port: the one place that names the SQLite adapter, which opens nothing
    until first used."""
    signature = f"    var {lower_camel(name)}Store: any {name}Store {{\n"
    if len(signature) - 1 > LINE_LENGTH:
        signature = f"    var {lower_camel(name)}Store:\n        any {name}Store\n    {{\n"
    return signature + f"        SQLite{name}Store(database: database)\n    }}\n\n"


def migration(name: str, version: str) -> str:
    """The persisted flavour's table, appended to Schema.migrations as the next version."""
    return f"""        // {name} (make feature STORE=1): one row per item, oldest first. Only Domain's rule
        // bounds the text's length: it counts characters as people do, SQLite's length() counts
        // code points, so a CHECK on the length here could refuse a valid item.
        Migration(
            version: {version},
            script: \"\"\"
                CREATE TABLE {table(name)} (
                    position INTEGER PRIMARY KEY,
                    text TEXT NOT NULL CHECK (length(text) >= 1)
                ) STRICT;
                PRAGMA user_version = {version};
                \"\"\"),
"""


def next_version(root: Path) -> int:
    """One more than the newest migration in Schema.swift."""
    versions = [int(v) for v in re.findall(r"^\s*version:\s*(\d+),", (root / SCHEMA).read_text(), re.M)]
    if not versions:
        raise FileNotFoundError(f"{SCHEMA} has no migration to append to")
    return max(versions) + 1


def migration_version(root: Path, name: str) -> int | None:
    """The version of the feature's migration as `add` wrote it, or None when it is not there as written."""
    pattern = re.escape(migration(name, "VERSION")).replace("VERSION", r"(\d+)", 1).replace("VERSION", r"\1")
    found = re.search(pattern, (root / SCHEMA).read_text())
    return int(found.group(1)) if found else None


def has_store(root: Path, name: str) -> bool:
    """Whether the feature was added with `--store`: its Domain context, or a trace of it, exists."""
    return (
        (root / f"Domain/Sources/{name}Domain").exists()
        or f'"{name}Domain",' in (root / DOMAIN_MANIFEST).read_text()
        or (root / f"Data/Sources/DataAccess/Repositories/SQLite{name}Store.swift").exists()
    )


def add(root: Path, name: str, redraw: bool = True, store: bool = False) -> list[str]:
    """Adds the feature (with `store`, the persisted flavour); `redraw=False` leaves the README's graph
    alone (the benchmark adds a hundred features, and each redraw reads every manifest)."""
    validate(root, name, store)
    edits = Edits(root)
    try:
        edits.created_dirs += [root / item for item, is_folder in owned(name, store).items() if is_folder]
        for relative, source in template_files(store).items():
            edits.write(root / render(relative, name), render(source.read_text(), name))
        version = next_version(root) if store else 0
        for registration in registrations(name, store, version):
            if registration.marker:
                edits.insert_before(registration.file, registration.marker, registration.text)
            else:
                edits.insert_import(registration.file, registration.text)
        # Lay the new sources out in the project's style, whatever the name's length.
        created = [str(path) for path in edits.saved if path.suffix == ".swift" and edits.saved[path] is None]
        subprocess.run(["swift", "format", "format", "--in-place", *created], check=True, cwd=root)
        if redraw:
            redraw_graph(edits)
    except BaseException:
        edits.rollback()
        raise
    made = [item + ("/" if is_folder else "") for item, is_folder in owned(name, store).items()]
    return made + sorted({r.file for r in registrations(name, store, version)})


def remove(root: Path, name: str) -> list[str]:
    """Removes the feature, of either flavour; returns notes for the person who asked."""
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name or "") or not (root / "Features" / name).is_dir():
        raise Refused(f"there is no feature package Features/{name}.")
    store = has_store(root, name)
    version = migration_version(root, name) if store else 0
    # Take every registration out in memory first: one that is not there as written refuses it all.
    texts: dict[str, str] = {}
    problems: list[str] = []
    for registration in reversed(registrations(name, store, version if version is not None else "N")):
        text = texts.setdefault(registration.file, (root / registration.file).read_text())
        index = find_registration(text, registration)
        if index is None:
            problems.append(problem(root, name, registration))
            continue
        texts[registration.file] = text[:index] + text[index + len(registration.text) :]
    if problems:
        problems.reverse()
        parts = f"Features/{name}, its Domain context, adapter, migration" if store else f"Features/{name}"
        raise Refused("\n".join(dict.fromkeys(problems)) + f"\nPut them back as `add` wrote them and remove again, "
                      f"or remove {parts} and its registrations by hand.")
    edits = Edits(root)
    try:
        for relative, text in texts.items():
            edits.write(root / relative, text)
        for item in owned(name, store):
            if (root / item).exists():
                edits.set_aside(root / item)
        redraw_graph(edits)
    except BaseException:
        edits.rollback()
        raise
    for moved, _ in edits.renamed:
        shutil.rmtree(moved) if moved.is_dir() else moved.unlink()
    if store and version is not None and version > next_version(root) - 1:
        return [f"A database that a build with {name} opened is at schema version {version}, which this build "
                "refuses as newer: delete it (it is only the development copy; a migration that shipped is never "
                "removed, a new one drops its table)."]
    return []


def region(text: str, marker: str | None) -> tuple[int, int] | None:
    """Where a registration at `marker` may be: from the end of the marker line above it (any scaffold
    marker; the file's start when there is none) to its marker. None when the marker is gone; the whole
    file for an import."""
    if marker is None:
        return 0, len(text)
    match = marker_match(text, marker)
    if not match:
        return None
    above = [m.end() for m in re.finditer(r"^[ \t]*// scaffold:.*$", text[: match.start()], re.M)]
    return (above[-1] if above else 0), match.start()


def problem(root: Path, name: str, registration: Registration) -> str:
    """Why `remove` cannot take a registration out, naming the file and line to fix."""
    lines = registration.text.strip().splitlines()
    expected = repr(lines[0].strip()) + (f" and the {len(lines) - 1} lines after it" if len(lines) > 1 else "")
    if region((root / registration.file).read_text(), registration.marker) is None:
        return (f"{registration.file}: the '// scaffold:{registration.marker}' marker is gone, so the registration "
                f"of {name} cannot be found; expected {expected} above it.")
    return f"{where(root, registration)}: the registration of {name} was edited by hand; expected {expected}."


def find_registration(text: str, registration: Registration) -> int | None:
    """Where the registration starts as `add` wrote it: at the start of a line, in its region."""
    bounds = region(text, registration.marker)
    if bounds is None:
        return None
    start, end = bounds
    index = text.rfind(registration.text, start, end)
    while index > 0 and text[index - 1] != "\n":
        index = text.rfind(registration.text, start, index)
    return None if index < 0 else index


def where(root: Path, registration: Registration) -> str:
    """`file:line` of the registration to fix: the first line of the last group of lines in its region
    that mention what it registers, else its marker's line; just the file when there is neither."""
    text = (root / registration.file).read_text()
    bounds = region(text, registration.marker)
    if bounds is None:
        return registration.file
    first = text.count("\n", 0, bounds[0]) + 1
    lines = text[bounds[0] : bounds[1]].split("\n")
    matching = [first + n for n, line in enumerate(lines) if re.search(registration.needle, line)]
    if not matching:
        return f"{registration.file}:{first + len(lines) - 1}" if registration.marker else registration.file
    line = matching[-1]
    span = registration.text.count("\n")
    for earlier in reversed(matching[:-1]):
        if line - earlier >= span:
            break
        line = earlier
    return f"{registration.file}:{line}"


def redraw_graph(edits: "Edits") -> None:
    """Redraws the README's module graph from the manifests as they are now."""
    for path, text in graph.outputs(edits.root).items():
        edits.write(path, text)


USAGE = "usage: tools/scaffold.py add [--store] <Name> | remove <Name>"


def main(argv: list[str]) -> int:
    store = argv[:2] == ["add", "--store"]
    if store:
        argv = ["add", *argv[2:]]
    if len(argv) != 2 or argv[0] not in ("add", "remove"):
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print(USAGE, file=sys.stderr)
        return 1
    action, name = argv
    try:
        if action == "add":
            changed = add(ROOT, name, store=store)
            flavour = "feature with storage" if store else "feature"
            print(f"Created the {flavour} {name}: " + ", ".join(changed))
            command = tokens(name)["__command__"]
            example = f"{command} add --item tea" if store else f"{command} --item tea"
            print(f"Next: make {command} && make test && make run ARGS=\"{example}\"")
        else:
            notes = remove(ROOT, name)
            print(f"Removed the feature {name}.")
            for note in notes:
                print(f"Note: {note}")
    except Refused as refusal:
        print(f"scaffold: {refusal} Nothing was changed.", file=sys.stderr)
        return 1
    except FileNotFoundError as missing:
        print(f"scaffold: {missing}. Nothing was changed.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
