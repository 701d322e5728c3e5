# Strata: a layered Swift monorepo. `make help` lists every target.
#
# Every swift build is preceded by the import check (`strata imports`): a target imports only what its own
# manifest entry declares and the layer rule allows, so a forbidden import fails the everyday build on either
# engine, naming both modules and the rule. SwiftPM's build-manifest cache misses a new file
# or a manifest edit in a dependency package and builds stale code (measured on this layout); the
# `replan` stamp (Tools/scripts/replan.sh) turns the cache off for exactly the builds where that can happen.
SHELL := /bin/bash

# The build engine, for every target, script and test: native (SwiftPM's own) or swiftbuild (Swift Build, the
# engine of Swift 6.4's `swift build` and of Xcode). Both are named explicitly on every swift command, so each
# toolchain from 6.2 on builds the same way (docs/decisions/0017-build-engines.md: why native is the default).
SWIFT_BUILD_SYSTEM ?= native
ifeq ($(filter native swiftbuild,$(SWIFT_BUILD_SYSTEM)),)
$(error SWIFT_BUILD_SYSTEM must be native or swiftbuild, not '$(SWIFT_BUILD_SYSTEM)')
endif
export SWIFT_BUILD_SYSTEM
# SwiftPM's own import check runs on native only: Swift Build accepts the flag and ignores it. The project's
# import check (`strata imports`) runs before every build on both engines, so the rule never rests on it.
import_check_native := --explicit-target-dependency-import-check error
SWIFT_FLAGS := --manifest-cache local --build-system $(SWIFT_BUILD_SYSTEM) $(import_check_$(SWIFT_BUILD_SYSTEM))
# Warnings are errors in the project's own code (every manifest reads STRATA_WARNINGS_AS_ERRORS). Native compiles
# a path dependency with its own settings, so there every package is strict; Swift Build compiles a dependency
# with -suppress-warnings, which -warnings-as-errors may not join, so there only the package being built is
# ($(call strict,FOLDER) before its swift commands), and make test type-checks every module's sources with
# warnings as errors (`strata boundaries`).
ifeq ($(SWIFT_BUILD_SYSTEM),native)
export STRATA_WARNINGS_AS_ERRORS := all
strict =
SWIFT := swift
else
unexport STRATA_WARNINGS_AS_ERRORS
strict = STRATA_WARNINGS_AS_ERRORS=$(abspath $(1))
# Swift Build in SwiftPM 6.3.1 sometimes crashes while it plans (swiftlang/swift#87033): run again, and say so.
SWIFT := $(CURDIR)/Tools/scripts/swiftbuild-retry.sh
endif
# $(call replan,BUILD_DIR): --disable-build-manifest-caching when the file set or a manifest of that
# build's package closure changed since its last successful build; $(call planned,BUILD_DIR) records it.
replan = $(shell Tools/scripts/replan.sh flag $(1))
planned = Tools/scripts/replan.sh record $(1)
BASE ?= HEAD
SWIFT_FORMAT_PATHS := Package.swift Domain Data Presentation Features App Tests Fuzz Benchmarks Plugins \
	Tools/Package.swift Tools/Sources Tools/Tests
DEPS_STAMP := .build/.deps-ok

# The repository's tools (Tools/, one Swift executable): built once, rebuilt when a source changes.
# A copy at a path of its engine's own: the engines build into different folders (`--show-bin-path`).
STRATA := Tools/.build/strata-$(SWIFT_BUILD_SYSTEM)
TOOLS_SWIFT = $(call strict,Tools) $(SWIFT) build --package-path Tools $(SWIFT_FLAGS)
# A swift command of the root package's build, and where that build keeps its modules below its bin path.
ROOT_SWIFT = $(call strict,.) $(SWIFT)
MODULES_SUBDIR := $(if $(filter native,$(SWIFT_BUILD_SYSTEM)),/Modules)
$(STRATA): Tools/Package.swift $(wildcard Tools/Sources/*/*.swift)
	@$(TOOLS_SWIFT) -q --product strata
	@cp "$$($(TOOLS_SWIFT) --show-bin-path)/strata" $@

# Packages, each built alone in its own .build folder. Features are discovered, not listed:
# Features/ReadingPlan gets the target `reading-plan`. One shell spells every name (not one a feature),
# so evaluating this file costs the same with 4 features or 100.
FEATURES := $(notdir $(patsubst %/Package.swift,%,$(wildcard Features/*/Package.swift)))
# reading-plan=ReadingPlan for each feature, spelled by one shell for all of them, as `strata` spells it.
FEATURE_PAIRS := $(shell printf '%s\n' $(FEATURES) | sed -E 'h;s/([a-z0-9])([A-Z])/\1-\2/g;y/ABCDEFGHIJKLMNOPQRSTUVWXYZ/abcdefghijklmnopqrstuvwxyz/;G;s/\n/=/')
LAYER_TARGETS := domain data presentation $(foreach p,$(FEATURE_PAIRS),$(firstword $(subst =, ,$(p)))) app
PREVIEW_TARGETS := $(foreach p,$(FEATURE_PAIRS),preview-$(firstword $(subst =, ,$(p))))

