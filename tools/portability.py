#!/usr/bin/env python3
"""Fails on Swift code that compiles on this Linux machine but not on every platform the packages declare.

It scans every Swift file under Sources/ and Tests/ of every package (each folder with a Package.swift,
the feature template included) and under Tests/ and Fuzz/ at the root, and checks:

a. imports: an import of a platform module (Glibc, Musl, Darwin, FoundationNetworking, WinSDK, ...,
   PLATFORM_MODULES below) sits inside an `#if canImport(SameModule)` block, or an `#if os(...)` that
   implies the module (os(macOS) implies Darwin; os(Linux) implies nothing: the static Linux SDK has
   Musl, not Glibc). Nested `#if/#elseif/#else/#endif` count: an `#elseif` or `#else` branch carries the
   negation of the branches before it, so `import Glibc` in the `#else` of `#if canImport(Glibc)` fails.
b. calls: a name qualified into a platform module (`Glibc.open(...)`, `Darwin.open(...)`) sits inside a
   block guarded for that module, the same way.
c. floors: every manifest declares `platforms:` with .macOS and .iOS; no package declares a floor below
   a dependency's (SwiftPM refuses that on Apple platforms, not on Linux); and no file uses an API of
   API_FLOORS below that is newer than the floor of the package(s) that compile it. The floors come
   from `swift package dump-package` ("platforms"); a file that two packages compile (the root package
   points test targets into the nested ones) is held to the lower of their floors.

Comments and string literals are skipped (boundaries.blank_comments_and_strings).

What c understands, best effort: code inside `if #available(macOS X, iOS Y, *) { ... }`, after
`guard #available(...) else { ... }` to the end of the enclosing block, and inside a declaration marked
`@available(macOS X, iOS Y, *)` (its braces, or its line when it has none) is held to those versions;
`@available(*, unavailable)` code is not checked. Not understood: regex literals written `/.../`
(only `#/.../#` and the Regex type are seen), APIs reached without their name (`.seconds(1)` passed
to a parameter of type Duration is not seen; the parameter's declaration is), `#unavailable`, and
availability that the compiler derives from types rather than names: a typed-throws function type
(macOS 15 / iOS 18) or a parameterized existential such as `any P<T>` (macOS 13 / iOS 16) used where
its metadata is needed at run time, in a cast or as a generic argument. Only a build for those
platforms sees that.

Every finding is printed as `path:line: message`.
Exit status: 0 when nothing is found, 1 on any finding, 2 when the check cannot run.
"""

from __future__ import annotations

import argparse
import bisect
import concurrent.futures
import itertools
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from boundaries import IMPORT, blank_comments_and_strings  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

Version = tuple[int, ...]
OSES = ("macos", "ios")
OS_NAMES = {"macos": "macOS", "ios": "iOS"}
# What SwiftPM assumes for a platform a manifest does not name (tools-version 5.9 and later).
SWIFTPM_DEFAULT_FLOOR: dict[str, Version] = {"macos": (10, 13, 0), "ios": (12, 0, 0)}
NEVER: Version = (999, 0, 0)  # the floor of code the compiler never checks (`@available(*, unavailable)`)


class CheckError(Exception):
    """The check could not run (as opposed to finding something)."""


# ---------------------------------------------------------------------------------------------
# The tables.

APPLE = {"macOS", "iOS", "tvOS", "watchOS", "visionOS"}

# Modules that exist on some platforms only, and the `os(...)` values that guarantee each one. A module
# with no such value (Glibc: the static Linux SDK has Musl) needs `#if canImport(...)` itself.
PLATFORM_MODULES: dict[str, set[str]] = {
    # C libraries.
    "Glibc": set(),
    "Musl": set(),
    "Darwin": APPLE,
    "WinSDK": {"Windows"},
    "ucrt": {"Windows"},
    "CRT": {"Windows"},
    "Android": set(),
    "Bionic": set(),
    "WASILibc": {"WASI"},
    # swift-corelibs-foundation's split-out modules: Apple's Foundation has no such modules.
    "FoundationNetworking": set(),
    "FoundationXML": set(),
    "FoundationEssentials": set(),
    "FoundationInternationalization": set(),
    # Apple-only frameworks.
    "ObjectiveC": APPLE,
    "os": APPLE,
    "Combine": APPLE,
    "SwiftUI": APPLE,
    "UIKit": {"iOS", "tvOS", "visionOS"},
    "AppKit": {"macOS"},
}


