"""The GitHub Actions workflow keeps its structural promises: every action pinned to a commit, no
permissions by default, the five jobs, each with a comment saying what it proves, the package matrix
taken from the plan job's output, caches keyed by the manifests, the architecture and (on macOS) the
Xcode, the Apple jobs' scripts free of their known traps, `${{ }}` values reaching scripts only through
`env:`. Read as text (no YAML library is assumed: these tests run
with the system python3). The linters themselves run in `make lint-workflows`; here actionlint, from
the project's venv, must reject copies of the workflow with a fault put in, so it cannot pass silently."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import boundaries  # noqa: E402

ROOT = boundaries.ROOT
WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"
VENV_BIN = ROOT / ".build" / "venv" / "bin"
JOBS = ("plan", "package", "checks", "macos", "ios")
APPLE_JOBS = ("macos", "ios")
SHA_PIN = re.compile(r"^[\w.-]+/[\w.-]+(?:/[\w./-]+)?@[0-9a-f]{40} # v\d+(?:\.\d+)*$")


def top_level_keys(text: str) -> set[str]:
    return set(re.findall(r"^([A-Za-z_][\w-]*):", text, re.MULTILINE))


def jobs(text: str) -> dict[str, str]:
    """Each job's id and its block of lines (the keys indented by two spaces under `jobs:`)."""
    section = text.split("\njobs:\n", 1)[1]
    section = re.split(r"^\S", section, maxsplit=1, flags=re.MULTILINE)[0]
    parts = re.split(r"^  ([A-Za-z_][\w-]*):\s*$", section, flags=re.MULTILINE)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}


def run_blocks(text: str) -> list[str]:
    """The script of every `run:` step, one-line or block."""
    scripts = []
    lines = text.splitlines()
    for index, line in enumerate(lines):
        match = re.match(r"^(\s*)(?:- )?run:\s*(.*)$", line)
        if not match:
            continue
        indent, value = len(match.group(1)), match.group(2)
        if value not in ("|", ">", "|-", ">-"):
            scripts.append(value)
            continue
        body = []
        for following in lines[index + 1 :]:
            if following.strip() and len(following) - len(following.lstrip()) <= indent:
                break
            body.append(following)
        scripts.append("\n".join(body))
    return scripts


