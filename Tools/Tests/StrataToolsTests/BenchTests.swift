import Foundation
import Testing

@testable import StrataTools

/// A harness whose scratch folder is a fresh temporary one.
private func harness() throws -> Bench {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-\(UUID())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    return Bench(repository: checkout, config: Bench.quickConfig, quick: true, scratch: scratch)
}

@Suite("The benchmark harness's own logic")
struct BenchTests {
    @Test("Modules and files are counted from the Compiling lines only")
    func recompiled() {
        let output =
            "[2/6] Compiling ReadingPlanFeature ReadingPlanPresenter.swift\n[3/6] Emitting module X\n"
            + "[4/9] Compiling AppCore PlanCommands.swift, Shell.swift\n[5/9] Compiling CSQLite shim.c\n"
        let found = Figure.recompiled(output)
        #expect(found.modules == ["AppCore", "ReadingPlanFeature"] && found.files == 3)
        #expect(Figure(values: [3.0, 1.0, 2.0]).show() == "2.00 s (1.00–3.00)")
    }

    @Test("An edit reverts byte for byte, and a missing anchor is an error; the tree's anchors exist")
    func edits() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        let source = bench.scratch.appendingPathComponent("A.swift")
        let original = "struct A {\n    func f() {\n        print(1)\n    }\n}\n"
        try original.write(to: source, atomically: true, encoding: .utf8)
        let body = try Edit(source, after: "func f() {", keptIn: bench.scratch)
        try bench.check(ProgramResult.run(["sh", "-c", body.apply], in: bench.scratch))
        #expect(try String(contentsOf: source, encoding: .utf8).contains("func f() {\n        _ = 1\n"))
        try bench.check(ProgramResult.run(["sh", "-c", body.revert], in: bench.scratch))
        #expect(try String(contentsOf: source, encoding: .utf8) == original)
        #expect(throws: ToolFailure.self) {
            try Edit(source, after: "func missing() {", keptIn: bench.scratch)
        }
        #expect(try checkout.read(Bench.featureFile).contains(Bench.featureBody))
        #expect(checkout.exists(Bench.entryFile) && checkout.exists(Bench.loansFile))
    }

    @Test("The one-module copy holds every library source once and imports no layer's module")
    func monolith() throws {
        let into = FileManager.default.temporaryDirectory.appendingPathComponent("strata-monolith-\(UUID())")
        defer { try? FileManager.default.removeItem(at: into) }
        let mapping = try Monolith.make(from: checkout, into: into)
        let copy = Repository(root: into)
        let layers =
            ["Domain", "Data", "Presentation", "App"]
            + checkout.contents(of: "Features").map { "Features/\($0)" }
        let expected = layers.flatMap { checkout.files(under: "\($0)/Sources", endingIn: ".swift") }.filter {
            !$0.contains("TestSupport/") && !$0.hasPrefix("App/Sources/AppMain/") && !$0.contains("Preview/")
        }
        #expect(
            Set(copy.files(under: "Sources/Monolith", endingIn: ".swift"))
                == Set(expected.compactMap { mapping[$0] }))
        let own = Set(try Layout(checkout).packages.flatMap { $0.manifest.targets.map(\.name) })
        for file in copy.files(under: "Sources", endingIn: ".swift") {
            let layered = SwiftSource.imports(try copy.read(file)).map(\.module).filter(own.contains)
            #expect(layered.isEmpty || layered == ["CSQLite"], "\(file): \(layered)")
        }
    }

    @Test("Each goal compares the figures it names, and a miss says why")
    func goals() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        func row(_ count: Int, _ engine: BuildEngine, noop: Double, edit: Double, loop: Double)
            -> Bench.Scaled
        {
            let build = Figure(values: [edit], modules: ["ReadingPlanFeature"], files: 1)
            return Bench.Scaled(
                features: count, layout: "modules", engine: engine, clean: build,
                noop: Figure(values: [noop]),
                body: build, api: build, privateFeature: build, privateLoans: build,
                featureAlone: Figure(values: [loop]), preview: Figure(values: [loop]))
        }
        let startup = [(Figure(values: [0.02]), 26.4), (Figure(values: [0.016]), 21.8)]
        let rows = bench.goals(
            [
                row(4, .native, noop: 1, edit: 2, loop: 1), row(4, .swiftbuild, noop: 3, edit: 4, loop: 1.2),
                row(100, .native, noop: 1, edit: 2, loop: 1.4),
            ], startup, [])
        let goal = { (what: String) in rows.first { $0[0].hasPrefix(what) }.map { Array($0.suffix(2)) } }
        #expect(goal("feature-alone loop at 100 features within 1.1x of 4") == ["1.40x", "✘"])
        #expect(goal("preview loop at 100") == ["1.40x", "✘"])
        #expect(goal("Swift Build within 1.25x of native: preview loop at 4") == ["1.20x", "✔"])
        let body = try #require(goal("Swift Build within 1.25x of native: body edit at 4"))
        #expect(
            body[0].hasPrefix("2.00x Why (measured): Swift Build's no-op build takes 3.00 s")
                && body[1] == "✘")
        #expect(goal("one-shot start-up within 1.3x of the floor") == ["1.25x", "✔"])
        #expect(goal("body edit recompiles only ReadingPlanFeature at 100") == ["ReadingPlanFeature", "✔"])
    }

    @Test("Peak memory comes from the child, and a failed child is an error")
    func memory() throws {
        let bench = try harness()
        defer { try? FileManager.default.removeItem(at: bench.scratch) }
        #expect(try bench.peakMemory(["true"]) > 0)
        #expect(throws: ToolFailure.self) { try bench.peakMemory(["false"]) }
    }
}