.DEFAULT_GOAL := help
.PHONY: help deps layers test test-swift test-tools check imports boundaries portability api-surface lint lint-workflows test-waits format \
	run build clean feature remove-feature graph docs affected test-affected ci-plan file-names install fuzz sanitize \
	sanitize-thread sanitize-address bench bench-quick $(LAYER_TARGETS) $(addprefix test-,$(LAYER_TARGETS)) \
	$(PREVIEW_TARGETS)

help: ## List every target
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-20s %s\n", $$1, $$2}' $(MAKEFILE_LIST)
	@echo "  <package>            Build one package alone: $(LAYER_TARGETS)"
	@echo "  test-<package>       Build and test one package alone, e.g. test-domain"
	@echo "  preview-<feature>    Run one feature alone over fakes: $(PREVIEW_TARGETS) (ARGS=\"...\"; none: its screens)"

deps: $(DEPS_STAMP) ## Install what a fresh machine lacks (Debian packages), once

$(DEPS_STAMP): Tools/scripts/ensure-deps.sh Tools/scripts/apt-install.sh
	@Tools/scripts/ensure-deps.sh
	@mkdir -p $(dir $@) && touch $@

# FILTER runs only the tests it names, as `Suite/function` or a part of it (swift test --filter matches the type
# and function names, never a test's display name): make test-swift FILTER=ShellTests/walkEveryScene. A filter
# that matches no test fails, rather than passing with nothing run. $(call filtered,SWIFT TEST COMMAND).
FILTER ?=
filtered = $(if $(FILTER),set -o pipefail; $(1) --filter '$(FILTER)' 2>&1 | tee .build/filtered-run.log \
	&& { grep -Eq 'Test run with [1-9]|Executed [1-9]' .build/filtered-run.log \
	|| { echo "make: FILTER='$(FILTER)' matched no test (it matches Suite/function names, not display names)" >&2; \
	exit 1; }; },$(1))

# One rule per package: build it alone, with its own .build folder, so that only the modules its
# manifest declares are visible. This is where a forbidden import fails with `no such module`.
define package_rules
$(1): $(DEPS_STAMP) $(STRATA)
	@$(STRATA) imports --package $(2)
	$(call strict,$(2)) $(SWIFT) build --package-path $(2) $(SWIFT_FLAGS) $$(call replan,$(2)/.build)
	@$$(call planned,$(2)/.build)
test-$(1): $(DEPS_STAMP) $(STRATA)
	@$(STRATA) imports --package $(2)
	$(call strict,$(2)) $(SWIFT) build --package-path $(2) --build-tests $(SWIFT_FLAGS) $$(call replan,$(2)/.build)
	@$$(call planned,$(2)/.build)
	$$(call filtered,$(call strict,$(2)) $(SWIFT) test --package-path $(2) --skip-build $(SWIFT_FLAGS))
endef
$(eval $(call package_rules,domain,Domain))
$(eval $(call package_rules,data,Data))
$(eval $(call package_rules,presentation,Presentation))
$(eval $(call package_rules,app,App))
$(foreach p,$(FEATURE_PAIRS),$(eval $(call package_rules,$(firstword $(subst =, ,$(p))),Features/$(lastword $(subst =, ,$(p))))))

# A feature alone, over Domain's fakes: its package builds its preview executable (Domain's and Presentation's
# modules and the feature's, no Data, no App) and runs it with ARGS; no ARGS opens the feature's screens.
define preview_rule
preview-$(1): $(DEPS_STAMP) $(STRATA)
	@$(STRATA) imports --package $(2)
	@$(call strict,$(2)) $(SWIFT) build --package-path $(2) --product $(1)-preview $(SWIFT_FLAGS) $$(call replan,$(2)/.build) >&2
	@$$(call planned,$(2)/.build)
	@"$$$$($(call strict,$(2)) $(SWIFT) build --package-path $(2) --show-bin-path $(SWIFT_FLAGS))/$(1)-preview" $$(ARGS)
