import Foundation

extension Bench {
    /// docs/BENCHMARKS.md: the machine, the scaling table, the app's tables, and the goals.
    func report(_ scale: [Scaled], _ startup: [Figure], _ data: [Query]) -> String {
        let minutes = Int((Date().timeIntervalSince(started) / 60).rounded())
        let cpu = (try? run(["awk", "-F:", "/^model name/ { print $2; exit }", "/proc/cpuinfo"])) ?? ""
        let swift = (try? run(["swift", "--version"]))?.split(separator: "\n").first ?? ""
        let date = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: "T", with: " ")
        let machine = ProcessInfo.processInfo
        let counts = Set(scale.map(\.features)).sorted().map(String.init)
        let scaling = scale.map { r in
            let figures = [r.clean, r.noop, r.body, r.api, r.privateLoans, r.featureAlone, r.preview]
            return ["\(r.features)", r.layout, r.engine == .native ? "native" : "Swift Build"]
                + figures.map { $0?.show() ?? "n/a" }
        }
        let programs = [
            "app", "app in German (LC_ALL=de_DE.UTF-8)", "app in Polish (LC_ALL=pl_PL.UTF-8)",
            "floor: links the same Foundation, networking and SQLite, does nothing",
        ]
        let starts = zip(programs, startup).map { [$0, $1.show("ms", scale: 1000)] }
        let queries = data.map { query in
            let (unit, factor) = query.app.median > 5000 ? ("ms", 0.001) : ("µs", 1.0)
            let (app, floor) = (query.app.show(unit, scale: factor), query.floor.show(unit, scale: factor))
            let rows = query.rows.formatted(.number.locale(Locale(identifier: "en_US")))  // 1,000,000
            return [query.name, rows, app, floor, ratio(query.app, query.floor)]
        }
        let lines = [
            "# Benchmarks" + (config.quick ? " (quick run: small sizes, not for reading)" : ""), "",
            "Written by `make bench` (`strata bench`), but for the last section, By hand. Figures are medians with",
            "(min–max); every goal compares two figures measured side by side in this one run.", "",
            "- Machine: \(machine.activeProcessorCount) cores, \(cpu.isEmpty ? "unknown CPU" : cpu), "
                + "\(machine.physicalMemory >> 30) GiB; \((try? run(["uname", "-sr"])) ?? "")",
            "- Toolchain: \(swift); \(date.prefix(16)) UTC; the whole run took \(minutes) min",
            "- Runs: \(config.runs) per edit (reverted and rebuilt between runs), \(5 * config.runs) per loop, "
                + "\(config.startupRuns) for start-up, \(config.queryRepeats) per query; builds are debug, the app "
                + "\(config.configuration).", "",
            "## Scaling: the same edits at \(counts.joined(separator: ", ")) features, in two layouts", "",
            "Nested: a root that depends on the nested packages. One package: their targets in one root manifest",
            "(the floor SwiftPM allows for that many targets), as `make graph` writes it. One module (what the modules",
            "are weighed against) is measured by hand (below). Feature alone, Preview: a body edit, then",
            "`make test-reading-plan|preview-reading-plan`.",
            "",
        ]
        let columns =
            "Features | Layout | Engine | Clean build | No-op build | Body edit | Public-API edit | Private helper in "
            + "Domain's loans context | Feature alone | Preview"
        let app = ["", "## The app", "", "One-shot start-up (`app plan make --pages 101 --days 10`):", ""]
        let tables =
            table(columns, scaling) + app + table("Program | Time", starts)
            + ["", "Data, each query beside the same SQL through SQLite's C API:", ""]
            + table("Query | Rows | App | C-API floor | Ratio", queries)
            + ["", "## Goals", ""] + table("Goal | Measured | Met", goals(scale, startup, data))
        return (lines + tables).joined(separator: "\n") + "\n"
    }

    /// Each goal as its row: what, the measured figure (with the reason when missed), and whether it is met.
    func goals(_ scale: [Scaled], _ startup: [Figure], _ data: [Query]) -> [[String]] {
        var rows: [[String]] = []
        func goal(_ what: String, _ value: String, _ ok: Bool) { rows.append([what, value, ok ? "✔" : "✘"]) }
        func within(_ bound: Double, _ what: String, _ a: Figure?, _ b: Figure?) {
            if let a, let b { goal(what, ratio(a, b), a.median / b.median <= bound) }
        }
        let row = { (n: Int, engine: BuildEngine, layout: String) in
            scale.first { $0.features == n && $0.engine == engine && $0.layout == layout }
        }
        let list = { (modules: [String]) in modules.isEmpty ? "none" : modules.joined(separator: ", ") }
        let native = scale.filter { $0.layout == "nested" && $0.engine == .native }
        for r in native {
            let (at, body) = ("at \(r.features) features", r.body.modules)
            let (api, loans) = (r.api?.modules ?? [], r.privateLoans?.modules ?? [])
            let siblings = api.filter { $0.hasSuffix("Feature") && $0 != "ReadingPlanFeature" }
            let alien = /^(?!Loans|DueLoans)\w*(Feature|FeatureTests|Domain|DomainTestSupport)$|^Presentation/
            let unrelated = loans.filter { $0.contains(alien) }
            let only = "body edit recompiles only ReadingPlanFeature \(at)"
            goal(only, body.joined(separator: ", "), body == ["ReadingPlanFeature"])
            goal("public-API edit recompiles no sibling feature \(at)", list(siblings), siblings.isEmpty)
            let dependents = "a private helper in Domain's loans context recompiles only its dependents \(at)"
            let measured = "\(loans.count) modules; unrelated: \(list(unrelated))"
            goal(dependents, measured, loans.contains("LoansDomain") && unrelated.isEmpty)
        }
        if let first = native.first, let last = native.last, native.count >= 2 {
            let (at, of) = ("at \(last.features) features within", "of \(first.features)")
            within(2, "body edit \(at) 2x \(of)", last.body, first.body)
            within(2, "no-op build \(at) 2x \(of)", last.noop, first.noop)
            within(1.1, "feature-alone loop \(at) 1.1x \(of)", last.featureAlone, first.featureAlone)
            within(1.1, "preview loop \(at) 1.1x \(of)", last.preview, first.preview)
        }
        for r in native {
            guard let other = row(r.features, .swiftbuild, "nested") else { continue }
            let at = "at \(r.features) features"
            let (what, loop) = ("Swift Build within 1.25x of native:", "Swift Build within 1.5x of native:")
            within(1.25, "\(what) no-op build \(at)", other.noop, r.noop)
            within(1.25, "\(what) body edit \(at)", other.body, r.body)
            within(1.25, "\(what) public-API edit \(at)", other.api, r.api)
            within(1.5, "\(loop) feature-alone loop \(at)", other.featureAlone, r.featureAlone)
            within(1.5, "\(loop) preview loop \(at)", other.preview, r.preview)
        }
        // What nesting costs: the same targets as one package, on the same engine.
        for r in scale where r.layout == "nested" {
            guard let one = row(r.features, r.engine, "one package") else { continue }
            let what =
                "nested within 1.25x of one package on \(r.engine == .native ? "native" : "Swift Build"):"
            within(1.25, "\(what) no-op build at \(r.features) features", r.noop, one.noop)
            within(1.25, "\(what) body edit at \(r.features) features", r.body, one.body)
        }
        within(1.3, "one-shot start-up within 1.3x of the floor", startup[0], startup[3])
        for (n, language) in ["German", "Polish"].enumerated() {
            within(1.1, "one-shot start-up in \(language) within 1.1x of English", startup[n + 1], startup[0])
        }
        let pages = data.filter { $0.name.hasPrefix("users page") }
        if pages.count == 2 {
            within(1.5, "\(pages[1].name) within 1.5x of page 1 (no OFFSET scan)", pages[1].app, pages[0].app)
        }
        for q in data { within(1.5, "\(q.name) within 1.5x of its C-API floor", q.app, q.floor) }
        return rows
    }

    /// A Markdown table under `header`, whose columns " | " separates.
    func table(_ header: String, _ rows: [[String]]) -> [String] {
        let separator = "|" + String(repeating: "---|", count: header.components(separatedBy: " | ").count)
        return ["| \(header) |", separator] + rows.map { "| " + $0.joined(separator: " | ") + " |" }
    }
    func ratio(_ a: Figure, _ b: Figure) -> String { String(format: "%.2fx", a.median / b.median) }
}
