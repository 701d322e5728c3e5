#!/usr/bin/env bash
# `make docs`: API documentation for every library module, built with the toolchain's docc from
# symbol graphs (the swift-docc-plugin is not available here), into docs/api/<Module>/ as a static
# site. That every public declaration of Domain has a one-line summary is swift-format's rule
# (Domain/.swift-format), checked by `make lint`.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Domain's library modules, test support left out: the shared kernel and one module per context.
modules=(Domain ReadingPlanDomain UsersDomain LoansDomain OrdersDomain DataAccess Presentation)
for package in Features/*/Package.swift; do
    feature=$(basename "$(dirname "$package")")
    modules+=("${feature}Feature")
done

graphs=.build/docs/symbol-graphs
# The graphs are kept between runs: an incremental build only rewrites those of modules that changed.
rm -rf docs/api
mkdir -p "$graphs" docs/api
# A scratch path of its own: the extra compiler flags would otherwise force the test build to rebuild.
# The engine make was asked for (SWIFT_BUILD_SYSTEM); either writes the same symbol graphs.
swift build --package-path App --scratch-path .build/docs/build -q \
    --build-system "${SWIFT_BUILD_SYSTEM:-native}" --disable-build-manifest-caching --manifest-cache local \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"

for module in "${modules[@]}"; do
    input=$(mktemp -d)
    cp "$graphs/$module.symbols.json" "$input/"
    cp "$graphs/$module@"*.symbols.json "$input/" 2>/dev/null || true
    diagnostics=$(mktemp)
    docc convert --additional-symbol-graph-dir "$input" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.strata.$module" \
        --transform-for-static-hosting --hosting-base-path "$module" \
        --output-path "docs/api/$module" --warnings-as-errors >"$diagnostics" 2>&1 || {
        echo "docs: docc failed or warned for $module:" >&2
        cat "$diagnostics" >&2
        exit 1
    }
    rm -rf "$input" "$diagnostics"
    echo "docs: docs/api/$module"
done

