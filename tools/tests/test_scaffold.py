"""`make feature` end to end, in a temporary copy of the repository: scaffold a feature, build it
alone, run its tests, run the boundary checks, run its `app` command, then remove it and find the
tree as it was. Plus the refusals, which must change nothing."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import boundaries  # noqa: E402
import scaffold  # noqa: E402

ROOT = boundaries.ROOT
IGNORED = shutil.ignore_patterns(".build", ".git", ".swiftpm", "__pycache__")
SWIFT = ["--disable-build-manifest-caching", "--manifest-cache", "local"]


def snapshot(root: Path) -> dict[str, str]:
    """Every file's hash, build folders left out."""
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file() and not {".build", ".swiftpm", "__pycache__"} & set(path.parts)
    }


class ScaffoldTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="scaffold-test-")
        self.root = Path(self.tmp.name) / "repo"
        shutil.copytree(ROOT, self.root, ignore=IGNORED)
        self.before = snapshot(self.root)
        # A name no feature of this tree has, even after a user scaffolded their own.
        self.name = next(f"Probe{n}" for n in range(1, 1000) if not (self.root / "Features" / f"Probe{n}").exists())
        self.command = self.name.lower()

    def tearDown(self):
        self.tmp.cleanup()

    def run_in_copy(self, *command: str, timeout: int = 900) -> subprocess.CompletedProcess:
        return subprocess.run(command, cwd=self.root, capture_output=True, text=True, timeout=timeout)

    def test_refusals_change_nothing(self):
        existing = next(p.name for p in sorted((self.root / "Features").iterdir()) if p.is_dir())
        for name in [existing, "bad-name", "lowercase", "Foundation", "Data", "", "Has Space", "Ünicode"]:
            with self.subTest(name=name):
                with self.assertRaises(scaffold.Refused):
                    scaffold.add(self.root, name)
                self.assertEqual(snapshot(self.root), self.before)

    def test_the_script_refuses_with_a_message_and_exit_1(self):
        result = self.run_in_copy(sys.executable, "tools/scaffold.py", "add", "bad-name")
        self.assertEqual(result.returncode, 1)
        self.assertIn("not an UpperCamelCase Swift identifier", result.stderr)
        self.assertIn("Nothing was changed.", result.stderr)
        self.assertEqual(snapshot(self.root), self.before)

    def test_a_missing_marker_rolls_everything_back(self):
        groups = self.root / "App/Sources/AppCore/CommandGroups.swift"
        groups.write_text(groups.read_text().replace("// scaffold:command", "// (marker removed)"))
        before = snapshot(self.root)
        with self.assertRaises(FileNotFoundError):
            scaffold.add(self.root, self.name)
        self.assertEqual(snapshot(self.root), before)
        self.assertFalse((self.root / "Features" / self.name).exists())

    def test_removing_a_feature_that_is_not_there_is_refused(self):
        with self.assertRaises(scaffold.Refused):
            scaffold.remove(self.root, "Nope")

    def test_scaffold_build_test_check_run_remove(self):
        scaffold.add(self.root, self.name)
        self.assertTrue((self.root / f"Features/{self.name}/Sources/{self.name}Feature/{self.name}Interactor.swift").exists())
        drawn = self.run_in_copy(sys.executable, "tools/graph.py", "--check")
        self.assertEqual(drawn.returncode, 0, drawn.stderr)
        self.assertIn(f"Features/{self.name}/", (self.root / "README.md").read_text())

        tested = self.run_in_copy("swift", "test", "--package-path", f"Features/{self.name}", *SWIFT)
        self.assertEqual(tested.returncode, 0, tested.stdout[-3000:] + tested.stderr[-3000:])
        self.assertIn("passed", tested.stdout + tested.stderr)

        modules = self.root / "Features" / self.name / ".build/debug/Modules"
        checked = self.run_in_copy(
            sys.executable, "tools/boundaries.py", "--modules-dir", str(modules), "--only-from", f"Features/{self.name}")
        self.assertEqual(checked.returncode, 0, checked.stdout + checked.stderr)
        self.assertRegex(checked.stdout, rf"{self.name} \(Feature\)\s+Data \(Data\)\s+forbidden .* rejected\s+ok")
        self.assertRegex(checked.stdout, rf"{self.name} \(Feature\)\s+ReadingPlan \(Feature\)\s+forbidden .* rejected\s+ok")
        self.assertRegex(checked.stdout, rf"{self.name} \(Feature\)\s+Presentation \(Presentation\)\s+allowed\s+declared")

        linted = self.run_in_copy("swift", "format", "lint", "--strict", "--recursive", f"Features/{self.name}",
                                  f"App/Sources/AppCore/{self.name}Commands.swift")
        self.assertEqual(linted.returncode, 0, linted.stderr)

        built = self.run_in_copy("swift", "build", "--package-path", "App", *SWIFT)
        self.assertEqual(built.returncode, 0, built.stdout[-3000:] + built.stderr[-3000:])
        ran = self.run_in_copy("App/.build/debug/app", self.command, "--item", "tea")
        self.assertEqual((ran.returncode, ran.stdout), (0, f"{self.name}: 1 item: tea.\n"), ran.stderr)

        scaffold.remove(self.root, self.name)
        self.assertEqual(snapshot(self.root), self.before)


if __name__ == "__main__":
    unittest.main()
