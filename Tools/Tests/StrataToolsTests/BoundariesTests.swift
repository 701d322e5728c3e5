import Foundation
import Testing

@testable import StrataTools

/// The boundary checker catches real violations.
///
/// Each test breaks the rule in a scratch copy and expects `strata boundaries` to fail naming the broken edge (that
/// the untouched tree passes is `make test`'s boundaries stage). The compiler probes read the modules of the
/// checkout's root build (`swift build --build-tests`) on the engine this run was asked for.
@Suite("The boundary checker")
struct BoundariesTests {
    /// Asked of swift once.
    static let built = Result { () throws(ToolFailure) in try BuildEngine.modules(of: checkout) }
    let modules: URL
    let scratch: Scratch

    init() throws {
        modules = try Self.built.get()
        scratch = try Scratch()
    }

    func prepend(_ line: String, to file: String) throws {
        try scratch.repository.write(file, line + "\n" + scratch.repository.read(file))
    }

    /// The problems reported for an edge, only the broken package's probes run (the checkout proves the rest).
    func problems(_ edge: String, compiler: Bool = true) throws -> [String] {
        let from = String(edge.split(separator: " ").first ?? "")
        let report = try Boundaries.check(
            scratch.repository, modules: compiler ? modules : nil, onlyFrom: [from])
        #expect(!report.holds)
        return report.problems.filter { $0.hasPrefix(edge) }
    }

    /// The preview's source, the one product file that may import test support, and a feature's worker.
    static let preview = "Features/ReadingPlan/Sources/ReadingPlanPreview/ReadingPlanPreview.swift"
    static let worker = "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift"

    @Test(
        "A forbidden import (a layer's, a feature's, a preview's) is caught by the import scan and the compiler",
        arguments: [
            ("Presentation/Sources/Presentation/Terminal/TextOutput.swift", "DataAccess"),
            ("Domain/Sources/ReadingPlanDomain/ReadingPlan.swift", "Presentation"), (worker, "DataAccess"),
            (worker, "AppCore"), (preview, "DataAccess"), (preview, "AppCore"), (preview, "OrdersFeature"),
        ])
    func forbiddenImport(file: String, module: String) throws {
        let layout = try Layout(checkout)
        let from = try #require(layout.packages.first { file.hasPrefix($0.folder + "/") })
        let target = file.split(separator: "/").drop { $0 != "Sources" }.dropFirst().first ?? ""
        try prepend("import \(module)", to: file)
        let found = try problems("\(from.folder) -> \(try #require(layout.owner(of: module)).folder)")
        let refusal = "\(target) imports \(module), but \(from.layer) may not use"
        #expect(found.contains { $0.contains(refusal) }, "\(found)")
        #expect(found.contains { $0.contains("no such module '\(module)'") })
    }

