# Strata: a layered Swift monorepo. `make help` lists every target.
#
# Every swift build checks that a target imports only what its manifest declares, so a forbidden
# import fails the everyday build, naming both modules. SwiftPM's build-manifest cache misses a new file
# or a manifest edit in a dependency package and builds stale code (measured on this layout); the
# `replan` stamp (tools/replan.sh) turns the cache off for exactly the builds where that can happen.
SHELL := /bin/bash
SWIFT_FLAGS := --manifest-cache local --explicit-target-dependency-import-check error
# $(call replan,BUILD_DIR): --disable-build-manifest-caching when the file set or a manifest changed
# since BUILD_DIR's last successful build; $(call planned,BUILD_DIR) records it after one.
replan = $(shell tools/replan.sh flag $(1))
planned = tools/replan.sh record $(1)
BASE ?= HEAD
SWIFT_FORMAT_PATHS := Package.swift Domain Data Presentation Features App Tests Fuzz Benchmarks
DEPS_STAMP := .build/.deps-ok

# Packages, each built alone in its own .build folder. Features are discovered, not listed:
# Features/ReadingPlan gets the target `reading-plan`.
FEATURES := $(notdir $(patsubst %/Package.swift,%,$(wildcard Features/*/Package.swift)))
kebab = $(shell echo '$(1)' | sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' | tr 'A-Z' 'a-z')
LAYER_TARGETS := domain data presentation $(foreach f,$(FEATURES),$(call kebab,$(f))) app

.DEFAULT_GOAL := help
.PHONY: help deps layers test test-swift test-tools boundaries portability api-surface lint lint-workflows format run build clean feature remove-feature graph docs \
	affected test-affected ci-plan file-names install fuzz sanitize sanitize-thread sanitize-address bench bench-quick \
	$(LAYER_TARGETS) $(addprefix test-,$(LAYER_TARGETS))

help: ## List every target
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-20s %s\n", $$1, $$2}' $(MAKEFILE_LIST)
	@echo "  <package>            Build one package alone: $(LAYER_TARGETS)"
	@echo "  test-<package>       Build and test one package alone, e.g. test-domain"

deps: $(DEPS_STAMP) ## Install what a fresh machine lacks (Debian packages), once

$(DEPS_STAMP): tools/ensure-deps.sh tools/apt-install.sh
	@tools/ensure-deps.sh
	@mkdir -p $(dir $@) && touch $@

# One rule per package: build it alone, with its own .build folder, so that only the modules its
# manifest declares are visible. This is where a forbidden import fails with `no such module`.
define package_rules
$(1): $(DEPS_STAMP)
	swift build --package-path $(2) $(SWIFT_FLAGS) $$(call replan,$(2)/.build)
	@$$(call planned,$(2)/.build)
test-$(1): $(DEPS_STAMP)
	swift build --package-path $(2) --build-tests $(SWIFT_FLAGS) $$(call replan,$(2)/.build)
	@$$(call planned,$(2)/.build)
	swift test --package-path $(2) --skip-build $(SWIFT_FLAGS)
endef
$(eval $(call package_rules,domain,Domain))
$(eval $(call package_rules,data,Data))
$(eval $(call package_rules,presentation,Presentation))
$(eval $(call package_rules,app,App))
$(foreach f,$(FEATURES),$(eval $(call package_rules,$(call kebab,$(f)),Features/$(f))))

layers: $(LAYER_TARGETS) ## Build every package alone, each in its own build folder

# Every stage runs even when one fails; the summary ends with one line per stage and a total.
# Each stage's output is in .build/logs/<stage>.log; VERBOSE=1 streams it instead.
TEST_STAGES := swift=test-swift boundaries=boundaries portability=portability api-surface=api-surface tools=test-tools lint=lint
test: $(DEPS_STAMP) ## Run every test once, the boundary checks, the API surface, the tools' tests, the linter; a summary at the end
	@python3 tools/stages.py $(foreach s,$(TEST_STAGES),"$(firstword $(subst =, ,$(s)))=$(MAKE) --no-print-directory $(lastword $(subst =, ,$(s)))")

# The end-to-end and crash tests start executables of the build under test, named here from
# `swift build --show-bin-path` with that build's flags: on macOS a test's own process is SwiftPM's
# helper, so its path says nothing (a plain `swift test` finds them beside the test bundle).
# $(call binaries,FLAGS[,APP]) puts them before a command; APP replaces the app.
binaries = bin="$$(swift build --show-bin-path $(1))" && APP_BINARY="$(or $(2),$$bin/app)" \
	CRASH_WRITER_BINARY="$$bin/CrashWriter" TERMINAL_RUNNER_BINARY="$$bin/TerminalRunner"

# This run's APP_BINARY is a copy of the app in a folder of its own, behind tools/logged-app.sh, which
# logs every start: an empty log means the tests found the app some other way.
RELOCATED := .build/relocated-app
test-swift: $(DEPS_STAMP) ## One root `swift test`: each module compiled once, every package's tests
	swift build --build-tests $(SWIFT_FLAGS) $(call replan,.build)
	@$(call planned,.build)
	@rm -rf $(RELOCATED) && mkdir -p $(RELOCATED)/bin && cp tools/logged-app.sh $(RELOCATED)/app \
		&& cp "$$(swift build --show-bin-path $(SWIFT_FLAGS))/app" $(RELOCATED)/bin/app
	$(call binaries,$(SWIFT_FLAGS),$(CURDIR)/$(RELOCATED)/app) swift test --skip-build $(SWIFT_FLAGS)
	@[ -s $(RELOCATED)/runs.log ] || { echo "test-swift: no test started the app through APP_BINARY" >&2; exit 1; }
	@echo "test-swift: the tests started the app $$(wc -l <$(RELOCATED)/runs.log | tr -d ' ') times through APP_BINARY ($(RELOCATED)/app)"

affected: ## Packages changed since BASE (default HEAD) and all that depend on them: make affected BASE=origin/main
	@python3 tools/affected.py packages --base "$(BASE)"

test-affected: $(DEPS_STAMP) ## Only the tests and boundary checks of what changed since BASE (default HEAD)
	@$(call binaries,$(SWIFT_FLAGS)) SWIFT_FLAGS="$(SWIFT_FLAGS) $(call replan,.build)" \
		python3 tools/affected.py test --base "$(BASE)"
	@$(call planned,.build)

ci-plan: ## The CI workflow's package matrix for a change, as one line of JSON: make ci-plan BASE=origin/main
	@python3 tools/affected.py matrix --base "$(BASE)"

# The compiler probes read the modules of the root build. A forbidden import can break that build
# (by build-order luck), so then the manifests and imports are still checked, to name the edge.
boundaries: $(DEPS_STAMP) ## Prove the dependency rule: manifests, imports and compiler probes
	@if swift build --build-tests -q $(SWIFT_FLAGS) $(call replan,.build); then $(call planned,.build); \
		python3 tools/boundaries.py; else \
		echo "boundaries: the build failed; checking manifests and imports only" >&2; \
		python3 tools/boundaries.py --no-compiler; exit 1; fi

# Linux builds cannot see what breaks on Apple platforms; this reads the sources and the manifests.
# Then the shell: what macOS runs (tests, scripts, this file, CI) must not need util-linux's script,
# bash's source of a process substitution (bash 3.2 reads nothing from it), ulimit's virtual-memory cap,
# a binary found from the test process's own path (argv[0]), or GNU flags: an in-place sed without a
# backup suffix, date's -d, readlink's -f, find's printf action, timeout. A line that needs one ends in
# `linux-only`, inside a test whose `.linuxOnly(reason)` trait says why (the trait's line passes too).
# Each pattern holds a bracket, so this file does not match itself, and the nine cases (octal escapes,
# for the same reason) must all be caught.
edge := (^|[^A-Za-z0-9_.-])
LINUX_ONLY := /usr/bin/scrip[t]|source <[(]|ulimi[t] -v|argument[s]\[0]
GNU_ONLY := $(edge)sed( -[A-Za-z]+)* -[A-Za-z]*i( |$$)|$(edge)date( -[A-Za-z]+)* -[d]( |$$)|$(edge)readlink -[A-Za-z]*f|-print[f]|$(edge)timeou[t] +[-0-9]
NOT_ON_MACOS := $(LINUX_ONLY)|$(GNU_ONLY)
NOT_ON_MACOS_CASES := '/usr/bin/scrip\0164 -qec' 'source <\050x)' 'ulimi\0164 -v 1' 'argument\0163[0]' \
	'se\0144 -i s/a/b/ f' 'dat\0145 -d x' 'readlin\0153 -f x' 'find . -print\0146 x' 'timeou\0164 5 x'
portability: ## Fail on unguarded platform imports/calls, APIs newer than the declared platforms, GNU-only shell
	python3 tools/portability.py
	@[ "$$(printf '%b\n' $(NOT_ON_MACOS_CASES) | grep -cE '$(NOT_ON_MACOS)')" = 9 ] \
		|| { echo "portability: the shell check misses one of its own cases" >&2; exit 1; }
	@if grep -rnIE --exclude-dir=.build '$(NOT_ON_MACOS)' Makefile .ci .github tools Tests */Tests Features/*/Tests \
		| grep -vE 'linux-only|\.linuxOnly\('; then echo "portability: the lines above fail or do nothing on macOS" >&2; exit 1; fi

# A feature's public API is what App needs; the limit is architecture.json's feature_public_api_limit.
api-surface: ## Count each package's public and open declarations; fail a feature package over the limit
	python3 tools/api_surface.py

# Part of `lint`: a file is named after the main type (or extension) it holds (docs/ARCHITECTURE.md, "Names").
file-names: ## Fail on a Swift file under Sources/ not named after the type, extension or function it declares
	python3 tools/file_names.py

# The workflow's tests run actionlint from the lint venv, so it is set up first.
test-tools: ## The Python tools' own tests: boundaries, affected, build rules, scaffolder, portability, API surface, workflow, docs
	@tools/ensure-lint-tools.sh
	python3 -m unittest discover -s tools/tests

lint: lint-workflows file-names ## swift-format in strict mode (warnings fail), file names, and the workflow linters
	swift format lint --strict --recursive --parallel $(SWIFT_FORMAT_PATHS)

# From .build/venv, pinned (tools/ensure-lint-tools.sh). actionlint runs the venv's shellcheck on every
# run: script (named, since it skips silently when none is found), and no pyflakes (no Python steps).
# zizmor runs offline (no GitHub token), with the pedantic persona, every severity and confidence, no
# config file and no ignore comments.
LINT_VENV := .build/venv
lint-workflows: ## actionlint (with shellcheck) and zizmor on .github/workflows: any finding fails
	@tools/ensure-lint-tools.sh
	$(LINT_VENV)/bin/actionlint -shellcheck=$(CURDIR)/$(LINT_VENV)/bin/shellcheck -pyflakes=
	$(LINT_VENV)/bin/zizmor --offline --persona=pedantic --min-severity=informational --min-confidence=low \
		--no-config --no-ignores --strict-collection --no-progress -q .github

format: ## Rewrite sources in the project's style
	swift format format --in-place --recursive --parallel $(SWIFT_FORMAT_PATHS)

# SwiftPM's progress goes to stderr, so `make run`'s standard output is the app's alone.
build: $(DEPS_STAMP) ## Build the `app` executable (debug)
	@[ -x .build/debug/app ] || echo "make: first build of app: every package compiles once (about a minute on 2 cores)" >&2
	@swift build --product app $(SWIFT_FLAGS) $(call replan,.build) >&2
	@$(call planned,.build)

run: build ## Run the app: make run ARGS="plan make --pages 101 --days 10"
	@.build/debug/app $(ARGS)

# STORE=1 adds the persisted flavour: a Domain context with a port, its SQLite adapter and migration,
# and the composition root's choice (tools/scaffold.py). Unset (or 0) is the plain scene; any other value
# is refused before anything is written.
feature: ## Add a feature package from the template: make feature NAME=Wishlist [STORE=1: with a Domain port and SQLite storage]
	$(if $(filter-out 0 1,$(STORE))$(word 2,$(STORE)),$(error make feature: STORE must be 1 (with storage) or unset, not '$(STORE)'; nothing was changed))
	@python3 tools/scaffold.py add $(if $(filter 1,$(STORE)),--store) "$(NAME)"

remove-feature: ## Undo `make feature` (either flavour; it tells them apart): make remove-feature NAME=Wishlist
	@python3 tools/scaffold.py remove "$(NAME)"

graph: ## Redraw the module graph from the manifests (README, docs/graph.dot, docs/graph.svg)
	@python3 tools/graph.py

docs: $(DEPS_STAMP) ## API docs for every library module with docc, into docs/api/<Module>/
	@tools/docs.sh

bench: $(DEPS_STAMP) ## Measure the dev loop and the app beside their floors into docs/BENCHMARKS.md (about an hour)
	swift run --package-path Tools -q strata bench

bench-quick: $(DEPS_STAMP) ## The same benchmark code on small sizes, in under two minutes (CI runs it)
	swift run --package-path Tools -q strata bench --quick

FUZZ_SECONDS ?= 60
fuzz: $(DEPS_STAMP) ## Fuzz every outside-input reader with libFuzzer + ASan: make fuzz FUZZ_SECONDS=60
	@FUZZ_SECONDS=$(FUZZ_SECONDS) tools/fuzz.sh

# Each sanitizer builds into its own folder, so neither disturbs the normal build. LeakSanitizer
# reports what the toolchain's own libraries keep until exit; tools/lsan.supp names those, and only those.
sanitize: sanitize-thread sanitize-address ## The whole test suite under ThreadSanitizer, then AddressSanitizer

sanitize-thread: $(DEPS_STAMP) ## The whole test suite under ThreadSanitizer
	swift build --build-tests --sanitize thread --build-path .build/tsan $(SWIFT_FLAGS) $(call replan,.build/tsan)
	@$(call planned,.build/tsan)
	$(call binaries,--build-path .build/tsan $(SWIFT_FLAGS)) TSAN_OPTIONS=halt_on_error=1 \
		swift test --skip-build --sanitize thread --build-path .build/tsan $(SWIFT_FLAGS)

sanitize-address: $(DEPS_STAMP) ## The whole test suite under AddressSanitizer (with leak checks)
	swift build --build-tests --sanitize address --build-path .build/asan $(SWIFT_FLAGS) $(call replan,.build/asan) 2>&1 \
		| grep -v "Cannot export local symbol"; test $${PIPESTATUS[0]} -eq 0
	@$(call planned,.build/asan)
	$(call binaries,--build-path .build/asan $(SWIFT_FLAGS)) ASAN_OPTIONS=detect_leaks=1 \
		LSAN_OPTIONS=suppressions=$(CURDIR)/tools/lsan.supp:print_suppressions=0 \
		swift test --skip-build --sanitize address --build-path .build/asan $(SWIFT_FLAGS)

PREFIX ?= /usr/local
install: $(DEPS_STAMP) ## Install a release build of app: make install PREFIX=~/.local
	swift build -c release --product app -q $(SWIFT_FLAGS) --disable-build-manifest-caching
	install -d "$(PREFIX)/bin"
	install -m 0755 .build/release/app "$(PREFIX)/bin/app"
	@echo "Installed $(PREFIX)/bin/app. Completion: eval \"\$$($(PREFIX)/bin/app completion bash)\""

clean: ## Remove every build folder
	rm -rf .build .swiftpm */.build */.swiftpm Features/*/.build Features/*/.swiftpm