@dataclass(frozen=True)
class Api:
    label: str
    pattern: re.Pattern
    floor: dict[str, Version]


def api(label: str, pattern: str, macos: str, ios: str) -> Api:
    return Api(label, re.compile(pattern), {"macos": parse_version(macos), "ios": parse_version(ios)})


def parse_version(text: str) -> Version:
    """`13`, `13.0` and `13.0.0` are one version: (13, 0, 0)."""
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def show(version: Version) -> str:
    if version == NEVER:
        return "never"
    return ".".join(map(str, version if version[2] else version[:2]))


# API (matched in code without comments and strings) -> the oldest macOS and iOS that have it, from
# Apple's documentation and the standard library's availability. Small on purpose: what this code base
# uses or is likely to reach for. Extend it when a new API comes in.
API_FLOORS: list[Api] = [
    api(
        "Swift concurrency",
        r"(?<![.\w])(?:async|await|actor)\b|\bTask\s*(?:\{|\(|<|\.)|\bMainActor\b",
        "10.15",
        "13.0",
    ),
    api(
        "FileHandle's throwing I/O",
        r"\.(?:readToEnd|seekToEnd)\(\s*\)|\.read\(\s*upToCount:|\.write\(\s*contentsOf:",
        "10.15.4",
        "13.4",
    ),
    api("Date.now", r"\bDate\.now\b", "12.0", "15.0"),
    api("FormatStyle", r"\.formatted\s*\(|\bFormatStyle\b", "12.0", "15.0"),
    api("AttributedString", r"\bAttributedString\b", "12.0", "15.0"),
    api("String(localized:)", r"\bString\(\s*localized:", "12.0", "15.0"),
    api("async URLSession", r"\.(?:data|bytes|upload|download)\(\s*(?:for|from):", "12.0", "15.0"),
    api("Duration", r"\bDuration\b", "13.0", "16.0"),
    api("Clock", r"\b(?:ContinuousClock|SuspendingClock)\b|\b(?:any|some)\s+Clock\b", "13.0", "16.0"),
    api("Task.sleep(for:)", r"\bTask\.sleep\(\s*(?:for|until):", "13.0", "16.0"),
    api("Regex", r"\bRegex\b|#/", "13.0", "16.0"),
    api(
        "Swift string processing",
        r"\.(?:wholeMatch|prefixMatch)\(\s*(?:of|in):|\.(?:firstMatch|firstRange|ranges|matches)\(\s*of:"
        r"|\.trimmingPrefix\(",
        "13.0",
        "16.0",
    ),
    api(
        "URL path API",
        r"\bURL\(\s*filePath:|\.appending\(\s*(?:path|component|components|queryItems):"
        r"|\bURL\.(?:homeDirectory|temporaryDirectory|currentDirectory|documentsDirectory|cachesDirectory)\b"
        r"|\.path\(\s*(?:percentEncoded:[^)]*)?\)",
        "13.0",
        "16.0",
    ),
    api("Swift Testing time limit", r"\.timeLimit\(", "13.0", "16.0"),
    api("Observation", r"@Observable\b|\bwithObservationTracking\b", "14.0", "17.0"),
    api("discarding task group", r"\bwith(?:Throwing)?DiscardingTaskGroup\b", "14.0", "17.0"),
    api("Synchronization", r"\b(?:Mutex|Atomic)\b", "15.0", "18.0"),
    api("InlineArray", r"\bInlineArray\b", "26.0", "26.0"),
    api("Task.immediate", r"\bTask\.immediate\b", "26.0", "26.0"),
]


# ---------------------------------------------------------------------------------------------
# The packages.


@dataclass
class Package:
    path: str  # relative to the root, "." for the root package
    manifest: dict
    floor: dict[str, Version] = field(default_factory=dict)
    named: set[str] = field(default_factory=set)  # the platforms the manifest names
    dependencies: list[str] = field(default_factory=list)  # paths of local package dependencies
    target_dirs: list[Path] = field(default_factory=list)

    @property
    def manifest_path(self) -> str:
        return "Package.swift" if self.path == "." else f"{self.path}/Package.swift"

    @property
    def label(self) -> str:
        return "the root package" if self.path == "." else self.path


