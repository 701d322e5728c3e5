#!/usr/bin/env bash
# SwiftPM's build-manifest cache misses a new, removed or renamed source file and a manifest edit in a dependency
# package, and then builds stale code; `--disable-build-manifest-caching` closes that trap but re-plans every
# package on every build. This asks for the re-plan only when the set of source files or a manifest of the package
# or of its `.package(path:)` closure changed since the last successful build in that folder, reading only that
# closure, so a feature's own loop costs the same with 4 features or 100.
#   Tools/scripts/replan.sh flag BUILD_DIR     prints --disable-build-manifest-caching, or nothing
#   Tools/scripts/replan.sh record BUILD_DIR   after a successful build: remember what it was planned from
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] || { echo "usage: Tools/scripts/replan.sh flag|record BUILD_DIR" >&2; exit 2; }
# One stamp per engine: each keeps its own build plan in its own subfolder.
stamp="$2/.planned-file-set-${SWIFT_BUILD_SYSTEM:-native}"
# The package a build folder belongs to: Features/ReadingPlan/.build -> Features/ReadingPlan; .build/thread -> .
case "$2" in .build | .build/* | ./.build) package=. ;; *) package=${2%/.build*} ;; esac

# The package and every package its manifests name by path, one folder a line, relative to the root.
closure() {
    local queue="$1" seen=" " folder dependency
    while [ -n "$queue" ]; do
        folder=${queue%%$'\n'*}
        [ "$folder" = "$queue" ] && queue="" || queue=${queue#*$'\n'}
        case "$seen" in *" $folder "*) continue ;; esac
        seen="$seen$folder "
        echo "$folder"
        for dependency in $(sed -nE 's/.*\.package\(path: "([^"]+)"\).*/\1/p' "$folder/Package.swift"); do
            dependency=$(cd "$folder/$dependency" && pwd -P)
            dependency=${dependency#"$PWD"/}
            [ "$dependency" = "$PWD" ] && dependency=.
            queue="${queue:+$queue$'\n'}$dependency"
        done
    done
}

# The names of every file a build plan depends on (edits inside a file are SwiftPM's normal incremental work),
# and the full text of every manifest. The root's closure is the whole tree: one walk of it.
fingerprint() {
    local folders roots
    folders=$(closure "$package" | LC_ALL=C sort)
    case "$folders" in .*) roots=. ;; *) roots=$folders ;; esac
    # shellcheck disable=SC2086 # one folder a word: the closure's folders have no spaces
    find $roots \( -name .build -o -name .git -o -name .swiftpm \) -prune -o -type f \
        \( -name '*.swift' -o -name '*.h' -o -name '*.c' -o -name '*.modulemap' \) -print | LC_ALL=C sort -u
    for folder in $folders; do cat "$folder/Package.swift"; done
}

case "$1" in
flag) [ -f "$stamp" ] && [ "$(fingerprint | cksum)" = "$(cat "$stamp")" ] || echo --disable-build-manifest-caching ;;
record) mkdir -p "$2" && fingerprint | cksum >"$stamp" ;;
*) echo "usage: Tools/scripts/replan.sh flag|record BUILD_DIR" >&2 && exit 2 ;;
esac
