"""The README's module graph is drawn from the manifests: it fails here when it goes stale."""

from __future__ import annotations

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import boundaries  # noqa: E402
import graph  # noqa: E402


class GraphTests(unittest.TestCase):
    def test_the_readme_diagram_matches_the_manifests(self):
        readme = (boundaries.ROOT / "README.md").read_text()
        fresh = graph.outputs(boundaries.ROOT)[boundaries.ROOT / "README.md"]
        self.assertEqual(graph.readme_block(readme), graph.readme_block(fresh), "run `make graph`")

    def test_every_package_of_the_tree_is_drawn(self):
        block = graph.readme_block((boundaries.ROOT / "README.md").read_text())
        policy = boundaries.load_policy(boundaries.ROOT)
        for path, _ in boundaries.discover(boundaries.ROOT, policy):
            self.assertIn(f"{path}/", block, f"{path} is missing from the README's graph")
        for layer in policy.layers:
            self.assertIn(f'"{layer} layer"', block)


if __name__ == "__main__":
    unittest.main()
