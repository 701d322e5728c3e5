#!/bin/sh
# `make test-swift` points APP_BINARY at a copy of this script, in a folder of its own beside a copy of
# the app (bin/app): each start of the app is logged to runs.log there, then the copy runs. A test that
# found the app in the build folder instead of through APP_BINARY would leave no line.
here=$(dirname "$0")
printf '%s\n' "$*" >>"$here/runs.log"
exec "$here/bin/app" "$@"
