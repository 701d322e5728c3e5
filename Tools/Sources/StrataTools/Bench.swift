import Foundation

/// `strata bench [--quick]`: the dev loop and the app measured beside their floors (`make bench`, `make bench-quick`).
///
/// Full: docs/BENCHMARKS.md, about an hour on 2 cores. Quick: the same code on small sizes, in CI, into
/// .build/bench/BENCHMARKS-quick.md. Every edit is made and reverted on a scratch copy of the working tree,
/// never in it. hyperfine times builds, make targets and start-up; each figure is a median with its min and max,
/// and each goal is a ratio of two figures measured side by side in the same run.
struct Bench {
    /// How much each section measures.
    struct Config {
        var runs = 2, featureCounts = [4, 32, 100], monolithCounts = [4, 100], options = true
        /// Where the scaling table also measures Swift Build beside native.
        var engineCounts = [4, 100]
        var users = 1_000_000, smallUsers = 10_000, loans = 1_000_000, orders = 1000
        var startupRuns = 30, queryRepeats = 50, configuration = "release"
    }

    /// One line of the scaling table: a layout at a number of features.
    struct Scaled {
        let features: Int, layout: String
        var engine = BuildEngine.native
        let clean, noop, body, api, privateFeature, privateLoans: Figure
        var featureAlone: Figure? = nil
        /// A body edit in the feature, then its preview running one command (`make preview-reading-plan`).
        var preview: Figure? = nil
        var options: [(name: String, figure: Figure?, why: String)] = []
    }

    /// A query of DataBench beside its C-API floor (microseconds), and peak memory in MB.
    struct Query {
        let name: String, rows: Int, app: Figure, floor: Figure
        var memory: Double? = nil, memorySmall: Double? = nil
    }

    static let quickConfig = Config(
        runs: 1, featureCounts: [4], monolithCounts: [4], options: false, engineCounts: [4], users: 20_000,
        smallUsers: 1_000,
        loans: 20_000, orders: 100, startupRuns: 5, queryRepeats: 5, configuration: "debug")
    /// As the Makefile builds on native: imports checked against the manifests, the build plan re-made only when
    /// the file set or a manifest changed (Tools/scripts/replan.sh).
    static let flags = BuildEngine.native.flags
    static let replan = "--disable-build-manifest-caching"
    static let featureFile = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanPresenter.swift"
    static let featureBody = "func present(_ response: ReadingPlanModels.MakePlan.Response) {"
    /// A feature's public API is its entry (docs/decisions/0014-feature-entries.md).
    static let entryFile = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanEntry.swift"
    static let featureAPI = "\nextension ReadingPlanEntry {\n    public static func benchProbe() {}\n}\n"
    static let domainFile = "Domain/Sources/ReadingPlanDomain/ReadingPlan.swift"
    static let domainBody = "public init(pages: Int, days: Int) throws(PlanFailure) {"
    static let domainAPI = "\nextension ReadingPlan {\n    public static let benchProbe = 1\n}\n"
    /// No public change, yet any declaration rewrites the module's interface, so every module that imports it
    /// recompiles; in the loans context it shows the blast radius of one Domain context.
    static let privateHelper = "\nprivate func benchProbe() -> Int { 1 }\n"
    static let loansFile = "Domain/Sources/LoansDomain/DueLoansPolicy.swift"
    static let makeTest = "make test (every stage)"
    static let testAffected = "make test-affected after a body edit in one feature (ReadingPlan presenter)"

