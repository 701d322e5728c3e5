"""`make api-surface` counts public and open declarations the way the compiler would see them (not
in comments or strings, once each) and fails a feature package over architecture.json's limit,
naming it. Scratch trees only; nothing is built."""

from __future__ import annotations

import contextlib
import fnmatch
import io
import json
import re
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import api_surface  # noqa: E402

ROOT = api_surface.ROOT


def counted(source: str) -> list[tuple[int, str, str]]:
    return [(d.line, d.access, d.keyword) for d in api_surface.declarations(source)]


class CountingTests(unittest.TestCase):
    def test_every_declaration_form_counts_once(self):
        source = "\n".join(
            [
                "public func run() {}",  # 1
                "public init(name: String) {}",  # 2
                "public init?(raw: String) { nil }",  # 3
                "public let name: String",  # 4
                "public var count = 0",  # 5
                "public struct S {}",  # 6
                "public enum E { case a, b }",  # 7
                "public final class C {}",  # 8
                "public protocol P { func f() }",  # 9
                "public actor A {}",  # 10
                "public typealias T = Int",  # 11
                "public static func make() -> Self { fatalError() }",  # 12
                "@MainActor public final class Screen {}",  # 13
                "public private(set) var state = 0",  # 14
                "@available(macOS 13, *) public subscript(i: Int) -> Int { i }",  # 15
                "nonisolated public static let shared = 1",  # 16
                "@_spi(Testing) public override func viewDidLoad() {}",  # 17
                "@MainActor",  # 18
                "public struct Wrapped {",  # 19
                "    public var body: String { get }",  # 20
                "}",  # 21
                "public static func == (l: S, r: S) -> Bool { true }",  # 22
                "public required convenience init() {}",  # 23
            ]
        )
        lines = [line for line, access, _ in counted(source)]
        self.assertEqual(lines, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 22, 23])
        self.assertTrue(all(access == "public" for _, access, _ in counted(source)))

    def test_open_counts_as_open(self):
        self.assertEqual(
            counted("open class Base {\n    open func draw() {}\n    public init() {}\n}\n"),
            [(1, "open", "class"), (2, "open", "func"), (3, "public", "init")],
        )

    def test_declarations_sharing_a_line_each_count(self):
        self.assertEqual(len(counted("public struct P { public let x: Int; public let y: Int }")), 3)

    def test_comments_strings_and_other_words_do_not_count(self):
        source = "\n".join(
            [
                "// public func commented() {}",
                "/* public struct InBlock {} /* nested */ public var stillInBlock = 1 */",
                "/// public func inDocComment()",
                'let s = "public func inString()"',
                'let keyword = "public"',
                'let m = """',
                "public func inMultilineString()",
                '"""',
                'let r = #"public var inRaw = "quoted" "#',
                "public import Foundation",
                "let publicValue = 1",
                "func open() {}",
                "internal func notPublic() {}",
                "package func packageOnly() {}",
                "private(set) var internalGetter = 0",
                "fileprivate struct Hidden { public var x = 0 }",
                "public func real() {}",
            ]
        )
        # `public var x` inside a fileprivate type is written public: a line scan counts what is written.
        self.assertEqual([line for line, _, _ in counted(source)], [16, 17])

    def test_a_public_extension_counts_its_members_once_and_not_itself(self):
        source = "\n".join(
            [
                "public extension Formatter {",  # 1: declares nothing itself
                "    func plain() {}",  # 2: public through the extension
                "    public func explicit() {}",  # 3: once, not twice
                "    static let shared = 1",  # 4
                "    private func helper() {}",  # 5: not public
                "    internal var hidden: Int { 0 }",  # 6: not public
                "    struct Nested {",  # 7: public through the extension
                "        func inner() {}",  # 8: internal: a member of Nested
                "    }",
                "    var computed: Int {",  # 10
                "        get { 0 }",
                "    }",
                "}",
                "extension Formatter {",  # 14: not public
                "    func internalByDefault() {}",  # 15
                "    public func publicOne() {}",  # 16
                "}",
                "public extension Array",  # 18: the brace may come later
                "where Element == Int {",
                "    func sum() -> Int { 0 }",  # 20
                "}",
                "func after() {}",  # 22: outside every extension
            ]
        )
        self.assertEqual(
            [(d.line, d.implicit) for d in api_surface.declarations(source)],
            [(2, True), (3, False), (4, True), (7, True), (10, True), (16, False), (20, True)],
        )


