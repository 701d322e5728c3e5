import Foundation
import Testing

@testable import StrataTools

/// The Makefile's rules keep their promises, each in a scratch copy; `make test` skips the two that compile
/// (`scratchBuild...`: a minute or two), which `.ci/run` runs.
@Suite("The Makefile's rules", .serialized)
struct BuildRulesTests {
    /// make as a person runs it: with a TMPDIR of the person's own (here the copy's), not the one an outer make exported.
    func make(_ targets: [String], in repository: Repository) throws -> ProgramResult {
        try FileManager.default.createDirectory(
            at: repository.url("person-tmp"), withIntermediateDirectories: true)
        return try repository.run(["env", "TMPDIR=" + repository.url("person-tmp").path, "make"] + targets)
    }

    /// Each kind `strata imports` refuses fails a plain `swift build` at its line: the root's, or App's alone.
    ///
    /// On this run's engine: `.ci/run` runs `make test` on each. Then `make check` names two breaks at once.
    @Test("A forbidden import or dependency fails a plain swift build at its line, at the root and App alone")
    func forbiddenImports() throws {
        let engine = try BuildEngine.current
        let scratch = try Scratch()
        let repository = scratch.repository
        let (worker, plugin) = (
            "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift",
            "Plugins/StrataCommand/StrataCommand.swift"
        )
        let swift = ["swift", "build", "--build-system", engine.rawValue]
        let (root, app) = (swift, swift + ["--package-path", "App", "--product", "app"])
        let (application, entry) = (
            "App/Sources/AppCore/Application.swift", "App/Sources/AppMain/Entrypoint.swift"
        )
        let (orders, support) = (
            "Features/Orders/Sources/OrdersFeature/OrdersEntry.swift", "OrdersDomainTestSupport"
        )
        let router = "Features/DueLoans/Sources/DueLoansFeature/LoanDetail/LoanDetailRouter.swift"
        let imports = { (module: String) in { (text: String) in "import \(module)\n" + text } }
        // One more dependency of AppMain, App's first target.
        let (manifest, uses) = ("App/Package.swift", #"dependencies: ["AppCore", "Composition""#)
        let lists = { (product: String, package: String) in
            { (text: String) in
                text.replacing(
                    uses, with: uses + ", .product(name: \"\(product)\", package: \"\(package)\")",
                    maxReplacements: 1)
            }
        }
        let making = { (target: String) in ["make", target, "SWIFT_BUILD_SYSTEM=\(engine)"] }
        let cases: [(String, (String) -> String, String, [String])] = [
            (worker, imports("UserListFeature"), "UserListFeature, but Feature may not use Feature", root),
            (worker, imports("DataAccess"), "DataAccess, but Feature may not use Data", root),
            // DueLoans asks for ReadingPlan's screen only with its event out, which the composition root answers.
            (router, imports("ReadingPlanFeature"), "ReadingPlanFeature, but Feature may not use", root),
            // In App only the composition root's target may use Data: in a source or in the manifest.
            (application, imports("DataAccess"), "AppCore may not use Data: only Composition may", root),
            (entry, imports("DataAccess"), "AppMain may not use Data: only Composition may", app),
            (orders, imports(support), "not a test but imports \(support)", root),
            (application, imports("CSQLite"), "AppCore imports CSQLite, which is private to Data", app),
            (manifest, lists("DataAccess", "Data"), "lists DataAccess, but AppMain may not use Data", app),
            // A dependency no source imports: a warning in a plain build, an error under make, as warnings are.
            (
                manifest, lists("OrdersDomain", "Domain"),
                "lists OrdersDomain, but none of its sources imports", making("app")
            ),
            // No manifest sets the plugins' flags: make type-checks them itself, a warning as an error.
            (
                plugin, imports("Foundation; func f() { let unused = 1 }"), "'unused' was never used",
                making("build")
            ),
        ]
        let tmp = repository.url("person-tmp").path
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        for (file, edit, message, command) in cases {
            let original = try repository.read(file)
            try repository.write(file, edit(original))
            let result = try repository.run(["env", "TMPDIR=\(tmp)"] + command)
            let said = result.output + result.errors
            let line = file.hasSuffix("Package.swift") ? ":" : ":1:"
            #expect(result.status != 0, "\(engine) \(file): \(message)")
            #expect(
                said.contains(file + line) && said.contains(message),
                "\(said.suffix(3000))")
            try repository.write(file, original)
        }
        // Two at once: `make check` names both, with their count.
        for (file, module) in [(worker, "UserListFeature"), (orders, "DataAccess")] {
            try repository.write(file, "import \(module)\n" + repository.read(file))
        }
        let checked = try make(["check"], in: repository)
        let named = ["2 violation(s) of", "\(worker):1: ReadingPlanFeature", "\(orders):1: OrdersFeature"]
        #expect(checked.status != 0 && named.allSatisfy(checked.output.contains), "\(checked.output)")
    }