def discover(root: Path) -> list[str]:
    """Every folder holding a Package.swift, relative to root; build and hidden folders skipped."""
    found = []
    for directory, subdirs, files in os.walk(root):
        subdirs[:] = sorted(d for d in subdirs if not d.startswith("."))
        if "Package.swift" in files:
            found.append(os.path.relpath(directory, root))
    return found


# Manifest text -> (dump-package JSON, the folder it was read in). The same text gives the same
# platforms and targets wherever it lies; dependency paths are absolute, so they are read relative to
# that folder. The tests check many copies of one tree: each manifest is read once.
_DUMPS: dict[str, tuple[dict, str]] = {}


def dump_package(root: Path, path: str) -> tuple[dict, str]:
    text = (root / path / "Package.swift").read_text()
    if text not in _DUMPS:
        try:
            result = subprocess.run(
                ["swift", "package", "dump-package", "--package-path", str(root / path)],
                capture_output=True,
                text=True,
            )
        except FileNotFoundError:
            raise CheckError("`swift` is not on PATH")
        if result.returncode != 0:
            raise CheckError(f"cannot read {path}/Package.swift:\n{result.stderr.strip()}")
        _DUMPS[text] = (json.loads(result.stdout), str(root / path))
    return _DUMPS[text]


def load_packages(root: Path) -> list[Package]:
    paths = discover(root)
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        manifests = list(pool.map(lambda path: dump_package(root, path), paths))
    packages = []
    for path, (manifest, read_in) in zip(paths, manifests):
        package = Package(path, manifest)
        package.floor = dict(SWIFTPM_DEFAULT_FLOOR)
        for platform in manifest.get("platforms") or []:
            name = platform["platformName"]
            package.named.add(name)
            if name in OSES:
                package.floor[name] = parse_version(platform["version"])
        for dependency in manifest.get("dependencies") or []:
            for details in dependency.get("fileSystem") or []:
                relative = os.path.relpath(details["path"], read_in)
                target = os.path.normpath(os.path.join(root, path, relative))
                package.dependencies.append(os.path.relpath(target, root))
        for target in manifest.get("targets") or []:
            if target["type"] == "system":
                continue
            default = "Tests" if target["type"] == "test" else "Sources"
            relative = target.get("path") or f"{default}/{target['name']}"
            package.target_dirs.append(Path(os.path.normpath(root / path / relative)))
        packages.append(package)
    return packages


def swift_files(root: Path, packages: list[Package]) -> list[Path]:
    folders = [root / p.path / sub for p in packages for sub in ("Sources", "Tests")]
    folders += [root / "Tests", root / "Fuzz"]
    files: set[Path] = set()
    for folder in folders:
        for file in folder.rglob("*.swift"):
            if not any(part.startswith(".") for part in file.relative_to(root).parts):
                files.add(file)
    return sorted(files)


def floor_of(file: Path, root: Path, packages: list[Package]) -> dict[str, tuple[Version, Package]]:
    """Per OS: the lowest floor among the packages compiling file, and that package."""
    name = str(file)
    compiling = [p for p in packages if any(name.startswith(f"{d}/") for d in map(str, p.target_dirs))]
    if not compiling:  # in no target: held to the package whose folder holds it
        owners = [p for p in packages if p.path == "." or name.startswith(f"{root / p.path}/")]
        compiling = [max(owners, key=lambda p: 0 if p.path == "." else len(Path(p.path).parts))]
    return {os_: min(((p.floor[os_], p) for p in compiling), key=lambda item: item[0]) for os_ in OSES}


# ---------------------------------------------------------------------------------------------
# Conditions of `#if` blocks, as formulas over atoms such as `canImport(Glibc)` and `os(Linux)`.

Formula = tuple  # ("atom", key) | ("const", bool) | ("not", f) | ("and", f, g) | ("or", f, g)

TOKEN = re.compile(r"\s*(?:(&&|\|\||!|\(|\))|([A-Za-z_]\w*)(\s*\([^()]*\))?)")