endef
$(foreach p,$(FEATURE_PAIRS),$(eval $(call preview_rule,$(firstword $(subst =, ,$(p))),Features/$(lastword $(subst =, ,$(p))))))

layers: $(LAYER_TARGETS) ## Build every package alone, each in its own build folder

# `make test` runs every stage even when one fails (make -k), each into .build/logs/<stage>.log
# (STAGE_LOGS moves them; VERBOSE=1 streams the output instead), then prints one line per stage with
# what its runner says it ran, and a total.
TEST_STAGES := swift boundaries portability api-surface tools lint
STAGE_LOGS ?= .build/logs
duration = $$(((($(1))) / 60))m$$(printf %02d $$((($(1)) % 60)))s
test: $(DEPS_STAMP) ## Run every test once, the boundary checks, the API surface, the tools' tests, the linter; a summary at the end
	@rm -rf $(STAGE_LOGS) && mkdir -p $(STAGE_LOGS) && start=$$SECONDS; \
	$(MAKE) --no-print-directory -k $(addprefix stage-,$(TEST_STAGES)); \
	echo; failed=""; for stage in $(TEST_STAGES); do \
		read -r verdict seconds proof <$(STAGE_LOGS)/$$stage.result || verdict=FAILED; \
		[ "$$verdict" = passed ] || failed="$$failed $$stage"; \
		printf '  %-12s %-7s %7s%s\n' "$$stage" "$$verdict" "$(call duration,$${seconds:-0})" "$${proof:+  $$proof}"; done; \
	stages=$(words $(TEST_STAGES)); bad=$$(wc -w <<<"$$failed" | tr -d ' '); \
	echo "make test: $$stages stages, $$((stages - bad)) passed, $$bad failed$${failed:+ ($${failed# })} in $(call duration,SECONDS - start)"; \
	[ -z "$$failed" ]

# One stage: its make target, its log, and the last lines of that log when it fails. The summary repeats
# the closing line of each test runner in the log; a bundle that ran no tests proves nothing and is left
# out, 370 tests is shown. Swift Build runs each test target as a bundle of its own, so Swift Testing's
# closing lines are added up ("in 12 runs"); native runs one.
stage_swift := test-swift
stage_tools := test-tools
PROOFS := 'Test run with [0-9]+ tests?.*' 'Executed [0-9]+ tests?, with [0-9]+ failures?.*' '^ok: .*'
# The tools' own tests run the checks in-process and print their "ok:" lines: that stage's proof is its test run.
PROOFS_tools := 'Test run with [0-9]+ tests?.*'
SUM_TEST_RUNS := awk '/^Test run with/ { runs++; tests += $$4; suites += $$7; if ($$9 != "passed") verdict = $$9; \
	last = $$0; next } { line = $$0 } END { if (runs == 1) print last; else if (runs > 1) \
	printf "Test run with %d tests in %d suites %s in %d runs\n", tests, suites, verdict ? verdict : "passed", runs; \
	else if (line != "") print line }'
stage-%:
	@set -o pipefail; log=$(STAGE_LOGS)/$*.log; target=$(or $(stage_$*),$*); start=$$SECONDS; \
	echo "▸ $*: make $$target  (log: $$log)"; \
	if $(MAKE) --no-print-directory $$target $(if $(filter-out 0,$(VERBOSE)),2>&1 | tee $$log,>$$log 2>&1); \
	then verdict=passed; else verdict=FAILED; tail -n 40 $$log | sed 's/^/  | /'; fi; \
	proof=$$(for p in $(or $(PROOFS_$*),$(PROOFS)); do sed 's/^[^A-Za-z]*//' $$log | grep -Eo "$$p" | grep -v ' 0 tests' | $(SUM_TEST_RUNS); done \
		| paste -sd ';' - | sed 's/;/; /g'); \
	echo "$$verdict $$((SECONDS - start)) $$proof" >$(STAGE_LOGS)/$*.result; \
	echo "  $* $$verdict in $(call duration,SECONDS - start)"; [ $$verdict = passed ]

