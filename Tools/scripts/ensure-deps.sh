#!/usr/bin/env bash
# Makes sure this machine has what the build needs beyond the Swift toolchain, installing Debian
# packages when run as root. Called by `make` before anything builds; quiet when all is present.
set -euo pipefail

# macOS (the workflow's macos and ios jobs): SQLite's headers and library ship with the SDK, so
# there is nothing to install, and no apt-get to install it with.
if [ "$(uname -s)" = Darwin ]; then
    echo "ensure-deps: macOS, nothing to install (SQLite ships with the SDK)" >&2
    exit 0
fi

missing=()
command -v swift >/dev/null || { echo "error: the Swift 6.2+ toolchain is not on PATH (https://swift.org/install)" >&2; exit 1; }
pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev pkg-config)
command -v sqlite3 >/dev/null || missing+=(sqlite3)

((${#missing[@]})) || exit 0
"$(dirname "$0")/apt-install.sh" "${missing[@]}"
