"""The boundary checker catches real violations: each test breaks the rule in a temporary copy of
the repository and expects `tools/boundaries.py` to fail naming the broken edge."""

from __future__ import annotations

import contextlib
import io
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

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
        self.add_import("App/Sources/AppCore/Storage.swift", "import CSQLite")
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


if __name__ == "__main__":
    unittest.main()
