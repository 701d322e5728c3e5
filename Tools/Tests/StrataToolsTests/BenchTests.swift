import Foundation
import Testing

@testable import StrataTools

/// A build's output: two modules compiled (three Swift files), a C file, and lines that compile nothing.
private let incremental = """
    Building for debugging...
    [0/4] Write sources
    [2/6] Compiling ReadingPlanFeature ReadingPlanPresenter.swift
    [3/6] Emitting module ReadingPlanFeature
    [4/9] Compiling AppCore PlanCommands.swift, Shell.swift
    [5/9] Compiling CSQLite shim.c
    [6/9] Linking app
    Build complete! (3.21s)
    """

private let hyperfineInstalled =
    (try? ProgramResult.run(["sh", "-c", "command -v hyperfine"], in: checkout.root))?
    .status == 0

/// A harness whose scratch folder is a fresh temporary one.
private func harness() throws -> Bench {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "strata-bench-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    return Bench(repository: checkout, config: Bench.quickConfig, quick: true, scratch: scratch)
}

@Suite("The benchmark harness's own logic")
struct BenchTests {
    @Test("Modules and files are counted from the Compiling lines only")
    func recompiled() {
        let found = Figure.recompiled(incremental)
        #expect(found.modules == ["AppCore", "ReadingPlanFeature"])
        #expect(found.files == 3)
    }

    @Test("A no-op build recompiles nothing")
    func noOp() {
        let found = Figure.recompiled("[0/2] Write swift-version.txt\nBuild complete! (0.4s)\n")
        #expect(found.modules.isEmpty && found.files == 0)
    }

