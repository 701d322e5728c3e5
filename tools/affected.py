#!/usr/bin/env python3
"""What a change touched: the packages with changed files since a git ref, plus every package that
depends on them, read from the manifests (`swift package dump-package`), never from a list kept by hand.

    affected.py packages [--base REF]   one package path a line, dependencies first (`make affected`)
    affected.py matrix   [--base REF]   one line of JSON for a CI job matrix (`make ci-plan`)
    affected.py test     [--base REF]   build once at the root, run only the affected packages' tests
                                        and their boundary checks (`make test-affected`)

REF defaults to HEAD: the work not yet committed. Untracked files count as changed. How a changed
path is read:
- inside a package's folder (the deepest one that has a Package.swift): that package changed;
- Markdown anywhere and everything under docs/: documentation, affects no package;
- the build's shared settings (Makefile, architecture.json, .swift-format, the set-up scripts):
  every package;
- the root Package.swift: every root test target; Tests/: the root targets they hold;
- tools/: the tools' own tests.
The packages listed are the layers' (architecture.json), each with its own make target; a support
package outside the layers (Fuzz) only decides which root test targets run.

Exit status: 0, or 1 when a test step failed, or 2 when the change cannot be read (an unknown ref).
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import boundaries  # noqa: E402
import scaffold  # noqa: E402

ROOT = boundaries.ROOT
SHARED_SETTINGS = {"Makefile", "architecture.json", ".swift-format", "tools/ensure-deps.sh", "tools/apt-install.sh"}
DEFAULT_SWIFT_FLAGS = "--disable-build-manifest-caching --manifest-cache local"


class ChangeError(Exception):
    """The change cannot be read (for example, an unknown git ref)."""


@dataclass
class RootTarget:
    """A target of the root manifest: the single test run that compiles every module once."""

    name: str
    kind: str
    path: str
    packages: set[str] = field(default_factory=set)  # package paths it uses directly
    targets: set[str] = field(default_factory=set)  # root targets it uses directly


@dataclass
class Change:
    files: list[str]
    packages: list[str]  # affected package paths, dependencies first
    tests: list[str]  # the root manifest's affected test targets
    tools: bool  # the tools' own tests are affected

    @property
    def empty(self) -> bool:
        return not (self.packages or self.tests or self.tools)


def git(root: Path, *args: str) -> str:
    result = subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True)
    if result.returncode != 0:
        raise ChangeError(f"git {' '.join(args)}: {result.stderr.strip()}")
    return result.stdout


def changed_files(root: Path, base: str) -> list[str]:
    try:
        git(root, "rev-parse", "--verify", "--quiet", f"{base}^{{commit}}")
    except ChangeError:
        raise ChangeError(f"'{base}' names no commit of {root} (try BASE=HEAD~1 or BASE=origin/main)") from None
    tracked = git(root, "diff", "--name-only", "--no-renames", base, "--").splitlines()
    untracked = git(root, "ls-files", "--others", "--exclude-standard").splitlines()
    return sorted(set(tracked) | set(untracked))


def is_documentation(path: str) -> bool:
    return path.endswith(".md") or path.startswith("docs/")


def owner(path: str, package_paths: list[str]) -> str | None:
    """The deepest package folder that holds path."""
    holders = [p for p in package_paths if path == p or path.startswith(p + "/")]
    return max(holders, key=len) if holders else None


def local_dependencies(root: Path, manifest: dict) -> list[str]:
    """The path packages a dumped manifest depends on, relative to the repository."""
    return [
        str(Path(os.path.normpath(details["path"])).relative_to(root))
        for dependency in manifest["dependencies"]
        for details in dependency.get("fileSystem", [])
    ]


def load_root_targets(manifest: dict, package_paths: list[str]) -> dict[str, RootTarget]:
    by_folder = {Path(p).name.lower(): p for p in package_paths}
    targets: dict[str, RootTarget] = {}
    for target in manifest["targets"]:
        entry = RootTarget(target["name"], target["type"], target.get("path") or "")
        for dependency in target["dependencies"]:
            if "product" in dependency:
                package = dependency["product"][1]
                if package.lower() not in by_folder:
                    raise ChangeError(f"Package.swift: target {entry.name} names an unknown package {package}")
                entry.packages.add(by_folder[package.lower()])
            else:
                entry.targets.add(next(iter(dependency.values()))[0])
        targets[entry.name] = entry
    return targets


def dependents_closure(changed: set[str], edges: dict[str, list[str]]) -> set[str]:
    """changed plus everything that depends on it, directly or not (edges: package -> its dependencies)."""
    affected = set(changed)
    grew = True
    while grew:
        grew = False
        for package, dependencies in edges.items():
            if package not in affected and affected.intersection(dependencies):
                affected.add(package)
                grew = True
    return affected


def dependency_order(packages: set[str], edges: dict[str, list[str]]) -> list[str]:
    ordered: list[str] = []

    def visit(package: str) -> None:
        if package in ordered:
            return
        for dependency in sorted(edges.get(package, [])):
            visit(dependency)
        ordered.append(package)

    for package in sorted(edges):
        visit(package)
    return [p for p in ordered if p in packages]


def analyse(root: Path, base: str) -> Change:
    files = changed_files(root, base)
    policy = boundaries.load_policy(root)
    layers = {p.path: p.declared for p in boundaries.load_packages(root, policy)}
    root_manifest = boundaries.dump_package(root, ".")
    # The root manifest uses every package: the layers, and support packages such as Fuzz.
    support = [p for p in local_dependencies(root, root_manifest) if p not in layers]
    edges = {**layers, **{p: local_dependencies(root, boundaries.dump_package(root, p)) for p in support}}
    package_paths = list(edges)

    directly: set[str] = set()
    root_files: list[str] = []
    tools = False
    every_package = every_root_target = False
    for path in files:
        if is_documentation(path):
            continue
        if path in SHARED_SETTINGS:
            every_package = True
        elif path == "Package.swift":
            every_root_target = True
        elif path.startswith("tools/"):
            tools = True
        elif (home := owner(path, package_paths)) is not None:
            directly.add(home)
        else:
            root_files.append(path)
    if every_package:
        directly = set(package_paths)
    affected = dependents_closure(directly, edges)

    targets = load_root_targets(root_manifest, package_paths)
    chosen = set(targets) if every_root_target or every_package else set()
    for target in targets.values():
        home = owner(target.path, package_paths)
        if home in affected or target.packages & affected:
            chosen.add(target.name)
        if any(path.startswith(target.path + "/") for path in root_files):
            chosen.add(target.name)
    grew = True
    while grew:  # a root target that uses an affected root target is affected too
        grew = False
        for target in targets.values():
            if target.name not in chosen and target.targets & chosen:
                chosen.add(target.name)
                grew = True
    return Change(
        files=files,
        packages=[p for p in dependency_order(affected, edges) if p in layers],
        tests=sorted(name for name in chosen if targets[name].kind == "test"),
        tools=tools,
    )




def matrix(change: Change) -> dict:
    return {
        "include": [
            {"package": Path(p).name, "path": p, "target": scaffold.kebab(Path(p).name)} for p in change.packages
        ]
    }


# ---------------------------------------------------------------------------------------------
# make test-affected


def run(command: list[str], root: Path, dry_run: bool) -> bool:
    print("+ " + shlex.join(command), flush=True)
    return dry_run or subprocess.run(command, cwd=root).returncode == 0


def test(change: Change, root: Path, base: str, dry_run: bool = False) -> int:
    if change.empty:
        print(f"test-affected: nothing to test: no package, test or tool changed since {base}")
        return 0
    swift_flags = shlex.split(os.environ.get("SWIFT_FLAGS", DEFAULT_SWIFT_FLAGS))
    print(f"test-affected: {len(change.files)} changed file(s) since {base}")
    print(f"  packages: {', '.join(change.packages) or '-'}")
    tests = change.tests
    print(f"  test targets: {', '.join(tests) or '-'}")
    steps: list[tuple[str, bool]] = []
    if change.packages or tests:
        built = run(["swift", "build", "--build-tests", *swift_flags], root, dry_run)
        steps.append(("build", built))
        if built and tests:
            pattern = "^(" + "|".join(tests) + r")\."
            steps.append(("swift test", run(["swift", "test", "--skip-build", *swift_flags, "--filter", pattern], root, dry_run)))
        if built and change.packages:
            only = [flag for p in change.packages for flag in ("--only-from", p)]
            steps.append(("boundaries", run([sys.executable, "tools/boundaries.py", *only], root, dry_run)))
    if change.tools:
        steps.append(("tools", run([sys.executable, "-m", "unittest", "discover", "-s", "tools/tests"], root, dry_run)))
    failed = [name for name, ok in steps if not ok]
    verdict = f"{len(failed)} failed ({', '.join(failed)})" if failed else "all passed"
    verdict = "a dry run, none ran" if dry_run else verdict
    print(f"test-affected: {len(steps)} step(s), {verdict}")
    return 1 if failed else 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["packages", "matrix", "test"])
    parser.add_argument("--base", default="HEAD", help="the git ref to compare with (default: HEAD)")
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this one)")
    parser.add_argument("--dry-run", action="store_true", help="with test: print the steps, run none")
    args = parser.parse_args(argv)
    base = args.base or "HEAD"
    try:
        change = analyse(args.root.resolve(), base)
    except (ChangeError, boundaries.CheckError, json.JSONDecodeError) as error:
        print(f"affected: {error}", file=sys.stderr)
        return 2
    if args.command == "packages":
        for package in change.packages:
            print(package)
        return 0
    if args.command == "matrix":
        print(json.dumps(matrix(change), separators=(",", ":")))
        return 0
    return test(change, args.root.resolve(), base, args.dry_run)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
