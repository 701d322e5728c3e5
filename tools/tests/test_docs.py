"""The docs name only what exists: every repository path and every type in backticks, and every type
in a Mermaid node label, is checked against the tree, so the teaching material cannot go stale."""

from __future__ import annotations

import re
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import boundaries  # noqa: E402
import file_names  # noqa: E402

ROOT = boundaries.ROOT
TOOLCHAIN = set(
    """Data Date URL URLSession URLError DecodingError JSONDecoder TimeZone Calendar Int String Bool Double Result
    Error Sendable Equatable Hashable Codable Encodable Decodable Task MainActor Foundation FoundationNetworking
    XCTest Testing UIViewController UIKit SwiftUI View ObservableObject NSLock Mutex DispatchQueue Process Never
    Void CSQLite StaticString""".split()
)
TOP_LEVEL = ("Domain/", "Data/", "Presentation/", "Features/", "App/", "Tests/", "tools/", "docs/", ".ci/")
# Written by `make graph` (with Graphviz) and `make docs`; named in the docs, absent from a clean clone.
GENERATED = ("docs/graph.svg", "docs/api")
FILES = ("architecture.json", "Package.swift", "Makefile", "README.md", ".swift-format")


def markdown_files() -> list[Path]:
    files = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md")), *sorted(ROOT.glob("Features/*/README.md"))]
    return [f for f in files if "api" not in f.relative_to(ROOT).parts[:2]]


def declared_names() -> set[str]:
    names: set[str] = set()
    for source in ROOT.glob("*/**/*.swift"):
        if ".build" in source.parts or "Templates" in source.parts:
            continue
        text = source.read_text(errors="replace")
        names |= set(re.findall(r"\b(?:struct|class|enum|protocol|actor|typealias|case|func|let|var)\s+`?(\w+)", text))
    # Targets and modules count as names too (`DataAccess`, `AppCore`).
    for manifest in ROOT.glob("**/Package.swift"):
        if ".build" not in manifest.parts:
            names |= set(re.findall(r'name:\s*"(\w+)"', manifest.read_text()))
    return names


def code_spans(text: str) -> list[str]:
    without_blocks = re.sub(r"```.*?```", "", text, flags=re.S)
    return re.findall(r"`([^`\n]+)`", without_blocks)


class DocsTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.names = declared_names()

    def test_every_path_named_in_the_docs_exists(self):
        missing = []
        for doc in markdown_files():
            for span in code_spans(doc.read_text()):
                token = span.split()[0] if span.split() else ""
                if token.startswith(TOP_LEVEL) or token in FILES:
                    path = token.split(":")[0].rstrip(".,")
                    if "<" in path or "*" in path or path.startswith(GENERATED):
                        continue
                    if not (ROOT / path).exists():
                        missing.append(f"{doc.relative_to(ROOT)}: {path}")
        self.assertEqual(missing, [], "paths named in the docs that do not exist")

    def test_every_type_named_in_the_docs_exists(self):
        missing = []
        for doc in markdown_files():
            for span in code_spans(doc.read_text()):
                # UpperCamelCase, possibly dotted; not a file name, not an all-caps word like GET.
                if not re.fullmatch(r"[A-Z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*", span) or span in FILES:
                    continue
                if span.endswith((".swift", ".md", ".json")) or not re.search(r"[a-z]", span):
                    continue
                for part in span.split("."):
                    if part[0].isupper() and part not in self.names and part not in TOOLCHAIN:
                        missing.append(f"{doc.relative_to(ROOT)}: {span}")
                        break
        self.assertEqual(missing, [], "types named in the docs that are not declared")

    def test_every_type_in_a_diagram_exists(self):
        missing = []
        labelled = 0
        for doc in markdown_files():
            for block in re.findall(r"```mermaid\n(.*?)```", doc.read_text(), flags=re.S):
                for label in re.findall(r"\w+\[([A-Za-z][A-Za-z0-9.]*)\]", block):
                    labelled += 1
                    head = label.split(".")[0]
                    if head not in self.names and head not in TOOLCHAIN:
                        missing.append(f"{doc.relative_to(ROOT)}: {label}")
        self.assertEqual(missing, [], "diagram nodes naming types that do not exist")
        self.assertGreater(labelled, 0, "no diagram node was checked")

    def test_each_feature_has_a_readme(self):
        for package in sorted(ROOT.glob("Features/*/Package.swift")):
            readme = package.parent / "README.md"
            self.assertTrue(readme.exists(), f"{readme.relative_to(ROOT)} is missing")


def table_rows(text: str, heading: str) -> list[list[str]]:
    """The body rows of the first Markdown table in the section under `heading`, as stripped cells."""
    section = re.search(rf"^{re.escape(heading)}\n(.*?)(?=^#{{1,2}} |\Z)", text, flags=re.M | re.S)
    if not section:
        return []
    rows = [line for line in section.group(1).splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows[2:]]