def parse_condition(text: str) -> Formula:
    """A `#if` condition as a formula; what does not parse becomes one opaque atom."""
    tokens: list[str] = []
    position, text = 0, text.strip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            return ("atom", text)
        if match.group(1):
            tokens.append(match.group(1))
        else:
            name, arguments = match.group(2), match.group(3)
            if arguments is None:
                tokens.append(name)
            else:
                first = arguments.strip()[1:-1].split(",")[0].strip()
                tokens.append(f"{name}({first})")
        position = match.end()

    def expression(i: int) -> tuple[Formula, int]:
        left, i = conjunction(i)
        while i < len(tokens) and tokens[i] == "||":
            right, i = conjunction(i + 1)
            left = ("or", left, right)
        return left, i

    def conjunction(i: int) -> tuple[Formula, int]:
        left, i = unary(i)
        while i < len(tokens) and tokens[i] == "&&":
            right, i = unary(i + 1)
            left = ("and", left, right)
        return left, i

    def unary(i: int) -> tuple[Formula, int]:
        if i >= len(tokens):
            raise ValueError("condition ends early")
        if tokens[i] == "!":
            inner, i = unary(i + 1)
            return ("not", inner), i
        if tokens[i] == "(":
            inner, i = expression(i + 1)
            if i >= len(tokens) or tokens[i] != ")":
                raise ValueError("unbalanced parentheses")
            return inner, i + 1
        if tokens[i] in ("true", "false"):
            return ("const", tokens[i] == "true"), i + 1
        if tokens[i] in ("&&", "||", ")"):
            raise ValueError(f"unexpected {tokens[i]}")
        return ("atom", tokens[i]), i + 1

    try:
        formula, end = expression(0)
        if end != len(tokens):
            raise ValueError("trailing tokens")
        return formula
    except ValueError:
        return ("atom", text)


def atoms(formula: Formula) -> set[str]:
    kind = formula[0]
    if kind == "atom":
        return {formula[1]}
    if kind == "const":
        return set()
    return set().union(*(atoms(part) for part in formula[1:]))


def evaluate(formula: Formula, values: dict[str, bool]) -> bool:
    kind = formula[0]
    if kind == "atom":
        return values[formula[1]]
    if kind == "const":
        return formula[1]
    if kind == "not":
        return not evaluate(formula[1], values)
    if kind == "and":
        return evaluate(formula[1], values) and evaluate(formula[2], values)
    return evaluate(formula[1], values) or evaluate(formula[2], values)


def render(formula: Formula) -> str:
    kind = formula[0]
    if kind == "atom":
        return formula[1]
    if kind == "const":
        return "true" if formula[1] else "false"
    if kind == "not":
        inner = render(formula[1])
        return f"!{inner}" if formula[1][0] == "atom" else f"!({inner})"
    operator = " && " if kind == "and" else " || "
    return "(" + render(formula[1]) + operator + render(formula[2]) + ")"


def guarantees(conditions: list[Formula], module: str) -> bool:
    """Whether code under every one of conditions can only compile where `module` can be imported:
    no assignment of the atoms makes the conditions true and canImport(module) false."""
    goal = f"canImport({module})"
    names = sorted({goal}.union(*(atoms(c) for c in conditions)))
    oses = [n for n in names if n.startswith("os(")]
    for assignment in itertools.product((False, True), repeat=len(names)):
        values = dict(zip(names, assignment))
        if values[goal] or impossible(values, oses):
            continue
        if all(evaluate(c, values) for c in conditions):
            return False
    return True


def impossible(values: dict[str, bool], oses: list[str]) -> bool:
    """Two operating systems at once, or one without a module it guarantees (os(macOS), no Darwin)."""
    if sum(values[n] for n in oses) > 1:
        return True
    for name in (n for n in oses if values[n]):
        for module, systems in PLATFORM_MODULES.items():
            if name[3:-1] in systems and values.get(f"canImport({module})") is False:
                return True
    return False


DIRECTIVE = re.compile(r"^[ \t]*#(if|elseif|else|endif)\b(.*)$", re.MULTILINE)


