#!/usr/bin/env bash
# SwiftPM's build-manifest cache misses a new, removed or renamed source file and a dependency's manifest edit, and
# builds stale code; `--disable-build-manifest-caching` re-plans every package on every build. So this asks for it
# only when the source file set or a manifest changed since that folder's last successful build (milliseconds).
#   Tools/scripts/replan.sh flag BUILD_DIR     prints --disable-build-manifest-caching, or nothing
#   Tools/scripts/replan.sh record BUILD_DIR   after a successful build: remember what it was planned from
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] || { echo "usage: Tools/scripts/replan.sh flag|record BUILD_DIR" >&2; exit 2; }
# One stamp per engine: each keeps its own build plan in its own subfolder.
stamp="$2/.planned-file-set-${STRATA_ENGINE:?make sets STRATA_ENGINE}"

# The name of every file a build plan depends on (edits inside one are SwiftPM's incremental work), every manifest.
fingerprint() {
    find . \( -name .build -o -name .git -o -name .swiftpm -o -path ./Tools/Templates \) -prune -o -type f \
        \( -name '*.swift' -o -name '*.h' -o -name '*.c' -o -name '*.modulemap' \) -print | LC_ALL=C sort
    find . \( -name .build -o -name .git -o -path ./Tools/Templates \) -prune -o -name Package.swift -print \
        | LC_ALL=C sort | xargs cat
}
case "$1" in
flag) [ -f "$stamp" ] && [ "$(fingerprint | cksum)" = "$(cat "$stamp")" ] || echo --disable-build-manifest-caching ;;
record) mkdir -p "$2" && fingerprint | cksum >"$stamp" ;;
*) echo "usage: Tools/scripts/replan.sh flag|record BUILD_DIR" >&2 && exit 2 ;;
esac
