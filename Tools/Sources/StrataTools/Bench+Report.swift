import Foundation

extension Bench {
    /// Why the scaling goals are missed: the reason is known and not in this project's hands.
    static let scalingNote =
        "Why: what grows with the number of packages is each build's fixed cost (SwiftPM loads and checks every "
        + "package's graph, and the test bundle and app relink), not the modules recompiled: see the No-op build "
        + "column and the recompiled table."

    /// Why Swift Build misses its goal, from this run's own figures: how much of the gap its no-op build (the cost of
    /// every build before anything compiles: loading the packages, sending the build description, planning and
    /// checking its dependency graph) already holds.
    static func engineNote(noop: (Figure, Figure), edit: (Figure, Figure)) -> String {
        let fixed = noop.0.median - noop.1.median
        let gap = edit.0.median - edit.1.median
        return String(
            format:
                "Why (measured): Swift Build's no-op build takes %.2f s against native's %.2f s, so %.2f s of "
                + "this %.2f s gap is its fixed cost per build, before any compile (loading the packages, sending "
                + "the build description, planning and checking the dependency graph)%@.",
            noop.0.median, noop.1.median, fixed, gap,
            gap > fixed * 1.25
                ? "; the rest is spent after planning, compiling and linking"
                : "")
    }

    /// docs/BENCHMARKS.md: the machine, the three sections, and the goals.
    func report(
        _ loop: [(String, Figure)], _ scale: [Scaled], _ startup: [(Figure, Double)], _ data: [Query],
        minutes: Double
    ) -> String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
            .first { $0.hasPrefix("model name") }?.split(separator: ":").last?.trimmingCharacters(
                in: .whitespaces)
        let system = (try? check(repository.run(["uname", "-sr"]))) ?? ""
        let swift = (try? repository.run(["swift", "--version"]))?.output.split(separator: "\n").first ?? ""
        let date = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: "T", with: " ")
            .prefix(16)
        let mb = { (value: Double?) in value.map { String(format: "%.1f MB", $0) } }
        let counts = Set(scale.map(\.features)).sorted().map(String.init).joined(separator: ", ")
        return
            ([
                "# Benchmarks" + (quick ? " (quick run: small sizes, not for reading)" : ""), "",
                "Written by `make bench` (`strata bench`); do not edit by hand. Figures are medians with (min–max)",
                "over the runs given; every goal compares two figures measured side by side in this one run.",
                "",
                "- Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu ?? "unknown CPU"), "
                    + "\(ProcessInfo.processInfo.physicalMemory >> 30) GiB; \(system)",
                "- Toolchain: \(swift)",
                "- Date: \(date) UTC; the whole run took \(Int(minutes.rounded())) min",
                "- Runs per figure: \(config.runs) for edits (each edit is reverted and rebuilt between runs), "
                    + "\(config.startupRuns) for start-up, \(config.queryRepeats) for queries (after one warm-up); builds "
                    + "are debug, the app and data benchmarks \(config.configuration); builds, make and start-up timed by "
                    + "hyperfine.", "",
                "## 1. Dev loop (\(quick ? "Domain package alone" : "root package"), scratch copy)", "",
            ]
            + table(
                ["Step", "Time", "Modules recompiled", "Files"],
                loop.map { name, figure in
                    [
                        name, figure.show(),
                        figure.modules.map { $0.isEmpty ? "none" : modules(figure) } ?? "",
                        figure.modules == nil ? "" : "\(figure.files)",
                    ]
                })
            + [
                "",
                "## 2. Scaling: the same edits at \(counts.isEmpty ? "-" : counts) features, and as one module",
                "",
                "The one-module rows are the fair comparison: the same library sources as one module (the two",
                "entry points, app and CrashWriter, as one-file executables) and every test, test support",
                "included, as one test module, built and edited the same way. Feature alone: a body edit in",
                "ReadingPlan, then `make test-reading-plan` (that package's own build and tests). Preview: the same",
                "edit, then `make preview-reading-plan` running one command (the package's preview over Domain's",
                "fakes: Domain's modules, Presentation's and the feature's, no Data, no App). Engine: SwiftPM's",
                "native one, or Swift Build (`--build-system swiftbuild`, the default of Swift 6.4 and Xcode), run",
                "on the same copy one after the other; each builds into a folder of its own.", "",
            ]
            + table(
                [
                    "Features", "Layout", "Engine", "Clean build", "No-op build", "Body edit",
                    "Public-API edit",
                    "Private helper in the feature", "Private helper in Domain's loans context",
                    "Feature alone", "Preview",
                ],
                scale.map { r in
                    ["\(r.features)", r.layout, r.engine == .native ? "native" : "Swift Build"]
                        + [r.clean, r.noop, r.body, r.api, r.privateFeature, r.privateLoans].map {
                            $0.show()
                        } + [r.featureAlone?.show() ?? "n/a", r.preview?.show() ?? "n/a"]
                })
            + [
                "",
                "What each edit recompiled on native (modules; for one module, Swift files; Swift Build prints no",
                "line per compiled file):", "",
            ]
            + table(
                [
                    "Features", "Layout", "Body edit", "Public-API edit: sibling features",
                    "Private helper in the feature",
                    "Private helper in the loans context",
                ],
                scale.filter { $0.engine == .native }.map { r in
                    r.layout == "one module"
                        ? [
                            "\(r.features)", r.layout, "\(r.body.files) files", "n/a (\(r.api.files) files)",
                            "\(r.privateFeature.files) files", "\(r.privateLoans.files) files",
                        ]
                        : [
                            "\(r.features)", r.layout, modules(r.body),
                            siblings(r).joined(separator: ", ").or("none"),
                            modules(r.privateFeature), modules(r.privateLoans),
                        ]
                })
            + options(scale)
            + ["", "## 3. The app", "", "### One-shot start-up (`app plan make --pages 101 --days 10`)", ""]
            + table(
                ["Program", "Time", "Peak memory"],
                zip(
                    ["app", "floor: links the same Foundation, networking and SQLite, does nothing"], startup
                ).map {
                    [$0, $1.0.show("ms", scale: 1000), mb($1.1) ?? ""]
                })
            + ["", "### Data, each query beside the same SQL through SQLite's C API", ""]
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
            + ["", "## Goals", ""] + table(["Goal", "Measured", "Met"], goals(loop, scale, startup, data)))
            .joined(separator: "\n") + "\n"
    }

    /// The toolchain options on the clean build, where this run tried them.
    func options(_ scale: [Scaled]) -> [String] {
        guard let row = scale.first(where: { !$0.options.isEmpty }), let base = row.options.first?.figure
        else { return [] }
        return [
            "",
            "Toolchain options on the clean build of the layout (\(row.features) features, every module and test):",
            "",
        ]
            + table(
                ["Option", "Clean build", "Note"],
                row.options.map { option in
                    let note = option.figure.map {
                        String(format: "%.2fx the default", $0.median / base.median)
                    }
                    return [
                        option.name, option.figure?.show() ?? "failed",
                        option.name == "default" ? "" : note ?? option.why,
                    ]
                })
    }

    /// The modules a build recompiled, as a list.
    func modules(_ figure: Figure) -> String { (figure.modules ?? []).joined(separator: ", ") }

    /// The feature modules other than ReadingPlan's that its public-API edit recompiled.
    func siblings(_ row: Scaled) -> [String] {
        (row.api.modules ?? []).filter { $0.hasSuffix("Feature") && $0 != "ReadingPlanFeature" }
    }

    /// Each goal as its row: what, the measured figure (with the known reason when missed), and whether it is met.
    func goals(_ loop: [(String, Figure)], _ scale: [Scaled], _ startup: [(Figure, Double)], _ data: [Query])
        -> [[String]]
    {
        var rows: [[String]] = []
        func goal(_ what: String, _ measured: String, _ met: Bool, note: String? = nil) {
            rows.append([what, measured + (met ? "" : note.map { " \($0)" } ?? ""), met ? "✔" : "✘"])
        }
        func within(_ bound: Double, _ what: String, _ a: Figure, _ b: Figure, note: String? = nil) {
            goal(what, ratio(a, b), a.median / b.median <= bound, note: note)
        }
        let layout = scale.filter { $0.layout == "modules" && $0.engine == .native }
        for r in layout {
            goal(
                "body edit recompiles only ReadingPlanFeature at \(r.features) features", modules(r.body),
                r.body.modules == ["ReadingPlanFeature"])
            goal(
                "public-API edit recompiles no sibling feature at \(r.features) features",
                siblings(r).joined(separator: ", ").or("none"), siblings(r).isEmpty)
        }
        for r in layout {
            let loans = r.privateLoans.modules ?? []
            let unrelated = loans.filter {
                $0.firstMatch(
                    of: /^(?!Loans|DueLoans)\w*(Feature|FeatureTests|Domain|DomainTestSupport)$|^Presentation/
                ) != nil
            }
            goal(
                "a private helper in Domain's loans context recompiles only the modules that depend on it, at "
                    + "\(r.features) features",
                "\(loans.count) modules; unrelated: \(unrelated.joined(separator: ", ").or("none"))",
                loans.contains("LoansDomain") && unrelated.isEmpty)
        }
        if let first = layout.first, let last = layout.last, layout.count >= 2 {
            var pairs = [
                ("body edit", first.body, last.body, 1.25), ("no-op build", first.noop, last.noop, 1.25),
            ]
            if let small = first.featureAlone, let large = last.featureAlone {
                pairs.append(("feature-alone loop (body edit, make test-reading-plan)", small, large, 1.1))
            }
            if let small = first.preview, let large = last.preview {
                pairs.append(("preview loop (body edit, make preview-reading-plan)", small, large, 1.1))
            }
            for (what, small, large, bound) in pairs {
                let note = bound == 1.25 ? Bench.scalingNote : nil
                within(
                    bound, "\(what) at \(last.features) features within \(bound)x of \(first.features)",
                    large, small, note: note)
            }
        }
        for r in layout {
            guard
                let other = scale.first(where: {
                    $0.layout == "modules" && $0.engine == .swiftbuild && $0.features == r.features
                })
            else { continue }
            var pairs = [("no-op build", other.noop, r.noop), ("body edit", other.body, r.body)]
            pairs.append(("public-API edit", other.api, r.api))
            for (what, swiftBuild, native) in pairs {
                within(
                    1.25, "Swift Build within 1.25x of native: \(what) at \(r.features) features", swiftBuild,
                    native,
                    note: Bench.engineNote(noop: (other.noop, r.noop), edit: (swiftBuild, native)))
            }
            // The loop builds one package alone: the root build's no-op says nothing of it, so it gives no reason.
            if let alone = other.preview, let native = r.preview {
                within(
                    1.25, "Swift Build within 1.25x of native: preview loop at \(r.features) features", alone,
                    native,
                    note:
                        "(one package's own build and one run of its preview: not split into planning and compiling here)"
                )
            }
            if let alone = other.featureAlone, let native = r.featureAlone {
                within(
                    1.25, "Swift Build within 1.25x of native: feature-alone loop at \(r.features) features",
                    alone,
                    native,
                    note: "(one package's own build and tests: not split into planning and compiling here)")
            }
        }
        for r in layout {
            guard let one = scale.first(where: { $0.layout == "one module" && $0.features == r.features })
            else { continue }
            within(
                2,
                "clean build at \(r.features) features within 2x of the same sources and tests as one module each",
                r.clean, one.clean,
                note:
                    "Why: each module is a separate compiler job that parses and type-checks the interfaces of "
                    + "everything it imports, and on 2 cores the many small modules cannot all run at once.")
        }
        if let full = loop.first(where: { $0.0 == Bench.makeTest })?.1,
            let affected = loop.first(where: { $0.0 == Bench.testAffected })?.1
        {
            let share = affected.median / full.median
            goal(
                "make test-affected after a feature body edit within 20% of make test",
                "\(Int((share * 100).rounded()))%", share <= 0.2)
        }
        within(
            1.3, "one-shot start-up within 1.3x of the floor", startup[0].0, startup[1].0,
            note:
                "Start-up is dominated by the dynamic loader mapping Foundation, ICU and libcurl, which the floor "
                + "maps too; the ratio shows what the app adds on top.")
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

extension String {
    /// `other` when this is empty.
    fileprivate func or(_ other: String) -> String { isEmpty ? other : self }
}
