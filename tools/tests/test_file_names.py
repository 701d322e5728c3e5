"""tools/file_names.py: a Swift file under Sources/ is named after the type, extension or (for a file
of free functions) function it declares. Each test writes a scratch tree and runs the check on it."""

from __future__ import annotations

import contextlib
import io
import json
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import file_names  # noqa: E402


class FileNameTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="file-names-test-")
        self.addCleanup(self.tmp.cleanup)
        self.root = Path(self.tmp.name)

    def write(self, relative: str, text: str) -> str:
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
        return relative

    def offenders(self) -> list[str]:
        return [o.path for o in file_names.check(self.root)[1]]

    def run_main(self, *args: str) -> tuple[int, str]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            status = file_names.main(["--root", str(self.root), *args])
        return status, out.getvalue()

    def test_a_second_role_in_a_file_fails_and_names_its_own_file(self):
        self.write(
            "Pkg/Sources/M/LoanPresenter.swift",
            """
            protocol LoanDisplayLogic: AnyObject {}
            final class LoanPresenter {}
            struct LoanViewModel {}
            """,
        )
        _, offenders = file_names.check(self.root)
        self.assertEqual([o.path for o in offenders], ["Pkg/Sources/M/LoanPresenter.swift"])
        self.assertIn("one role per file: LoanViewModel belongs in LoanViewModel.swift", offenders[0].message)

    def test_beside_its_role_a_file_may_hold_a_protocol_an_extension_and_private_helpers(self):
        self.write(
            "Pkg/Sources/M/LoanPresenter.swift",
            """
            protocol LoanPresentationLogic: AnyObject {}
            final class LoanPresenter: LoanPresentationLogic {}
            extension String { var shouted: String { uppercased() } }
            private struct Cache {}
            fileprivate enum Step { case one }
            typealias LoanID = Int
            """,
        )
        self.assertEqual(self.offenders(), [])

    def test_a_type_of_the_files_name_passes(self):
        for keyword in ["struct", "class", "enum", "protocol", "actor"]:
            with self.subTest(keyword=keyword):
                self.write("Pkg/Sources/Mod/Foo.swift", f"import Foundation\n\n{keyword} Foo {{\n}}\n")
                self.assertEqual(self.offenders(), [])
                self.assertEqual(self.run_main()[0], 0)

    def test_attributes_modifiers_generics_and_typealias(self):
        model = "@MainActor\n@available(macOS 13, *)\npublic final class Model<T>: Sendable {}\n"
        self.write("Pkg/Sources/Mod/Model.swift", model)
        self.write("Pkg/Sources/Mod/Alias.swift", "public typealias Alias = [String: Int]\n")
        self.write("Pkg/Sources/Mod/Tree.swift", "indirect enum Tree { case leaf, node(Tree, Tree) }\n")
        # Any top-level declaration names the file, not only the first.
        self.write("Pkg/Sources/Mod/Bar.swift", "protocol Other {}\nenum Bar {}\n")
        self.assertEqual(self.offenders(), [])

    def test_an_extension_of_the_type_or_a_nested_type_passes(self):
        self.write("Pkg/Sources/Mod/Foo.swift", "extension Foo: Equatable {}\n")
        self.write("Pkg/Sources/Mod/Bar.swift", "extension Bar.Inner where T == Int {}\n")
        self.assertEqual(self.offenders(), [])

    def test_a_plus_file_passes_with_an_extension_of_the_name_before_the_plus(self):
        self.write("Pkg/Sources/Mod/Foo+Codable.swift", "extension Foo: Codable {\n    struct Key {}\n}\n")
        self.write("Pkg/Sources/Mod/Bar+Inner.swift", "public extension Bar.Inner {}\n")
        self.assertEqual(self.offenders(), [])
        self.write("Pkg/Sources/Mod/Baz+Codable.swift", "extension Other: Codable {}\n")
        self.assertEqual(self.offenders(), ["Pkg/Sources/Mod/Baz+Codable.swift"])

    def test_a_mismatch_fails_naming_the_file_and_what_it_declares(self):
        self.write("Pkg/Sources/Mod/Good.swift", "struct Good {}\n")
        self.write(
            "Pkg/Sources/Mod/Models.swift", "struct Row {}\nprotocol Display {}\nextension Row {}\nfunc helper() {}\n"
        )
        status, out = self.run_main()
        self.assertEqual(status, 1)
        self.assertEqual(
            out.splitlines(),
            [
                "Pkg/Sources/Mod/Models.swift: declares Row, Display, extension Row, func helper; "
                "no type, extension or function named Models"
            ],
        )

    def test_nested_declarations_and_imports_do_not_count(self):
        self.write("Pkg/Sources/Mod/Foo.swift", "enum Outer {\n    struct Foo {}\n    func Foo() {}\n}\n")
        self.write("Pkg/Sources/Mod/Date.swift", "import struct Foundation.Date\nstruct Other {}\n")
        self.assertEqual(sorted(self.offenders()), ["Pkg/Sources/Mod/Date.swift", "Pkg/Sources/Mod/Foo.swift"])

    def test_comments_and_strings_declare_nothing(self):
        self.write(
            "Pkg/Sources/Mod/Foo.swift",
            '''\
            // struct Foo {}
            /* class Foo {} /* nested */ enum Foo {} */
            /// extension Foo {}
            let a = "struct Foo {}"
            let b = """
            protocol Foo {}
            """
            let c = #"actor Foo {} "quoted""#
            struct Bar {}
            ''',
        )
        status, out = self.run_main()
        self.assertEqual(status, 1)
        self.assertEqual(
            out.strip(), "Pkg/Sources/Mod/Foo.swift: declares Bar; no type, extension or function named Foo"
        )

    def test_main_and_files_of_free_functions(self):
        self.write("Pkg/Sources/Tool/main.swift", "import Foundation\n\nstruct Options {}\nprint(Options())\n")
        self.write("Pkg/Sources/Mod/format.swift", "func format(_ x: Int) -> String { \"\\(x)\" }\nfunc other() {}\n")
        self.assertEqual(self.offenders(), [])
        # Only a file with no type and no extension may be named after a function.
        self.write("Pkg/Sources/Mod/parse.swift", "struct Parser {}\nfunc parse() {}\n")
        self.write("Pkg/Sources/Mod/Empty.swift", "import Foundation\n")
        status, out = self.run_main()
        self.assertEqual(status, 1)
        self.assertEqual(
            out.splitlines(),
            [
                "Pkg/Sources/Mod/Empty.swift: declares nothing; no type, extension or function named Empty",
                "Pkg/Sources/Mod/parse.swift: declares Parser, func parse; no type, extension or function named parse",
            ],
        )

    def test_only_sources_folders_are_read(self):
        self.write("Pkg/Tests/ModTests/Helpers.swift", "struct Other {}\n")
        self.write("Pkg/Sources/Mod/Tests/Helpers.swift", "struct Other {}\n")
        self.write("Pkg/.build/checkouts/x/Sources/X/Y.swift", "struct Other {}\n")
        self.write("Pkg/Package.swift", "let package = Package(name: \"Pkg\")\n")
        self.write("Scripts/Loose.swift", "struct Other {}\n")
        self.assertEqual(self.offenders(), [])

    def test_the_templates_are_checked_rendered_with_a_sample_name(self):
        template = "tools/templates/Feature/Sources/__NAME__Feature"
        self.write(f"{template}/__NAME__Entry.swift", "public enum __NAME__Entry {}\n")
        self.write(f"{template}/__NAME__Presenter.swift", "final class __NAME__Presenter {}\n")
        self.write("tools/templates/Feature/Tests/__NAME__FeatureTests/__NAME__Tests.swift", "struct Other {}\n")
        self.assertEqual(self.offenders(), [])
        self.write(f"{template}/__NAME__Models.swift", "enum Show__NAME__ {}\nenum __NAME__Failure: Error {}\n")
        status, out = self.run_main()
        self.assertEqual(status, 1)
        self.assertEqual(
            out.splitlines(),
            [
                f"{template}/__NAME__Models.swift: declares ShowSample, SampleFailure; no type, extension or "
                "function named SampleModels (template rendered with __NAME__ = Sample)"
            ],
        )
        status, out = self.run_main("--sample-name", "Wishlist")
        self.assertIn("declares ShowWishlist, WishlistFailure", out)

    def test_json(self):
        self.write("Pkg/Sources/Mod/Good.swift", "struct Good {}\n")
        self.write("Pkg/Sources/Mod/Bad.swift", "\nstruct Other {}\n")
        status, out = self.run_main("--json")
        self.assertEqual(status, 1)
        report = json.loads(out)
        self.assertEqual(report["checked"], 2)
        [offender] = report["offenders"]
        self.assertEqual(offender["path"], "Pkg/Sources/Mod/Bad.swift")
        self.assertEqual(offender["stem"], "Bad")
        self.assertFalse(offender["template"])
        self.assertEqual(offender["declares"], [{"keyword": "struct", "name": "Other", "line": 2}])


if __name__ == "__main__":
    unittest.main()
