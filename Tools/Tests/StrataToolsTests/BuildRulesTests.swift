import Foundation
import Testing

@testable import StrataTools

/// The Makefile's rules keep their promises, each in a scratch copy.
///
/// A forbidden import fails the everyday build before anything compiles, make names the engine only when asked,
/// and `make test` runs every stage after a failure. The rules that need a real build are ScratchBuildTests.
@Suite("The Makefile's rules", .serialized)
struct BuildRulesTests {
    func make(_ targets: [String], in repository: Repository) throws -> ProgramResult {
        try repository.run(["make", "--no-print-directory"] + targets)
    }

    /// On this run's engine: `.ci/run` runs `make test` on each, so each engine's rules are proven once.
    @Test("A forbidden import fails `make build` before anything compiles, naming both modules and the rule")
    func forbiddenImports() throws {
        let engine = try BuildEngine.current
        let scratch = try Scratch()
        let repository = scratch.repository
        let worker = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift"
        let cases = [
            (
                worker, "UserListFeature",
                "ReadingPlanFeature imports UserListFeature, but Feature may not use Feature"
            ),
            (worker, "DataAccess", "ReadingPlanFeature imports DataAccess, but Feature may not use Data"),
            // DueLoans opens ReadingPlan's screen only through the composition root's route.
            (
                "Features/DueLoans/Sources/DueLoansFeature/LoanPlan/LoanReadingPlan.swift",
                "ReadingPlanFeature",
                "DueLoansFeature imports ReadingPlanFeature, but Feature may not use Feature"
            ),
            // In App only the composition root's target may use Data: in a source or in the manifest.
            (
                "App/Sources/AppCore/Application.swift", "DataAccess",
                "AppCore imports DataAccess, but AppCore may not use Data: only Composition may"
            ),
            (
                "App/Package.swift", #"dependencies: ["AppCore", "Composition"]"#,
                "AppMain lists DataAccess, but AppMain may not use Data: only Composition may"
            ),
        ]
        for (file, module, message) in cases {
            let original = try repository.read(file)
            let manifest =
                #"dependencies: ["AppCore", "Composition", .product(name: "DataAccess", package: "Data")]"#
            try repository.write(
                file,
                file.hasSuffix("Package.swift")
                    ? original.replacingOccurrences(of: module, with: manifest)
                    : "import \(module)\n" + original)
            let result = try make(["build", "SWIFT_BUILD_SYSTEM=\(engine)"], in: repository)
            #expect(result.status != 0, "\(engine) \(file): import \(module)")
            #expect(
                result.errors.contains(message)
                    && result.errors.contains(file + (file.hasSuffix("Package.swift") ? ": " : ":1:")),
                "\(result.errors.suffix(3000))")
            #expect(
                !(result.output + result.errors).contains("'app' complete!"),
                "a failed build says it completed")
            try repository.write(file, original)
        }
        #expect(try make(["imports", "SWIFT_BUILD_SYSTEM=\(engine)"], in: repository).status == 0)
    }

    /// Swift 6.4 deprecates `--build-system native`: make names an engine only when asked, and asks swift which it uses.
    @Test(
        "Without SWIFT_BUILD_SYSTEM make passes no --build-system and uses the toolchain's engine; with it, that one"
    )
    func engine() throws {
        let plain = [
            "env", "-u", "SWIFT_BUILD_SYSTEM", "-u", "STRATA_ENGINE", "-u", "MAKEFLAGS", "make", "-n",
            "build",
        ]
        let unnamed = try checkout.run(plain)
        #expect(!unnamed.output.contains("--build-system"), "\(unnamed.output)")
        #expect(unnamed.output.contains("app-\(try BuildEngine.toolchainDefault())"), "\(unnamed.output)")
        for engine in BuildEngine.allCases {
            let named = try checkout.run(plain + ["SWIFT_BUILD_SYSTEM=\(engine)"]).output
            #expect(named.contains("--build-system \(engine)") && named.contains("app-\(engine)"), "\(named)")
        }
    }

    /// The stages are targets of a small makefile read through MAKEFILES, in a scratch copy.
    @Test("make test runs every stage after a failure, and its summary names the failed one and each proof")
    func stages() throws {
        let scratch = try Scratch()
        let extra = scratch.repository.url("stages.mk")
        try
            "first:\n\t@true\nbroken:\n\t@exit 3\nlast:\n\t@echo 'Test run with 370 tests in 60 suites passed'\n"
            .write(to: extra, atomically: true, encoding: .utf8)
        let result = try scratch.repository.run(
            [
                "env", "MAKEFILES=\(extra.path)", "make", "--no-print-directory", "test",
                "TEST_STAGES=first broken last",
            ])
        let lines = result.output.split(separator: "\n")
        #expect(result.status != 0)
        #expect(
            lines.last?.wholeMatch(of: /make test: 3 stages, failed: broken, \d+s/) != nil, "\(result.output)"
        )
        #expect(
            lines.contains {
                $0.wholeMatch(of: /\s+last +passed +\d+s  Test run with 370 tests in 60 suites passed/) != nil
            })
        #expect(lines.contains { $0.wholeMatch(of: #/\s+broken +FAILED +\d+s  /#) != nil })
        #expect(
            scratch.repository.exists(".build/logs/broken.log")
                && scratch.repository.exists(".build/logs/last.log"))
    }
}