    @Test("Body and API edits change the file and revert it byte for byte")
    func edits() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        let source = bench.scratch.appendingPathComponent("A.swift")
        let original = "struct A {\n    func f() {\n        print(1)\n    }\n}\n"
        try original.write(to: source, atomically: true, encoding: .utf8)
        let body = try Edit(source, after: "func f() {", keptIn: bench.scratch)
        let api = try Edit(source, appending: Bench.featureAPI, keptIn: bench.scratch)
        let text = { try String(contentsOf: source, encoding: .utf8) }
        try bench.check(ProgramResult.run(["sh", "-c", body.apply], in: bench.scratch))
        #expect(try text().contains("func f() {\n        _ = 1\n"))
        try bench.check(ProgramResult.run(["sh", "-c", body.revert], in: bench.scratch))
        #expect(try text() == original)
        try bench.check(ProgramResult.run(["sh", "-c", api.apply], in: bench.scratch))
        #expect(try text().contains("public static func benchProbe()"))
        try bench.check(ProgramResult.run(["sh", "-c", api.revert], in: bench.scratch))
        #expect(try text() == original)
    }

    @Test("A missing anchor is an error, not a silent no-op")
    func missingAnchor() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        let source = bench.scratch.appendingPathComponent("A.swift")
        try "struct A {}\n".write(to: source, atomically: true, encoding: .utf8)
        #expect(throws: ToolFailure.self) {
            try Edit(source, after: "func missing() {", keptIn: bench.scratch)
        }
    }

    @Test("The edits' anchors and files exist in the tree")
    func anchors() throws {
        #expect(try checkout.read(Bench.featureFile).contains(Bench.featureBody))
        #expect(try checkout.read(Bench.domainFile).contains(Bench.domainBody))
        #expect(checkout.exists(Bench.entryFile) && checkout.exists(Bench.loansFile))
    }

    @Test("Only the project's own imports are merged into the one module")
    func monolithImports() {
        let text =
            "import Domain\ninternal import CSQLite\n@testable import Presentation\nimport Foundation\n"
        let stripped = Monolith.merged(text, own: ["Domain", "Presentation"], as: nil)
        #expect(!stripped.contains("Domain") && !stripped.contains("Presentation"))
        #expect(stripped.contains("internal import CSQLite") && stripped.contains("import Foundation"))
        let test = Monolith.merged(text, own: ["Domain", "Presentation"], as: "@testable import Monolith")
        #expect(test.components(separatedBy: "import Monolith").count == 2 && !test.contains("Presentation"))
    }

    @Test("The one-module copy holds every source once, imports only Monolith, and maps the edited files")
    func monolith() throws {
        let into = FileManager.default.temporaryDirectory.appendingPathComponent("strata-monolith-\(UUID())")
        defer { try? FileManager.default.removeItem(at: into) }
        let mapping = try Monolith.make(from: checkout, into: into)
        let copy = Repository(root: into)
        for file in [Bench.featureFile, Bench.entryFile, Bench.domainFile, Bench.loansFile] {
            #expect(mapping[file].map(copy.exists) == true)
        }
        #expect(try copy.read(try #require(mapping[Bench.featureFile])).contains(Bench.featureBody))
        // Every library source of the layers and features, counted here without the harness's lists: all
        // but test support, App's entry point (which becomes the app executable) and the features' previews
        // (executables of their own, which the one-module layout has no counterpart for).
        let layers =
            ["Domain", "Data", "Presentation", "App"]
            + checkout.contents(of: "Features").map { "Features/\($0)" }
        let library = copy.files(under: "Sources/Monolith", endingIn: ".swift")
        let expected = layers.flatMap { checkout.files(under: "\($0)/Sources", endingIn: ".swift") }
            .filter {
                !$0.contains("TestSupport/") && !$0.hasPrefix("App/Sources/AppMain/")
                    && !$0.contains("Preview/")
            }
        #expect(expected.allSatisfy { mapping[$0] != nil })
        #expect(Set(library) == Set(expected.compactMap { mapping[$0] }))
        for file in library + copy.files(under: "Sources/MonolithTests", endingIn: ".swift") {
            let modules = SwiftSource.imports(try copy.read(file)).map(\.module)
            #expect(
                Set(modules).isSubset(of: [
                    "Monolith", "CSQLite", "Foundation", "FoundationNetworking", "Testing", "XCTest",
                    "Dispatch", "Synchronization", "Glibc", "Darwin", "Musl", "FoundationEssentials",
                ]), "\(file): \(modules)")
            #expect(modules.filter { $0 == "Monolith" }.count <= 1)
        }
        #expect(copy.exists("Sources/CSQLite/module.modulemap") && copy.exists("Package.swift"))
    }

    @Test("A figure is its median with its min and max")
    func figures() {
        #expect(Figure(values: [3.0, 1.0, 2.0]).show() == "2.00 s (1.00–3.00)")
        #expect(Figure(values: [0.0123]).show("ms", scale: 1000) == "12.3 ms")
    }

    @Test("The feature-alone loop's goal is 1.1x of its time at the fewest features")
    func featureAloneGoal() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        let build = Figure(values: [1], modules: ["ReadingPlanFeature"], files: 1)
        func row(_ count: Int, alone: Double) -> Bench.Scaled {
            Bench.Scaled(
                features: count, layout: "modules", clean: build, noop: build, body: build, api: build,
                privateFeature: build, privateLoans: build, featureAlone: Figure(values: [alone]))
        }
        let startup = [(Figure(values: [1]), 1.0), (Figure(values: [1]), 1.0)]
        let goal = { (scale: [Bench.Scaled]) in
            bench.goals([], scale, startup, []).first { $0[0].contains("feature-alone loop") }
        }
        #expect(goal([row(4, alone: 1.0), row(100, alone: 1.08)])?.suffix(2) == ["1.08x", "✔"])
        #expect(goal([row(4, alone: 1.0), row(100, alone: 1.4)])?.suffix(2) == ["1.40x", "✘"])
        #expect(goal([row(4, alone: 1.0)]) == nil)
    }

    @Test("The preview loop's goal is 1.1x of its time at the fewest features")
    func previewGoal() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        let build = Figure(values: [1], modules: ["ReadingPlanFeature"], files: 1)
        func row(_ count: Int, preview: Double) -> Bench.Scaled {
            Bench.Scaled(
                features: count, layout: "modules", clean: build, noop: build, body: build, api: build,
                privateFeature: build, privateLoans: build, preview: Figure(values: [preview]))
        }
        let startup = [(Figure(values: [1]), 1.0), (Figure(values: [1]), 1.0)]
        let goal = { (scale: [Bench.Scaled]) in
            bench.goals([], scale, startup, []).first { $0[0].contains("preview loop") }
        }
        #expect(goal([row(4, preview: 2.0), row(100, preview: 2.1)])?.suffix(2) == ["1.05x", "✔"])
        #expect(goal([row(4, preview: 2.0), row(100, preview: 2.6)])?.suffix(2) == ["1.30x", "✘"])
        #expect(goal([row(4, preview: 2.0)]) == nil)
    }

    @Test("Swift Build's goal is 1.25x of native at the same count, and a miss says how much is fixed cost")
    func engineGoal() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        func row(_ engine: BuildEngine, noop: Double, body: Double) -> Bench.Scaled {
            let figure = Figure(values: [body], modules: ["ReadingPlanFeature"], files: 1)
            return Bench.Scaled(
                features: 4, layout: "modules", engine: engine, clean: figure, noop: Figure(values: [noop]),
                body: figure, api: figure, privateFeature: figure, privateLoans: figure,
                featureAlone: Figure(values: [body]))
        }
        let startup = [(Figure(values: [1]), 1.0), (Figure(values: [1]), 1.0)]
        let goals = bench.goals(
            [], [row(.native, noop: 1, body: 2), row(.swiftbuild, noop: 3, body: 4)], startup, []
        ).filter { $0[0].hasPrefix("Swift Build within 1.25x of native") }
        #expect(goals.map { $0[0] }.contains("Swift Build within 1.25x of native: body edit at 4 features"))
        #expect(goals.count == 4 && goals.allSatisfy { $0[2] == "✘" })
        let body = try #require(goals.first { $0[0].contains("body edit") })
        #expect(
            body[1].hasPrefix(
                "2.00x Why (measured): Swift Build's no-op build takes 3.00 s against native's 1.00 s"))
        let met = bench.goals(
            [], [row(.native, noop: 1, body: 2), row(.swiftbuild, noop: 1.1, body: 2.2)], startup, [])
        #expect(met.filter { $0[0].hasPrefix("Swift Build within") }.allSatisfy { $0[2] == "✔" })
    }

    @Test(
        "The report's tables keep their columns, the feature-alone and preview loops last in the scaling table"
    )
    func report() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        let build = Figure(values: [1, 2, 3], modules: [], files: 0)
        let row = Bench.Scaled(
            features: 4, layout: "modules", clean: build, noop: build, body: build, api: build,
            privateFeature: build, privateLoans: build, featureAlone: Figure(values: [2.5]),
            preview: Figure(values: [1.5]))
        let startup = [(Figure(values: [0.02]), 26.4), (Figure(values: [0.016]), 21.8)]
        let query = Bench.Query(
            name: "users page 1", rows: 1_000_000, app: Figure(values: [7.6]), floor: Figure(values: [7.0]),
            memory: 27.1, memorySmall: 27.2)
        let text = bench.report(
            [("no-op rebuild", build), ("make boundaries", Figure(values: [14.26]))], [row], startup, [query],
            minutes: 1)
        #expect(
            text.contains(
                "\n| no-op rebuild | 2.00 s (1.00–3.00) | none | 0 |\n| make boundaries | 14.26 s |  |  |\n"))
        #expect(
            text.contains(
                "| Private helper in Domain's loans context | Feature alone | Preview |\n"
                    + "|---|---|---|---|---|---|---|---|---|---|---|\n"
            ))
        #expect(
            text.contains(
                "| 4 | modules | native | " + String(repeating: "2.00 s (1.00–3.00) | ", count: 6)
                    + "2.50 s | 1.50 s |"))
        #expect(text.contains("| users page 1 | 1,000,000 | 7.6 µs | 7.0 µs | 1.09x | 27.1 MB / 27.2 MB |"))
        #expect(text.contains("| app | 20.0 ms | 26.4 MB |"))
        #expect(text.contains("| one-shot start-up within 1.3x of the floor | 1.25x | ✔ |"))
        #expect(text.contains("| users page 1 within 1.5x of its C-API floor | 1.09x | ✔ |"))
    }

    @Test(
        "hyperfine times a shell line, and its output counts what each run compiled",
        .enabled(if: hyperfineInstalled))
    func timing() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        let figure = try bench.time(
            "echo '[1/2] Compiling A a.swift, b.swift'", in: bench.scratch, runs: 2, prepare: "true",
            counting: true)
        #expect(figure.values.count == 2 && figure.modules == ["A"] && figure.files == 2)
        #expect(throws: ToolFailure.self) { try bench.time("echo broken; false", in: bench.scratch, runs: 1) }
    }

    @Test("Peak memory comes from the child, and a failed child is an error")
    func memory() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        #expect(try bench.peakMemory(["true"]) > 0)
        #expect(throws: ToolFailure.self) { try bench.peakMemory(["false"]) }
    }
}