def line_conditions(code: str) -> tuple[list[list[Formula]], list[str]]:
    """For every line (1-based, index 0 unused), the conditions of the `#if` branches around it."""
    total = code.count("\n") + 2
    result: list[list[Formula]] = [[] for _ in range(total)]
    problems: list[str] = []
    stack: list[tuple[list[Formula], Formula | None]] = []  # (earlier branches, this branch)
    current: list[Formula] = []

    def active() -> list[Formula]:
        out: list[Formula] = []
        for earlier, this in stack:
            out += [("not", e) for e in earlier]
            if this is not None:
                out.append(this)
        return out

    line = 1
    for match in DIRECTIVE.finditer(code):
        directive_line = code.count("\n", 0, match.start()) + 1
        for n in range(line, directive_line):
            result[n] = current
        line = directive_line + 1
        result[directive_line] = current
        keyword, rest = match.group(1), match.group(2)
        if keyword == "if":
            stack.append(([], parse_condition(rest)))
        elif not stack:
            problems.append(f"{directive_line}: #{keyword} without #if")
            continue
        elif keyword == "elseif":
            earlier, this = stack.pop()
            stack.append((earlier + ([this] if this is not None else []), parse_condition(rest)))
        elif keyword == "else":
            earlier, this = stack.pop()
            stack.append((earlier + ([this] if this is not None else []), None))
        else:
            stack.pop()
        current = active()
    for n in range(line, total):
        result[n] = current
    return result, problems


def describe(conditions: list[Formula]) -> str:
    return " && ".join(render(c) for c in conditions)


# ---------------------------------------------------------------------------------------------
# Availability regions: code that `#available` or `@available` holds to higher versions.

AVAILABLE_ARGUMENT = re.compile(r"\b(macOS|iOS)\s+(\d+(?:\.\d+)*)|\b(macOS|iOS)\s*,\s*introduced:\s*(\d+(?:\.\d+)*)")
MODIFIERS = re.compile(
    r"\s*(?:@\w+(?:\([^()]*\))?|(?:public|private|fileprivate|internal|package|open|static|class|final|"
    r"nonisolated|override|required|convenience|mutating|nonmutating|lazy|weak|unowned|dynamic|indirect)\b)"
)
CONTINUES = re.compile(r"\s*(?:->|\{|where\b|throws\b|rethrows\b|async\b|:|,|\.|&&|\|\||=)")


def requested(arguments: str) -> dict[str, Version] | None:
    """The versions an availability list names, NEVER for unavailable, None when it raises nothing."""
    words = [w.strip() for w in arguments.split(",")]
    if "unavailable" in words and ("*" in words or not any(w in ("macOS", "iOS") for w in words)):
        return {os_: NEVER for os_ in OSES}
    versions: dict[str, Version] = {}
    for match in AVAILABLE_ARGUMENT.finditer(arguments):
        name, number = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
        versions[name.lower()] = parse_version(number)
    for name in ("macOS", "iOS"):
        if name in words and "unavailable" in words:
            versions[name.lower()] = NEVER
    return versions or None


def brace_pairs(code: str) -> dict[int, int]:
    pairs, stack = {}, []
    for i, c in enumerate(code):
        if c == "{":
            stack.append(i)
        elif c == "}" and stack:
            pairs[stack.pop()] = i
    return pairs


