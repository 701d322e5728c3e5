#!/usr/bin/env bash
# As root with apt-get, installs the Debian packages named, else what the build lacks; otherwise names them.
set -euo pipefail
missing=("$@")
if ((${#missing[@]} == 0)); then
    [ "$(uname -s)" != Darwin ] || exit 0 # on macOS, SQLite ships with the SDK: nothing to install
    command -v swift >/dev/null || { echo "error: the Swift 6.2+ toolchain is not on PATH (https://swift.org/install)" >&2; exit 1; }
    pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev pkg-config)
    command -v sqlite3 >/dev/null || missing+=(sqlite3)
    ((${#missing[@]} > 0)) || exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "Installing missing system packages: ${missing[*]}" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
else
    echo "error: missing system packages: ${missing[*]} (install them: sudo apt-get install ${missing[*]}, or brew install ${missing[*]})" >&2
    exit 1
fi
