#!/usr/bin/env python3
"""Runs the stages of `make test` one after another, every one even when an earlier one failed, and
ends with a line per stage and one total line:

    make test: 5 stages, 4 passed, 1 failed (swift) in 3m12s

Each stage's output goes to .build/logs/<stage>.log; the console shows when a stage starts, what it
proved (its runner's closing line), and the end of its log when it fails. VERBOSE=1 streams the
whole output instead.

    stages.py NAME=COMMAND [NAME=COMMAND ...]     e.g. stages.py "swift=make test-swift"

Exit status: 0 when every stage passed, 1 when one failed, 2 on a usage error.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# STAGE_LOGS moves the logs (the runner's own tests write theirs to a temporary folder).
LOGS = Path(os.environ.get("STAGE_LOGS") or ROOT / ".build" / "logs")
TAIL = 40

# Closing lines worth repeating in the summary: what each runner says it ran.
PROOF = [
    re.compile(r"Test run with \d+ tests? .*"),  # Swift Testing
    re.compile(r"Executed \d+ tests?, with \d+ failures?.*"),  # XCTest
    re.compile(r"^Ran \d+ tests? in .*"),  # Python's unittest
    re.compile(r"^ok: .*"),  # the project's checkers
]


@dataclass
class Stage:
    name: str
    command: str
    passed: bool = False
    seconds: float = 0.0
    proof: str = ""


def shown(path: Path) -> Path:
    """`path` relative to the repository when it is inside it."""
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path


def duration(seconds: float) -> str:
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes}m{rest:02d}s" if minutes else f"{rest}s"


def proof_of(output: str) -> str:
    found: list[str] = []
    for line in output.splitlines():
        line = line.strip().lstrip("✔✘◇ ").strip()
        for pattern in PROOF:
            match = pattern.search(line)
            # A bundle that ran none ("with 0 tests") proves nothing; 370 tests does.
            if match and not re.search(r"\b0 tests", match.group(0)):
                found.append(match.group(0))
    # the last of each kind, in order: XCTest prints its total once per bundle and once overall
    kinds: dict[str, str] = {}
    for line in found:
        kinds[line.split()[0]] = line
    return "; ".join(kinds.values())


def run(stage: Stage, verbose: bool) -> None:
    LOGS.mkdir(parents=True, exist_ok=True)
    log = LOGS / f"{stage.name}.log"
    print(f"▸ {stage.name}: {stage.command}  (log: {shown(log)})", flush=True)
    start = time.monotonic()
    with log.open("w") as out:
        process = subprocess.Popen(
            stage.command, shell=True, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        assert process.stdout is not None
        for line in process.stdout:
            out.write(line)
            if verbose:
                sys.stdout.write(line)
                sys.stdout.flush()
        stage.passed = process.wait() == 0
    stage.seconds = time.monotonic() - start
    output = log.read_text(errors="replace")
    stage.proof = proof_of(output)
    if not stage.passed and not verbose:
        lines = output.rstrip().splitlines()
        print(f"  {stage.name} failed; the last {min(TAIL, len(lines))} lines of {shown(log)}:")
        for line in lines[-TAIL:]:
            print(f"  | {line}")
    verdict = "passed" if stage.passed else "FAILED"
    print(f"  {stage.name} {verdict} in {duration(stage.seconds)}", flush=True)


def main(argv: list[str]) -> int:
    stages = []
    for argument in argv:
        name, separator, command = argument.partition("=")
        if not separator or not name or not command:
            print(f"stages: expected NAME=COMMAND, got {argument!r}", file=sys.stderr)
            return 2
        stages.append(Stage(name, command))
    if not stages:
        print("stages: no stage given", file=sys.stderr)
        return 2
    verbose = os.environ.get("VERBOSE", "") not in ("", "0")
    start = time.monotonic()
    for stage in stages:
        run(stage, verbose)
    total = time.monotonic() - start

    width = max(len(s.name) for s in stages)
    print()
    for stage in stages:
        verdict = "passed" if stage.passed else "FAILED"
        proof = f"  {stage.proof}" if stage.proof else ""
        print(f"  {stage.name.ljust(width)}  {verdict}  {duration(stage.seconds):>6}{proof}")
    failed = [s.name for s in stages if not s.passed]
    passed = len(stages) - len(failed)
    which = f" ({', '.join(failed)})" if failed else ""
    print(f"make test: {len(stages)} stages, {passed} passed, {len(failed)} failed{which} in {duration(total)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
