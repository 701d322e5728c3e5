#!/usr/bin/env python3
"""`make bench` and `make bench-quick`: the dev loop and the app, measured beside their floors.

    tools/bench.py            # full: writes docs/BENCHMARKS.md (about an hour on 2 cores)
    tools/bench.py --quick    # the same code on small sizes, in CI: writes .build/bench/BENCHMARKS-quick.md

Every edit is made and reverted on a scratch copy of the working tree, never in it. Absolute times
on shared machines are noisy, so each figure is a median with its min and max over several runs,
and each goal is a ratio of two figures measured side by side in the same run.

Sections:
  1. Dev loop, from the root: clean build and test, no-op rebuild and what each of the Makefile's
     build flags costs on it, body and public-API edits in one feature and in Domain, `make domain`
     alone, `make boundaries`, `make test` and `make test-affected` after a feature edit; modules
     recompiled are counted from the build's own "Compiling <Module> <file>" lines.
  2. Scaling: the same edits (body, public API, a private helper in the feature and in Domain's loans
     context) with 4, 32 and 100 features (extra ones from the scaffolder), beside the same sources
     and tests compiled as one module and one test module; toolchain options on the clean build.
  3. The app: one-shot start-up against a do-nothing program linking the same libraries; paged
     users, the due-soon loans query and concurrent order placement on large databases, each beside
     the same SQL through SQLite's C API (Data/Sources/DataBench); peak memory of each.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import scaffold  # noqa: E402
# As the Makefile builds: imports checked against the manifests, and SwiftPM's build plan re-made only
# when the file set or a manifest changed (tools/replan.sh).
SWIFT_FLAGS = ["--manifest-cache", "local", "--explicit-target-dependency-import-check", "error"]
REPLAN = "--disable-build-manifest-caching"

FULL = {
    "runs": 2, "feature_counts": [4, 32, 100], "monolith_counts": [4, 100], "users": 1_000_000,
    "small_users": 10_000, "loans": 1_000_000, "orders": 1000, "writers": 4, "startup_runs": 30,
    "query_repeats": 50, "config": "release",
}
QUICK = {
    "runs": 1, "feature_counts": [4], "monolith_counts": [], "skip_options": True, "users": 20_000, "small_users": 1_000,
    "loans": 20_000, "orders": 100, "writers": 4, "startup_runs": 5, "query_repeats": 5, "config": "debug",
}

# The edits: (file, the line that opens the body) for body edits; (file, text to append) for API edits.
FEATURE_FILE = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanPresenter.swift"
FEATURE_BODY = "func present(_ response: ReadingPlanModels.MakePlan.Response) {"
# A feature's public API is its entry (docs/decisions/0014-feature-entries.md).
FEATURE_API_FILE = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanEntry.swift"
FEATURE_API = "\nextension ReadingPlanEntry {{\n    public static func benchProbe{n}() {{}}\n}}\n"
DOMAIN_FILE = "Domain/Sources/ReadingPlanDomain/ReadingPlan.swift"
DOMAIN_BODY = "public init(pages: Int, days: Int) throws(PlanFailure) {"
DOMAIN_API = "\nextension ReadingPlan {{\n    public static let benchProbe{n} = {n}\n}}\n"
# A private helper: no public change, yet any declaration rewrites the module's interface, so every
# module that imports it recompiles. The loans context shows the blast radius of one Domain context.
PRIVATE_HELPER = "\nprivate func benchProbe{n}() -> Int {{ {n} }}\n"
LOANS_FILE = "Domain/Sources/LoansDomain/DueLoansPolicy.swift"
# Modules a loans-context edit must leave alone: the other contexts and every scene but DueLoans.
UNRELATED_TO_LOANS = re.compile(r"^(?!Loans|DueLoans)\w*(Feature|FeatureTests|Domain|DomainTestSupport)$|^Presentation")
# Toolchain options tried on the clean build of the layout (section 2), beside the default.
CLEAN_BUILD_OPTIONS = {
    "whole-module in debug (-wmo)": ["-Xswiftc", "-wmo"],
    "one compile batch per module (-driver-batch-count 1)": ["-Xswiftc", "-driver-batch-count", "-Xswiftc", "1"],
    "the new build system (--build-system swiftbuild)": ["--build-system", "swiftbuild"],
}

# Why a goal is missed, where the reason is known and not in this project's hands (or not yet fixed).
NOTES = {
    "scaling": "Why: what grows with the number of packages is each build's fixed cost (SwiftPM loads and "
    "checks every package's graph, and the test bundle and app relink), not the modules recompiled: see "
    "the No-op build column and the recompiled table.",
    "clean": "Why: each module is a separate compiler job that parses and type-checks the interfaces of "
    "everything it imports, and on 2 cores the many small modules cannot all run at once.",
    "startup": "Start-up is dominated by the dynamic loader mapping Foundation, ICU and libcurl, "
    "which the floor maps too; the ratio shows what the app adds on top.",
}
MAKE_TEST = "make test (every stage)"
TEST_AFFECTED = "make test-affected after a body edit in one feature (ReadingPlan presenter)"


# MARK: - Measuring


@dataclass
class Figure:
    """Seconds (or microseconds) of several runs of one thing."""

    values: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.values)

    def show(self, unit: str = "s", scale: float = 1.0) -> str:
        if not self.values:
            return "n/a"
        med, lo, hi = (v * scale for v in (self.median, min(self.values), max(self.values)))
        digits = 2 if unit == "s" else 1
        if len(self.values) == 1:
            return f"{med:.{digits}f} {unit}"
        return f"{med:.{digits}f} {unit} ({lo:.{digits}f}–{hi:.{digits}f})"


@dataclass
class Build:
    seconds: float
    modules: list[str]
    files: int
    output: str = field(repr=False)


COMPILING = re.compile(r"^\[\d+/\d+\] Compiling (\S+) (.+)$", re.MULTILINE)


def recompiled(output: str) -> tuple[list[str], int]:
    """Modules and Swift files that a SwiftPM build compiled, from its own output lines."""
    modules: set[str] = set()
    files = 0
    for module, rest in COMPILING.findall(output):
        swift = re.findall(r"[\w.+-]+\.swift", rest)
        if swift:
            modules.add(module)
            files += len(swift)
    return sorted(modules), files


def run(command: list[str], cwd: Path, check: bool = True, env: dict | None = None) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(
        command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, **(env or {})})
    seconds = time.perf_counter() - started
    if check and done.returncode != 0:
        tail = "\n".join(done.stdout.splitlines()[-30:])
        raise RuntimeError(f"{' '.join(command)} failed in {cwd} ({done.returncode}):\n{tail}")
    return seconds, done.stdout


def swift_build(cwd: Path, *extra: str, flags: list[str] | None = None) -> Build:
    """A build as the Makefile runs it, with the re-plan stamp of the repository that holds cwd (none for
    a folder outside a repository, such as the one-module comparison: one package has no stale-plan trap)."""
    repo = next((p for p in [cwd, *cwd.parents] if (p / "tools" / "replan.sh").exists()), None)
    replan = []
    if repo is not None:
        replan = run([str(repo / "tools/replan.sh"), "flag", str(cwd / ".build")], repo)[1].split()
    seconds, output = run(["swift", "build", "--build-tests", *(SWIFT_FLAGS if flags is None else flags), *replan,
                           *extra], cwd)
    if repo is not None:
        run([str(repo / "tools/replan.sh"), "record", str(cwd / ".build")], repo)
    modules, files = recompiled(output)
    return Build(seconds, modules, files, output)


def flag_costs(build_dir: Path, runs: int) -> list[dict]:
    """What each of the Makefile's build flags costs on a no-op build, beside the build without it."""
    unchecked = [f for f in SWIFT_FLAGS if f not in ("--explicit-target-dependency-import-check", "error")]
    noop = lambda flags, *extra: [swift_build(build_dir, *extra, flags=flags) for _ in range(runs)]  # noqa: E731
    return [
        row("no-op rebuild, import check off (--explicit-target-dependency-import-check none)",
            noop(unchecked)),
        row("no-op rebuild, re-planned every time (--disable-build-manifest-caching)", noop(SWIFT_FLAGS, REPLAN)),
    ]


