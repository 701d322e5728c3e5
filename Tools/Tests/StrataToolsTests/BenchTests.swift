import Foundation
import Testing

@testable import StrataTools

@Suite("The benchmark harness's own logic")
struct BenchTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-\(UUID())")
    var bench: Bench { Bench(repository: checkout, config: .quick, scratch: scratch) }

    @Test("Modules are counted from the Compiling lines of Swift files only")
    func recompiled() {
        let output =
            "[2/6] Compiling ReadingPlanFeature ReadingPlanPresenter.swift\n[3/6] Emitting module X\n"
            + "[4/9] Compiling AppCore PlanCommands.swift, Shell.swift\n[5/9] Compiling CSQLite shim.c\n"
        #expect(Figure.recompiled(output) == ["AppCore", "ReadingPlanFeature"])
        #expect(Figure(values: [3.0, 1.0, 2.0, 9.0]).show() == "2.50 s (1.00–9.00)")
    }

    @Test("An edit reverts byte for byte, and a missing anchor is an error; the tree's anchors exist")
    func edits() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let original = "struct A {\n    func f() {\n        print(1)\n    }\n}\n"
        try Repository(root: scratch).write("A.swift", original)
        let source = scratch.appendingPathComponent("A.swift")
        let body = try Edit(source, after: "func f() {", keptIn: scratch)
        try bench.run(["sh", "-c", body.apply])
        #expect(try String(contentsOf: source, encoding: .utf8).contains("func f() {\n        _ = 1\n"))
        try bench.run(["sh", "-c", body.revert])
        #expect(try String(contentsOf: source, encoding: .utf8) == original)
        #expect(throws: ToolFailure.self) { try Edit(source, after: "func g() {", keptIn: scratch) }
        #expect(try checkout.read(Bench.presenter).contains(Bench.body))
        #expect(checkout.exists(Bench.entry) && checkout.exists(Bench.loans))
    }

    @Test("The root is the nested targets as one package; its nested form depends on the packages instead")
    func rootForms() throws {
        let (layout, scratch) = (try Layout(checkout), try Scratch())
        let root = try Manifest(folder: ".", in: checkout)
        // Every layer target is exported, a test or a system library.
        let names = Set(root.targets.map(\.name))
        #expect(names.isSuperset(of: layout.packages.flatMap(\.manifest.targets).map(\.name) + ["AppTests"]))
        #expect(
            root.dependencies == ["Tools"] && names.contains("FuzzCorpusTests") && !names.contains("fuzz"))
        try scratch.repository.write(
            RootManifest.path, RootManifest.text(scratch.repository, layout, onePackage: false))
        let other = try Manifest(folder: ".", in: scratch.repository)
        #expect(Set(other.dependencies) == Set(layout.packages.map(\.folder) + ["Fuzz", "Tools"]))
        #expect(other.targets.filter(\.isTest).count == root.targets.filter(\.isTest).count)
    }

    @Test("Each goal compares the figures it names")
    func goals() {
        func row(_ count: Int, _ engine: BuildEngine, _ noop: Double, _ loop: Double) -> Bench.Scaled {
            let build = Figure(values: [noop + 1], modules: ["ReadingPlanFeature"])
            return Bench.Scaled(
                features: count, layout: "nested", engine: engine, clean: build,
                noop: Figure(values: [noop]), body: build, api: build, privateLoans: build,
                featureAlone: Figure(values: [loop]), preview: Figure(values: [loop]))
        }
        let startup = [0.02, 0.023, 0.021, 0.016].map { Figure(values: [$0]) }
        let one = Bench.Scaled(
            features: 100, layout: "one package", engine: .native, clean: Figure(values: [9]),
            noop: Figure(values: [0.5]), body: Figure(values: [2]))
        let scale = [row(4, .native, 1, 1), row(4, .swiftbuild, 3, 1.4), row(100, .native, 2.5, 1.4), one]
        let rows = bench.goals(scale, startup, [])
        let goal = { (what: String) in rows.first { $0[0].hasPrefix(what) }.map { Array($0.suffix(2)) } }
        #expect(goal("feature-alone loop at 100 features within 1.1x of 4") == ["1.40x", "✘"])
        #expect(goal("preview loop at 100") == ["1.40x", "✘"])
        #expect(goal("Swift Build within 1.5x of native: preview loop at 4") == ["1.40x", "✔"])
        #expect(goal("Swift Build within 1.25x of native: body edit at 4") == ["2.00x", "✘"])
        #expect(goal("one-shot start-up within 1.3x of the floor") == ["1.25x", "✔"])
        #expect(goal("one-shot start-up in German within 1.1x of English") == ["1.15x", "✘"])
        #expect(goal("one-shot start-up in Polish within 1.1x of English") == ["1.05x", "✔"])
        #expect(goal("body edit recompiles only ReadingPlanFeature at 100") == ["ReadingPlanFeature", "✔"])
        #expect(goal("no-op build at 100 features within 2x of 4") == ["2.50x", "✘"])
        #expect(goal("nested within 1.25x of one package on native: no-op build at 100") == ["5.00x", "✘"])
        #expect(goal("nested within 1.25x of one package on native: body edit at 100") == ["1.75x", "✘"])
    }
}
