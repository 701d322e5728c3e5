#!/usr/bin/env bash
# SwiftPM's build-manifest cache misses a new, removed or renamed source file and a manifest edit in a
# dependency package, and then builds stale code; `--disable-build-manifest-caching` closes that trap
# but re-plans every package on every build, which grows with the number of packages. This script
# asks for the re-plan only when it is needed: when the set of source files or any manifest changed
# since the last successful build in that build folder.
#
#   tools/replan.sh flag BUILD_DIR     prints --disable-build-manifest-caching, or nothing
#   tools/replan.sh record BUILD_DIR   after a successful build: remember what it was planned from
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: tools/replan.sh flag|record BUILD_DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
stamp="$2/.planned-file-set"

# The names of every file a build plan depends on, and the full text of every manifest. Only a
# source file's name matters here: edits inside a file are SwiftPM's normal incremental work.
fingerprint() {
    find . \( -name .build -o -name .git -o -name .swiftpm -o -name node_modules \) -prune -o \
        -type f \( -name '*.swift' -o -name '*.h' -o -name '*.c' -o -name '*.modulemap' \) -print \
        | LC_ALL=C sort
    find . \( -name .build -o -name .git -o -name .swiftpm \) -prune -o -type f -name Package.swift -print \
        | LC_ALL=C sort | xargs cat
}

case "$1" in
    flag)
        if [ ! -f "$stamp" ] || [ "$(fingerprint | cksum)" != "$(cat "$stamp")" ]; then
            echo --disable-build-manifest-caching
        fi
        ;;
    record)
        mkdir -p "$2"
        fingerprint | cksum >"$stamp"
        ;;
    *) usage ;;
esac
