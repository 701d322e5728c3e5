"""The boundary checker catches real violations: each test breaks the rule in a temporary copy of
the repository and expects `tools/boundaries.py` to fail naming the broken edge."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
import sys
import tempfile
import unittest
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import boundaries  # noqa: E402

ROOT = boundaries.ROOT
MODULES = ROOT / ".build" / "debug" / "Modules"
CACHE = ROOT / ".build" / "boundaries-module-cache"


class ImportScanTests(unittest.TestCase):
    def test_every_spelling_of_import_is_seen(self):
        source = "\n".join(
            [
                "import Foundation",
                "@testable import DataAccess",
                "import struct DataAccess.DatabaseLocation",
                "@_exported import Presentation",
                "internal import Domain",
                "@preconcurrency public import AppCore",
                "@_spi(Internal) import CLIKit",
                "import A; import B",
                "    import Indented",
            ]
        )
        self.assertEqual(
            [name for _, name in boundaries.imports_in(source)],
            ["Foundation", "DataAccess", "DataAccess", "Presentation", "Domain", "AppCore", "CLIKit", "A", "B", "Indented"],
        )

    def test_comments_and_strings_are_not_imports(self):
        source = '\n'.join(
            [
                "// import InLineComment",
                "/* import InBlock /* nested */ import StillInBlock */",
                'let s = "import InString"',
                'let m = """',
                "import InMultiline",
                '"""',
                'let r = #"import InRaw \\" "#',
                "import Real",
            ]
        )
        self.assertEqual(boundaries.imports_in(source), [(8, "Real")])

    def test_identifiers_that_contain_import_are_not_imports(self):
        self.assertEqual(boundaries.imports_in("let reimport = 1\nfunc importer() {}\n"), [])


