"""The benchmark harness's own logic: what it counts as recompiled, and edits that revert exactly."""

from __future__ import annotations

import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import bench  # noqa: E402

INCREMENTAL = """Building for debugging...
[0/4] Write sources
[2/6] Compiling ReadingPlanFeature ReadingPlanPresenter.swift
[3/6] Emitting module ReadingPlanFeature
[4/9] Compiling AppCore PlanCommands.swift, Shell.swift
[5/9] Compiling CSQLite shim.c
[6/9] Linking app
Build complete! (3.21s)
"""


class RecompiledTests(unittest.TestCase):
    def test_counts_modules_and_files_from_compiling_lines_only(self):
        modules, files = bench.recompiled(INCREMENTAL)
        self.assertEqual(modules, ["AppCore", "ReadingPlanFeature"])
        self.assertEqual(files, 3)

    def test_a_no_op_build_recompiles_nothing(self):
        self.assertEqual(bench.recompiled("[0/2] Write swift-version.txt\nBuild complete! (0.4s)\n"), ([], 0))


class EditTests(unittest.TestCase):
    def test_body_and_api_edits_change_the_file_and_revert_it_byte_for_byte(self):
        with tempfile.TemporaryDirectory() as folder:
            source = Path(folder) / "A.swift"
            original = "struct A {\n    func f() {\n        print(1)\n    }\n}\n"
            source.write_text(original)
            edit = bench.Edit(Path(folder), "A.swift")
            edit.body("func f() {", 7)
            self.assertIn("func f() {\n        _ = 7\n", source.read_text())
            edit.revert()
            self.assertEqual(source.read_text(), original)
            edit.append(bench.FEATURE_API, 3)
            self.assertIn("public static func benchProbe3()", source.read_text())
            edit.revert()
            self.assertEqual(source.read_text(), original)

    def test_a_missing_anchor_is_an_error_not_a_silent_no_op(self):
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "A.swift").write_text("struct A {}\n")
            with self.assertRaises(RuntimeError):
                bench.Edit(Path(folder), "A.swift").body("func missing() {", 1)

    def test_the_edit_anchors_exist_in_the_tree(self):
        for path, anchor in [(bench.FEATURE_FILE, bench.FEATURE_BODY), (bench.DOMAIN_FILE, bench.DOMAIN_BODY)]:
            self.assertIn(anchor, (bench.ROOT / path).read_text(), f"{path} lost the benchmark's anchor")


class MonolithTests(unittest.TestCase):
    def test_only_the_projects_own_imports_are_removed(self):
        text = "import Domain\ninternal import CSQLite\n@testable import Presentation\nimport Foundation\n"
        own = {"Domain", "Presentation"}
        stripped = bench.LOCAL_IMPORT.sub(lambda m: "" if m.group(4) in own else m.group(0), text)
        self.assertNotIn("Domain", stripped)
        self.assertNotIn("Presentation", stripped)
        self.assertIn("internal import CSQLite", stripped)
        self.assertIn("import Foundation", stripped)


class FigureTests(unittest.TestCase):
    def test_median_with_min_and_max(self):
        self.assertEqual(bench.Figure([3.0, 1.0, 2.0]).show(), "2.00 s (1.00–3.00)")
        self.assertEqual(bench.Figure([0.0123]).show("ms", 1000), "12.3 ms")


if __name__ == "__main__":
    unittest.main()