    /// Swift 6.4 deprecates `--build-system native`: make names an engine only when asked, and asks swift which it uses.
    @Test("make names --build-system only when SWIFT_BUILD_SYSTEM does, else uses the toolchain's engine")
    func engine() throws {
        let unset = ["SWIFT_BUILD_SYSTEM", "STRATA_ENGINE", "MAKEFLAGS"].flatMap { ["-u", $0] }
        let plain = ["env"] + unset + ["make", "-n", "build"]
        let unnamed = try checkout.run(plain)
        #expect(!unnamed.output.contains("--build-system"), "\(unnamed.output)")
        #expect(unnamed.output.contains("app-\(try BuildEngine.toolchainDefault())"), "\(unnamed.output)")
        for engine in BuildEngine.allCases {
            let named = try checkout.run(plain + ["SWIFT_BUILD_SYSTEM=\(engine)"]).output
            #expect(named.contains("--build-system \(engine)") && named.contains("app-\(engine)"), "\(named)")
        }
    }

    /// `swift test --filter` with a display name runs nothing and passes; the Makefile's FILTER fails instead.
    @Test("FILTER runs the tests it names, and fails when it names none")
    func scratchBuildFilter() throws {
        let scratch = try Scratch()
        let some = try make(["test-domain", "FILTER=ReadingPlanTests"], in: scratch.repository)
        #expect(some.status == 0 && some.output.contains(/Test run with [1-9]\d* tests?/), "\(some.errors)")
        let none = try make(["test-domain", "FILTER=a plan is made from pages"], in: scratch.repository)
        #expect(none.status != 0 && none.errors.contains("matched no test"), "\(none.errors.suffix(3000))")
    }

    /// The first build also builds the repository's tool, and says so before SwiftPM's own progress.
    @Test("A new file in a dependency is built, a no-op does not re-plan, the first says so, /tmp keeps none")
    func scratchBuildStale() throws {
        let scratch = try Scratch()
        let repository = scratch.repository
        try FileManager.default.removeItem(at: repository.url("Tools/.build"))
        let replans = { (result: ProgramResult) in
            result.output.split(separator: "\n").filter { $0.contains(" build --package-path") }
                .map { $0.contains("--disable-build-manifest-caching") }
        }
        // Run as a person would, with a TMPDIR of their own: what the toolchain leaves behind stays in the copy's .build.
        let first = try make(["presentation", "--trace"], in: repository)  // --trace: the quiet command too
        let left = try FileManager.default.contentsOfDirectory(atPath: repository.url("person-tmp").path)
        #expect(!left.contains { $0.hasPrefix("TemporaryDirectory.") }, "\(left)")
        let said = first.errors.split(separator: "\n")
        #expect(said.first?.hasPrefix("make: building the repository's tool") == true, "\(said.prefix(3))")
        #expect(said.dropFirst().first?.contains(/Compiling|Building|Planning|Fetching/) == true)
        #expect(
            first.status == 0 && replans(first) == [true], "a first build plans: \(first.errors.suffix(3000))"
        )
        let again = try make(["presentation", "--trace"], in: repository)
        #expect(again.status == 0 && replans(again) == [false], "nothing new: no re-plan")
        let argued = try make(["presentation", "ARGS=changed", "-k"], in: repository)  // make's variables
        #expect(argued.status == 0 && !argued.output.contains("Planning build"), "steady: no re-plan")
        #expect(!argued.output.contains("--package-path"), "quiet: \(argued.output)")
        // A new file in Domain (a dependency of Presentation) and a new use of it in Presentation.
        try repository.write(
            "Domain/Sources/Domain/StaleProbe.swift", "/// A probe.\npublic func staleProbe() -> Int { 42 }\n"
        )
        try repository.write(
            "Presentation/Sources/Presentation/StaleProbeUse.swift",
            "import Domain\n\n/// A probe.\npublic func staleProbeUse() -> Int { staleProbe() }\n")
        let added = try make(["presentation", "--trace"], in: repository)
        #expect(
            added.status == 0 && replans(added) == [true], "a new file: re-plan: \(added.errors.suffix(3000))"
        )
    }

    /// The stages are targets of a small makefile read through MAKEFILES, in a scratch copy.
    @Test("make test runs every stage after a failure, and its summary names the failed one and each proof")
    func stages() throws {
        let scratch = try Scratch()
        let extra = scratch.repository.url("stages.mk")
        try
            ("first:\n\t@true\nbroken:\n\t@echo 'a.swift:1:2: error: no'; echo 'ok: every pair holds.'; exit 3\n"
            + "last:\n\t@echo 'Test run with 370 tests in 60 suites passed'\n").write(
                to: extra, atomically: true, encoding: .utf8)
        let make = ["env", "MAKEFILES=\(extra.path)", "make", "--no-print-directory", "test"]
        let result = try scratch.repository.run(make + ["TEST_STAGES=first broken last"])
        // One line per stage, in order; a failed one gives its reason, never a line that says all holds.
        let summary = try Regex(
            #"\s+first +passed +\d+s  \n\s+broken +FAILED +\d+s  a.swift:1:2: error: no\n"#
                + #"\s+last +passed +\d+s  Test run with 370 tests in 60 suites passed\n"#
                + #"make test: 3 stages, failed: broken, \d+s\n"#)
        #expect(result.status != 0 && result.output.contains(summary), "\(result.output)")
        #expect(
            scratch.repository.exists(".build/logs/broken.log")
                && scratch.repository.exists(".build/logs/last.log"))
    }
}