class ViolationTests(unittest.TestCase):
    """Each test copies the sources (no build folders), breaks one rule, and runs the full check,
    compiler probes included, against the modules the real build produced."""

    @classmethod
    def setUpClass(cls):
        if not (MODULES / "Domain.swiftmodule").exists():
            raise unittest.SkipTest("build first: swift build --build-tests")

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="boundaries-test-")
        self.root = Path(self.tmp.name) / "repo"
        shutil.copytree(ROOT, self.root, ignore=shutil.ignore_patterns(".build", ".git", ".swiftpm", "__pycache__"))

    def tearDown(self):
        self.tmp.cleanup()

    def run_check(self, compiler: bool = True, only_from: str | None = None) -> tuple[int, str]:
        out = io.StringIO()
        flags = ["--modules-dir", str(MODULES), "--module-cache", str(CACHE)] if compiler else ["--no-compiler"]
        if only_from:
            flags += ["--only-from", only_from]
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = boundaries.main(["--root", str(self.root), *flags])
        return code, out.getvalue()

    def add_import(self, relative: str, line: str):
        path = self.root / relative
        path.write_text(line + "\n" + path.read_text())

    def assertViolation(self, edge: str, *fragments: str):
        # Only the broken package's compiler probes run: the untouched copy proves the rest.
        code, output = self.run_check(only_from=edge.split(" -> ")[0])
        self.assertEqual(code, 1, output)
        problems = [line for line in output.splitlines() if line.startswith(f"  - {edge}")]
        self.assertTrue(problems, f"no violation for {edge} in:\n{output}")
        for fragment in fragments:
            self.assertTrue(any(fragment in p for p in problems), f"{fragment!r} missing for {edge}:\n{output}")

    def test_the_untouched_copy_passes(self):
        code, output = self.run_check()
        self.assertEqual(code, 0, output)
        self.assertIn("every pair holds", output)

    def test_presentation_importing_data_is_caught_by_scan_and_compiler(self):
        self.add_import("Presentation/Sources/Presentation/Terminal/TextOutput.swift", "import DataAccess")
        self.assertViolation("Presentation -> Data", "import DataAccess", "no such module 'DataAccess'")

    def test_feature_importing_data_is_caught(self):
        self.add_import("Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift", "import DataAccess")
        self.assertViolation("Features/ReadingPlan -> Data", "import DataAccess", "no such module 'DataAccess'")

    def test_feature_importing_app_is_caught(self):
        self.add_import("Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift", "import AppCore")
        self.assertViolation("Features/ReadingPlan -> App", "import AppCore", "no such module 'AppCore'")

    def test_domain_importing_anything_is_caught(self):
        self.add_import("Domain/Sources/ReadingPlanDomain/ReadingPlan.swift", "import Presentation")
        self.assertViolation("Domain -> Presentation", "import Presentation", "no such module 'Presentation'")

    def test_domain_importing_a_non_toolchain_module_is_caught(self):
        self.add_import("Domain/Sources/ReadingPlanDomain/ReadingPlan.swift", "import FoundationNetworking")
        code, output = self.run_check(only_from="Domain")
        self.assertEqual(code, 1, output)
        self.assertIn("imports FoundationNetworking", output)

    def test_testable_import_in_tests_is_caught(self):
        self.add_import("Presentation/Tests/PresentationTests/TextOutputTests.swift", "@testable import DataAccess")
        self.assertViolation("Presentation -> Data", "PresentationTests/TextOutputTests.swift:1: import DataAccess")

    def test_a_forbidden_manifest_dependency_is_caught_and_the_compiler_then_sees_the_module(self):
        manifest = self.root / "Presentation/Package.swift"
        manifest.write_text(
            manifest.read_text().replace('.package(path: "../Domain")', '.package(path: "../Domain"),\n        .package(path: "../Data")')
        )
        self.assertViolation(
            "Presentation -> Data", "declares a dependency on Data", "the compiler accepts `import DataAccess`"
        )

    def test_app_importing_the_private_sqlite_module_is_caught(self):
        self.add_import("App/Sources/Composition/CompositionRoot.swift", "import CSQLite")
        self.assertViolation("App -> Data", "import CSQLite, which is private to Data")

    def test_production_code_importing_test_support_is_caught(self):
        self.add_import("Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift", "import DomainTestSupport")
        code, output = self.run_check(only_from="Features/ReadingPlan")
        self.assertEqual(code, 1, output)
        self.assertIn("ReadingPlanFeature is not a test but imports DomainTestSupport", output)

    def test_a_feature_importing_another_feature_is_caught(self):
        # The new package has no built module, so this runs the manifest and import checks only; the
        # compiler's side of feature -> feature is proven by the real run for every built feature.
        other = self.root / "Features/Other"
        (other / "Sources/OtherFeature").mkdir(parents=True)
        (other / "Sources/OtherFeature/Other.swift").write_text("import ReadingPlanFeature\n")
        (other / "Package.swift").write_text(
            (self.root / "Features/ReadingPlan/Package.swift")
            .read_text()
            .replace("ReadingPlanFeatureTests", "OtherFeatureTests")
            .replace('name: "ReadingPlan"', 'name: "Other"')
            .replace("ReadingPlanFeature", "OtherFeature")
        )
        (other / "Tests/OtherFeatureTests").mkdir(parents=True)
        code, output = self.run_check(compiler=False)
        self.assertEqual(code, 1, output)
        self.assertIn("Features/Other -> Features/ReadingPlan", output)
        self.assertIn("Other (Feature)", output)


