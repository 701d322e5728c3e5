#!/usr/bin/env bash
# `flag` prints --disable-build-manifest-caching when the file set or a manifest changed since the last good
# build in BUILD_DIR, which SwiftPM's cached plan misses (docs/TOOLING.md); `record` notes it after one.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] && [[ $1 == flag || $1 == record ]] || { echo "usage: Tools/scripts/replan.sh flag|record BUILD_DIR" >&2; exit 2; }
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
esac
