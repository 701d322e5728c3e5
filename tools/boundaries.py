#!/usr/bin/env python3
"""Proves the dependency rule in architecture.json, three ways, and prints a verdict per package pair.

a. manifests: the package dependencies each nested Package.swift declares are allowed;
b. imports:   every `import` in every package's sources and tests names a module of its own
              package, of an allowed package, or of the toolchain list for its layer; and a module
              that architecture.json's restricted_imports confines to some files of a folder (only
              the composition root imports DataAccess inside App/Sources) is imported nowhere else
              there;
c. compiler:  for every package, `swiftc` type-checks against a search path that holds only the
              modules its manifests make visible (what its isolated build sees). For a forbidden
              pair, `import <module>` must fail with `no such module`; for a declared allowed pair it
              must compile; and the package's real sources must type-check.

Why c is needed at all: a combined build (root or App) puts every module in one folder, so a
forbidden import can compile there. Only each package's own dependency closure is the truth.

Exit status: 0 when every pair holds, 1 on any violation, 2 when the check itself cannot run.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SWIFT_FLAGS = ["-swift-version", "6"]


class CheckError(Exception):
    """The check could not run (as opposed to finding a violation)."""


# ---------------------------------------------------------------------------------------------
# The model: policy, packages, modules.


@dataclass
class Module:
    name: str
    kind: str  # "regular", "executable", "system" or "test"
    directory: Path

    @property
    def is_test(self) -> bool:
        return self.kind == "test"


@dataclass
class Package:
    path: str  # relative to the root, e.g. "Features/ReadingPlan"
    layer: str
    modules: list[Module] = field(default_factory=list)
    declared: list[str] = field(default_factory=list)  # paths of the packages it depends on

    @property
    def label(self) -> str:
        return self.path.split("/")[-1]

    @property
    def product_modules(self) -> list[Module]:
        return [m for m in self.modules if not m.is_test]


@dataclass
class RestrictedImport:
    """Inside the folder `within`, only the files of `only_in` may import `module`."""

    module: str
    within: str  # a folder relative to the root, e.g. "App/Sources"
    only_in: list[str]  # files relative to the root, each inside `within`
    why: str

    def forbids(self, module: str, file: str) -> bool:
        return module == self.module and file.startswith(self.within + "/") and file not in self.only_in


@dataclass
class Policy:
    layers: dict[str, dict]
    test_toolchain: set[str]
    test_support_suffix: str
    private_modules: dict[str, str]  # module -> the package path that owns it
    restricted_imports: list[RestrictedImport] = field(default_factory=list)

    def allows(self, source: Package, target: Package) -> bool:
        if source.path == target.path:
            return True
        return target.layer in self.layers[source.layer]["may_depend_on"]

    def toolchain_for(self, package: Package, module: Module) -> set[str]:
        allowed = set(self.layers[package.layer]["toolchain_modules"]) | {"Swift", "_Concurrency"}
        return allowed | self.test_toolchain if module.is_test else allowed


def load_policy(root: Path) -> Policy:
    data = json.loads((root / "architecture.json").read_text())
    layers = {layer["name"]: layer for layer in data["layers"]}
    for layer in layers.values():
        unknown = set(layer["may_depend_on"]) - set(layers)
        if unknown:
            raise CheckError(f"architecture.json: layer {layer['name']} names unknown layers {sorted(unknown)}")
    return Policy(
        layers=layers,
        test_toolchain=set(data["test_toolchain_modules"]),
        test_support_suffix=data["test_support_suffix"],
        private_modules=data["private_modules"],
        restricted_imports=[load_restricted_import(rule) for rule in data.get("restricted_imports", [])],
    )


def load_restricted_import(rule: dict) -> RestrictedImport:
    missing = {"module", "within", "only_in", "why"} - set(rule)
    if missing:
        raise CheckError(f"architecture.json: a restricted_imports entry lacks {sorted(missing)}: {rule}")
    within = rule["within"].strip("/")
    outside = [file for file in rule["only_in"] if not file.startswith(within + "/")]
    if outside:
        raise CheckError(
            f"architecture.json: restricted_imports of {rule['module']}: {outside} not inside {within}, "
            "so the exception would change nothing"
        )
    return RestrictedImport(rule["module"], within, list(rule["only_in"]), rule["why"])


def discover(root: Path, policy: Policy) -> list[tuple[str, str]]:
    """(package path, layer) for every folder with a Package.swift that a layer's patterns match."""
    found: dict[str, str] = {}
    for name, layer in policy.layers.items():
        for pattern in layer["packages"]:
            for manifest in sorted(glob.glob(str(root / pattern / "Package.swift"))):
                relative = str(Path(manifest).parent.relative_to(root))
                if relative in found:
                    raise CheckError(f"{relative} matches layers {found[relative]} and {name}")
                found[relative] = name
    return list(found.items())


