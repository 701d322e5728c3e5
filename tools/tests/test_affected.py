"""`make affected`, `make test-affected` and `make ci-plan` read a change the way the manifests say:
each test commits a copy of the repository, changes files in it, and asks what is affected."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import affected  # noqa: E402

ROOT = affected.ROOT
IGNORED = shutil.ignore_patterns(".build", ".git", ".swiftpm", "__pycache__")


def every_package() -> list[str]:
    """The layers' package folders: each folder with a Package.swift that architecture.json's patterns name."""
    policy = json.loads((ROOT / "architecture.json").read_text())
    patterns = [pattern for layer in policy["layers"] for pattern in layer["packages"]]
    return sorted(str(m.parent.relative_to(ROOT)) for p in patterns for m in ROOT.glob(f"{p}/Package.swift"))


class AffectedTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="affected-test-")
        cls.root = Path(cls.tmp.name) / "repo"
        shutil.copytree(ROOT, cls.root, ignore=IGNORED)
        git = ["git", "-C", str(cls.root), "-c", "user.name=t", "-c", "user.email=t@example.invalid"]
        subprocess.run(["git", "init", "-q", str(cls.root)], check=True)
        subprocess.run([*git, "add", "-A"], check=True)
        subprocess.run([*git, "commit", "-q", "-m", "base"], check=True)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def tearDown(self):
        subprocess.run(["git", "-C", str(self.root), "checkout", "-q", "--", "."], check=True)
        subprocess.run(["git", "-C", str(self.root), "clean", "-q", "-fd"], check=True)

    def touch(self, relative: str) -> None:
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        comment = "" if path.suffix == ".json" else "// changed"
        path.write_text((path.read_text() if path.exists() else "") + f"\n{comment}\n")

    def run_tool(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, str(ROOT / "tools" / "affected.py"), *args, "--root", str(self.root)],
            capture_output=True,
            text=True,
        )

    def packages(self) -> list[str]:
        result = self.run_tool("packages")
        self.assertEqual(result.returncode, 0, result.stderr)
        return result.stdout.split()

    def plan(self) -> list[dict]:
        """`make ci-plan`, as the workflow's plan job runs it: one line of JSON."""
        result = subprocess.run(["make", "-s", "ci-plan", "BASE=HEAD"], cwd=self.root, capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(len(result.stdout.strip().splitlines()), 1, "the matrix must be one line")
        return json.loads(result.stdout)["include"]

    def test_nothing_changed_gives_nothing(self):
        self.assertEqual(self.packages(), [])

    def test_a_feature_only_change_gives_that_feature_and_app(self):
        self.touch("Features/Orders/Sources/OrdersFeature/OrdersViewModel.swift")
        self.assertEqual(self.packages(), ["Features/Orders", "App"])
        self.assertEqual(
            self.plan(),
            [
                {"package": "Orders", "path": "Features/Orders", "target": "orders"},
                {"package": "App", "path": "App", "target": "app"},
            ],
        )
        dry = self.run_tool("test", "--dry-run")
        self.assertEqual(dry.returncode, 0, dry.stderr)
        self.assertIn("OrdersFeatureTests", dry.stdout)
        self.assertIn("AppTests", dry.stdout)  # the end-to-end tests of the app binary
        self.assertNotIn("DomainTests", dry.stdout)
        self.assertNotIn("ReadingPlanFeatureTests", dry.stdout)
        self.assertIn("--only-from Features/Orders --only-from App", dry.stdout)

    def test_a_domain_change_gives_every_package_dependencies_first(self):
        self.touch("Domain/Sources/Domain/Tagged.swift")
        found = self.packages()
        self.assertEqual(sorted(found), every_package())
        self.assertEqual(found[0], "Domain")
        self.assertEqual(found[-1], "App")
        self.assertEqual([row["path"] for row in self.plan()], found)

    def test_a_new_untracked_file_counts(self):
        self.touch("Presentation/Sources/Presentation/Formatting/NewHelper.swift")
        found = self.packages()
        self.assertIn("Presentation", found)
        self.assertNotIn("Domain", found)
        self.assertNotIn("Data", found)

    def test_a_docs_only_change_gives_nothing_and_runs_nothing(self):
        for path in ["README.md", "docs/ARCHITECTURE.md", "Features/Orders/README.md", "docs/new-note.md"]:
            self.touch(path)
        self.assertEqual(self.packages(), [])
        self.assertEqual(self.plan(), [])
        result = self.run_tool("test")  # not a dry run: it must run nothing at all
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("nothing to test", result.stdout)
        self.assertNotIn("+ ", result.stdout)

    def test_a_root_end_to_end_test_change_runs_only_that_target(self):
        self.touch("Tests/AppTests/AppProcess.swift")
        self.assertEqual(self.packages(), [])
        dry = self.run_tool("test", "--dry-run")
        self.assertIn("--filter '^(AppTests)\\.'", dry.stdout)
        self.assertNotIn("boundaries.py", dry.stdout)

    def test_a_support_package_change_runs_only_the_root_targets_that_use_it(self):
        self.touch("Fuzz/Sources/FuzzTargets/FuzzTarget.swift")
        self.assertEqual(self.packages(), [])
        dry = self.run_tool("test", "--dry-run")
        self.assertIn("--filter '^(FuzzCorpusTests)\\.'", dry.stdout)

    def test_a_shared_build_setting_affects_every_package(self):
        self.touch("architecture.json")
        self.assertEqual(sorted(self.packages()), every_package())

    def test_an_unknown_base_is_refused_with_exit_2(self):
        result = self.run_tool("packages", "--base", "no-such-ref")
        self.assertEqual(result.returncode, 2)
        self.assertIn("names no commit", result.stderr)


if __name__ == "__main__":
    unittest.main()
