#!/usr/bin/env bash
# make docs: every library module's API docs, docc from symbol graphs (swift-docc-plugin cannot be fetched).
set -euo pipefail
cd "$(dirname "$0")/../.."
modules=(Domain ReadingPlanDomain UsersDomain LoansDomain OrdersDomain DataAccess Presentation)
for package in Features/*/Package.swift; do modules+=("$(basename "$(dirname "$package")")Feature"); done
graphs=.build/docs/symbol-graphs
rm -rf docs/api && mkdir -p "$graphs" docs/api
# A build folder of its own: the extra flags would otherwise make the test build rebuild everything.
swift build --package-path App --scratch-path .build/docs/build -q ${SWIFT_BUILD_SYSTEM:+--build-system "$SWIFT_BUILD_SYSTEM"} \
    --disable-build-manifest-caching --manifest-cache local \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"
for module in "${modules[@]}"; do
    input=$(mktemp -d)
    cp "$graphs/$module.symbols.json" "$input/" && { cp "$graphs/$module@"*.symbols.json "$input/" 2>/dev/null || true; }
    if ! log=$(docc convert --additional-symbol-graph-dir "$input" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.strata.$module" --transform-for-static-hosting --hosting-base-path "$module" \
        --output-path "docs/api/$module" --warnings-as-errors 2>&1); then
        echo "docs: docc failed or warned for $module:" >&2 && echo "$log" >&2 && exit 1
    fi
    rm -rf "$input"
    echo "docs: docs/api/$module"
done