class RestrictedImportTests(unittest.TestCase):
    """architecture.json's restricted_imports, on a scratch tree: only the composition root imports
    DataAccess inside App/Sources. Manifests are read from the folders (a target per folder under
    Sources/ and Tests/, no dependencies) instead of `swift package dump-package`, so nothing is
    compiled; the rule itself is the live architecture.json's."""

    COMPOSITION_ROOT = "App/Sources/Composition/CompositionRoot.swift"

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="boundaries-restricted-")
        self.root = Path(self.tmp.name)
        shutil.copy(ROOT / "architecture.json", self.root / "architecture.json")
        self.rule = next(
            rule
            for rule in json.loads((ROOT / "architecture.json").read_text())["restricted_imports"]
            if rule["module"] == "DataAccess"
        )
        self.write("Domain/Sources/Domain/Port.swift", "public protocol Port {}\n")
        self.write("Data/Sources/DataAccess/Store.swift", "import Domain\npublic struct Store: Port {}\n")
        self.write(self.COMPOSITION_ROOT, "import Foundation\nimport DataAccess\nimport Domain\n")
        self.write("App/Sources/AppCore/Application.swift", "import Domain\n// import DataAccess\nlet s = \"import DataAccess\"\n")
        self.write("App/Sources/AppMain/Entrypoint.swift", "import AppCore\n")
        # Tests are not App/Sources: they may import what their manifests allow.
        self.write("App/Tests/AppCoreTests/StorageTests.swift", "import Testing\n@testable import DataAccess\n")
        for package in ("Domain", "Data", "App"):
            self.write(f"{package}/Package.swift", "// read by fake_manifest, never by swift\n")

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, relative: str, text: str):
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)

    @staticmethod
    def fake_manifest(root: Path, path: str) -> dict:
        targets = []
        for folder, kind in (("Sources", "regular"), ("Tests", "test")):
            for module in sorted((root / path / folder).glob("*/")):
                targets.append({"name": module.name, "type": kind})
        return {"dependencies": [], "targets": targets}

    def run_check(self) -> tuple[int, str]:
        out = io.StringIO()
        with mock.patch.object(boundaries, "dump_package", self.fake_manifest):
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                code = boundaries.main(["--root", str(self.root), "--no-compiler"])
        return code, out.getvalue()

    def test_the_rule_is_in_the_policy(self):
        self.assertEqual(self.rule["within"], "App/Sources")
        self.assertEqual(self.rule["only_in"], [self.COMPOSITION_ROOT])

    def test_only_the_composition_root_importing_data_access_passes(self):
        code, output = self.run_check()
        self.assertEqual(code, 0, output)
        self.assertIn("every pair holds", output)

    def test_another_app_source_importing_data_access_fails_naming_the_file_and_the_why(self):
        for spelling in (
            "import DataAccess",
            "@testable import DataAccess",
            "import struct DataAccess.Store",
            "@_implementationOnly import DataAccess",
            "internal import DataAccess",
        ):
            with self.subTest(spelling):
                self.write("App/Sources/AppMain/Entrypoint.swift", f"import AppCore\n{spelling}\n")
                code, output = self.run_check()
                self.assertEqual(code, 1, output)
                problems = [line for line in output.splitlines() if line.startswith("  - App -> Data: ")]
                self.assertEqual(len(problems), 1, output)
                self.assertIn("App/Sources/AppMain/Entrypoint.swift:2: import DataAccess", problems[0])
                self.assertIn(self.COMPOSITION_ROOT, problems[0])
                self.assertIn(self.rule["why"], problems[0])

    def test_every_offending_file_is_named(self):
        self.write("App/Sources/AppCore/Application.swift", "import Domain\nimport DataAccess\n")
        self.write("App/Sources/AppCore/Shell/Loop.swift", "import DataAccess\n")
        code, output = self.run_check()
        self.assertEqual(code, 1, output)
        self.assertIn("App/Sources/AppCore/Application.swift:2: import DataAccess", output)
        self.assertIn("App/Sources/AppCore/Shell/Loop.swift:1: import DataAccess", output)
        self.assertNotIn(f"{self.COMPOSITION_ROOT}:2: import DataAccess;", output)

    def test_an_exception_outside_the_folder_cannot_run(self):
        policy = json.loads((self.root / "architecture.json").read_text())
        policy["restricted_imports"][0]["only_in"] = ["App/Tests/AppCoreTests/StorageTests.swift"]
        (self.root / "architecture.json").write_text(json.dumps(policy))
        code, output = self.run_check()
        self.assertEqual(code, 2, output)
        self.assertIn("not inside App/Sources", output)


if __name__ == "__main__":
    unittest.main()
