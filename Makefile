# Strata: a layered Swift monorepo. `make help` lists every target.
#
# Every swift call disables SwiftPM's build-manifest cache: with nested path packages it misses new
# files and manifest edits in dependency packages and builds stale code (measured on this layout).
SHELL := /bin/bash
SWIFT_FLAGS := --disable-build-manifest-caching --manifest-cache local
SWIFT_FORMAT_PATHS := Package.swift Domain Data Presentation Features App Tests Fuzz
DEPS_STAMP := .build/.deps-ok

# Packages, each built alone in its own .build folder. Features are discovered, not listed:
# Features/ReadingPlan gets the target `reading-plan`.
FEATURES := $(notdir $(patsubst %/Package.swift,%,$(wildcard Features/*/Package.swift)))
kebab = $(shell echo '$(1)' | sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' | tr 'A-Z' 'a-z')
LAYER_TARGETS := domain data presentation $(foreach f,$(FEATURES),$(call kebab,$(f))) app

.DEFAULT_GOAL := help
.PHONY: help deps layers test test-swift test-tools boundaries lint format run build clean feature remove-feature graph docs \
	install fuzz sanitize sanitize-thread sanitize-address bench bench-quick \
	$(LAYER_TARGETS) $(addprefix test-,$(LAYER_TARGETS))

help: ## List every target
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-20s %s\n", $$1, $$2}' $(MAKEFILE_LIST)
	@echo "  <package>            Build one package alone: $(LAYER_TARGETS)"
	@echo "  test-<package>       Build and test one package alone, e.g. test-domain"

deps: $(DEPS_STAMP) ## Install what a fresh machine lacks (Debian packages), once

$(DEPS_STAMP): tools/ensure-deps.sh
	@tools/ensure-deps.sh
	@mkdir -p $(dir $@) && touch $@

# One rule per package: build it alone, with its own .build folder, so that only the modules its
# manifest declares are visible. This is where a forbidden import fails with `no such module`.
define package_rules
$(1): $(DEPS_STAMP)
	swift build --package-path $(2) $(SWIFT_FLAGS)
test-$(1): $(DEPS_STAMP)
	swift test --package-path $(2) $(SWIFT_FLAGS)
endef
$(eval $(call package_rules,domain,Domain))
$(eval $(call package_rules,data,Data))
$(eval $(call package_rules,presentation,Presentation))
$(eval $(call package_rules,app,App))
$(foreach f,$(FEATURES),$(eval $(call package_rules,$(call kebab,$(f)),Features/$(f))))

layers: $(LAYER_TARGETS) ## Build every package alone, each in its own build folder

test: test-swift boundaries test-tools lint ## Run every test once, the boundary checks, the tools' tests, the linter

test-swift: $(DEPS_STAMP) ## One root `swift test`: each module compiled once, every package's tests
	swift build --build-tests $(SWIFT_FLAGS)
	swift test --skip-build $(SWIFT_FLAGS)

# The compiler probes read the modules of the root build. A forbidden import can break that build
# (by build-order luck), so then the manifests and imports are still checked, to name the edge.
boundaries: $(DEPS_STAMP) ## Prove the dependency rule: manifests, imports and compiler probes
	@if swift build --build-tests -q $(SWIFT_FLAGS); then python3 tools/boundaries.py; else \
		echo "boundaries: the build failed; checking manifests and imports only" >&2; \
		python3 tools/boundaries.py --no-compiler; exit 1; fi

test-tools: ## The Python tools' own tests: boundary checker, scaffolder (end to end), graph, docs, bench
	python3 -m unittest discover -s tools/tests

lint: ## swift-format in strict mode: warnings fail
	swift format lint --strict --recursive --parallel $(SWIFT_FORMAT_PATHS)

format: ## Rewrite sources in the project's style
	swift format format --in-place --recursive --parallel $(SWIFT_FORMAT_PATHS)

build: $(DEPS_STAMP) ## Build the `app` executable (debug)
	@swift build --product app -q $(SWIFT_FLAGS)

run: build ## Run the app: make run ARGS="plan make --pages 101 --days 10"
	@.build/debug/app $(ARGS)

feature: ## Add a feature package from the template: make feature NAME=Wishlist
	@python3 tools/scaffold.py add "$(NAME)"

remove-feature: ## Undo `make feature`: make remove-feature NAME=Wishlist
	@python3 tools/scaffold.py remove "$(NAME)"

graph: ## Redraw the module graph from the manifests (README, docs/graph.dot, docs/graph.svg)
	@python3 tools/graph.py

docs: $(DEPS_STAMP) ## API docs for every library module with docc, into docs/api/<Module>/
	@tools/docs.sh

bench: $(DEPS_STAMP) ## Measure the dev loop and the app beside their floors into docs/BENCHMARKS.md (~30 min)
	python3 tools/bench.py

bench-quick: $(DEPS_STAMP) ## The same benchmark code on small sizes, in under two minutes (CI runs it)
	python3 tools/bench.py --quick

FUZZ_SECONDS ?= 60
fuzz: $(DEPS_STAMP) ## Fuzz every outside-input reader with libFuzzer + ASan: make fuzz FUZZ_SECONDS=60
	@FUZZ_SECONDS=$(FUZZ_SECONDS) tools/fuzz.sh

# Each sanitizer builds into its own folder, so neither disturbs the normal build. LeakSanitizer
# reports what the toolchain's own libraries keep until exit; tools/lsan.supp names those, and only those.
sanitize: sanitize-thread sanitize-address ## The whole test suite under ThreadSanitizer, then AddressSanitizer

sanitize-thread: $(DEPS_STAMP) ## The whole test suite under ThreadSanitizer
	swift build --build-tests --sanitize thread --build-path .build/tsan $(SWIFT_FLAGS)
	TSAN_OPTIONS=halt_on_error=1 swift test --skip-build --sanitize thread --build-path .build/tsan $(SWIFT_FLAGS)

sanitize-address: $(DEPS_STAMP) ## The whole test suite under AddressSanitizer (with leak checks)
	swift build --build-tests --sanitize address --build-path .build/asan $(SWIFT_FLAGS) 2>&1 \
		| grep -v "Cannot export local symbol"; test $${PIPESTATUS[0]} -eq 0
	ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/tools/lsan.supp:print_suppressions=0 \
		swift test --skip-build --sanitize address --build-path .build/asan $(SWIFT_FLAGS)

PREFIX ?= /usr/local
install: $(DEPS_STAMP) ## Install a release build of app: make install PREFIX=~/.local
	swift build -c release --product app -q $(SWIFT_FLAGS)
	install -d "$(PREFIX)/bin"
	install -m 0755 .build/release/app "$(PREFIX)/bin/app"
	@echo "Installed $(PREFIX)/bin/app. Completion: eval \"\$$($(PREFIX)/bin/app completion bash)\""

clean: ## Remove every build folder
	rm -rf .build .swiftpm */.build */.swiftpm Features/*/.build Features/*/.swiftpm
