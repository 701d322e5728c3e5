"""The docs name only what exists: every repository path and every type in backticks, and every type
in a Mermaid node label, is checked against the tree, so the teaching material cannot go stale."""

from __future__ import annotations

import re
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import boundaries  # noqa: E402

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
        if ".build" in source.parts or "templates" in source.parts:
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


if __name__ == "__main__":
    unittest.main()