    let repository: Repository
    let config: Config
    let quick: Bool
    let scratch: URL

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let quick = arguments.flag("--quick")
        try arguments.finish()
        // Installed here, as Tools/scripts/ensure-deps.sh installs, because only the benchmarks need it.
        if try repository.run(["sh", "-c", "command -v hyperfine"]).status != 0 {
            #if os(macOS)
                throw ToolFailure("hyperfine is missing: brew install hyperfine", status: 2)
            #else
                guard
                    try ProgramResult.step(
                        ["Tools/scripts/apt-install.sh", "hyperfine"], in: repository.root)
                else {
                    throw ToolFailure("hyperfine is missing", status: 2)
                }
            #endif
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bench = Bench(
            repository: repository, config: quick ? quickConfig : Config(), quick: quick, scratch: folder)
        let started = Date()
        // Unbuffered, so that progress shows in a log.
        let say = { (text: String) in FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
        say("bench: dev loop")
        let loop = try bench.devLoop(try bench.copy("repo"))
        say("bench: scaling")
        let scale = try bench.scaling()
        say("bench: app")
        let (startup, data) = try bench.app()
        let text = bench.report(loop, scale, startup, data, minutes: Date().timeIntervalSince(started) / 60)
        let output = quick ? ".build/bench/BENCHMARKS-quick.md" : "docs/BENCHMARKS.md"
        try repository.write(output, text)
        say(text + "bench: wrote \(output)")
        return 0
    }

    /// Section 1, from the root (the quick run: Domain alone): builds, edits, make targets.
    func devLoop(_ repo: URL) throws(ToolFailure) -> [(String, Figure)] {
        let package = quick ? "Domain" : "."
        let runs = config.runs
        let noop = quick ? 1 : max(runs, 2)
        var rows: [(String, Figure)] = []
        func add(_ name: String, _ figure: Figure) { rows.append((name, figure)) }
        func edit(_ file: String, after: String? = nil, appending: String = "") throws(ToolFailure) -> Edit {
            try Edit(repo.appendingPathComponent(file), after: after, appending: appending, keptIn: scratch)
        }
        let body = try edit(Bench.featureFile, after: Bench.featureBody)
        add(
            quick ? "clean build of Domain (quick run)" : "clean build (every module and test)",
            try build(repo, package))
        if !quick {
            let test = "swift test --skip-build \((Bench.flags + [Bench.replan]).joined(separator: " "))"
            add("test run (swift test --skip-build)", try time(test, in: repo, runs: 1))
        }
        add("no-op rebuild", try build(repo, package, runs: noop))
        add(
            "no-op rebuild, import check off (--explicit-target-dependency-import-check none)",
            try build(
                repo, package, runs: noop, flags: ["--manifest-cache", "local", "--build-system", "native"]))
        add(
            "no-op rebuild, re-planned every time (--disable-build-manifest-caching)",
            try build(repo, package, runs: noop, flags: Bench.flags + [Bench.replan]))
        if !quick {
            add("body edit in one feature (ReadingPlan presenter)", try build(repo, runs: runs, edit: body))
            let api = try edit(Bench.entryFile, appending: Bench.featureAPI)
            add(
                "public-API edit in one feature (ReadingPlan interactor)",
                try build(repo, runs: runs, edit: api))
        }
        let domainBody = try edit(Bench.domainFile, after: Bench.domainBody)
        add("body edit in Domain (ReadingPlan.init)", try build(repo, package, runs: runs, edit: domainBody))
        let domainAPI = try edit(Bench.domainFile, appending: Bench.domainAPI)
        add(
            "public-API edit in Domain (ReadingPlan extension)",
            try build(repo, package, runs: runs, edit: domainAPI))
        if quick {
            let loans = try edit(Bench.loansFile, appending: Bench.privateHelper)
            add("private helper in Domain's loans context", try build(repo, package, runs: 1, edit: loans))
            return rows
        }
        let make = { (target: String, runs: Int) throws(ToolFailure) in
            try time("make \(target)", in: repo, runs: runs)
        }
        add(
            "make domain (Domain alone, clean)",
            try time("make domain", in: repo, runs: 1, prepare: "rm -rf Domain/.build", counting: true))
        add("make boundaries (manifests, imports, compiler probes)", try make("boundaries", runs))
        add(Bench.makeTest, try make("test", 1))
        add(Bench.testAffected, try time("make test-affected", in: repo, runs: runs, edit: body))
        return rows
    }

    /// Section 2: the same edits at each number of features (the extra ones scaffolded), beside one module; the
    /// feature-alone loop; toolchain options on the first clean build.
    func scaling() throws(ToolFailure) -> [Scaled] {
        var rows: [Scaled] = []
        for count in config.featureCounts {
            let repo = try copy("features-\(count)")
            for index in 0..<max(0, count - 4) {
                try addFeature("Probe\(index + 1)", to: Repository(root: repo))
            }
            var row = try scaled(repo, count, "modules")
            row.featureAlone = try featureAlone(repo)
            row.preview = try preview(repo)
            let options = [
                ("default", []), ("whole-module in debug (-wmo)", ["-Xswiftc", "-wmo"]),
                (
                    "one compile batch per module (-driver-batch-count 1)",
                    ["-Xswiftc", "-driver-batch-count", "-Xswiftc", "1"]
                ),
            ]
            for (name, extra) in options where count == config.featureCounts.first && config.options {
                try? FileManager.default.removeItem(at: repo.appendingPathComponent(".build"))
                do {
                    row.options.append((name, try build(repo, flags: Bench.flags + extra), ""))
                } catch {  // the compiler's or SwiftPM's first error
                    let first = error.description.split(separator: "\n").first { $0.contains("error:") } ?? ""
                    row.options.append(
                        (name, nil, String(first.trimmingCharacters(in: .whitespaces).prefix(160))))
                }
            }
            rows.append(row)
            // Swift Build builds into a folder of its own (.build/out), so its clean build is clean here too.
            if config.engineCounts.contains(count) {
                var other = try scaled(repo, count, "modules", engine: .swiftbuild)
                other.featureAlone = try featureAlone(repo, engine: .swiftbuild)
                other.preview = try preview(repo, engine: .swiftbuild)
                rows.append(other)
            }
            if config.monolithCounts.contains(count) {
                let into = scratch.appendingPathComponent("monolith-\(count)")
                let mapping = try Monolith.make(from: Repository(root: repo), into: into)
                rows.append(try scaled(into, count, "one module") { mapping[$0] ?? $0 })
            }
            try? FileManager.default.removeItem(at: repo)
        }
        return rows
    }

    /// The feature-alone loop: a body edit in ReadingPlan, then `make test-reading-plan`, whose package's build and
    /// tests are the same at any number of features.
    func featureAlone(_ repo: URL, engine: BuildEngine = .native) throws(ToolFailure) -> Figure {
        try loop(repo, "make test-reading-plan SWIFT_BUILD_SYSTEM=\(engine)")
    }

    /// The preview loop: the same body edit, then `make preview-reading-plan` running one command; it builds the
    /// feature's package alone, as the feature-alone loop does, and runs its preview over Domain's fakes.
    func preview(_ repo: URL, engine: BuildEngine = .native) throws(ToolFailure) -> Figure {
        try loop(
            repo, "make preview-reading-plan ARGS='make --pages 300 --days 10' SWIFT_BUILD_SYSTEM=\(engine)")
    }

    /// A body edit in the ReadingPlan presenter, then `line`, timed after one run that builds the package first.
    private func loop(_ repo: URL, _ line: String) throws(ToolFailure) -> Figure {
        let body = try Edit(
            repo.appendingPathComponent(Bench.featureFile), after: Bench.featureBody, keptIn: scratch)
        try check(Repository(root: repo).run(["sh", "-c", line]))  // the package's first build
        return try time(line, in: repo, runs: 5 * config.runs, edit: body)
    }

    /// The clean build, the no-op build and the four edits of the scaling table, in a copy whose files `path` names.
    func scaled(
        _ repo: URL, _ count: Int, _ layout: String, engine: BuildEngine = .native,
        path: (String) -> String = { $0 }
    )
        throws(ToolFailure)
        -> Scaled
    {
        func edited(_ file: String, after: String? = nil, appending: String = "") throws(ToolFailure)
            -> Figure
        {
            let edit = try Edit(
                repo.appendingPathComponent(path(file)), after: after, appending: appending, keptIn: scratch)
            return try build(repo, runs: config.runs, edit: edit, engine: engine)
        }
        return Scaled(
            features: count, layout: layout, engine: engine, clean: try build(repo, engine: engine),
            noop: try build(repo, runs: config.runs, engine: engine),
            body: try edited(Bench.featureFile, after: Bench.featureBody),
            api: try edited(Bench.entryFile, appending: Bench.featureAPI),
            privateFeature: try edited(Bench.featureFile, appending: Bench.privateHelper),
            privateLoans: try edited(Bench.loansFile, appending: Bench.privateHelper))
    }

    /// Section 3: one-shot start-up beside a do-nothing program that links the same libraries, and DataBench's
    /// queries beside the same SQL through SQLite's C API; peak memory of each.
    func app() throws(ToolFailure) -> (startup: [(Figure, Double)], data: [Query]) {
        let app = try built("app", in: ".")
        let bench = try built("DataBench", in: "Benchmarks")
        let floor = scratch.appendingPathComponent("floor").path
        try Repository(root: scratch).write(
            "floor.swift",
            "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n\n"
                + "/// Linked like the app (Foundation, its networking, SQLite), and does nothing.\n"
                + "@main enum Floor { static func main() {} }\n")
        let optimise = config.configuration == "release" ? "-O" : "-Onone"
        try run(["swiftc", optimise, "-parse-as-library", "floor.swift", "-o", floor, "-lsqlite3"])
        let startup = try [[app, "plan", "make", "--pages", "101", "--days", "10"], [floor]].map {
            command throws(ToolFailure) in
            let line = command.map(quoted).joined(separator: " ")
            return (
                try time(line, in: scratch, runs: config.startupRuns, shell: false), try peakMemory(command)
            )
        }
        let big = scratch.appendingPathComponent("users.sqlite").path
        let small = big + "-small.sqlite"
        let loans = scratch.appendingPathComponent("loans.sqlite").path
        let repeats = "\(config.queryRepeats)"
        var data = try queries([
            bench, "users", "--db", big, "--rows", "\(config.users)", "--repeat", repeats,
        ])
        try run([bench, "users", "--db", small, "--rows", "\(config.smallUsers)", "--repeat", "1"])
        for index in data.indices {
            let page = data[index].name.hasSuffix("page 1") ? "1" : "\(min(10_000, config.users / 6))"
            data[index].memory = try peakMemory([bench, "page", "--db", big, "--page", page])
            data[index].memorySmall = try peakMemory([bench, "page", "--db", small, "--page", "1"])
        }
        for var query in try queries([
            bench, "loans", "--db", loans, "--rows", "\(config.loans)", "--repeat", repeats,
        ]) {
            query.memory = try peakMemory([bench, "due", "--db", loans])
            data.append(query)
        }
        let orders = scratch.appendingPathComponent("orders.sqlite").path
        return (
            startup,
            data
                + (try queries([
                    bench, "orders", "--db", orders, "--orders", "\(config.orders)", "--writers", "4",
                ]))
        )
    }
}
