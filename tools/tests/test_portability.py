"""The portability check catches what a Linux build cannot: each test breaks one rule in a temporary
copy of the repository and expects `tools/portability.py` to fail naming the file and line, and the
untouched copy to pass. No Swift build runs; each manifest is read once with `swift package
dump-package` and cached by its text for the whole run."""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import portability  # noqa: E402

ROOT = portability.ROOT
PRESENTATION = "Presentation/Sources/Presentation/Terminal/TextOutput.swift"
DATA = "Data/Sources/DataAccess/Network/RetryPolicy.swift"
SQLITE = "Data/Sources/DataAccess/Persistence/SQLiteDatabase.swift"


class ConditionTests(unittest.TestCase):
    """The `#if` logic on its own: which conditions guarantee a module."""

    def guarded(self, module: str, *conditions: str) -> bool:
        return portability.guarantees([portability.parse_condition(c) for c in conditions], module)

    def test_the_modules_own_canimport_guarantees_it(self):
        self.assertTrue(self.guarded("Glibc", "canImport(Glibc)"))
        self.assertTrue(self.guarded("Glibc", "canImport(Glibc) && !DEBUG"))
        self.assertTrue(self.guarded("Glibc", "canImport(Glibc)", "DEBUG"))  # nested #if

    def test_other_conditions_do_not(self):
        self.assertFalse(self.guarded("Glibc"))
        self.assertFalse(self.guarded("Glibc", "canImport(Darwin)"))
        self.assertFalse(self.guarded("Glibc", "canImport(Glibc) || canImport(Musl)"))
        self.assertFalse(self.guarded("Glibc", "os(Linux)"))  # the static Linux SDK has Musl
        self.assertFalse(self.guarded("Darwin", "!os(Linux)"))  # Windows

    def test_an_os_that_implies_the_module_guarantees_it(self):
        self.assertTrue(self.guarded("Darwin", "os(macOS) || os(iOS)"))
        self.assertTrue(self.guarded("WinSDK", "os(Windows)"))
        self.assertFalse(self.guarded("AppKit", "os(iOS)"))

    def test_else_branches_carry_the_negation(self):
        code = "\n".join(
            [
                "#if canImport(Glibc)",  # 1
                "    a",  # 2
                "#elseif canImport(Darwin)",  # 3
                "    b",  # 4
                "#else",  # 5
                "    c",  # 6
                "#endif",  # 7
                "d",  # 8
            ]
        )
        conditions, problems = portability.line_conditions(code)
        self.assertEqual(problems, [])
        self.assertTrue(portability.guarantees(conditions[2], "Glibc"))
        self.assertTrue(portability.guarantees(conditions[4], "Darwin"))
        self.assertFalse(portability.guarantees(conditions[4], "Glibc"))
        self.assertFalse(portability.guarantees(conditions[6], "Glibc"))
        self.assertFalse(portability.guarantees(conditions[6], "Darwin"))
        self.assertEqual(conditions[8], [])


