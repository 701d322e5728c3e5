import Foundation

extension Bench {
    /// Why a scaling goal of the root build is missed: not the modules recompiled, but each build's fixed cost.
    static let scalingNote =
        "Why: what grows with the number of packages is each build's fixed cost (SwiftPM loads and checks every "
        + "package's graph, and the test bundle and app relink), not the modules recompiled: see the No-op column."

    /// Why Swift Build misses its goal, from this run's figures: how much of the gap its no-op build already holds.
    static func engineNote(noop: (Figure, Figure), edit: (Figure, Figure)) -> String {
        let fixed = noop.0.median - noop.1.median
        let gap = edit.0.median - edit.1.median
        return String(
            format:
                "Why (measured): Swift Build's no-op build takes %.2f s against native's %.2f s, so %.2f s of "
                + "this %.2f s gap is its fixed cost per build, before any compile%@.",
            noop.0.median, noop.1.median, fixed, gap,
            gap > fixed * 1.25 ? "; the rest is compiling and linking" : "")
    }

    /// docs/BENCHMARKS.md: the machine, the scaling table, the app's tables, and the goals.
    func report(_ scale: [Scaled], _ startup: [(Figure, Double)], _ data: [Query], minutes: Double) -> String
    {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
            .first { $0.hasPrefix("model name") }?.split(separator: ":").last?.trimmingCharacters(
                in: .whitespaces)
        let system = (try? check(repository.run(["uname", "-sr"]))) ?? ""
        let swift = (try? repository.run(["swift", "--version"]))?.output.split(separator: "\n").first ?? ""
        let date = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: "T", with: " ")
            .prefix(16)
        let mb = { (value: Double?) in value.map { String(format: "%.1f MB", $0) } }
        let counts = Set(scale.map(\.features)).sorted().map(String.init).joined(separator: ", ")
        let header = [
            "# Benchmarks" + (quick ? " (quick run: small sizes, not for reading)" : ""), "",
            "Written by `make bench` (`strata bench`); do not edit by hand. Figures are medians with (min–max);",
            "every goal compares two figures measured side by side in this one run.", "",
            "- Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu ?? "unknown CPU"), "
                + "\(ProcessInfo.processInfo.physicalMemory >> 30) GiB; \(system)",
            "- Toolchain: \(swift); \(date) UTC; the whole run took \(Int(minutes.rounded())) min",
            "- Runs: \(config.runs) per edit (reverted and rebuilt between runs), \(5 * config.runs) per loop, "
                + "\(config.startupRuns) for start-up, \(config.queryRepeats) per query; builds are debug, the app "
                + "\(config.configuration).", "",
            "## Scaling: the same edits at \(counts) features, and as one module", "",
            "One module: the same library sources as one module and every test as one test module, built and edited",
            "the same way. Feature alone: a body edit in ReadingPlan, then `make test-reading-plan`. Preview: the same",
            "edit, then `make preview-reading-plan` running one command over Domain's fakes. Engines run one after",
            "the other on the same copy, each in a build folder of its own.", "",
        ]
        let scaling = table(
            [
                "Features", "Layout", "Engine", "Clean build", "No-op build", "Body edit", "Public-API edit",
                "Private helper in the feature", "Private helper in Domain's loans context", "Feature alone",
                "Preview",
            ],
            scale.map { r in
                ["\(r.features)", r.layout, r.engine == .native ? "native" : "Swift Build"]
                    + [r.clean, r.noop, r.body, r.api, r.privateFeature, r.privateLoans].map { $0.show() }
                    + [r.featureAlone?.show() ?? "n/a", r.preview?.show() ?? "n/a"]
            })
        let app =
            ["", "## The app", "", "One-shot start-up (`app plan make --pages 101 --days 10`):", ""]
            + table(
                ["Program", "Time", "Peak memory"],
                zip(
                    ["app", "floor: links the same Foundation, networking and SQLite, does nothing"], startup
                ).map {
                    [$0, $1.0.show("ms", scale: 1000), mb($1.1) ?? ""]
                })
            + ["", "Data, each query beside the same SQL through SQLite's C API:", ""]
            + table(
                ["Query", "Rows", "App", "C-API floor", "Ratio", "Peak memory (this size / small DB)"],
                data.map { query in
                    let (unit, factor) = query.app.median > 5000 ? ("ms", 0.001) : ("µs", 1.0)
                    return [
                        query.name, grouped(query.rows), query.app.show(unit, scale: factor),
                        query.floor.show(unit, scale: factor), ratio(query.app, query.floor),
                        [mb(query.memory), mb(query.memorySmall)].compactMap { $0 }.joined(separator: " / "),
                    ]
                })
        let goals =
            ["", "## Goals", ""] + table(["Goal", "Measured", "Met"], self.goals(scale, startup, data))
        return (header + scaling + app + goals).joined(separator: "\n") + "\n"
    }

    /// Each goal as its row: what, the measured figure (with the reason when missed), and whether it is met.
    func goals(_ scale: [Scaled], _ startup: [(Figure, Double)], _ data: [Query]) -> [[String]] {
        var rows: [[String]] = []
        func goal(_ what: String, _ measured: String, _ met: Bool, note: String? = nil) {
            rows.append([what, measured + (met ? "" : note.map { " \($0)" } ?? ""), met ? "✔" : "✘"])
        }
        func within(_ bound: Double, _ what: String, _ a: Figure?, _ b: Figure?, note: String? = nil) {
            guard let a, let b else { return }
            goal(what, ratio(a, b), a.median / b.median <= bound, note: note)
        }
        let layout = scale.filter { $0.layout == "modules" && $0.engine == .native }
        for r in layout {
            let modules = r.body.modules ?? []
            goal(
                "body edit recompiles only ReadingPlanFeature at \(r.features) features",
                modules.joined(separator: ", "), modules == ["ReadingPlanFeature"])
            let siblings = (r.api.modules ?? []).filter {
                $0.hasSuffix("Feature") && $0 != "ReadingPlanFeature"
            }
            goal(
                "public-API edit recompiles no sibling feature at \(r.features) features",
                siblings.isEmpty ? "none" : siblings.joined(separator: ", "), siblings.isEmpty)
            let loans = r.privateLoans.modules ?? []
            let unrelated = loans.filter {
                $0.firstMatch(
                    of: /^(?!Loans|DueLoans)\w*(Feature|FeatureTests|Domain|DomainTestSupport)$|^Presentation/
                )
                    != nil
            }
            goal(
                "a private helper in Domain's loans context recompiles only its dependents at \(r.features) features",
                "\(loans.count) modules; unrelated: \(unrelated.isEmpty ? "none" : unrelated.joined(separator: ", "))",
                loans.contains("LoansDomain") && unrelated.isEmpty)
        }
        if let first = layout.first, let last = layout.last, layout.count >= 2 {
            let at = "at \(last.features) features within"
            within(
                1.25, "body edit \(at) 1.25x of \(first.features)", last.body, first.body,
                note: Bench.scalingNote)
            within(
                1.25, "no-op build \(at) 1.25x of \(first.features)", last.noop, first.noop,
                note: Bench.scalingNote)
            within(
                1.1, "feature-alone loop \(at) 1.1x of \(first.features)", last.featureAlone,
                first.featureAlone)
            within(1.1, "preview loop \(at) 1.1x of \(first.features)", last.preview, first.preview)
        }
        for r in layout {
            if let other = scale.first(where: { $0.engine == .swiftbuild && $0.features == r.features }) {
                let note = { (a: Figure, b: Figure) in
                    Bench.engineNote(noop: (other.noop, r.noop), edit: (a, b))
                }
                let what = "Swift Build within 1.25x of native:"
                within(1.25, "\(what) no-op build at \(r.features) features", other.noop, r.noop)
                within(
                    1.25, "\(what) body edit at \(r.features) features", other.body, r.body,
                    note: note(other.body, r.body))
                within(
                    1.25, "\(what) public-API edit at \(r.features) features", other.api, r.api,
                    note: note(other.api, r.api))
                within(
                    1.25, "\(what) feature-alone loop at \(r.features) features", other.featureAlone,
                    r.featureAlone)
                within(1.25, "\(what) preview loop at \(r.features) features", other.preview, r.preview)
            }
            if let one = scale.first(where: { $0.layout == "one module" && $0.features == r.features }) {
                within(
                    2, "clean build at \(r.features) features within 2x of the same code as one module",
                    r.clean,
                    one.clean,
                    note:
                        "Why: each module is a compiler job that reads the interfaces of all it imports, and on 2 "
                        + "cores the many small modules cannot all run at once.")
            }
        }
        within(
            1.3, "one-shot start-up within 1.3x of the floor", startup[0].0, startup[1].0,
            note:
                "Start-up is the dynamic loader mapping Foundation, ICU and libcurl, which the floor maps too."
        )
        let pages = data.filter { $0.name.hasPrefix("users page") }
        if pages.count == 2 {
            within(1.5, "\(pages[1].name) within 1.5x of page 1 (no OFFSET scan)", pages[1].app, pages[0].app)
        }
        for query in data {
            within(1.5, "\(query.name) within 1.5x of its C-API floor", query.app, query.floor)
        }
        for page in pages {
            let grows = (page.memory ?? 0) / (page.memorySmall ?? 1)
            goal(
                "memory flat in data size (\(page.name): \(grouped(page.rows)) rows vs the small DB)",
                String(format: "%.2fx", grows), grows <= 1.2)
        }
        return rows
    }

    /// A Markdown table.
    func table(_ header: [String], _ rows: [[String]]) -> [String] {
        let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
        return [line(header), "|" + String(repeating: "---|", count: header.count)] + rows.map(line)
    }

    func ratio(_ a: Figure, _ b: Figure) -> String { String(format: "%.2fx", a.median / b.median) }

    /// 1000000 as 1,000,000.
    func grouped(_ number: Int) -> String {
        String(
            String(number).reversed().enumerated().flatMap { $0 > 0 && $0 % 3 == 0 ? [",", $1] : [$1] }
                .reversed())
    }
}
