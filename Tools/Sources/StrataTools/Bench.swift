import Foundation

/// `strata bench [--quick]`: the dev loop and the app measured beside their floors.
///
/// `make bench`: the dev loop at 4, 32 and 100 features on both engines and as one module, and the app beside
/// its floors, into docs/BENCHMARKS.md. `make bench-quick`: small sizes into
/// .build/bench/BENCHMARKS-quick.md, so that CI runs every path. Edits are made and reverted in scratch copies,
/// never in the working tree; hyperfine times every command, and each goal compares two figures of one run.
struct Bench {
    struct Config {
        var runs = 2, featureCounts = [4, 32, 100], engineCounts = [4, 32, 100], monolithCounts = [4, 100]
        var users = 1_000_000, smallUsers = 10_000, loans = 1_000_000, orders = 1000
        var startupRuns = 30, queryRepeats = 50, configuration = "release"
    }

    /// One line of the scaling table: a layout at a number of features, on one engine.
    struct Scaled {
        let features: Int, layout: String
        var engine = BuildEngine.native
        let clean, noop, body, api, privateFeature, privateLoans: Figure
        /// A body edit in ReadingPlan, then `make test-reading-plan`; then `make preview-reading-plan`.
        var featureAlone: Figure? = nil, preview: Figure? = nil
    }

    /// A query of DataBench beside its C-API floor (microseconds), and peak memory in MB.
    struct Query {
        let name: String, rows: Int, app: Figure, floor: Figure
        var memory: Double? = nil, memorySmall: Double? = nil
    }

    static let quickConfig = Config(
        runs: 1, featureCounts: [4], engineCounts: [4], monolithCounts: [4], users: 20_000, smallUsers: 1_000,
        loans: 20_000, orders: 100, startupRuns: 5, queryRepeats: 5, configuration: "debug")
    static let featureFile = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanPresenter.swift"
    static let featureBody = "func present(_ response: ReadingPlanModels.MakePlan.Response) {"
    /// A feature's public API is its entry (docs/decisions/0014-feature-entries.md).
    static let entryFile = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanEntry.swift"
    static let featureAPI = "\nextension ReadingPlanEntry {\n    public static func benchProbe() {}\n}\n"
    /// No public change, yet any declaration rewrites the module's interface: every importer recompiles.
    static let privateHelper = "\nprivate func benchProbe() -> Int { 1 }\n"
    static let loansFile = "Domain/Sources/LoansDomain/DueLoansPolicy.swift"

    let repository: Repository
    let config: Config
    let quick: Bool
    let scratch: URL

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let quick = arguments.flag("--quick")
        try arguments.finish()
        if try repository.run(["sh", "-c", "command -v hyperfine"]).status != 0 {
            #if os(macOS)
                throw ToolFailure("hyperfine is missing: brew install hyperfine", status: 2)
            #else
                guard
                    try ProgramResult.step(
                        ["Tools/scripts/apt-install.sh", "hyperfine"], in: repository.root)
                else { throw ToolFailure("hyperfine is missing", status: 2) }
            #endif
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bench = Bench(
            repository: repository, config: quick ? quickConfig : Config(), quick: quick, scratch: folder)
        let started = Date()
        // Unbuffered, so that progress shows in a log.
        let say = { (text: String) in FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
        say("bench: scaling")
        let scale = try bench.scaling()
        say("bench: app")
        let (startup, data) = try bench.app()
        let text = bench.report(scale, startup, data, minutes: Date().timeIntervalSince(started) / 60)
        let output = quick ? ".build/bench/BENCHMARKS-quick.md" : "docs/BENCHMARKS.md"
        try repository.write(output, text)
        say(text + "bench: wrote \(output)")
        return 0
    }

    /// The same edits at each number of features (the extra ones scaffolded), on each engine and as one module.
    func scaling() throws(ToolFailure) -> [Scaled] {
        var rows: [Scaled] = []
        for count in config.featureCounts {
            let repo = try copy("features-\(count)")
            for index in 0..<max(0, count - 4) {
                try Scaffold.add(Repository(root: repo), "Probe\(index + 1)", store: false, redraw: false)
            }
            // Swift Build builds into a folder of its own, so its clean build is clean too.
            for engine in BuildEngine.allCases where engine == .native || config.engineCounts.contains(count)
            {
                var row = try scaled(repo, count, "modules", engine: engine)
                row.featureAlone = try loop(repo, "make test-reading-plan SWIFT_BUILD_SYSTEM=\(engine)")
                row.preview = try loop(
                    repo,
                    "make preview-reading-plan ARGS='make --pages 300 --days 10' SWIFT_BUILD_SYSTEM=\(engine)"
                )
                rows.append(row)
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

    /// A body edit in the ReadingPlan presenter, then `line`, timed after one run that builds the package first.
    private func loop(_ repo: URL, _ line: String) throws(ToolFailure) -> Figure {
        let body = try Edit(
            repo.appendingPathComponent(Bench.featureFile), after: Bench.featureBody, keptIn: scratch)
        try check(Repository(root: repo).run(["sh", "-c", line]))
        return try time(line, in: repo, runs: 5 * config.runs, edit: body)
    }

    /// The clean build, the no-op build and the four edits of the scaling table, in a copy whose files `path` names.
    func scaled(
        _ repo: URL, _ count: Int, _ layout: String, engine: BuildEngine = .native,
        path: (String) -> String = { $0 }
    ) throws(ToolFailure) -> Scaled {
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

    /// One-shot start-up beside a do-nothing program linking the same libraries, and DataBench's queries beside
    /// the same SQL through SQLite's C API; the peak memory of each.
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
        let orders = scratch.appendingPathComponent("orders.sqlite").path
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
        data += try queries([
            bench, "orders", "--db", orders, "--orders", "\(config.orders)", "--writers", "4",
        ])
        return (startup, data)
    }
}