    @Test("A forbidden manifest dependency is caught, and then the compiler sees the module")
    func manifestDependency() throws {
        let (manifest, domain) = ("Presentation/Package.swift", #".package(path: "../Domain")"#)
        let text = try scratch.repository.read(manifest)
        let edited = text.replacingOccurrences(of: domain, with: domain + #", .package(path: "../Data")"#)
        try scratch.repository.write(manifest, edited)
        let found = try problems("Presentation -> Data")
        let refusal = "\(manifest) depends on Data, but Presentation may not use Data"
        #expect(found.contains { $0.contains(refusal) })
        #expect(found.contains { $0.contains("the compiler accepts `import DataAccess`") })
    }

    /// What no compiler states: the import scan alone refuses these (SwiftPM hands CSQLite's module map to every
    /// package above Data, and a test-support module compiles anywhere its package is visible); inside App the
    /// packages meet, but architecture.json's targets narrow the rule (only Composition may use Data), and a target
    /// imports only what its own entry declares: SwiftPM's check accepts a module that a dependency brings along,
    /// and Swift Build checks nothing, so this is the check that holds on both engines.
    @Test(
        "The import scan alone catches an unlisted toolchain module, a private one, test support in production, a test's @testable import, App's target rules",
        arguments: [
            (
                "import DataAccess", "App/Sources/AppCore/Application.swift",
                "App -> Data: App/Sources/AppCore/Application.swift:1: AppCore imports DataAccess, but AppCore may not use Data: only Composition may"
            ),
            (
                "import DataAccess", "App/Sources/AppMain/Entrypoint.swift",
                "App -> Data: App/Sources/AppMain/Entrypoint.swift:1: AppMain imports DataAccess, but AppMain may not use Data: only Composition may"
            ),
            (
                "import ReadingPlanDomain", "App/Sources/AppCore/Application.swift",
                "App -> Domain: App/Sources/AppCore/Application.swift:1: AppCore imports ReadingPlanDomain without depending on it: add .product(name: \"ReadingPlanDomain\", package: \"Domain\") to AppCore's dependencies in App/Package.swift"
            ),
            (
                "import FoundationNetworking", "Domain/Sources/ReadingPlanDomain/ReadingPlan.swift",
                "imports FoundationNetworking"
            ),
            (
                "import CSQLite", "App/Sources/AppCore/Application.swift",
                "AppCore imports CSQLite, which is private to Data"
            ),
            (
                "import DomainTestSupport", worker,
                "ReadingPlanFeature is not a test but imports DomainTestSupport"
            ),
            (
                "@testable import DataAccess", "Presentation/Tests/PresentationTests/TextOutputTests.swift",
                "Presentation -> Data: Presentation/Tests/PresentationTests/TextOutputTests.swift:1: PresentationTests imports DataAccess"
            ),
        ])
    func scanOnly(line: String, file: String, message: String) throws {
        try prepend(line, to: file)
        let report = try Boundaries.check(scratch.repository, modules: nil)
        #expect(report.problems.contains { $0.contains(message) }, "\(report.problems)")
    }

    /// Each refusal says what to do, and only what clears it: a product to list, or nothing a manifest could add.
    @Test(
        "An undeclared import's advice, applied, clears it; test support in a product gets none; an unused one warns"
    )
    func advice() throws {
        let (source, manifest) = ("App/Sources/AppCore/Application.swift", "App/Package.swift")
        try prepend("import ReadingPlanDomain", to: source)
        let told = try Boundaries.check(scratch.repository, modules: nil).problems.joined(separator: "\n")
        let advice = try #require(
            told.firstMatch(of: /add (.+) to AppCore's dependencies in App\/Package.swift/))
        let anchor = #"name: "AppCore","# + "\n            dependencies: ["
        let text = try scratch.repository.read(manifest)
        try scratch.repository.write(
            manifest, text.replacingOccurrences(of: anchor, with: anchor + advice.1 + ", "))
        #expect(text.contains(anchor))
        #expect(try Boundaries.check(scratch.repository, modules: nil).problems == [])
        // An unused dependency is a warning in a build and a problem here, as warnings are errors under make.
        let imports = try scratch.repository.read(source).replacingOccurrences(
            of: "ReadingPlanDomain\n", with: "OrdersDomainTestSupport\n")
        try scratch.repository.write(source, imports)
        let found = try Boundaries.check(scratch.repository, modules: nil)
        #expect(
            found.findings.contains { $0.isWarning && $0.message.contains("AppCore lists ReadingPlanDomain") }
        )
        let support = found.problems.filter { $0.contains("OrdersDomainTestSupport") }
        #expect(support.count == 1 && !support[0].contains("add "), "\(support)")
    }

    @Test("A preview's own context's fakes pass; another context's fakes are caught")
    func previewFakes() throws {
        #expect(try Boundaries.check(scratch.repository, modules: nil).problems.isEmpty)
        try prepend("import UsersDomainTestSupport", to: Self.preview)
        let report = try Boundaries.check(scratch.repository, modules: nil)
        let message = "ReadingPlanPreview is a preview and imports UsersDomainTestSupport, the fakes of"
        #expect(report.problems.contains { $0.contains(message + " UsersDomain, which it does not use") })
    }

    @Test("A feature importing another feature is caught, naming the edge")
    func featureImportingFeature() throws {
        let repository = scratch.repository
        try repository.write("Features/Other/Sources/OtherFeature/Other.swift", "import ReadingPlanFeature\n")
        try repository.write("Features/Other/Tests/OtherFeatureTests/OtherTests.swift", "")
        try repository.write(
            "Features/Other/Package.swift",
            repository.read("Features/ReadingPlan/Package.swift").replacingOccurrences(
                of: "ReadingPlanFeature", with: "OtherFeature"
            ).replacingOccurrences(of: #"name: "ReadingPlan""#, with: #"name: "Other""#))
        // The new package has no built module, so the manifests and imports decide; the compiler's side
        // of feature -> feature is proven by the untouched run for every built feature.
        let report = try Boundaries.check(repository, modules: nil)
        #expect(report.problems.contains { $0.hasPrefix("Features/Other -> Features/ReadingPlan: ") })
        #expect(report.rendered.contains("- Features/Other -> Features/ReadingPlan: "))
    }

    /// On Swift Build a combined build compiles every package but the root with -suppress-warnings, so this
    /// pass (a stage of `make test`) is where a warning in a layer's code fails on both engines.
    @Test(
        "A warning in a layer's sources fails the type-check, naming the file",
        arguments: [
            "Domain/Sources/Domain/WarningProbe.swift",
            "Features/ReadingPlan/Sources/ReadingPlanFeature/WarningProbe.swift",
            "App/Sources/AppCore/WarningProbe.swift",
        ])
    func warning(file: String) throws {
        try scratch.repository.write(file, "func warningProbe() {\n    let unused = 1\n}\n")
        let package = file.hasPrefix("Features/") ? "Features/ReadingPlan" : String(file.prefix { $0 != "/" })
        let report = try Boundaries.check(scratch.repository, modules: modules, onlyFrom: [package])
        #expect(
            report.problems.contains {
                $0.contains("do not type-check in isolation") && $0.contains("WarningProbe.swift:2:")
                    && $0.contains("never used")
            }, "\(report.problems)")
    }
}