def next_block(code: str, start: int, pairs: dict[int, int]) -> int | None:
    """The next `{` at parenthesis depth 0 after start."""
    depth = 0
    for i in range(start, len(code)):
        c = code[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{" and depth <= 0:
            return i if i in pairs else None
        elif c == "}" and depth <= 0:
            return None
    return None


def declaration_end(code: str, start: int, pairs: dict[int, int]) -> int:
    """Where the declaration that starts at start ends: its closing brace, or its last line."""
    i = start
    while True:
        match = MODIFIERS.match(code, i)
        if not match or match.end() == i:
            break
        i = match.end()
    depth = 0
    while i < len(code):
        c = code[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{" and depth <= 0:
            return pairs.get(i, len(code))
        elif c == "}" and depth <= 0:
            return i
        elif c == "\n" and depth <= 0 and not CONTINUES.match(code, i + 1):
            return i
        i += 1
    return len(code)


def enclosing_end(position: int, pairs: dict[int, int], length: int) -> int:
    inside = [close for open_, close in pairs.items() if open_ < position < close]
    return min(inside) if inside else length


def availability_regions(code: str) -> list[tuple[int, int, dict[str, Version]]]:
    pairs = brace_pairs(code)
    regions = []
    for match in re.finditer(r"@available\s*\(([^()]*)\)", code):
        versions = requested(match.group(1))
        if versions:
            regions.append((match.start(), declaration_end(code, match.end(), pairs), versions))
    for match in re.finditer(r"#available\s*\(([^()]*)\)", code):
        versions = requested(match.group(1))
        if not versions:
            continue
        line_start = code.rfind("\n", 0, match.start()) + 1
        keywords = re.findall(r"\b(if|guard|while)\b", code[line_start : match.start()])
        block = next_block(code, match.end(), pairs)
        if block is None:
            continue
        if keywords and keywords[-1] == "guard":
            regions.append((pairs[block], enclosing_end(match.start(), pairs, len(code)), versions))
        else:
            regions.append((block, pairs[block], versions))
    return regions


# ---------------------------------------------------------------------------------------------
# The checks.


# `os.` is left out: a variable named os is more likely than a call qualified into the os module.
QUALIFIED = re.compile(
    r"(?<![\w.])(" + "|".join(m for m in PLATFORM_MODULES if m != "os") + r")\s*\.\s*([A-Za-z_]\w*)"
)


Floors = dict[str, tuple[Version, str, bool]]  # per OS: a file's floor, the package setting it, declared or default
Finding = tuple[str, int, str]
_ANALYSED: dict[tuple[str, str, tuple], list[Finding]] = {}  # the tests check many copies of one tree


def check_file(file: Path, root: Path, packages: list[Package]) -> list[Finding]:
    relative = str(file.relative_to(root))
    floors = {
        os_: (version, package.label, os_ in package.named)
        for os_, (version, package) in floor_of(file, root, packages).items()
    }
    key = (relative, file.read_text(errors="replace"), tuple(sorted(floors.items())))
    if key not in _ANALYSED:
        _ANALYSED[key] = analyse(relative, key[1], floors)
    return _ANALYSED[key]


def analyse(relative: str, source: str, floors: Floors) -> list[Finding]:
    code = blank_comments_and_strings(source)
    starts = [0] + [i + 1 for i, c in enumerate(code) if c == "\n"]

    def line_of(offset: int) -> int:
        return bisect.bisect_right(starts, offset)

    findings: list[Finding] = []
    conditions, problems = line_conditions(code)
    for problem in problems:
        number, message = problem.split(": ", 1)
        findings.append((relative, int(number), message))

    def unguarded(line: int, module: str) -> str | None:
        around = conditions[line]
        if guarantees(around, module):
            return None
        if not around:
            return f"outside any #if: wrap it in `#if canImport({module})`"
        return f"its block's condition `{describe(around)}` does not guarantee canImport({module})"

    # a. Imports of platform modules.
    import_spans = []
    for match in IMPORT.finditer(code):
        import_spans.append((match.start(1), match.end(1) + 64))
        module = match.group(1)
        if module in PLATFORM_MODULES:
            line = line_of(match.start(1))
            why = unguarded(line, module)
            if why:
                findings.append((relative, line, f"import {module}: {why}"))

    # b. Names qualified into a platform module.
    for match in QUALIFIED.finditer(code):
        if any(start <= match.start() < end and "\n" not in code[start : match.start()] for start, end in import_spans):
            continue  # `import Darwin.C`, `import struct Glibc.stat`
        module, name = match.group(1), match.group(2)
        line = line_of(match.start())
        why = unguarded(line, module)
        if why:
            findings.append((relative, line, f"{module}.{name}: {why}"))

    # c. APIs newer than the floor: the first use of each API in the file, and how many more there are.
    regions = availability_regions(code)
    for entry in API_FLOORS:
        uses: list[tuple[int, str, list]] = []  # (line, the matched text, what is too new)
        for match in entry.pattern.finditer(code):
            too_new = []  # (os, declared floor, package, named, what an enclosing availability check allows)
            for os_ in OSES:
                declared, package, named = floors[os_]
                allowed = max(
                    [v[os_] for start, end, v in regions if start <= match.start() <= end and os_ in v],
                    default=declared,
                )
                if entry.floor[os_] > max(declared, allowed):
                    too_new.append((os_, declared, package, named, allowed))
            line = line_of(match.start())
            if too_new and line not in (use[0] for use in uses):
                uses.append((line, " ".join(match.group(0).split()), too_new))
        if not uses:
            continue
        line, snippet, too_new = uses[0]
        what = entry.label if snippet in entry.label else f"{entry.label} (`{snippet}`)"
        needed = ", ".join(f"{OS_NAMES[o]} {show(entry.floor[o])}" for o, *_ in too_new)
        declared = ", ".join(
            f"{OS_NAMES[o]} {show(d)}" + ("" if named else " (SwiftPM's default)") for o, d, _, named, _ in too_new
        )
        checked = ", ".join(f"{OS_NAMES[o]} {show(a)}" for o, d, _, _, a in too_new if a > d)
        message = f"{what} needs {needed}, but {too_new[0][2]} declares {declared}"
        if checked:
            message += f" and the enclosing availability check allows {checked}"
        message += "; raise its platforms: or wrap the use in `if #available`"
        if len(uses) > 1:
            message += f" ({len(uses) - 1} more line(s) in this file)"
        findings.append((relative, line, message))
    return findings


def manifest_line(root: Path, package: Package, pattern: str) -> int:
    text = (root / package.manifest_path).read_text()
    match = re.search(pattern, text, re.MULTILINE) or re.search(r"Package\(", text)
    return text.count("\n", 0, match.start()) + 1 if match else 1


def check_manifests(root: Path, packages: list[Package]) -> list[tuple[str, int, str]]:
    findings = []
    by_path = {p.path: p for p in packages}
    for package in packages:
        if not package.named:
            findings.append(
                (
                    package.manifest_path,
                    manifest_line(root, package, r"Package\("),
                    "declares no platforms: (SwiftPM then assumes macOS 10.13 and iOS 12.0); name the oldest "
                    "versions with every API the package uses, e.g. platforms: [.macOS(.v13), .iOS(.v16)]",
                )
            )
            continue
        for os_ in OSES:
            if os_ not in package.named:
                findings.append(
                    (
                        package.manifest_path,
                        manifest_line(root, package, r"^\s*platforms:"),
                        f"platforms: names no .{OS_NAMES[os_]} (SwiftPM then assumes "
                        f"{OS_NAMES[os_]} {show(SWIFTPM_DEFAULT_FLOOR[os_])})",
                    )
                )
        for dependency in package.dependencies:
            other = by_path.get(dependency)
            if other is None:
                continue
            for os_ in OSES:
                if package.floor[os_] < other.floor[os_]:
                    findings.append(
                        (
                            package.manifest_path,
                            manifest_line(root, package, r"^\s*platforms:"),
                            f"declares {OS_NAMES[os_]} {show(package.floor[os_])}, below its dependency "
                            f"{other.label}'s {OS_NAMES[os_]} {show(other.floor[os_])} (SwiftPM refuses this "
                            "when building for Apple platforms)",
                        )
                    )
    return findings


def check(root: Path) -> tuple[list[Package], list[Path], list[tuple[str, int, str]]]:
    packages = load_packages(root)
    if not any(p.path == "." for p in packages):
        raise CheckError(f"no Package.swift at {root}")
    files = swift_files(root, packages)
    findings = check_manifests(root, packages)
    for file in files:
        findings += check_file(file, root, packages)
    return packages, files, sorted(set(findings))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this one)")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    try:
        packages, files, findings = check(root)
    except CheckError as error:
        print(f"portability: {error}", file=sys.stderr)
        return 2
    for path, line, message in findings:
        print(f"{path}:{line}: {message}")
    if findings:
        print(f"portability: {len(findings)} finding(s) in {len(files)} Swift files of {len(packages)} packages")
        return 1
    floors = ", ".join(f"{p.label} {show(p.floor['macos'])}/{show(p.floor['ios'])}" for p in packages)
    print(f"ok: {len(files)} Swift files in {len(packages)} packages; every platform import and call is guarded,")
    print(f"and no API is newer than its package's floor (macOS/iOS): {floors}.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