def dump_package(root: Path, path: str) -> dict:
    result = subprocess.run(
        ["swift", "package", "dump-package", "--package-path", str(root / path)],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        raise CheckError(f"cannot read {path}/Package.swift:\n{result.stderr.strip()}")
    return json.loads(result.stdout)


def load_packages(root: Path, policy: Policy) -> list[Package]:
    located = discover(root, policy)
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        manifests = list(pool.map(lambda item: dump_package(root, item[0]), located))
    packages = []
    for (path, layer), manifest in zip(located, manifests):
        package = Package(path=path, layer=layer)
        for dependency in manifest["dependencies"]:
            for kind, details in dependency.items():
                if kind != "fileSystem":
                    raise CheckError(f"{path}: only local path dependencies are allowed, found {kind}")
                declared = Path(os.path.normpath(details[0]["path"]))
                try:
                    package.declared.append(str(declared.relative_to(root)))
                except ValueError:
                    raise CheckError(f"{path}: depends on {declared}, outside this repository")
        for target in manifest["targets"]:
            default = "Tests" if target["type"] == "test" else "Sources"
            directory = root / path / (target.get("path") or f"{default}/{target['name']}")
            package.modules.append(Module(target["name"], target["type"], directory))
        packages.append(package)
    return packages


# ---------------------------------------------------------------------------------------------
# b. Imports.

IMPORT = re.compile(
    r"(?:^|;)[ \t]*"
    r"(?:@\w+(?:\([^)\n]*\))?\s+)*"  # @testable, @_exported, @preconcurrency, @_spi(X) ...
    r"(?:(?:public|package|internal|fileprivate|private|open)\s+)?"
    r"import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"([A-Za-z_][A-Za-z0-9_]*)",
    re.MULTILINE,
)


def blank_comments_and_strings(source: str) -> str:
    """The source with comments and string literals replaced by spaces, newlines kept."""
    out: list[str] = []
    i, n = 0, len(source)

    def blank(text: str) -> str:
        return "".join("\n" if c == "\n" else " " for c in text)

    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            out.append(blank(source[i:end]))
            i = end
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(blank(source[i:j]))
            i = j
        elif source[i] == '"' or (source[i] == "#" and re.match(r'#+"', source[i:])):
            hashes = len(source[i:]) - len(source[i:].lstrip("#"))
            start = i + hashes
            delimiter = '"""' if source.startswith('"""', start) else '"'
            closing = delimiter + "#" * hashes
            j = start + len(delimiter)
            while j < n and not source.startswith(closing, j):
                j += 2 if (source[j] == "\\" and hashes == 0) else 1
            j = min(n, j + len(closing))
            out.append(blank(source[i:j]))
            i = j
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


def imports_in(source: str) -> list[tuple[int, str]]:
    """(line number, module) for every import statement in Swift source."""
    code = blank_comments_and_strings(source)
    return [(code.count("\n", 0, match.start(1)) + 1, match.group(1)) for match in IMPORT.finditer(code)]


@dataclass
class ImportUse:
    source: Package
    importer: Module
    target: Package | None  # None: a toolchain module or an unknown one
    module: str
    where: str  # file:line

    @property
    def file(self) -> str:
        return self.where.rsplit(":", 1)[0]


def scan_imports(root: Path, packages: list[Package]) -> list[ImportUse]:
    owner = {m.name: p for p in packages for m in p.modules}
    uses = []
    for package in packages:
        for module in package.modules:
            if module.kind == "system":
                continue
            for file in sorted(module.directory.rglob("*.swift")):
                for line, name in imports_in(file.read_text(errors="replace")):
                    where = f"{file.relative_to(root)}:{line}"
                    uses.append(ImportUse(package, module, owner.get(name), name, where))
    return uses


# ---------------------------------------------------------------------------------------------
# c. The compiler.


def closure(package: Package, by_path: dict[str, Package]) -> list[Package]:
    """The package and every package its manifests make reachable."""
    seen: dict[str, Package] = {}
    stack = [package.path]
    while stack:
        path = stack.pop()
        if path in seen or path not in by_path:
            continue
        seen[path] = by_path[path]
        stack.extend(by_path[path].declared)
    return list(seen.values())


class Compiler:
    """Type-checks probes and sources against a folder holding only a package's visible modules."""

    def __init__(self, modules_dir: Path, packages: list[Package], workdir: Path, cache: Path):
        self.modules_dir = modules_dir
        self.by_path = {p.path: p for p in packages}
        self.workdir = workdir
        self.cache = cache

    def search_path(self, package: Package) -> list[str]:
        folder = self.workdir / package.path.replace("/", "_")
        if not folder.exists():
            folder.mkdir(parents=True)
            for visible in closure(package, self.by_path):
                for module in visible.product_modules:
                    built = self.modules_dir / f"{module.name}.swiftmodule"
                    # A module that was not built is simply not visible, as in a build that skipped it.
                    if module.kind != "system" and built.exists():
                        (folder / built.name).symlink_to(built)
        flags = ["-I", str(folder)]
        for visible in closure(package, self.by_path):
            for module in visible.product_modules:
                if module.kind == "system":
                    flags += ["-Xcc", f"-fmodule-map-file={module.directory / 'module.modulemap'}"]
        return flags

    def typecheck(self, package: Package, files: list[str], extra: list[str]) -> subprocess.CompletedProcess:
        flags = self.search_path(package)
        return subprocess.run(
            ["swiftc", "-typecheck", *SWIFT_FLAGS, "-module-cache-path", str(self.cache), *flags, *extra, *files],
            capture_output=True,
            text=True,
        )

    def probe(self, package: Package, module: str) -> str:
        """'compiles' or 'rejected' for `import module` from inside package."""
        probe = self.workdir / f"probe_{package.path.replace('/', '_')}_{module}.swift"
        probe.write_text(f"import {module}\n")
        result = self.typecheck(package, [str(probe)], [])
        if result.returncode == 0:
            return "compiles"
        if f"no such module '{module}'" in result.stderr:
            return "rejected"
        raise CheckError(f"probe `import {module}` from {package.path} failed oddly:\n{result.stderr.strip()}")

    def sources(self, package: Package, module: Module) -> tuple[bool, str]:
        files = sorted(str(f) for f in module.directory.rglob("*.swift"))
        if not files:
            return True, ""
        # SwiftPM names a path package by its lowercased folder; `package` declarations need it.
        package_name = ["-package-name", package.label.lower()]
        result = self.typecheck(package, files, ["-module-name", module.name, "-parse-as-library", *package_name])
        return result.returncode == 0, result.stderr


# ---------------------------------------------------------------------------------------------
# The verdicts.


@dataclass
class Pair:
    source: Package
    target: Package
    allowed: bool
    declared: bool = False
    imports: list[str] = field(default_factory=list)
    compiler: str = "-"  # "compiles", "rejected", "mixed" or "-" when not run
    problems: list[str] = field(default_factory=list)


def check(
    root: Path,
    modules_dir: Path | None,
    jobs: int,
    cache: Path | None = None,
    only_from: list[str] | None = None,
) -> tuple[list[Package], list[Pair], list[str]]:
    policy = load_policy(root)
    packages = load_packages(root, policy)
    by_path = {p.path: p for p in packages}
    pairs = {
        (a.path, b.path): Pair(a, b, policy.allows(a, b)) for a in packages for b in packages if a.path != b.path
    }
    general: list[str] = []

    # a. Manifests.
    for package in packages:
        for declared in package.declared:
            if declared not in by_path:
                general.append(f"{package.path}/Package.swift depends on {declared}, which is no package of the policy")
                continue
            pair = pairs[(package.path, declared)]
            pair.declared = True
            if not pair.allowed:
                pair.problems.append(f"{package.path}/Package.swift declares a dependency on {declared}")

    # b. Imports.
    for use in scan_imports(root, packages):
        for rule in policy.restricted_imports:
            if rule.forbids(use.module, use.file):
                problem = (
                    f"{use.where}: import {use.module}; inside {rule.within} only "
                    f"{', '.join(rule.only_in)} may import it ({rule.why})"
                )
                if use.target is None or use.target.path == use.source.path:
                    general.append(problem)
                else:
                    pairs[(use.source.path, use.target.path)].problems.append(problem)
        if use.target is None:
            if use.module not in policy.toolchain_for(use.source, use.importer):
                general.append(
                    f"{use.where}: {use.importer.name} imports {use.module}, which is neither a module of an allowed "
                    f"package nor a toolchain module allowed in layer {use.source.layer}"
                )
            continue
        if use.module.endswith(policy.test_support_suffix) and not (
            use.importer.is_test or use.importer.name.endswith(policy.test_support_suffix)
        ):
            general.append(f"{use.where}: {use.importer.name} is not a test but imports {use.module}")
        if use.target.path == use.source.path:
            continue
        pair = pairs[(use.source.path, use.target.path)]
        if use.module in policy.private_modules:
            pair.problems.append(f"{use.where}: import {use.module}, which is private to {use.target.path}")
        pair.imports.append(f"{use.where} imports {use.module}")
        if not pair.allowed:
            pair.problems.append(f"{use.where}: import {use.module} ({use.source.layer} may not use {use.target.layer})")

    # c. The compiler.
    if modules_dir is not None:
        with tempfile.TemporaryDirectory(prefix="boundaries-") as work:
            cache = cache or root / ".build" / "boundaries-module-cache"
            compiler = Compiler(modules_dir, packages, Path(work), cache)
            probed = [p for p in packages if only_from is None or p.path in only_from]
            for package in probed:  # search paths are made up front, serially
                compiler.search_path(package)
            if not (modules_dir / "Domain.swiftmodule").exists():
                raise CheckError(f"no built modules in {modules_dir}: build first (`swift build --build-tests`)")
            jobs_list = [
                (pair, module.name)
                for pair in pairs.values()
                if pair.source in probed
                for module in pair.target.product_modules
            ]
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                probes = list(pool.map(lambda job: compiler.probe(job[0].source, job[1]), jobs_list))
                source_jobs = [(p, m) for p in probed for m in p.product_modules if m.kind != "system"]
                typechecks = list(pool.map(lambda job: compiler.sources(*job), source_jobs))
            for (pair, module), verdict in zip(jobs_list, probes):
                pair.compiler = verdict if pair.compiler in ("-", verdict) else "mixed"
                if not pair.allowed and verdict != "rejected":
                    pair.problems.append(f"the compiler accepts `import {module}` from {pair.source.path}")
                built = (modules_dir / f"{module}.swiftmodule").exists()
                if pair.allowed and pair.declared and verdict != "compiles" and built:
                    pair.problems.append(f"the compiler rejects `import {module}`, though the dependency is declared")
            for (package, module), (ok, stderr) in zip(source_jobs, typechecks):
                if ok:
                    continue
                missing = sorted(set(re.findall(r"no such module '(\w+)'", stderr)))
                owners = {m.name: p for p in packages for m in p.modules}
                for name in missing:
                    if name in owners and owners[name].path != package.path:
                        pairs[(package.path, owners[name].path)].problems.append(
                            f"{module.name}'s sources do not compile: no such module '{name}'"
                        )
                if not missing or any(name not in owners for name in missing):
                    first = next((line for line in stderr.splitlines() if "error:" in line), stderr.strip())
                    general.append(f"{module.name}'s sources do not type-check in isolation: {first}")
    return packages, list(pairs.values()), general


def render(packages: list[Package], pairs: list[Pair], general: list[str]) -> str:
    rows = [("FROM", "TO", "POLICY", "MANIFEST", "IMPORTS", "COMPILER", "VERDICT")]
    for pair in sorted(pairs, key=lambda p: (p.source.path, p.target.path)):
        rows.append(
            (
                f"{pair.source.label} ({pair.source.layer})",
                f"{pair.target.label} ({pair.target.layer})",
                "allowed" if pair.allowed else "forbidden",
                "declared" if pair.declared else "-",
                str(len(pair.imports)) if pair.imports else "-",
                pair.compiler,
                "VIOLATION" if pair.problems else "ok",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() for row in rows]
    problems = [f"{p.source.path} -> {p.target.path}: {problem}" for p in pairs for problem in p.problems]
    problems += general
    lines.append("")
    if problems:
        lines.append(f"{len(problems)} violation(s) of architecture.json:")
        lines += [f"  - {problem}" for problem in problems]
    else:
        lines.append(f"ok: {len(packages)} packages, {len(pairs)} pairs, every pair holds.")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this one)")
    parser.add_argument(
        "--modules-dir",
        type=Path,
        help="folder of built .swiftmodule files (default: <root>/.build/debug/Modules)",
    )
    parser.add_argument("--module-cache", type=Path, help="clang module cache (default: <root>/.build/...)")
    parser.add_argument("--no-compiler", action="store_true", help="skip c (manifests and imports only)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument(
        "--only-from",
        metavar="PATH",
        action="append",
        help="run the compiler probes for this package only (repeatable)",
    )
    args = parser.parse_args(argv)
    root = args.root.resolve()
    modules_dir = None if args.no_compiler else (args.modules_dir or root / ".build" / "debug" / "Modules").resolve()
    try:
        packages, pairs, general = check(root, modules_dir, args.jobs, args.module_cache, args.only_from)
    except CheckError as error:
        print(f"boundaries: {error}", file=sys.stderr)
        return 2
    print(render(packages, pairs, general))
    return 1 if general or any(p.problems for p in pairs) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
