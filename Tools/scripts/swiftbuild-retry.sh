#!/usr/bin/env bash
# Runs `swift ARGS...` on Swift Build, and runs it again when Swift Build itself crashed.
#
# SwiftPM 6.3.1's Swift Build engine on Linux sometimes dies of a signal while it plans a build
# (SIGSEGV in libdispatch's _dispatch_event_loop_drain: swiftlang/swift#87033, open upstream); measured
# here, about 1 clean package build in 15. It dies before anything is built wrongly, so the same command is
# run again, at most twice more, and says so. A build that fails (a compile error, a forbidden import) exits
# with a status, not a signal, and is never run again.
set -uo pipefail

for attempt in 1 2 3; do
    swift "$@"
    status=$?
    # 128 + N: killed by signal N. A signal sent by the user (Ctrl-C: SIGINT, SIGTERM) is not a crash.
    if [ "$status" -le 128 ] || [ "$status" -eq 130 ] || [ "$status" -eq 143 ] || [ "$attempt" -eq 3 ]; then
        exit "$status"
    fi
    echo "swiftbuild-retry: Swift Build crashed (signal $((status - 128)), swiftlang/swift#87033); running 'swift $1' again ($((attempt + 1)) of 3)" >&2
done