# Every check but the product's tests, for a feature copied by hand: the manifests and imports (no
# compiler), the graph, portability, the docs (the tools' docs tests) and the format. Under a minute
# once Tools is built; the checks that read symbol graphs (api-surface, file-names) need a build first.
check: $(STRATA) ## Every check except the Swift tests, in under a minute: manifests, imports, graph, docs, format
	@set -o pipefail; $(STRATA) boundaries --no-compiler | tail -n 1
	@$(STRATA) graph --check
	@$(STRATA) portability
	@$(TOOLS_SWIFT) --build-tests -q
	@set -o pipefail; $(call strict,Tools) $(SWIFT) test --package-path Tools --skip-build -q $(SWIFT_FLAGS) --filter DocsTests 2>&1 \
		| grep -E '✘|Test run'
	swift format lint --strict --recursive --parallel $(SWIFT_FORMAT_PATHS)

# The end-to-end and crash tests start executables of the build under test, named here from
# `swift build --show-bin-path` with that build's flags: on macOS a test's own process is SwiftPM's
# helper, so its path says nothing (a plain `swift test` finds them beside the test bundle).
# $(call binaries,FLAGS[,APP]) puts them before a command; APP replaces the app.
binaries = bin="$$($(ROOT_SWIFT) build --show-bin-path $(1))" && APP_BINARY="$(or $(2),$$bin/app)" \
	CRASH_WRITER_BINARY="$$bin/CrashWriter" TERMINAL_RUNNER_BINARY="$$bin/TerminalRunner"

# This run's APP_BINARY is a copy of the app in a folder of its own, behind Tools/scripts/logged-app.sh,
# which logs every start: an empty log means the tests found the app some other way.
RELOCATED := .build/relocated-app
test-swift: $(DEPS_STAMP) $(STRATA) ## One root `swift test`: each module compiled once, every package's tests
	@$(STRATA) imports
	$(ROOT_SWIFT) build --build-tests $(SWIFT_FLAGS) $(call replan,.build)
	@$(call planned,.build)
	@rm -rf $(RELOCATED) && mkdir -p $(RELOCATED)/bin && cp Tools/scripts/logged-app.sh $(RELOCATED)/app \
		&& cp "$$($(ROOT_SWIFT) build --show-bin-path $(SWIFT_FLAGS))/app" $(RELOCATED)/bin/app
	$(call filtered,$(call binaries,$(SWIFT_FLAGS),$(CURDIR)/$(RELOCATED)/app) $(ROOT_SWIFT) test --skip-build $(SWIFT_FLAGS))
	@# A whole run must start the app through APP_BINARY; a FILTER may well name no end-to-end test.
	@[ -n "$(FILTER)" ] || [ -s $(RELOCATED)/runs.log ] \
		|| { echo "test-swift: no test started the app through APP_BINARY" >&2; exit 1; }
	@echo "test-swift: the tests started the app $$(cat $(RELOCATED)/runs.log 2>/dev/null | wc -l | tr -d ' ') times through APP_BINARY ($(RELOCATED)/app)"

affected: $(STRATA) ## Packages changed since BASE (default HEAD) and all that depend on them: make affected BASE=origin/main
	@$(STRATA) affected packages --base "$(BASE)"

test-affected: $(DEPS_STAMP) $(STRATA) ## Only the tests and boundary checks of what changed since BASE (default HEAD)
	@$(STRATA) imports
	@$(call binaries,$(SWIFT_FLAGS)) $(call strict,.) $(STRATA) affected test --base "$(BASE)" \
		$(foreach f,$(SWIFT_FLAGS) $(call replan,.build),--swift-flag=$(f))
	@$(call planned,.build)

ci-plan: $(STRATA) ## The CI workflow's package matrix for a change, as one line of JSON: make ci-plan BASE=origin/main
	@$(STRATA) affected matrix --base "$(BASE)"

imports: $(STRATA) ## The import check every build runs first: each target imports only what it declares and the rule allows
	@$(STRATA) imports && echo "imports: every import is declared and allowed"

# The compiler probes read the modules of the root build. A forbidden import can break that build
# (by build-order luck), so then the manifests and imports are still checked, to name the edge.
boundaries: $(DEPS_STAMP) $(STRATA) ## Prove the dependency rule: manifests, imports and compiler probes
	@if $(ROOT_SWIFT) build --build-tests -q $(SWIFT_FLAGS) $(call replan,.build); then $(call planned,.build); \
		$(STRATA) boundaries --modules-dir "$$($(ROOT_SWIFT) build --show-bin-path $(SWIFT_FLAGS))$(MODULES_SUBDIR)"; else \
		echo "boundaries: the build failed; checking manifests and imports only" >&2; \
		$(STRATA) boundaries --no-compiler; exit 1; fi