class RepositoryTests(unittest.TestCase):
    """Each test copies the sources (no build folders), breaks one rule, and runs the whole check."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="portability-test-")
        self.root = Path(self.tmp.name) / "repo"
        shutil.copytree(ROOT, self.root, ignore=shutil.ignore_patterns(".build", ".git", ".swiftpm", "__pycache__"))

    def tearDown(self):
        self.tmp.cleanup()

    def run_check(self) -> tuple[int, str]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = portability.main(["--root", str(self.root)])
        return code, out.getvalue()

    def prepend(self, relative: str, text: str) -> None:
        path = self.root / relative
        path.write_text(text + "\n" + path.read_text())

    def append(self, relative: str, text: str) -> None:
        path = self.root / relative
        path.write_text(path.read_text() + "\n" + text + "\n")

    def replace(self, relative: str, old: str, new: str) -> None:
        path = self.root / relative
        text = path.read_text()
        self.assertIn(old, text, f"{relative} changed: update this test")
        path.write_text(text.replace(old, new, 1))

    def assertFinding(self, location: str, *fragments: str) -> None:
        """One finding at location (`path:line`) that mentions every fragment."""
        code, output = self.run_check()
        self.assertEqual(code, 1, output)
        found = [line for line in output.splitlines() if line.startswith(location + ": ")]
        self.assertTrue(found, f"no finding at {location} in:\n{output}")
        for fragment in fragments:
            self.assertTrue(any(fragment in line for line in found), f"{fragment!r} missing at {location}:\n{output}")

    def test_the_untouched_copy_passes(self):
        code, output = self.run_check()
        self.assertEqual(code, 0, output)
        self.assertTrue(output.startswith("ok: "), output)

    def test_an_unguarded_glibc_import_fails(self):
        self.prepend(PRESENTATION, "import Glibc")
        self.assertFinding(f"{PRESENTATION}:1", "import Glibc", "canImport(Glibc)")

    def test_an_unguarded_foundationnetworking_import_fails(self):
        self.prepend(DATA, "import FoundationNetworking")
        self.assertFinding(f"{DATA}:1", "import FoundationNetworking", "canImport(FoundationNetworking)")

    def test_a_glibc_call_outside_its_guard_fails(self):
        # The bug this check was written for: the import was guarded, the call was not.
        text = (self.root / SQLITE).read_text()
        guarded = re.search(r"\n( *)#if canImport\(Glibc\)\n *let descriptor = Glibc\.open.*?#endif\n", text, re.S)
        self.assertIsNotNone(guarded, f"{SQLITE} changed: update this test")
        call = "\n        let descriptor = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)\n"
        (self.root / SQLITE).write_text(text[: guarded.start()] + call + text[guarded.end() :])
        line = text[: guarded.start()].count("\n") + 2
        self.assertFinding(f"{SQLITE}:{line}", "Glibc.open", "canImport(Glibc)")

    def test_a_guard_for_another_module_fails(self):
        self.prepend(PRESENTATION, "#if canImport(Darwin)\n    import Glibc\n#endif")
        self.assertFinding(f"{PRESENTATION}:2", "import Glibc", "canImport(Darwin)")

    def test_an_else_branch_of_the_modules_guard_fails(self):
        self.prepend(PRESENTATION, "#if canImport(Glibc)\n#else\n    import Glibc\n#endif")
        self.assertFinding(f"{PRESENTATION}:3", "import Glibc", "!canImport(Glibc)")

    def test_a_call_in_the_other_branch_fails(self):
        self.append(
            PRESENTATION,
            "\n".join(
                [
                    "#if canImport(Glibc)",
                    "    private let pid = Glibc.getpid()",
                    "#elseif canImport(Darwin)",
                    "    private let pid = Glibc.getpid()",
                    "#endif",
                ]
            ),
        )
        lines = (self.root / PRESENTATION).read_text().count("\n")
        self.assertFinding(f"{PRESENTATION}:{lines - 1}", "Glibc.getpid", "canImport(Darwin)")

    def test_guarded_imports_and_calls_pass(self):
        self.append(
            PRESENTATION,
            "\n".join(
                [
                    "#if canImport(Glibc)",
                    "    import Glibc",
                    "    #if DEBUG",
                    "        private let pid = Glibc.getpid()",
                    "    #endif",
                    "#elseif os(macOS) || os(iOS)",
                    "    import Darwin",
                    "    private let pid = Darwin.getpid()",
                    "#endif",
                ]
            ),
        )
        code, output = self.run_check()
        self.assertEqual(code, 0, output)

    def test_comments_and_strings_that_mention_imports_pass(self):
        self.append(
            PRESENTATION,
            "\n".join(
                [
                    "// import Glibc",
                    "/* import FoundationNetworking; Glibc.open(path) */",
                    'private let note = "import Glibc"',
                    'private let more = """',
                    "    import Musl",
                    "    Darwin.open(path, 0)",
                    '    """',
                    "/// Uses Mutex and Duration, in a comment only.",
                ]
            ),
        )
        code, output = self.run_check()
        self.assertEqual(code, 0, output)

    def test_a_mutex_below_the_floor_fails(self):
        self.append(PRESENTATION, "import Synchronization\n\nprivate let counter = Mutex(0)")
        lines = (self.root / PRESENTATION).read_text().count("\n")
        self.assertFinding(
            f"{PRESENTATION}:{lines}", "`Mutex`", "macOS 15.0, iOS 18.0", "Presentation declares macOS 10.15, iOS 13.0"
        )

    def test_an_api_inside_if_available_or_at_available_passes(self):
        self.append(
            PRESENTATION,
            "\n".join(
                [
                    "@available(macOS 13, iOS 16, *)",
                    "private func pause() async throws {",
                    "    try await Task.sleep(for: .seconds(1))",
                    "}",
                    "",
                    "private func later() async throws {",
                    "    if #available(macOS 13, iOS 16, *) {",
                    "        try await Task.sleep(for: .seconds(1))",
                    "    }",
                    "    guard #available(macOS 13, iOS 16, *) else { return }",
                    "    let step: Duration = .seconds(1)",
                    "    _ = step",
                    "}",
                ]
            ),
        )
        code, output = self.run_check()
        self.assertEqual(code, 0, output)

    def test_an_api_after_its_if_available_block_fails(self):
        self.append(
            PRESENTATION,
            "private func later() async throws {\n"
            "    if #available(macOS 13, iOS 16, *) {\n        _ = 1\n    }\n"
            "    try await Task.sleep(for: .seconds(1))\n}",
        )
        lines = (self.root / PRESENTATION).read_text().count("\n")
        self.assertFinding(f"{PRESENTATION}:{lines - 1}", "Task.sleep(for:)", "macOS 13.0", "macOS 10.15")

    def test_a_test_file_the_root_package_also_compiles_is_held_to_the_lower_floor(self):
        test = "Domain/Tests/DomainTests/DueLoansPolicyTests.swift"
        self.append(test, "private let step = Duration.seconds(1)")
        lines = (self.root / test).read_text().count("\n")
        self.assertFinding(f"{test}:{lines}", "Duration", "Domain declares macOS 10.15")

    def test_a_manifest_without_platforms_fails(self):
        manifest = self.root / "Presentation/Package.swift"
        text = manifest.read_text()
        stripped = re.sub(r"\n    platforms: \[[^\]]*\],", "", text, count=1)
        self.assertNotEqual(stripped, text, "Presentation/Package.swift changed: update this test")
        manifest.write_text(stripped)
        line = next(n for n, s in enumerate(stripped.splitlines(), 1) if "Package(" in s)
        self.assertFinding(f"Presentation/Package.swift:{line}", "declares no platforms:")

    def test_a_floor_below_a_dependencys_fails(self):
        self.replace("App/Package.swift", ".macOS(.v13), .iOS(.v16)", ".macOS(.v12), .iOS(.v16)")
        lines = (self.root / "App/Package.swift").read_text().splitlines()
        line = next(n for n, text in enumerate(lines, 1) if "platforms:" in text)
        self.assertFinding(f"App/Package.swift:{line}", "macOS 12.0", "below its dependency Data's macOS 13.0")

    def test_a_manifest_that_does_not_load_means_the_check_cannot_run(self):
        self.append("Presentation/Package.swift", "this is not Swift")
        code, output = self.run_check()
        self.assertEqual(code, 2, output)
        self.assertIn("cannot read Presentation/Package.swift", output)


if __name__ == "__main__":
    unittest.main()
