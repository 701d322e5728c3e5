"""The Makefile's build rules keep their promises, checked in temporary copies of the repository:
- the everyday build (`make build`) fails on a forbidden import, naming both modules;
- a file added to a dependency package is built (the stale-build trap stays closed), and a build
  with nothing new does not re-plan every package;
- `make test` runs every stage even when one fails, and ends with a summary."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import stages  # noqa: E402

ROOT = stages.ROOT
IGNORED = shutil.ignore_patterns(".build", ".git", ".swiftpm", "__pycache__")
REPLAN = "--disable-build-manifest-caching"


class Copy:
    def __init__(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="build-rules-test-")
        self.root = Path(self.tmp.name) / "repo"
        shutil.copytree(ROOT, self.root, ignore=IGNORED)

    def make(self, *targets: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            ["make", "--no-print-directory", *targets], cwd=self.root, capture_output=True, text=True, timeout=900
        )

    def prepend(self, relative: str, line: str) -> str:
        path = self.root / relative
        original = path.read_text()
        path.write_text(line + "\n" + original)
        return original


def swift_commands(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("swift build")]


class ForbiddenImportTests(unittest.TestCase):
    """A feature importing another feature compiles in a combined build unless SwiftPM checks
    imports against the manifests; the Makefile asks it to, so `make build` names the edge."""

    def setUp(self):
        self.copy = Copy()
        self.source = next(
            str(p.relative_to(self.copy.root))
            for p in sorted((self.copy.root / "Features/ReadingPlan/Sources/ReadingPlanFeature").glob("*.swift"))
        )

    def tearDown(self):
        self.copy.tmp.cleanup()

    def assertBuildFailsNaming(self, module: str):
        result = self.copy.make("build")
        output = result.stdout + result.stderr
        self.assertNotEqual(result.returncode, 0, output[-3000:])
        self.assertRegex(output, rf"Target ReadingPlanFeature imports another target \({module}\)")

    def test_a_feature_importing_another_feature_fails_the_everyday_build(self):
        self.copy.prepend(self.source, "import UserListFeature")
        self.assertBuildFailsNaming("UserListFeature")

    def test_a_feature_importing_data_fails_the_everyday_build(self):
        self.copy.prepend(self.source, "import DataAccess")
        self.assertBuildFailsNaming("DataAccess")


class StaleBuildTests(unittest.TestCase):
    def setUp(self):
        self.copy = Copy()

    def tearDown(self):
        self.copy.tmp.cleanup()

    def test_a_file_added_to_a_dependency_package_is_built_and_no_op_builds_do_not_replan(self):
        first = self.copy.make("presentation")
        self.assertEqual(first.returncode, 0, first.stderr[-3000:])
        self.assertTrue(all(REPLAN in c for c in swift_commands(first.stdout)), "a first build plans")

        again = self.copy.make("presentation")
        self.assertEqual(again.returncode, 0, again.stderr[-3000:])
        self.assertFalse(any(REPLAN in c for c in swift_commands(again.stdout)), "nothing new: no re-plan")

        # A new file in Domain (a dependency of Presentation) and a new use of it in Presentation.
        (self.copy.root / "Domain/Sources/Domain/StaleBuildProbe.swift").write_text(
            "/// Added by a test.\npublic func staleBuildProbe() -> Int { 42 }\n"
        )
        (self.copy.root / "Presentation/Sources/Presentation/StaleBuildProbeUse.swift").write_text(
            "import Domain\n\n/// Added by a test.\npublic func staleBuildProbeUse() -> Int { staleBuildProbe() }\n"
        )
        added = self.copy.make("presentation")
        self.assertEqual(added.returncode, 0, (added.stdout + added.stderr)[-3000:])
        self.assertTrue(all(REPLAN in c for c in swift_commands(added.stdout)), "a new file: re-plan")


class StageSummaryTests(unittest.TestCase):
    """The runner writes its logs to a temporary folder here, never into the real .build/logs."""

    def setUp(self):
        logs = tempfile.TemporaryDirectory(prefix="stage-logs-")
        self.addCleanup(logs.cleanup)
        self.logs = Path(logs.name)
        self.env = {**os.environ, "STAGE_LOGS": logs.name}

    def stages(self, *stages: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, str(ROOT / "tools/stages.py"), *stages], capture_output=True, text=True, env=self.env
        )

    def test_every_stage_runs_after_a_failure_and_the_summary_names_it(self):
        result = self.stages("first=true", "broken=exit 3", "last=echo ok: ran last")
        self.assertEqual(result.returncode, 1, result.stdout)
        lines = result.stdout.strip().splitlines()
        self.assertRegex(lines[-1], r"^make test: 3 stages, 2 passed, 1 failed \(broken\) in \d+s$")
        self.assertRegex(result.stdout, r"(?m)^  last +passed .*ok: ran last$")
        self.assertRegex(result.stdout, r"(?m)^  broken +FAILED ")

    def test_all_passed_exits_0(self):
        result = self.stages("a=true", "b=true")
        self.assertEqual(result.returncode, 0, result.stdout)
        self.assertIn("make test: 2 stages, 2 passed, 0 failed in", result.stdout)
        self.assertEqual(sorted(p.name for p in self.logs.iterdir()), ["a.log", "b.log"])

    def test_a_count_ending_in_0_is_shown_and_a_bundle_of_none_is_not(self):
        result = self.stages(
            "swift=echo 'Test run with 0 tests in 0 suites passed'; echo 'Test run with 370 tests in 60 suites passed'"
        )
        self.assertRegex(result.stdout, r"(?m)^  swift +passed .*Test run with 370 tests in 60 suites passed$")

    def test_make_test_runs_every_stage_through_the_runner(self):
        # `make -n` still runs the line that calls $(MAKE), so the runner runs too (dry), logging here.
        dry = subprocess.run(
            ["make", "-n", "--no-print-directory", "test"], cwd=ROOT, capture_output=True, text=True, env=self.env
        )
        command = next(line for line in dry.stdout.splitlines() if "tools/stages.py" in line)
        named = re.findall(r'"(\w+)=', command)
        for stage in ["swift", "boundaries", "portability", "tools", "lint"]:
            self.assertIn(stage, named)


if __name__ == "__main__":
    unittest.main()