# Linux builds cannot see what breaks on Apple platforms: unguarded platform imports, and shell that macOS
# cannot run (GNU-only flags and the like; `strata portability` says which, and how a line opts out).
portability: $(STRATA) ## Fail on unguarded platform imports and on GNU-only or Linux-only shell
	@$(STRATA) portability

# Both read the compiler's symbol graphs of the modules the root test build compiled (ROOT_TEST_BUILD: a
# no-op after `make test-swift`), and of Tools' own build.
# A feature's public API is what App needs; the limit is architecture.json's feature_public_api_limit.
ROOT_TEST_BUILD = $(ROOT_SWIFT) build --build-tests -q $(SWIFT_FLAGS) $(call replan,.build) && $(call planned,.build)
api-surface: $(DEPS_STAMP) $(STRATA) ## Count each package's public and open declarations (symbol graphs); fail a feature over the limit
	@$(ROOT_TEST_BUILD)
	@$(STRATA) api-surface

# Part of `lint`: a file is named after the main type (or extension) it holds (docs/ARCHITECTURE.md, "Names").
file-names: $(DEPS_STAMP) $(STRATA) ## Fail on a Swift file under Sources/ not named after the type, extension or function it declares
	@$(ROOT_TEST_BUILD)
	@$(STRATA) file-names

# The workflow's tests run actionlint from the lint venv, so it is set up first.
test-tools: ## The tools' own tests (Swift Testing, in Tools/): boundaries, affected, scaffolder, checks, docs, workflow
	@Tools/scripts/ensure-lint-tools.sh
	$(TOOLS_SWIFT) --build-tests
	$(call strict,Tools) $(SWIFT) test --package-path Tools --skip-build $(SWIFT_FLAGS)

# Part of `lint`: a test waits on an event; a server delay only in a timeout test that says so (`strata test-waits`).
test-waits: $(STRATA) ## Fail on a test that waits on a server delay where it should hold the reply (timeout tests excepted)
	@$(STRATA) test-waits

lint: lint-workflows file-names test-waits ## swift-format in strict mode (warnings fail), file names, test waits, and the workflow linters
	swift format lint --strict --recursive --parallel $(SWIFT_FORMAT_PATHS)

# From .build/venv, pinned (Tools/scripts/ensure-lint-tools.sh): the only Python here, because actionlint
# and zizmor ship from PyPI. actionlint runs the venv's shellcheck on every run: script (named, since it
# skips silently when none is found), and no pyflakes (no Python steps). zizmor runs offline (no GitHub
# token), with the pedantic persona, every severity and confidence, no config file and no ignore comments.
LINT_VENV := .build/venv
lint-workflows: ## actionlint (with shellcheck) and zizmor on .github/workflows: any finding fails
	@Tools/scripts/ensure-lint-tools.sh
	$(LINT_VENV)/bin/actionlint -shellcheck=$(CURDIR)/$(LINT_VENV)/bin/shellcheck -pyflakes=
	$(LINT_VENV)/bin/zizmor --offline --persona=pedantic --min-severity=informational --min-confidence=low \
		--no-config --no-ignores --strict-collection --no-progress -q .github

format: ## Rewrite sources in the project's style
	swift format format --in-place --recursive --parallel $(SWIFT_FORMAT_PATHS)

# SwiftPM's progress goes to stderr, so `make run`'s standard output is the app's alone.
# A link to the engine's own build of the app (the engines build into different folders).
APP := .build/app-$(SWIFT_BUILD_SYSTEM)
build: $(DEPS_STAMP) $(STRATA) ## Build the `app` executable (debug)
	@$(STRATA) imports
	@[ -x $(APP) ] || echo "make: first build of app: every package compiles once (about a minute on 2 cores)" >&2
	@$(ROOT_SWIFT) build --product app $(SWIFT_FLAGS) $(call replan,.build) >&2
	@$(call planned,.build)
	@[ -e $(APP) ] || ln -sf "$$($(ROOT_SWIFT) build --show-bin-path $(SWIFT_FLAGS))/app" $(APP)

run: build ## Run the app: make run ARGS="plan make --pages 101 --days 10"
	@$(APP) $(ARGS)

