#!/usr/bin/env bash
# make fuzz: builds the fuzz targets with libFuzzer and AddressSanitizer, then runs each for FUZZ_SECONDS (60)
# from its corpus in Fuzz/Corpus/<target>/. New inputs and crashes go under .build/fuzz, never into the
# repository. To keep a crash as a regression test, copy it into Fuzz/Corpus/<target>/crash-<what> and fix the
# cause: `make test` replays every corpus file (FuzzCorpusTests). Swift Build has no fuzzer sanitizer
# (swift-package-manager #9448), so the fuzzer is built on native whatever SWIFT_BUILD_SYSTEM says.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${FUZZ_SECONDS:-60}"
only="${FUZZ_TARGETS:-$(ls Fuzz/Corpus)}"
work=.build/fuzz/run
# Edge coverage as inline 8-bit counters with a PC table and comparison tracing: what libFuzzer needs to steer.
# shellcheck disable=SC2054 # the commas belong to -sanitize-coverage's value
flags=(--package-path Fuzz --product fuzz --build-path .build/fuzz --build-system native
    --disable-build-manifest-caching --manifest-cache local --sanitize fuzzer --sanitize address -Xswiftc -DFUZZING
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
swift build "${flags[@]}" 2>&1 | grep -v "Cannot export local symbol" || true
binary="$(swift build "${flags[@]}" --show-bin-path)/fuzz"
[ -x "$binary" ] || { echo "fuzz: the build failed" >&2; exit 1; }
failed=()
for target in $only; do
    mkdir -p "$work/$target/corpus" "$work/$target/crashes"
    echo "fuzz: $target for ${seconds}s"
    log="$work/$target/log.txt"
    if SWIFT_BACKTRACE=enable=no FUZZ_TARGET="$target" "$binary" -max_total_time="$seconds" -max_len=4096 \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/$target/crashes/" \
        "$work/$target/corpus" "Fuzz/Corpus/$target" >"$log" 2>&1; then
        grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" "$log" | sed 's/^/  /'
    else
        failed+=("$target")
        grep -E "Fatal error|ERROR: AddressSanitizer|SUMMARY|Test unit written" "$log" | head -5 | sed 's/^/  /'
    fi
done
((${#failed[@]} == 0)) || { echo "fuzz: crashes in: ${failed[*]} (inputs under $work/<target>/crashes/)" >&2; exit 1; }
echo "fuzz: no crash in $(echo "$only" | wc -w) targets, ${seconds}s each"