class WorkflowStructureTests(unittest.TestCase):
    def setUp(self) -> None:
        self.text = WORKFLOW.read_text()
        self.jobs = jobs(self.text)

    def test_every_action_is_pinned_to_a_commit_with_its_release_in_a_comment(self) -> None:
        uses = re.findall(r"^\s*(?:- )?uses:\s*(.+?)\s*$", self.text, re.MULTILINE)
        self.assertTrue(uses, "no `uses:` found")
        for action in uses:
            if action.startswith("./"):
                continue  # a local action is pinned by the checkout itself
            self.assertRegex(action, SHA_PIN, "pin to a full commit SHA and name the release: owner/repo@<sha> # vX.Y.Z")

    def test_permissions_are_none_by_default_and_read_only_per_job(self) -> None:
        self.assertIn("permissions", top_level_keys(self.text))
        self.assertRegex(self.text, r"(?m)^permissions: (\{\}|read-all)\s*$")
        for name, block in self.jobs.items():
            with self.subTest(job=name):
                self.assertRegex(block, r"\n    permissions:\n      contents: read\b")
                self.assertNotRegex(block, r":\s*write\b", "no job needs to write")

    def test_the_five_jobs_exist_each_with_a_timeout(self) -> None:
        for name in JOBS:
            with self.subTest(job=name):
                self.assertIn(name, self.jobs)
                self.assertRegex(self.jobs[name], r"\n    timeout-minutes: \d+\n")

    def test_the_package_matrix_comes_from_the_plan_jobs_output(self) -> None:
        plan, package = self.jobs["plan"], self.jobs["package"]
        self.assertRegex(plan, r"\n      matrix: \$\{\{ steps\.plan\.outputs\.matrix \}\}\n")
        self.assertRegex(plan, r"\n      any: \$\{\{ steps\.plan\.outputs\.any \}\}\n")
        self.assertIn("id: plan", plan)
        self.assertIn('make -s ci-plan BASE="$base"', plan)
        self.assertIn('>> "$GITHUB_OUTPUT"', plan)
        self.assertIn("fetch-depth: 0", plan)
        self.assertRegex(package, r"\n    needs: plan\n")
        self.assertRegex(package, r"\n    if: needs\.plan\.outputs\.any == 'true'\n")
        self.assertRegex(package, r"\n      fail-fast: false\n")
        self.assertRegex(package, r"\n      matrix: \$\{\{ fromJSON\(needs\.plan\.outputs\.matrix\) \}\}\n")
        self.assertIn('make "$TARGET"', package)
        self.assertIn('make "test-$TARGET"', package)

    def test_no_expression_is_inlined_in_a_script(self) -> None:
        scripts = run_blocks(self.text)
        self.assertGreater(len(scripts), 5)
        for script in scripts:
            self.assertNotIn("${{", script, "pass the value through env: and use the variable")

    def test_checkouts_do_not_keep_the_token(self) -> None:
        checkouts = len(re.findall(r"uses: actions/checkout@", self.text))
        self.assertEqual(checkouts, len(JOBS))
        self.assertEqual(len(re.findall(r"\n\s+persist-credentials: false\n", self.text)), checkouts)

    def test_linux_jobs_use_one_swift_image_pinned_by_digest(self) -> None:
        images = re.findall(r"\n\s+image: (\S+)", self.text)
        self.assertEqual(len(images), 3, "plan, package and checks run in the Swift container")
        self.assertEqual(len(set(images)), 1, images)
        self.assertRegex(images[0], r"^swift:6\.2(\.\d+)?-noble@sha256:[0-9a-f]{64}$")

    def test_caches_are_keyed_by_every_manifest_and_the_architecture(self) -> None:
        keys = re.findall(r"\n\s+key: (.+)", self.text)
        self.assertTrue(keys)
        for key in keys:
            self.assertIn("${{ hashFiles('**/Package.swift') }}", key)
            self.assertIn("${{ runner.arch }}", key)

    def test_apple_caches_are_keyed_by_the_xcode_selected(self) -> None:
        for name in APPLE_JOBS:
            with self.subTest(job=name):
                block = self.jobs[name]
                self.assertRegex(block, r"\n        id: xcode\n")
                self.assertRegex(block, r'echo "xcode=\$\(xcodebuild -version \| .+\)" >> "\$GITHUB_OUTPUT"')
                key = re.search(r"\n\s+key: (.+)", block)
                restore = re.search(r"\n\s+restore-keys: (.+)", block)
                assert key and restore, f"{name} has no cache"
                for value in (key.group(1), restore.group(1)):
                    self.assertIn("${{ runner.arch }}", value)
                    self.assertIn("${{ steps.xcode.outputs.xcode }}", value)

    def test_every_job_says_what_it_proves(self) -> None:
        for name in JOBS:
            with self.subTest(job=name):
                comment = re.search(rf"((?:^  #.*\n)+)^  {name}:\n", self.text, re.MULTILINE)
                assert comment, f"no comment above the job {name}"
                self.assertRegex(comment.group(1), r"^  # Proves ")

    def test_the_simulator_runtime_is_matched_on_the_list_read_whole(self) -> None:
        ios = self.jobs["ios"]
        # A pipe into `grep -q` under pipefail fails when grep stops reading early: no pipe at all.
        self.assertIn("runtimes=$(xcrun simctl list runtimes)", ios)
        self.assertNotRegex(ios, r"simctl list runtimes[^\n]*\|")
        self.assertRegex(ios, r'grep -Eq "\^iOS \$\{wanted//\./\\\\\.\}[^"]*" <<<"\$runtimes"')
        self.assertIn('wanted=$(cut -d. -f1-2 <<<"$sdk")', ios)
        download = ios.index("xcodebuild -downloadPlatform iOS")
        self.assertGreater(download, ios.index("else"), "the download is only for a missing runtime")

    def test_the_ios_job_builds_a_package_in_as_few_runs_as_it_can(self) -> None:
        ios = self.jobs["ios"]
        self.assertEqual(ios.count("xcodebuild -scheme"), 1, "one xcodebuild call, in the loop over schemes")
        self.assertIn('"-Package"', ios)  # the package's own scheme: every library in one run
        self.assertIn("(cd \"$folder\" && xcodebuild -list -json)", ios)  # what Xcode saw, when a run fails
        self.assertIn("exit 1", ios)


class ActionlintRejectsFaultsTests(unittest.TestCase):
    """actionlint from the project's venv, on copies of the workflow: clean as it is, failing with a
    fault put in. Skipped when the venv is not set up (tools/ensure-lint-tools.sh, run by `make lint`)."""

    def setUp(self) -> None:
        self.actionlint = VENV_BIN / "actionlint"
        self.shellcheck = VENV_BIN / "shellcheck"
        if not (self.actionlint.exists() and self.shellcheck.exists()):
            self.skipTest("the lint venv .build/venv is not set up: run tools/ensure-lint-tools.sh (or make lint-workflows)")
        self.folder = Path(tempfile.mkdtemp(prefix="workflow-"))
        self.addCleanup(shutil.rmtree, self.folder, True)

    def actionlint_on(self, text: str) -> subprocess.CompletedProcess[str]:
        copy = self.folder / "ci.yml"
        copy.write_text(text)
        command = [str(self.actionlint), "-oneline", "-no-color", f"-shellcheck={self.shellcheck}", "-pyflakes=", str(copy)]
        return subprocess.run(command, capture_output=True, text=True, cwd=self.folder, timeout=120)

    def fault(self, old: str, new: str) -> str:
        text = WORKFLOW.read_text()
        self.assertIn(old, text)
        return text.replace(old, new, 1)

    def test_the_workflow_as_it_is_passes(self) -> None:
        result = self.actionlint_on(WORKFLOW.read_text())
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_an_unknown_job_property_fails(self) -> None:
        result = self.actionlint_on(self.fault("    timeout-minutes: 45\n", "    timeout-minutes: 45\n    retries: 3\n"))
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("retries", result.stdout)

    def test_an_untrusted_expression_inline_in_a_script_fails(self) -> None:
        text = self.fault('run: make "$TARGET"', 'run: echo "${{ github.event.pull_request.title }}"')
        result = self.actionlint_on(text)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("github.event.pull_request.title", result.stdout)

    def test_shellcheck_runs_on_scripts(self) -> None:
        result = self.actionlint_on(self.fault('run: make "$TARGET"', "run: make $TARGET"))
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("SC2086", result.stdout)


if __name__ == "__main__":
    unittest.main()