class PackageTests(unittest.TestCase):
    """A scratch tree: the live architecture.json with a small limit, a few packages."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="api-surface-test-")
        self.root = Path(self.tmp.name)
        policy = json.loads((ROOT / "architecture.json").read_text())
        policy["feature_public_api_limit"] = 3
        (self.root / "architecture.json").write_text(json.dumps(policy))
        self.package("Domain", "Domain", 10)
        self.package("App", "AppCore", 5)
        self.package("Fuzz", "FuzzTargets", 1)

    def tearDown(self):
        self.tmp.cleanup()

    def package(self, path: str, module: str, public: int, extra: str = "") -> None:
        folder = self.root / path
        (folder / "Sources" / module).mkdir(parents=True)
        (folder / "Package.swift").write_text("// swift-tools-version: 6.2\n")
        body = "".join(f"public func f{i}() {{}}\n" for i in range(public))
        (folder / "Sources" / module / "API.swift").write_text(body + extra)
        # Tests are not API: whatever they declare does not count.
        (folder / "Tests" / f"{module}Tests").mkdir(parents=True)
        (folder / "Tests" / f"{module}Tests" / "T.swift").write_text("public func helper() {}\n" * 10)

    def run_tool(self, *flags: str) -> tuple[int, str]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = api_surface.main(["--root", str(self.root), *flags])
        return code, out.getvalue()

    def test_features_within_the_limit_pass(self):
        self.package("Features/Small", "SmallFeature", 2, "// public func a()\nlet s = \"public\"\n")
        self.package("Features/Exact", "ExactFeature", 3)
        code, output = self.run_tool()
        self.assertEqual(code, 0, output)
        self.assertRegex(output, r"(?m)^Features/Small +2 +0 +2 +3 +ok$")
        self.assertRegex(output, r"(?m)^Domain +10 +0 +10 +- +ok$")  # no limit outside features
        self.assertRegex(output, r"(?m)^Fuzz +1 ")  # a support package is counted too
        self.assertIn("ok: 5 packages, 2 features", output)

    def test_a_feature_over_the_limit_fails_naming_it(self):
        self.package("Features/Small", "SmallFeature", 2)
        self.package("Features/Big", "BigFeature", 3, "open class Base {}\n")
        code, output = self.run_tool()
        self.assertEqual(code, 1, output)
        self.assertRegex(output, r"(?m)^Features/Big +3 +1 +4 +3 +OVER$")
        problems = [line for line in output.splitlines() if line.startswith("  - ")]
        self.assertEqual(problems, ["  - Features/Big: 4 public/open declarations, 1 over"])

    def test_json_lists_every_package_sorted_and_the_ones_over(self):
        self.package("Features/Big", "BigFeature", 4)
        code, output = self.run_tool("--json")
        self.assertEqual(code, 1, output)
        data = json.loads(output)
        self.assertEqual(data["feature_public_api_limit"], 3)
        self.assertEqual([p["package"] for p in data["packages"]], ["App", "Domain", "Features/Big", "Fuzz"])
        big = next(p for p in data["packages"] if p["package"] == "Features/Big")
        self.assertEqual((big["public"], big["open"], big["total"], big["limit"], big["over"]), (4, 0, 4, 3, True))
        self.assertIsNone(next(p for p in data["packages"] if p["package"] == "App")["limit"])
        self.assertEqual(data["over"], ["Features/Big"])

    def test_a_missing_limit_cannot_run(self):
        policy = json.loads((self.root / "architecture.json").read_text())
        del policy["feature_public_api_limit"]
        (self.root / "architecture.json").write_text(json.dumps(policy))
        code, output = self.run_tool()
        self.assertEqual(code, 2, output)
        self.assertIn("feature_public_api_limit", output)


class WiringTests(unittest.TestCase):
    """The live tree: every package is found, and `make test` runs the check as a stage."""

    def test_every_package_of_the_tree_is_found(self):
        found = dict(api_surface.discover(ROOT))
        expected = {"Domain", "Data", "Presentation", "App", "Fuzz"}
        expected |= {str(p.parent.relative_to(ROOT)) for p in ROOT.glob("Features/*/Package.swift")}
        self.assertEqual(set(found), expected)
        self.assertTrue(all(found[p] == "Feature" for p in found if p.startswith("Features/")))

    def test_the_limit_is_in_the_policy(self):
        self.assertIsInstance(json.loads((ROOT / "architecture.json").read_text())["feature_public_api_limit"], int)

    def test_make_test_has_an_api_surface_stage_and_test_tools_finds_this_file(self):
        makefile = (ROOT / "Makefile").read_text()
        self.assertTrue(re.search(r"(?m)^api-surface:.*## ", makefile), "no api-surface target with a ## help comment")
        stages = re.search(r"(?m)^TEST_STAGES := (.*)$", makefile).group(1).split()
        self.assertIn("api-surface", [stage.split("=", 1)[1] for stage in stages])
        recipe = re.search(r"(?ms)^test-tools:.*?\n((?:\t.*\n)+)", makefile).group(1)
        command = next(line for line in recipe.splitlines() if "unittest" in line)
        self.assertIn("discover -s tools/tests", command)
        pattern = re.search(r"-p\s+(\S+)", command)
        self.assertTrue(fnmatch.fnmatch(Path(__file__).name, pattern.group(1) if pattern else "test*.py"))


if __name__ == "__main__":
    unittest.main()
