"""`make feature` end to end, in a temporary copy of the repository: scaffold a feature, build it
alone, run its tests, run the boundary checks, run its `app` command, then remove it and find the
tree as it was. The same for `make feature STORE=1`, the persisted flavour across the layers: build
the app, keep an item in one process and list it in the next, open its screen in the shell, remove
it. Plus the refusals, which must change nothing. One App build per flavour."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import boundaries  # noqa: E402
import graph  # noqa: E402
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

    def run_in_copy(self, *command: str, timeout: int = 900, stdin: str | None = None) -> subprocess.CompletedProcess:
        return subprocess.run(command, cwd=self.root, capture_output=True, text=True, timeout=timeout, input=stdin)

    def draw_graph_first(self):
        """Starts from the README's graph as the manifests draw it, so that the round trip compares what the
        scaffolder changed (a graph gone stale in the tree is test_graph's to report)."""
        for path, text in graph.outputs(self.root).items():
            path.write_text(text)
        self.before = snapshot(self.root)

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
        registry = self.root / scaffold.REGISTRY
        registry.write_text(registry.read_text().replace("// scaffold:feature", "// (marker removed)"))
        before = snapshot(self.root)
        with self.assertRaises(FileNotFoundError):
            scaffold.add(self.root, self.name)
        self.assertEqual(snapshot(self.root), before)
        self.assertFalse((self.root / "Features" / self.name).exists())

    def test_removing_a_feature_that_is_not_there_is_refused(self):
        with self.assertRaises(scaffold.Refused):
            scaffold.remove(self.root, "Nope")

    def test_removing_a_registration_edited_by_hand_changes_nothing_and_names_the_line(self):
        scaffold.add(self.root, self.name, redraw=False)
        registry = self.root / scaffold.REGISTRY
        registry.write_text(registry.read_text().replace(f"{self.name}Entry.make(),", f"{self.name}Entry.make(),  // mine"))
        edited = snapshot(self.root)
        result = self.run_in_copy(sys.executable, "tools/scaffold.py", "remove", self.name)
        self.assertEqual(result.returncode, 1)
        line = next(n for n, text in enumerate(registry.read_text().splitlines(), 1) if "// mine" in text)
        self.assertIn(f"{scaffold.REGISTRY}:{line}: the registration of {self.name} was edited by hand", result.stderr)
        self.assertEqual(snapshot(self.root), edited)

    def test_the_four_scenes_are_registered_as_the_scaffolder_registers_a_new_one(self):
        # remove's refusal reads these lines; a hand-written registration in another shape would hide a
        # new feature's from `make remove-feature`.
        registry = (self.root / scaffold.REGISTRY).read_text()
        self.assertIn("// scaffold:feature", registry)
        for name in ("ReadingPlan", "UserList", "DueLoans", "Orders"):
            self.assertIn(scaffold.import_line(name), registry)

    def test_scaffold_build_test_check_run_remove(self):
        self.draw_graph_first()
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
                                  scaffold.REGISTRY)
        self.assertEqual(linted.returncode, 0, linted.stderr)

        built = self.run_in_copy("swift", "build", "--package-path", "App", *SWIFT)
        self.assertEqual(built.returncode, 0, built.stdout[-3000:] + built.stderr[-3000:])
        ran = self.run_in_copy("App/.build/debug/app", self.command, "--item", "tea")
        self.assertEqual((ran.returncode, ran.stdout), (0, f"{self.name}: 1 item: tea.\n"), ran.stderr)
        helped = self.run_in_copy("App/.build/debug/app", "--help")
        self.assertRegex(helped.stdout, rf"\n  {self.command} +{self.name}: list the items given.")
        shell = subprocess.run(["App/.build/debug/app", "shell", "--db", ":memory:"], cwd=self.root, input=f"{self.command}\nshow tea\nquit\n",
                               capture_output=True, text=True, timeout=60)
        self.assertIn(f"{self.command} > show tea\n{self.name}: 1 item: tea.", shell.stdout)

        scaffold.remove(self.root, self.name)
        self.assertEqual(snapshot(self.root), self.before)

    # The persisted flavour: `make feature NAME=X STORE=1`.

    def test_store_refusals_change_nothing(self):
        # A context, a type the layers that import every context would find twice, a folder that exists.
        (self.root / "Domain/Sources/Probe9DomainTestSupport").mkdir(parents=True)
        before = snapshot(self.root)
        for name, reason in [("Users", "UsersDomain"), ("Order", "OrderItem"), ("Stock", "StockItem"),
                             ("Probe9", "Domain/Sources/Probe9DomainTestSupport already exists")]:
            with self.subTest(name=name):
                with self.assertRaisesRegex(scaffold.Refused, reason):
                    scaffold.add(self.root, name, store=True)
                self.assertEqual(snapshot(self.root), before)

    def test_make_refuses_an_unknown_store_value(self):
        for value in ["yes", "2", "1 1"]:
            with self.subTest(store=value):
                result = self.run_in_copy("make", "feature", f"NAME={self.name}", f"STORE={value}")
                self.assertNotEqual(result.returncode, 0)
                self.assertIn("STORE must be 1 (with storage) or unset", result.stderr)
                self.assertEqual(snapshot(self.root), self.before)
        helped = self.run_in_copy("make", "help")
        self.assertRegex(helped.stdout, r"feature +Add a feature package .*STORE=1")

    def test_a_missing_store_marker_rolls_everything_back(self):
        schema = self.root / scaffold.SCHEMA
        schema.write_text(schema.read_text().replace("// scaffold:migration", "// (marker removed)"))
        before = snapshot(self.root)
        result = self.run_in_copy(sys.executable, "tools/scaffold.py", "add", "--store", self.name)
        self.assertEqual(result.returncode, 2, result.stderr)
        self.assertIn("scaffold:migration", result.stderr)
        self.assertEqual(snapshot(self.root), before)

    def test_removing_a_store_registration_edited_by_hand_changes_nothing_and_names_the_line(self):
        scaffold.add(self.root, self.name, redraw=False, store=True)
        lower = self.name[0].lower() + self.name[1:]
        cases = [
            # (file, what `add` wrote, how it was edited by hand)
            (scaffold.COMPOSITION_ROOT, f"SQLite{self.name}Store(database: database)",
             f"SQLite{self.name}Store(database: database, cache: true)"),
            ("Data/Package.swift", f'.product(name: "{self.name}Domain", package: "Domain"),\n                // scaffold:test',
             f'.product(name: "{self.name}Domain", package: "Domain", condition: nil),\n                // scaffold:test'),
            (scaffold.SCHEMA, f"CREATE TABLE {scaffold.table(self.name)} (",
             f"CREATE TABLE IF NOT EXISTS {scaffold.table(self.name)} ("),
        ]
        for relative, wrote, edit in cases:
            with self.subTest(file=relative):
                path = self.root / relative
                original = path.read_text()
                self.assertEqual(original.count(wrote), 1, wrote)
                path.write_text(original.replace(wrote, edit))
                edited = snapshot(self.root)
                result = self.run_in_copy(sys.executable, "tools/scaffold.py", "remove", self.name)
                self.assertEqual(result.returncode, 1, result.stderr)
                line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if edit.split("\n")[0] in text)
                # The line named is in the registration: the edited line or the one that starts it.
                named = re.search(rf"{re.escape(relative)}:(\d+): the registration of {self.name} was edited by hand",
                                  result.stderr)
                self.assertIsNotNone(named, result.stderr)
                self.assertIn(int(named.group(1)), range(line - 12, line + 1), result.stderr)
                self.assertIn("Nothing was changed.", result.stderr)
                self.assertEqual(snapshot(self.root), edited)
                path.write_text(original)
        self.assertIn(f"var {lower}Store:", (self.root / scaffold.COMPOSITION_ROOT).read_text())

    def lint_findings(self, *paths: str) -> Counter:
        """swift-format's findings in strict mode, by file and rule; line numbers left out, since an
        insertion moves them."""
        linted = self.run_in_copy("swift", "format", "lint", "--strict", *paths)
        return Counter(re.sub(r":\d+:\d+: ", ": ", line) for line in linted.stderr.splitlines() if ": error: " in line
                       or ": warning: " in line)

    def test_store_scaffold_build_run_shell_remove(self):
        self.draw_graph_first()
        # Files the scaffolder edits: what it writes there must add no finding to what is there already.
        edited = ["Package.swift", "App/Package.swift", "Data/Package.swift", "Domain/Package.swift", scaffold.SCHEMA,
                  scaffold.REGISTRY, scaffold.COMPOSITION_ROOT]
        findings = self.lint_findings(*edited)
        made = self.run_in_copy("make", "feature", f"NAME={self.name}", "STORE=1")
        self.assertEqual(made.returncode, 0, made.stderr)
        for created in (f"Domain/Sources/{self.name}Domain/{self.name}Store.swift",
                        f"Domain/Sources/{self.name}DomainTestSupport/Fake{self.name}Store.swift",
                        f"Data/Sources/DataAccess/Repositories/SQLite{self.name}Store.swift",
                        f"Features/{self.name}/Sources/{self.name}Feature/{self.name}Worker.swift"):
            self.assertTrue((self.root / created).exists(), created)
        drawn = self.run_in_copy(sys.executable, "tools/graph.py", "--check")
        self.assertEqual(drawn.returncode, 0, drawn.stderr)
        self.assertIn(f"{self.name}Domain", (self.root / "README.md").read_text())

        linted = self.run_in_copy("swift", "format", "lint", "--strict", "--recursive",
                                  *scaffold.owned(self.name, store=True))
        self.assertEqual(linted.returncode, 0, linted.stderr)
        self.assertEqual(self.lint_findings(*edited) - findings, Counter())
        surface = json.loads(self.run_in_copy(sys.executable, "tools/api_surface.py", "--json").stdout)
        feature = next(p for p in surface["packages"] if p["package"] == f"Features/{self.name}")
        self.assertFalse(feature["over"], feature)

        built = self.run_in_copy("swift", "build", "--package-path", "App", *SWIFT)
        self.assertEqual(built.returncode, 0, built.stdout[-3000:] + built.stderr[-3000:])
        app = "App/.build/debug/app"
        database = str(Path(self.tmp.name) / "store.sqlite")
        added = self.run_in_copy(app, self.command, "add", "--item", "tea", "--db", database)
        self.assertEqual((added.returncode, added.stdout), (0, f"{self.name}: added 1 item: tea.\n"), added.stderr)
        listed = self.run_in_copy(app, self.command, "list", "--db", database)  # a new process: it was stored
        self.assertEqual((listed.returncode, listed.stdout), (0, f"{self.name}: 1 item: tea.\n"), listed.stderr)
        default = self.run_in_copy(app, self.command, "--db", database)
        self.assertEqual(default.stdout, listed.stdout, default.stderr)
        scripted = self.run_in_copy(app, self.command, "list", "--db", database, "--json")
        lines = scripted.stdout.splitlines()
        self.assertEqual(len(lines), 1, scripted.stdout)
        self.assertEqual(json.loads(lines[0])["items"], ["tea"])

        # Bad input is 65 and stores nothing; a store that cannot be used is 69.
        for item, message in [("   ", "Item 2 is blank"), ("\x1b[2J\x07x", "Item 2 holds control characters")]:
            refused = self.run_in_copy(app, self.command, "add", "--item", "books", "--item", item, "--db", database)
            self.assertEqual(refused.returncode, 65, refused.stderr)
            self.assertIn(message, refused.stderr)
        self.assertEqual(self.run_in_copy(app, self.command, "--db", database).stdout, listed.stdout)
        damaged = Path(self.tmp.name) / "damaged.sqlite"
        damaged.write_text("not a database, a shopping list\n")
        unavailable = self.run_in_copy(app, self.command, "add", "--item", "tea", "--db", str(damaged))
        self.assertEqual(unavailable.returncode, 69, unavailable.stderr)
        self.assertIn("damaged", unavailable.stderr)

        shell = self.run_in_copy(app, "shell", "--db", database, stdin=f"{self.command}\nadd green tea\nquit\n", timeout=60)
        self.assertEqual(shell.returncode, 0, shell.stderr)
        self.assertIn(f"> {self.command}\n{self.name}: 1 item: tea.\n", shell.stdout)
        self.assertIn(f"{self.command} > add green tea\n{self.name}: added 1 item: green tea.\n", shell.stdout)
        helped = self.run_in_copy(app, "--help")
        self.assertRegex(helped.stdout, rf"\n  {self.command} +{self.name}: items kept in the app's database.")

        removed = self.run_in_copy("make", "remove-feature", f"NAME={self.name}")
        self.assertEqual(removed.returncode, 0, removed.stderr)
        self.assertIn("schema version", removed.stdout)
        self.assertEqual(snapshot(self.root), self.before)


if __name__ == "__main__":
    unittest.main()
