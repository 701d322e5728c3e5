import Foundation

/// `strata bench [--quick]`: the dev loop and the app beside their floors (`--quick`: small sizes, for CI).
struct Bench {
    struct Config {
        var quick = false, runs = 2, featureCounts = [4, 32, 100]
        var users = 1_000_000, loans = 1_000_000, orders = 1000
        var startupRuns = 30, queryRepeats = 50, configuration = "release"
        static let quick = Config(
            quick: true, runs: 1, featureCounts: [4], users: 20_000, loans: 20_000, orders: 100,
            startupRuns: 5, queryRepeats: 5, configuration: "debug")
    }

    /// A line of the scaling table: a layout ("nested", "one package") at a feature count, on an engine.
    struct Scaled {
        let features: Int, layout: String, engine: BuildEngine
        let clean, noop, body: Figure

        /// Nested only: the other edits, and the body edit then a make target.
        var api, privateLoans, featureAlone, preview: Figure?
    }

    /// A query of DataBench beside its C-API floor (microseconds).
    struct Query { let name: String, rows: Int, app: Figure, floor: Figure }
    static let presenter = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanPresenter.swift"
    static let body = "func present(_ response: ReadingPlanModels.MakePlan.Response) {"

    /// A feature's public API is its entry (docs/decisions/0014-feature-entries.md, as
    /// 0020-one-way-in-one-way-around.md amends it).
    static let entry = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanEntry.swift"
    static let api = "\nextension ReadingPlanEntry {\n    public static func benchProbe() {}\n}\n"

    /// No public change, yet any declaration rewrites the module's interface: every importer recompiles.
    static let helper = "\nprivate func benchProbe() -> Int { 1 }\n"
    static let loans = "Domain/Sources/LoansDomain/DueLoansPolicy.swift"
    let repository: Repository, config: Config, scratch: URL, started = Date()

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let quick = arguments.flag("--quick")
        try arguments.finish()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let bench = Bench(repository: repository, config: quick ? .quick : Config(), scratch: scratch)
        // Unbuffered, so that progress shows in a log.
        let say = { (text: String) in FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
        say("bench: scaling")
        let scale = try bench.scaling()
        say("bench: app")
        let (startup, data) = try bench.app()
        let output = quick ? ".build/bench/BENCHMARKS-quick.md" : "docs/BENCHMARKS.md"
        let byHand = (try? repository.read(output))?.components(separatedBy: "\n## By hand").dropFirst().first
        let text = bench.report(scale, startup, data) + (byHand.map { "\n## By hand" + $0 } ?? "")
        try repository.write(output, text)
        say(text + "bench: wrote \(output)")
        return 0
    }

    /// The scaling table: each feature count (scaffolded), on each engine, nested and as one package.
    func scaling() throws(ToolFailure) -> [Scaled] {
        var rows: [Scaled] = []
        for count in config.featureCounts {
            let repo = try copy("features-\(count)")
            let copy = Repository(root: repo)
            for n in 1..<max(1, count - 3) {
                try Scaffold.add(copy, "Probe\(n)", store: false, redraw: false)
            }
            // Swift Build builds into a folder of its own, so its clean build is clean too.
            try copy.write(RootManifest.path, RootManifest.text(copy, Layout(copy), onePackage: false))
            for engine in BuildEngine.allCases { rows.append(try scaled(repo, count, engine)) }
            try copy.write(RootManifest.path, RootManifest.text(copy, Layout(copy)))
            try? FileManager.default.removeItem(at: copy.url(".build"))
            for engine in BuildEngine.allCases {
                rows.append(try scaled(repo, count, engine, as: "one package"))
            }
            try? FileManager.default.removeItem(at: repo)
        }
        return rows
    }

    /// A row of the scaling table in `repo`; in another layout, only the builds, the body edit (and Domain's).
    func scaled(_ repo: URL, _ count: Int, _ engine: BuildEngine, as layout: String = "nested")
        throws(ToolFailure) -> Scaled
    {
        func edit(_ file: String, _ after: String?, _ added: String = "") throws(ToolFailure) -> Edit {
            return try Edit(repo.appending(path: file), after: after, appending: added, keptIn: scratch)
        }
        // The body edit, then `make target`, timed after a run that builds what the target needs.
        func loop(_ target: String) throws(ToolFailure) -> Figure? {
            let line = "make \(target) SWIFT_BUILD_SYSTEM=\(engine)"
            try run(["sh", "-c", line], in: repo)
            return try time(line, in: repo, runs: 5 * config.runs, edit: edit(Bench.presenter, Bench.body))
        }
        var row = Scaled(
            features: count, layout: layout, engine: engine,
            clean: try build(repo, engine, 1, nil), noop: try build(repo, engine, config.runs, nil),
            body: try build(repo, engine, config.runs, edit(Bench.presenter, Bench.body)))
        guard layout == "nested" else { return row }
        row.privateLoans = try build(repo, engine, config.runs, edit(Bench.loans, nil, Bench.helper))
        row.api = try build(repo, engine, config.runs, edit(Bench.entry, nil, Bench.api))
        row.featureAlone = try loop("test-reading-plan")
        row.preview = try loop("preview-reading-plan ARGS='make --pages 300 --days 10'")
        return row
    }

    /// Start-up beside a program that links the same and does nothing, queries beside SQLite's C API.
    func app() throws(ToolFailure) -> (startup: [Figure], data: [Query]) {
        let (app, dataBench) = (try built("app", in: "."), try built("DataBench", in: "Benchmarks"))
        let path = { (name: String) in scratch.appendingPathComponent(name).path }
        try Repository(root: scratch).write(
            "floor.swift",
            "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n\n"
                + "/// Linked like the app (Foundation, its networking, SQLite), and does nothing.\n"
                + "@main enum Floor { static func main() {} }\n")
        let optimise = config.configuration == "release" ? "-O" : "-Onone"
        try run(["swiftc", optimise, "-parse-as-library", "floor.swift", "-o", path("floor"), "-lsqlite3"])
        // The app in English, German and Polish (its words read from its resources), then the floor.
        let plan = [app, "plan", "make", "--pages", "101", "--days", "10"]
        let programs = [("C", plan), ("de_DE.UTF-8", plan), ("pl_PL.UTF-8", plan), ("C", [path("floor")])]
        let startup = try programs.map { (locale, argv) throws(ToolFailure) in
            setenv("LC_ALL", locale, 1)  // inherited by hyperfine and the program it times
            return try time(
                argv.map(quoted).joined(separator: " "), in: scratch, runs: config.startupRuns, shell: false)
        }
        // DataBench's `command` on a database of its name in the scratch.
        func bench(_ command: String, _ words: String...) throws(ToolFailure) -> [Query] {
            try queries([dataBench, command, "--db", path(command + ".sqlite")] + words)
        }
        let repeats = "\(config.queryRepeats)"
        let users = try bench("users", "--rows", "\(config.users)", "--repeat", repeats)
        let loans = try bench("loans", "--rows", "\(config.loans)", "--repeat", repeats)
        let orders = try bench("orders", "--orders", "\(config.orders)", "--writers", "4")
        return (startup, users + loans + orders)
    }
}