def peak_rss_mb(command: list[str], cwd: Path) -> float:
    """The child's peak resident memory, from the kernel's own accounting (wait4)."""
    child = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {child.returncode}: {child.stderr.read().decode()[-500:]}")
    return usage.ru_maxrss / 1024


def scratch_copy(into: Path) -> Path:
    """The working tree's files (tracked and new, not ignored) copied into a fresh folder."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
        stdout=subprocess.PIPE, check=True).stdout.decode().split("\0")
    copy = into / "repo"
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            target = copy / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    subprocess.run(["git", "init", "-q"], cwd=copy, check=True)
    subprocess.run(["git", "add", "-A"], cwd=copy, check=True)
    subprocess.run(["git", "-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "commit", "-q", "-m",
                    "scratch copy"], cwd=copy, check=True)  # `make test-affected` compares with HEAD
    return copy


class Edit:
    """A reversible edit of one file in a scratch copy."""

    def __init__(self, repo: Path, path: str):
        self.file = repo / path
        self.original = self.file.read_text()

    def body(self, opening: str, n: int) -> None:
        if opening not in self.original:
            raise RuntimeError(f"{self.file}: no '{opening}' to edit")
        self.file.write_text(self.original.replace(opening, f"{opening}\n        _ = {n}", 1))

    def append(self, template: str, n: int) -> None:
        self.file.write_text(self.original + template.format(n=n))

    def revert(self) -> None:
        self.file.write_text(self.original)


def measure_edit(repo: Path, path: str, kind: str, where: str, runs: int, build=swift_build) -> list[Build]:
    """Each run: edit, build (measured), revert, build (not measured)."""
    builds = []
    for n in range(1, runs + 1):
        edit = Edit(repo, path)
        if kind == "body":
            edit.body(where, n)
        else:
            edit.append(where, n)
        try:
            builds.append(build(repo))
        finally:
            edit.revert()
        build(repo)
    return builds


# MARK: - Sections


def dev_loop(repo: Path, cfg: dict) -> list[dict]:
    rows = []
    clean = swift_build(repo)
    test_seconds, _ = run(["swift", "test", "--skip-build", *SWIFT_FLAGS, REPLAN], repo)
    rows.append(row("clean build (every module and test)", [clean]))
    rows.append({"name": "test run (swift test --skip-build)", "time": Figure([test_seconds]).show(),
                 "modules": "", "files": ""})
    noop = [swift_build(repo) for _ in range(max(cfg["runs"], 2))]
    rows.append(row("no-op rebuild", noop))
    rows += flag_costs(repo, max(cfg["runs"], 2))
    rows.append(row("body edit in one feature (ReadingPlan presenter)",
                    measure_edit(repo, FEATURE_FILE, "body", FEATURE_BODY, cfg["runs"])))
    rows.append(row("public-API edit in one feature (ReadingPlan interactor)",
                    measure_edit(repo, FEATURE_API_FILE, "api", FEATURE_API, cfg["runs"])))
    rows.append(row("body edit in Domain (ReadingPlan.init)",
                    measure_edit(repo, DOMAIN_FILE, "body", DOMAIN_BODY, cfg["runs"])))
    rows.append(row("public-API edit in Domain (ReadingPlan extension)",
                    measure_edit(repo, DOMAIN_FILE, "api", DOMAIN_API, cfg["runs"])))
    shutil.rmtree(repo / "Domain/.build", ignore_errors=True)
    domain_clean, out = run(["make", "domain"], repo)
    modules, files = recompiled(out)
    rows.append(row("make domain (Domain alone, clean)", [Build(domain_clean, modules, files, out)]))
    boundaries = [run(["make", "boundaries"], repo)[0] for _ in range(cfg["runs"])]
    rows.append({"name": "make boundaries (manifests, imports, compiler probes)",
                 "time": Figure(boundaries).show(), "modules": "", "files": ""})
    full, _ = run(["make", "test"], repo)
    rows.append({"name": MAKE_TEST, "time": Figure([full]).show(), "modules": "", "files": "", "seconds": full})
    affected = []
    for n in range(1, cfg["runs"] + 1):
        edit = Edit(repo, FEATURE_FILE)
        edit.body(FEATURE_BODY, n)
        try:
            affected.append(run(["make", "test-affected"], repo)[0])
        finally:
            edit.revert()
    rows.append({"name": TEST_AFFECTED, "time": Figure(affected).show(), "modules": "", "files": "",
                 "seconds": Figure(affected).median})
    return rows


def row(name: str, builds: list[Build]) -> dict:
    modules = sorted({m for b in builds for m in b.modules})
    return {"name": name, "time": Figure([b.seconds for b in builds]).show(),
            "modules": ", ".join(modules) or "none", "files": str(max(b.files for b in builds)),
            "module_list": modules, "seconds": Figure([b.seconds for b in builds]).median}


def scaling(scratch: Path, cfg: dict) -> list[dict]:
    rows = []
    for count in cfg["feature_counts"]:
        repo = scratch_copy(scratch / f"features-{count}")
        for i in range(1, count - 4 + 1):
            scaffold.add(repo, f"Probe{i}", redraw=False)  # the README's graph is not measured
        clean = swift_build(repo)
        noop = [swift_build(repo).seconds for _ in range(cfg["runs"])]
        body = measure_edit(repo, FEATURE_FILE, "body", FEATURE_BODY, cfg["runs"])
        api = measure_edit(repo, FEATURE_API_FILE, "api", FEATURE_API, cfg["runs"])
        private_feature = measure_edit(repo, FEATURE_FILE, "api", PRIVATE_HELPER, cfg["runs"])
        private_loans = measure_edit(repo, LOANS_FILE, "api", PRIVATE_HELPER, cfg["runs"])
        features = sorted({m for b in api for m in b.modules if m.endswith("Feature")} - {"ReadingPlanFeature"})
        rows.append({
            "features": count, "layout": "modules", "clean": Figure([clean.seconds]).show(),
            "clean_seconds": clean.seconds, "noop": Figure(noop).show(), "noop_seconds": Figure(noop).median,
            "body": row("", body), "api": row("", api), "private_feature": row("", private_feature),
            "private_loans": row("", private_loans), "siblings": features})
        if count == cfg["feature_counts"][0] and not cfg.get("skip_options"):
            rows[-1]["options"] = clean_build_options(repo)
        if count in cfg["monolith_counts"]:
            mono = monolith(repo, scratch / f"monolith-{count}")
            rows.append({
                "features": count, "layout": "one module", "clean": Figure([mono["clean"].seconds]).show(),
                "clean_seconds": mono["clean"].seconds, "noop": mono["noop"].show(),
                "noop_seconds": mono["noop"].median, "body": mono["body"], "api": mono["api"],
                "private_feature": mono["private_feature"], "private_loans": mono["private_loans"],
                "siblings": []})
        shutil.rmtree(repo, ignore_errors=True)
    return rows


def clean_build_options(repo: Path) -> list[dict]:
    """The clean build of the layout (every module and test) under each toolchain option."""
    results = []
    for name, flags in {"default": [], **CLEAN_BUILD_OPTIONS}.items():
        shutil.rmtree(repo / ".build", ignore_errors=True)
        try:
            build = swift_build(repo, *flags)
            results.append({"name": name, "time": Figure([build.seconds]).show(), "seconds": build.seconds})
        except RuntimeError as error:
            # The compiler's or SwiftPM's first "error:" line, not the echoed command (whose flags say "error").
            first = next((line for line in str(error).splitlines() if "error:" in line), str(error).splitlines()[-1])
            results.append({"name": name, "time": "failed", "seconds": None, "why": first.strip()[:160]})
    shutil.rmtree(repo / ".build", ignore_errors=True)
    swift_build(repo)  # leave the default build in place
    return results


LOCAL_IMPORT = re.compile(
    r"^\s*(@testable\s+)?((public|internal|package)\s+)?import\s+(\w+)\s*$", re.MULTILINE)


def monolith(repo: Path, into: Path) -> dict:
    """The fair one-module comparison: every library source of the repo as one module, the two
    entry points (app, CrashWriter) as executables of one file each, and every test (with the test
    support they share) as one test module; built and edited exactly as the layout is."""
    source_folders = [repo / "Domain/Sources", repo / "Data/Sources/DataAccess", repo / "Presentation/Sources",
                      repo / "App/Sources/AppCore"]
    source_folders += sorted(repo.glob("Features/*/Sources"))
    test_folders = sorted(repo.glob("*/Tests")) + sorted(repo.glob("Features/*/Tests")) + [
        repo / "Data/Sources/DataTestSupport", repo / "Fuzz/Sources/FuzzTargets", repo / "Tests/AppTests",
        repo / "Tests/DataCrashTests", repo / "Tests/TestExecutables"]
    own = {t.name for folder in [repo / "Domain/Sources", repo / "Data/Sources", repo / "Presentation/Sources",
                                 repo / "App/Sources", repo / "Fuzz/Sources", repo / "Tests"]
           for t in folder.iterdir() if t.is_dir()}
    own |= {t.name for f in repo.glob("Features/*") for t in (f / "Sources").iterdir() if (f / "Sources").is_dir()}
    own |= {t.name for folder in test_folders for t in folder.iterdir() if t.is_dir()}
    own -= {"CSQLite"}  # the system library stays a module of its own in both layouts
    mapping: dict[str, str] = {}

    def copy(folder: Path, module: str, test: bool) -> None:
        target = into / "Sources" / module
        target.mkdir(parents=True, exist_ok=True)
        for path in sorted(folder.rglob("*.swift")):
            if "TestSupport" in path.parts[-2] and not test:
                continue  # test support goes with the tests
            replacement = "@testable import Monolith" if test else "import Monolith"
            seen = []

            def swap(match: re.Match) -> str:
                if match.group(4) not in own:
                    return match.group(0)
                if replacement in seen or module == "Monolith":
                    return ""
                seen.append(replacement)
                return replacement

            text = LOCAL_IMPORT.sub(swap, path.read_text())
            name = "_".join(path.relative_to(repo).parts).replace("/", "_")
            (target / name).write_text(text)
            mapping[str(path.relative_to(repo))] = f"Sources/{module}/{name}"

    for folder in source_folders:
        copy(folder, "Monolith", test=False)
    for folder in [repo / "Domain/Sources"]:  # the Domain test support modules
        for support in sorted(folder.glob("*TestSupport")):
            copy(support, "MonolithTests", test=True)
    for folder in test_folders:
        copy(folder, "MonolithTests", test=True)
    copy(repo / "App/Sources/AppMain", "app", test=False)
    (into / "Sources/CrashWriter").mkdir(parents=True)
    crash = LOCAL_IMPORT.sub(lambda m: "" if m.group(4) in own else m.group(0),
                             (repo / "Tests/CrashWriter/main.swift").read_text())
    (into / "Sources/CrashWriter/main.swift").write_text("import Monolith\n" + crash)
    shutil.copytree(repo / "Data/Sources/CSQLite", into / "Sources" / "CSQLite")
    shutil.copytree(repo / "Fuzz/Corpus", into / "Fuzz/Corpus")
    (into / "Package.swift").write_text(
        "// swift-tools-version: 6.2\nimport PackageDescription\n"
        "let package = Package(name: \"Monolith\", platforms: [.macOS(.v13), .iOS(.v16)], targets: [\n"
        "    .systemLibrary(name: \"CSQLite\", pkgConfig: \"sqlite3\"),\n"
        "    .target(name: \"Monolith\", dependencies: [\"CSQLite\"]),\n"
        "    .executableTarget(name: \"app\", dependencies: [\"Monolith\"]),\n"
        "    .executableTarget(name: \"CrashWriter\", dependencies: [\"Monolith\"]),\n"
        "    .testTarget(name: \"MonolithTests\", dependencies: [\"Monolith\", \"app\", \"CrashWriter\"]),\n"
        "], swiftLanguageModes: [.v6])\n")
    clean = swift_build(into)
    noop = Figure([swift_build(into).seconds for _ in range(2)])
    body = measure_edit(into, mapping[FEATURE_FILE], "body", FEATURE_BODY, 2)
    api = measure_edit(into, mapping[FEATURE_API_FILE], "api", FEATURE_API, 2)
    private_feature = measure_edit(into, mapping[FEATURE_FILE], "api", PRIVATE_HELPER, 2)
    private_loans = measure_edit(into, mapping[LOANS_FILE], "api", PRIVATE_HELPER, 2)
    return {"clean": clean, "noop": noop, "body": row("", body), "api": row("", api),
            "private_feature": row("", private_feature), "private_loans": row("", private_loans)}


def app(scratch: Path, cfg: dict) -> dict:
    config = cfg["config"]
    flags = [*SWIFT_FLAGS, REPLAN]  # release builds have no stamp of their own: always re-planned
    run(["swift", "build", "-c", config, "--product", "app", *flags], ROOT)
    _, bin_path = run(["swift", "build", "-c", config, "--show-bin-path", *flags], ROOT)
    app_binary = Path(bin_path.strip().splitlines()[-1]) / "app"
    run(["swift", "build", "--package-path", "Data", "-c", config, "--product", "DataBench", *flags], ROOT)
    _, data_bin = run(["swift", "build", "--package-path", "Data", "-c", config, "--show-bin-path", *flags], ROOT)
    bench = Path(data_bin.strip().splitlines()[-1]) / "DataBench"

    # The floor links what the app links (Foundation with networking, SQLite) and does nothing.
    floor_source = scratch / "floor.swift"
    floor_source.write_text(
        "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n\n"
        "/// Linked like the app (Foundation, its networking, SQLite), and does nothing.\n"
        "@main enum Floor { static func main() {} }\n")
    floor = scratch / "floor"
    optimise = ["-O"] if config == "release" else ["-Onone"]
    run(["swiftc", *optimise, "-parse-as-library", str(floor_source), "-o", str(floor), "-lsqlite3"], scratch)

    one_shot = [str(app_binary), "plan", "make", "--pages", "101", "--days", "10"]
    app_times, floor_times = [], []
    for _ in range(cfg["startup_runs"]):  # alternated, so both see the same machine
        app_times.append(run(one_shot, scratch)[0])
        floor_times.append(run([str(floor)], scratch)[0])
    startup = {
        "app": Figure(app_times), "floor": Figure(floor_times),
        "app_rss": peak_rss_mb(one_shot, scratch), "floor_rss": peak_rss_mb([str(floor)], scratch)}

    data = []
    repeats = str(cfg["query_repeats"])
    big_users, small_users = scratch / "users.sqlite", scratch / "users-small.sqlite"
    data += bench_lines([str(bench), "users", "--db", str(big_users), "--rows", str(cfg["users"]), "--repeat",
                         repeats], scratch)
    run([str(bench), "users", "--db", str(small_users), "--rows", str(cfg["small_users"]), "--repeat", "1"], scratch)
    last_page = str(min(10_000, cfg["users"] // 6))
    for line in data:
        database = big_users
        page = "1" if line["name"].endswith("page 1") else last_page
        line["rss"] = peak_rss_mb([str(bench), "page", "--db", str(database), "--page", page], scratch)
        line["rss_small"] = peak_rss_mb([str(bench), "page", "--db", str(small_users), "--page", "1"], scratch)
    loans_db = scratch / "loans.sqlite"
    loans = bench_lines([str(bench), "loans", "--db", str(loans_db), "--rows", str(cfg["loans"]), "--repeat",
                         repeats], scratch)
    for line in loans:
        line["rss"] = peak_rss_mb([str(bench), "due", "--db", str(loans_db)], scratch)
    data += loans
    orders_db = scratch / "orders.sqlite"
    orders = bench_lines([str(bench), "orders", "--db", str(orders_db), "--orders", str(cfg["orders"]),
                          "--writers", str(cfg["writers"])], scratch)
    for line in orders:
        line["rss"] = None
    data += orders
    return {"startup": startup, "data": data, "app_binary": app_binary}


def bench_lines(command: list[str], cwd: Path) -> list[dict]:
    _, output = run(command, cwd)
    return [json.loads(line) for line in output.splitlines() if line.startswith("{")]


# MARK: - Report


def verdict(ok: bool) -> str:
    return "✔" if ok else "✘"


def report(cfg: dict, quick: bool, loop: list[dict], scale: list[dict], measured: dict, seconds: float) -> str:
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    memory = next((line.split()[1] for line in Path("/proc/meminfo").read_text().splitlines()
                   if line.startswith("MemTotal")), "0")
    swift = subprocess.run(["swift", "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True).stdout.splitlines()[0]
    scope = "Domain package alone, scratch copy" if quick else "root package, scratch copy"
    out = [
        "# Benchmarks" + (" (quick run: small sizes, not for reading)" if quick else ""), "",
        "Written by `make bench` (tools/bench.py); do not edit by hand. Figures are medians with (min–max)",
        "over the runs given; every goal compares two figures measured side by side in this one run.", "",
        f"- Machine: {os.cpu_count()} cores, {cpu}, {int(memory) // 1024 // 1024} GiB; {platform.system()}"
        f" {platform.release()}",
        f"- Toolchain: {swift}",
        f"- Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; the whole run took"
        f" {seconds / 60:.0f} min",
        f"- Runs per figure: {cfg['runs']} for edits (each edit is reverted and rebuilt between runs), "
        f"{cfg['startup_runs']} for start-up, {cfg['query_repeats']} for queries (after one warm-up); "
        f"builds are debug, the app and data benchmarks {cfg['config']}.", "",
        f"## 1. Dev loop ({scope})", "",
        "| Step | Time | Modules recompiled | Files |", "|---|---|---|---|",
    ]
    for r in loop:
        out.append(f"| {r['name']} | {r['time']} | {r['modules']} | {r['files']} |")

    counts = ", ".join(str(c) for c in sorted({r["features"] for r in scale})) or "-"
    out += ["", f"## 2. Scaling: the same edits at {counts} features, and as one module", ""]
    if not scale:
        out.append("No feature counts in this run.")
    else:
        out += [
            "The one-module rows are the fair comparison: the same library sources as one module (the two",
            "entry points, app and CrashWriter, as one-file executables) and every test, test support",
            "included, as one test module, built and edited the same way.", "",
            "| Features | Layout | Clean build | No-op build | Body edit | Public-API edit | Private helper in the "
            "feature | Private helper in Domain's loans context |", "|---|---|---|---|---|---|---|---|"]
        for r in scale:
            out.append(f"| {r['features']} | {r['layout']} | {r['clean']} | {r['noop']} | {r['body']['time']} | "
                       f"{r['api']['time']} | {r['private_feature']['time']} | {r['private_loans']['time']} |")
        out += ["", "What each edit recompiled (modules; for one module, Swift files):", "",
                "| Features | Layout | Body edit | Public-API edit: sibling features | Private helper in the feature "
                "| Private helper in the loans context |", "|---|---|---|---|---|---|"]
        for r in scale:
            if r["layout"] == "one module":
                files = [r[k]["files"] for k in ("body", "api", "private_feature", "private_loans")]
                out.append(f"| {r['features']} | one module | {files[0]} files | n/a ({files[1]} files) | "
                           f"{files[2]} files | {files[3]} files |")
            else:
                out.append(f"| {r['features']} | modules | {', '.join(r['body']['module_list'])} | "
                           f"{', '.join(r['siblings']) or 'none'} | {', '.join(r['private_feature']['module_list'])} | "
                           f"{', '.join(r['private_loans']['module_list'])} |")
        options = next((r["options"] for r in scale if r.get("options")), [])
        if options:
            out += ["", f"Toolchain options on the clean build of the layout ({scale[0]['features']} features, every "
                    "module and test):", "", "| Option | Clean build | Note |", "|---|---|---|"]
            default = next((o["seconds"] for o in options if o["name"] == "default"), None)
            for option in options:
                note = option.get("why", "")
                if option["seconds"] and default and option["name"] != "default":
                    note = f"{option['seconds'] / default:.2f}x the default" + (f"; {note}" if note else "")
                out.append(f"| {option['name']} | {option['time']} | {note} |")

    startup = measured["startup"]
    out += ["", "## 3. The app", "", "### One-shot start-up (`app plan make --pages 101 --days 10`)", "",
            "| Program | Time | Peak memory |", "|---|---|---|",
            f"| app | {startup['app'].show('ms', 1000)} | {startup['app_rss']:.1f} MB |",
            f"| floor: links the same Foundation, networking and SQLite, does nothing | "
            f"{startup['floor'].show('ms', 1000)} | {startup['floor_rss']:.1f} MB |", "",
            "### Data, each query beside the same SQL through SQLite's C API", "",
            "| Query | Rows | App | C-API floor | Ratio | Peak memory (this size / small DB) |",
            "|---|---|---|---|---|---|"]
    for line in measured["data"]:
        app_fig, floor_fig = Figure(line["app_us"]), Figure(line["floor_us"])
        unit, scale_ = ("ms", 1 / 1000) if app_fig.median > 5000 else ("µs", 1)
        ratio = app_fig.median / floor_fig.median
        rss = "" if line.get("rss") is None else f"{line['rss']:.1f} MB"
        if line.get("rss_small") is not None:
            rss += f" / {line['rss_small']:.1f} MB"
        out.append(f"| {line['name']} | {line['rows']:,} | {app_fig.show(unit, scale_)} | "
                   f"{floor_fig.show(unit, scale_)} | {ratio:.2f}x | {rss} |")

    out += ["", "## Goals", "", "| Goal | Measured | Met |", "|---|---|---|"]
    out += goals(loop, scale, measured)
    return "\n".join(out) + "\n"


def goals(loop: list[dict], scale: list[dict], measured: dict) -> list[str]:
    lines = []
    modules_rows = [r for r in scale if r["layout"] == "modules"]
    for r in modules_rows:
        exact = r["body"]["module_list"] == ["ReadingPlanFeature"]
        lines.append(f"| body edit recompiles only ReadingPlanFeature at {r['features']} features | "
                     f"{', '.join(r['body']['module_list'])} | {verdict(exact)} |")
        lines.append(f"| public-API edit recompiles no sibling feature at {r['features']} features | "
                     f"{', '.join(r['siblings']) or 'none'} | {verdict(not r['siblings'])} |")
    for r in modules_rows:
        loans = r["private_loans"]["module_list"]
        unrelated = [m for m in loans if UNRELATED_TO_LOANS.match(m)]
        ok = "LoansDomain" in loans and not unrelated
        lines.append(f"| a private helper in Domain's loans context recompiles only the modules that depend on it, "
                     f"at {r['features']} features | {len(loans)} modules; unrelated: {', '.join(unrelated) or 'none'} "
                     f"| {verdict(ok)} |")
    if len(modules_rows) >= 2:
        first, last = modules_rows[0], modules_rows[-1]
        for key, what in (("body", "body edit"), ("noop", "no-op build")):
            ratio = (last["noop_seconds"] / first["noop_seconds"] if key == "noop"
                     else last["body"]["seconds"] / first["body"]["seconds"])
            note = "" if ratio <= 1.25 else f" {NOTES['scaling']}"
            lines.append(f"| {what} at {last['features']} features within 1.25x of {first['features']} | "
                         f"{ratio:.2f}x{note} | {verdict(ratio <= 1.25)} |")
    for r in modules_rows:
        mono = next((m for m in scale if m["layout"] == "one module" and m["features"] == r["features"]), None)
        if mono:
            ratio = r["clean_seconds"] / mono["clean_seconds"]
            note = "" if ratio <= 2 else f" {NOTES['clean']}"
            lines.append(f"| clean build at {r['features']} features within 2x of the same sources and tests as one "
                         f"module each | {ratio:.2f}x{note} | {verdict(ratio <= 2)} |")
    rows = {r["name"]: r for r in loop}
    full, affected = rows.get(MAKE_TEST), rows.get(TEST_AFFECTED)
    if full and affected:
        ratio = affected["seconds"] / full["seconds"]
        lines.append(f"| make test-affected after a feature body edit within 20% of make test | {ratio:.0%} | "
                     f"{verdict(ratio <= 0.2)} |")
    startup = measured["startup"]
    ratio = startup["app"].median / startup["floor"].median
    note = "" if ratio <= 1.3 else f" {NOTES['startup']}"
    lines.append(f"| one-shot start-up within 1.3x of the floor | {ratio:.2f}x{note} | {verdict(ratio <= 1.3)} |")
    data = {line["name"]: line for line in measured["data"]}
    pages = [line for name, line in data.items() if name.startswith("users page")]
    if len(pages) == 2:
        ratio = Figure(pages[1]["app_us"]).median / Figure(pages[0]["app_us"]).median
        lines.append(f"| {pages[1]['name']} within 1.5x of page 1 (no OFFSET scan) | {ratio:.2f}x | "
                     f"{verdict(ratio <= 1.5)} |")
    for line in measured["data"]:
        ratio = Figure(line["app_us"]).median / Figure(line["floor_us"]).median
        lines.append(f"| {line['name']} within 1.5x of its C-API floor | {ratio:.2f}x | {verdict(ratio <= 1.5)} |")
    for line in pages:
        grows = line["rss"] / line["rss_small"]
        lines.append(f"| memory flat in data size ({line['name']}: {line['rows']:,} rows vs the small DB) | "
                     f"{grows:.2f}x | {verdict(grows <= 1.2)} |")
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small sizes, one run each (CI)")
    parser.add_argument("--output", type=Path, help="where to write the table")
    args = parser.parse_args(argv)
    cfg = QUICK if args.quick else FULL
    output = args.output or (ROOT / (".build/bench/BENCHMARKS-quick.md" if args.quick else "docs/BENCHMARKS.md"))
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="strata-bench-") as folder:
        scratch = Path(folder)
        print("bench: dev loop", flush=True)
        if args.quick:
            # The dev loop on Domain alone: the same steps, on the smallest package.
            loop = quick_loop(scratch_copy(scratch), cfg)
        else:
            loop = dev_loop(scratch_copy(scratch), cfg)
        print("bench: scaling", flush=True)
        scale = scaling(scratch, cfg)
        print("bench: app", flush=True)
        measured = app(scratch, cfg)
        text = report(cfg, args.quick, loop, scale, measured, time.perf_counter() - started)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text)
    print(text)
    print(f"bench: wrote {output.relative_to(ROOT) if output.is_relative_to(ROOT) else output}")
    return 0


def quick_loop(repo: Path, cfg: dict) -> list[dict]:
    domain = repo / "Domain"
    build = lambda cwd: swift_build(domain)  # noqa: E731
    clean = build(repo)
    return [
        row("clean build of Domain (quick run)", [clean]),
        row("no-op rebuild", [build(repo)]),
        *flag_costs(domain, 1),
        row("body edit in Domain (ReadingPlan.init)", measure_edit(repo, DOMAIN_FILE, "body", DOMAIN_BODY, 1, build)),
        row("public-API edit in Domain", measure_edit(repo, DOMAIN_FILE, "api", DOMAIN_API, 1, build)),
        row("private helper in Domain's loans context",
            measure_edit(repo, LOANS_FILE, "api", PRIVATE_HELPER, 1, build)),
    ]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