# STORE=1 adds the persisted flavour: a Domain context with a port, its SQLite adapter and migration,
# and the composition root's choice (`strata feature`, Tools/Sources/StrataTools/Scaffold.swift). Unset (or 0)
# is the plain scene; any other value is refused before anything is written.
feature: $(STRATA) ## Add a feature package from the template: make feature NAME=Wishlist [STORE=1: with a Domain port and SQLite storage]
	$(if $(filter-out 0 1,$(STORE))$(word 2,$(STORE)),$(error make feature: STORE must be 1 (with storage) or unset, not '$(STORE)'; nothing was changed))
	@$(STRATA) feature add $(if $(filter 1,$(STORE)),--store) "$(NAME)"

remove-feature: $(STRATA) ## Undo `make feature` (either flavour; it tells them apart): make remove-feature NAME=Wishlist
	@$(STRATA) feature remove "$(NAME)"

graph: $(STRATA) ## Redraw the module graph from the manifests (README, docs/graph.dot, docs/graph.svg)
	@$(STRATA) graph

docs: $(DEPS_STAMP) ## API docs for every library module with docc, into docs/api/<Module>/
	@Tools/scripts/docs.sh

bench: $(DEPS_STAMP) $(STRATA) ## Measure the dev loop and the app beside their floors into docs/BENCHMARKS.md (about 80 minutes)
	$(STRATA) bench

bench-quick: $(DEPS_STAMP) $(STRATA) ## The same benchmark code on small sizes, one-module layout included (about 13 minutes; CI runs it, so no path of it rots)
	$(STRATA) bench --quick

FUZZ_SECONDS ?= 60
fuzz: $(DEPS_STAMP) ## Fuzz every outside-input reader with libFuzzer + ASan: make fuzz FUZZ_SECONDS=60
	@FUZZ_SECONDS=$(FUZZ_SECONDS) Tools/scripts/fuzz.sh

# Each sanitizer builds into its own folder, so neither disturbs the normal build. LeakSanitizer
# reports what the toolchain's own libraries keep until exit; Tools/lsan.supp names those, and only those.
sanitize: sanitize-thread sanitize-address ## The whole test suite under ThreadSanitizer, then AddressSanitizer

# ThreadSanitizer sleeps a second before every instrumented process exits (atexit_sleep_ms): the end-to-end
# tests time how fast the app (and the terminal runner under it) leaves, so that sleep is turned off.
sanitize-thread: $(DEPS_STAMP) ## The whole test suite under ThreadSanitizer
	$(ROOT_SWIFT) build --build-tests --sanitize thread --build-path .build/tsan $(SWIFT_FLAGS) $(call replan,.build/tsan)
	@$(call planned,.build/tsan)
	$(call binaries,--build-path .build/tsan $(SWIFT_FLAGS)) TSAN_OPTIONS=halt_on_error=1:atexit_sleep_ms=0 \
		$(ROOT_SWIFT) test --skip-build --sanitize thread --build-path .build/tsan $(SWIFT_FLAGS)

sanitize-address: $(DEPS_STAMP) ## The whole test suite under AddressSanitizer (with leak checks)
	$(ROOT_SWIFT) build --build-tests --sanitize address --build-path .build/asan $(SWIFT_FLAGS) $(call replan,.build/asan) 2>&1 \
		| grep -v "Cannot export local symbol"; test $${PIPESTATUS[0]} -eq 0
	@$(call planned,.build/asan)
	$(call binaries,--build-path .build/asan $(SWIFT_FLAGS)) ASAN_OPTIONS=detect_leaks=1 \
		LSAN_OPTIONS=suppressions=$(CURDIR)/Tools/lsan.supp:print_suppressions=0 \
		$(ROOT_SWIFT) test --skip-build --sanitize address --build-path .build/asan $(SWIFT_FLAGS)

PREFIX ?= /usr/local
install: $(DEPS_STAMP) ## Install a release build of app: make install PREFIX=~/.local
	$(ROOT_SWIFT) build -c release --product app -q $(SWIFT_FLAGS) --disable-build-manifest-caching
	install -d "$(PREFIX)/bin"
	install -m 0755 "$$($(ROOT_SWIFT) build -c release --show-bin-path $(SWIFT_FLAGS))/app" "$(PREFIX)/bin/app"
	@echo "Installed $(PREFIX)/bin/app. Completion: eval \"\$$($(PREFIX)/bin/app completion bash)\""

clean: ## Remove every build folder
	rm -rf .build .swiftpm */.build */.swiftpm Features/*/.build Features/*/.swiftpm