def declared_in(path: Path) -> tuple[set[str], set[str]]:
    """A Swift file's top-level types and extensions, and every type name it declares at any depth."""
    source = path.read_text()
    top = {d.name for d in file_names.top_level_declarations(source) if d.is_type or d.keyword == "extension"}
    code = boundaries.blank_comments_and_strings(source)
    anywhere = set(re.findall(r"\b(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)", code))
    return top, anywhere


class FeatureFileTableTests(unittest.TestCase):
    """Each feature README's "## Files" table lists every source file once, with the types it holds."""

    def check(self, feature: Path) -> list[str]:
        readme = feature / "README.md"
        sources = feature / "Sources" / f"{feature.name}Feature"
        rows = table_rows(readme.read_text(), "## Files")
        problems = [] if rows else [f"{readme.relative_to(ROOT)}: no table under '## Files'"]
        listed = []
        for cells in rows:
            if len(cells) != 3:
                problems.append(f"{readme.relative_to(ROOT)}: a row without file, role and types: {cells}")
                continue
            name = cells[0].strip("`")
            listed.append(name)
            path = sources / name
            if not path.is_file():
                problems.append(f"{readme.relative_to(ROOT)}: {name} is not a file below {sources.relative_to(ROOT)}")
                continue
            top, anywhere = declared_in(path)
            named = set(re.findall(r"`([\w.]+)`", cells[2]))
            for type_name in sorted(top - named):
                problems.append(f"{readme.relative_to(ROOT)}: {name} holds {type_name}, not in its row")
            for type_name in sorted(named):
                if not all(part in anywhere for part in type_name.split(".")):
                    problems.append(f"{readme.relative_to(ROOT)}: {name} does not declare {type_name}")
        on_disk = sorted(str(f.relative_to(sources)) for f in sources.rglob("*.swift"))
        for name in on_disk:
            if listed.count(name) != 1:
                problems.append(f"{readme.relative_to(ROOT)}: {name} is listed {listed.count(name)} times, not once")
        return problems

    def test_every_feature_readme_maps_its_files(self):
        features = sorted(p.parent for p in ROOT.glob("Features/*/Package.swift"))
        self.assertTrue(features)
        problems = [problem for feature in features for problem in self.check(feature)]
        self.assertEqual(problems, [], "feature README file tables that do not match the code")

    def test_the_check_finds_a_stale_row_a_missing_file_and_an_unlisted_type(self):
        import shutil
        import tempfile

        with tempfile.TemporaryDirectory() as scratch:
            feature = Path(scratch) / "Sample"
            sources = feature / "Sources" / "SampleFeature"
            sources.mkdir(parents=True)
            (sources / "SamplePresenter.swift").write_text("protocol SampleLogic {}\nfinal class SamplePresenter {}\n")
            (sources / "SampleView.swift").write_text("final class SampleView {}\n")
            (feature / "README.md").write_text(
                "# Sample\n\n## Files\n\n| File | Role | Types |\n| - | - | - |\n"
                "| `SamplePresenter.swift` | Presenter | `SamplePresenter` |\n"
                "| `SampleGone.swift` | Gone | `SampleGone` |\n"
            )
            global ROOT
            saved, ROOT = ROOT, Path(scratch)
            try:
                problems = self.check(feature)
            finally:
                ROOT = saved
            shutil.rmtree(feature)
        joined = "\n".join(problems)
        self.assertIn("SamplePresenter.swift holds SampleLogic, not in its row", joined)
        self.assertIn("SampleGone.swift is not a file", joined)
        self.assertIn("SampleView.swift is listed 0 times", joined)


class WhereIsIndexTests(unittest.TestCase):
    """docs/ARCHITECTURE.md's "Where is…" index sends each common question to one file that exists."""

    TOPICS = ("domain rule", "message", "adapter", "exit code", "dependency", "retr", "cache", "migration")

    def test_each_question_points_at_one_existing_file(self):
        rows = table_rows((ROOT / "docs" / "ARCHITECTURE.md").read_text(), "## Where is…")
        self.assertGreaterEqual(len(rows), len(self.TOPICS))
        problems = []
        for question, answer, *_ in rows:
            paths = [s for s in re.findall(r"`([^`]+)`", answer) if s.startswith(TOP_LEVEL) or s in FILES]
            if len(paths) != 1:
                problems.append(f"{question}: names {len(paths)} files, not one")
                continue
            path = ROOT / paths[0]
            if not path.is_file():
                problems.append(f"{question}: {paths[0]} is not a file")
                continue
            if path.suffix == ".swift":
                _, anywhere = declared_in(path)
                text = path.read_text()
                for span in re.findall(r"`([A-Z]\w*)`", answer):
                    if span not in anywhere and not re.search(rf"\b{span}\b", text):
                        problems.append(f"{question}: {paths[0]} does not mention {span}")
        self.assertEqual(problems, [], "rows of the Where is… index that do not hold")
        questions = " ".join(row[0].lower() for row in rows)
        for topic in self.TOPICS:
            self.assertIn(topic, questions, f"the index has no question about {topic!r}")


if __name__ == "__main__":
    unittest.main()
