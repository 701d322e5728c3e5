#!/usr/bin/env bash
# What the build needs beyond the Swift toolchain, installed (Debian, as root) or named. Run by `make` before
# anything builds; quiet when all is present. On macOS, SQLite ships with the SDK: nothing to install.
set -euo pipefail
[ "$(uname -s)" != Darwin ] || exit 0
command -v swift >/dev/null || { echo "error: the Swift 6.2+ toolchain is not on PATH (https://swift.org/install)" >&2; exit 1; }
missing=()
pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev pkg-config)
command -v sqlite3 >/dev/null || missing+=(sqlite3)
((${#missing[@]} == 0)) || "$(dirname "$0")/apt-install.sh" "${missing[@]}"
