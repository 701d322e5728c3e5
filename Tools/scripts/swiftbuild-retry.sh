#!/usr/bin/env bash
# Runs `swift ARGS...` on Swift Build, again (at most twice) when Swift Build died of a signal while planning (SwiftPM
# 6.3.1 on Linux, 1 clean build in 15: swiftlang/swift#87033); a failed build or a user's SIGINT/SIGTERM runs once.
set -uo pipefail
for attempt in 1 2 3; do
    swift "$@"
    status=$?
    [ "$status" -le 128 ] || [ "$status" -eq 130 ] || [ "$status" -eq 143 ] || [ "$attempt" -eq 3 ] && exit "$status"
    echo "swiftbuild-retry: Swift Build crashed (signal $((status - 128)), swiftlang/swift#87033); again ($((attempt + 1)) of 3)" >&2
done
