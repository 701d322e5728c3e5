#!/usr/bin/env bash
# make fuzz: each fuzz target, built with libFuzzer and AddressSanitizer, for FUZZ_SECONDS (60) from its corpus in
# Fuzz/Corpus/<target>/; new inputs and crashes go under .build/fuzz. A crash kept as Fuzz/Corpus/<target>/crash-*
# is replayed by `make test` (FuzzCorpusTests). Native only: Swift Build has no fuzzer sanitizer (SwiftPM #9448).
set -euo pipefail
cd "$(dirname "$0")/../.."
work=.build/fuzz/run
# shellcheck disable=SC2054 # the commas belong to -sanitize-coverage's value
flags=(--package-path Fuzz --product fuzz --build-path .build/fuzz --build-system native --manifest-cache local
    --disable-build-manifest-caching --sanitize fuzzer --sanitize address -Xswiftc -DFUZZING
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
swift build "${flags[@]}" 2>&1 | grep -v "Cannot export local symbol" || true
binary="$(swift build "${flags[@]}" --show-bin-path)/fuzz"
[ -x "$binary" ] || { echo "fuzz: the build failed" >&2; exit 1; }
failed=()
for target in ${FUZZ_TARGETS:-$(ls Fuzz/Corpus)}; do
    mkdir -p "$work/$target/corpus" "$work/$target/crashes" && echo "fuzz: $target"
    SWIFT_BACKTRACE=enable=no FUZZ_TARGET="$target" "$binary" -max_total_time="${FUZZ_SECONDS:-60}" -max_len=4096 \
        -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$work/$target/crashes/" "$work/$target/corpus" \
        "Fuzz/Corpus/$target" >"$work/$target/log.txt" 2>&1 || failed+=("$target")
done
((${#failed[@]} == 0)) || { echo "fuzz: crashes in ${failed[*]} (see $work/<target>/)" >&2; exit 1; }
echo "fuzz: no crash"
