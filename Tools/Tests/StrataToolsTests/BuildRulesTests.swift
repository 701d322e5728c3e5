import Foundation
import Testing

@testable import StrataTools

/// The Makefile's build rules keep their promises, each checked in a scratch copy of the repository.
///
/// The everyday build fails on a forbidden import naming the module, and a file added to a dependency
/// package is built (the stale-build trap stays closed) while a build with nothing new does not re-plan.
/// Each builds from scratch, so they run one at a time.
@Suite("The Makefile's build rules", .serialized)
struct BuildRulesTests {
    static let replan = "--disable-build-manifest-caching"

    func make(_ targets: [String], in repository: Repository) throws -> ProgramResult {
        try repository.run(["make", "--no-print-directory"] + targets)
    }

    func swiftCommands(_ result: ProgramResult) -> [Substring] {
        result.output.split(separator: "\n").filter { $0.contains(" build --package-path") }
    }

    /// Both engines: the import check runs before the build, so the failure comes before anything compiles, names
    /// both modules and the rule, and SwiftPM prints no "Build complete!" beside it.
    @Test(
        "A forbidden import fails `make build` before anything compiles, naming both modules and the rule",
        arguments: BuildEngine.allCases)
    func forbiddenImports(engine: BuildEngine) throws {
        let scratch = try Scratch()
        let repository = scratch.repository
        let cases = [
            (
                "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift", "UserListFeature",
                "ReadingPlanFeature imports UserListFeature, but Feature may not use Feature"
            ),
            (
                "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift", "DataAccess",
                "ReadingPlanFeature imports DataAccess, but Feature may not use Data"
            ),
            // Only the composition root's target depends on DataAccess in App; AppMain only hands over to it.
            (
                "App/Sources/AppCore/Application.swift", "DataAccess",
                "AppCore imports DataAccess without depending on it"
            ),
            (
                "App/Sources/AppMain/Entrypoint.swift", "DataAccess",
                "AppMain imports DataAccess without depending on it"
            ),
        ]
        for (file, module, message) in cases {
            let original = try repository.read(file)
            try repository.write(file, "import \(module)\n" + original)
            let result = try make(["build", "SWIFT_BUILD_SYSTEM=\(engine)"], in: repository)
            #expect(result.status != 0, "\(engine) \(file): import \(module)")
            #expect(result.errors.contains(message), "\(engine): \(result.errors.suffix(3000))")
            #expect(result.errors.contains("\(file):1:"))
            #expect(
                !(result.output + result.errors).contains("complete!"), "a failed build says it completed")
            try repository.write(file, original)
        }
        let clean = try make(["imports", "SWIFT_BUILD_SYSTEM=\(engine)"], in: repository)
        #expect(clean.status == 0, "\(clean.errors.suffix(3000))")
    }

    /// A warning in Domain, a feature or AppCore fails that package's own build on both engines.
    ///
    /// On Swift Build that build's root package alone is strict (its dependencies compile with -suppress-warnings); what
    /// `make test` adds on both is the type-check of every module in `make boundaries` (BoundariesTests).
    @Test("A warning fails the package's isolated build", arguments: BuildEngine.allCases)
    func warningsAreErrors(engine: BuildEngine) throws {
        let scratch = try Scratch()
        let repository = scratch.repository
        let cases = [
            ("domain", "Domain/Sources/Domain/WarningProbe.swift"),
            ("reading-plan", "Features/ReadingPlan/Sources/ReadingPlanFeature/WarningProbe.swift"),
            ("app", "App/Sources/AppCore/WarningProbe.swift"),
        ]
        for (target, file) in cases {
            try repository.write(file, "func warningProbe() {\n    let unused = 1\n}\n")
            let result = try make([target, "SWIFT_BUILD_SYSTEM=\(engine)"], in: repository)
            #expect(result.status != 0, "\(engine): make \(target) passed with a warning in \(file)")
            #expect(
                (result.output + result.errors).contains("WarningProbe.swift:2:9: error: initialization of"),
                "\(engine) make \(target): \((result.output + result.errors).suffix(3000))")
            try FileManager.default.removeItem(at: repository.url(file))
        }
    }

    /// `swift test --filter` with a display name runs nothing and passes; the Makefile's FILTER fails instead.
    @Test("FILTER runs the tests it names, and fails when it names none")
    func testFilter() throws {
        let scratch = try Scratch()
        let repository = scratch.repository
        let some = try make(["test-domain", "FILTER=ReadingPlanTests"], in: repository)
        #expect(some.status == 0, "\(some.errors.suffix(3000))")
        #expect(some.output.contains(/Test run with [1-9]\d* tests?/))
        let none = try make(["test-domain", "FILTER=a plan is made from pages and days"], in: repository)
        #expect(none.status != 0)
        #expect(none.errors.contains("matched no test"), "\(none.errors.suffix(3000))")
    }

    @Test("A file added to a dependency package is built, and a build with nothing new does not re-plan")
    func staleBuild() throws {
        let scratch = try Scratch()
        let repository = scratch.repository
        let first = try make(["presentation"], in: repository)
        #expect(first.status == 0, "\(first.errors.suffix(3000))")
        #expect(swiftCommands(first).allSatisfy { $0.contains(Self.replan) }, "a first build plans")

        let again = try make(["presentation"], in: repository)
        #expect(again.status == 0)
        #expect(!swiftCommands(again).contains { $0.contains(Self.replan) }, "nothing new: no re-plan")

        // A new file in Domain (a dependency of Presentation) and a new use of it in Presentation.
        try repository.write(
            "Domain/Sources/Domain/StaleBuildProbe.swift",
            "/// Added by a test.\npublic func staleBuildProbe() -> Int { 42 }\n")
        try repository.write(
            "Presentation/Sources/Presentation/StaleBuildProbeUse.swift",
            "import Domain\n\n/// Added by a test.\npublic func staleBuildProbeUse() -> Int { staleBuildProbe() }\n"
        )
        let added = try make(["presentation"], in: repository)
        #expect(added.status == 0, "\(added.errors.suffix(3000))")
        #expect(swiftCommands(added).allSatisfy { $0.contains(Self.replan) }, "a new file: re-plan")
    }
}

/// `make test` runs every stage even when one fails, logs each, and ends with a line per stage and a total.
///
/// Stages here are make targets of a small makefile (read through MAKEFILES by every make), and
/// the logs go to a temporary folder, never into the checkout's .build/logs.
@Suite("make test's stages and summary")
struct StageSummaryTests {
    func makeTest(_ stages: String, targets: String, extra variables: [String] = []) throws -> (
        ProgramResult, URL
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let extra = folder.appendingPathComponent("stages.mk")
        try targets.write(to: extra, atomically: true, encoding: .utf8)
        let logs = folder.appendingPathComponent("logs").path
        let result = try checkout.run(
            [
                "MAKEFILES=\(extra.path)", "make", "--no-print-directory", "test", "TEST_STAGES=\(stages)",
                "STAGE_LOGS=\(logs)",
            ] + variables)
        return (result, folder)
    }

    @Test("Every stage runs after a failure, and the summary names the failed one")
    func failure() throws {
        let (result, folder) = try makeTest(
            "first broken last",
            targets: "first:\n\t@true\nbroken:\n\t@exit 3\nlast:\n\t@echo 'ok: ran last'\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = result.output.split(separator: "\n")
        #expect(result.status != 0)
        #expect(
            lines.last?.wholeMatch(of: /make test: 3 stages, 2 passed, 1 failed \(broken\) in 0m\d\ds/) != nil
        )
        #expect(lines.contains { $0.wholeMatch(of: /\s+last +passed +0m\d\ds  ok: ran last/) != nil })
        #expect(lines.contains { $0.wholeMatch(of: /\s+broken +FAILED +0m\d\ds/) != nil })
        let logs = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("logs").path)
        #expect(Set(logs).isSuperset(of: ["first.log", "broken.log", "last.log"]))
    }

    @Test("The tools stage's proof is its test run, not the ok lines its tests print; bundles add up")
    func toolsProof() throws {
        let (result, folder) = try makeTest(
            "tools",
            targets: "fake-tools:\n\t@echo 'ok: platform imports guarded'\n"
                + "\t@echo 'Test run with 5 tests in 2 suites passed after 1 seconds.'\n"
                + "\t@echo 'Test run with 7 tests in 3 suites passed after 1 seconds.'\n",
            extra: ["stage_tools=fake-tools"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The summary's line, after the stage's own progress lines.
        let line = result.output.split(separator: "\n").last { $0.hasPrefix("  tools") } ?? ""
        #expect(line.hasSuffix("Test run with 12 tests in 5 suites passed in 2 runs"), "\(line)")
        #expect(!line.contains("ok:"))
    }

    @Test("A count that ends in 0 is shown; a bundle that ran none is not")
    func counts() throws {
        let (result, folder) = try makeTest(
            "count",
            targets: "count:\n\t@echo 'Test run with 0 tests in 0 suites passed'\n"
                + "\t@echo 'Test run with 370 tests in 60 suites passed'\n\t@echo 'Executed 0 tests, with 0 failures'\n"
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0)
        #expect(result.output.contains("Test run with 370 tests in 60 suites passed"))
        #expect(
            !result.output.split(separator: "\n").contains {
                $0.hasPrefix("  count") && $0.contains(" 0 tests")
            })
    }
}
