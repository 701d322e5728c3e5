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

    /// The problems reported for an edge, after only the broken package's probes ran (the untouched
    /// checkout proves the rest).
    func problems(_ edge: String, compiler: Bool = true) throws -> [String] {
        let from = String(edge.split(separator: " ").first ?? "")
        let report = try Boundaries.check(
            scratch.repository, modules: compiler ? modules : nil, onlyFrom: [from])
        #expect(!report.holds)
        return report.problems.filter { $0.hasPrefix(edge) }
    }

    @Test("Presentation importing DataAccess is caught by the import scan and the compiler")
    func presentationImportingData() throws {
        try prepend("import DataAccess", to: "Presentation/Sources/Presentation/Terminal/TextOutput.swift")
        let found = try problems("Presentation -> Data")
        #expect(found.contains { $0.contains("imports DataAccess, but Presentation may not use Data") })
        #expect(found.contains { $0.contains("no such module 'DataAccess'") })
    }

    @Test("A feature importing DataAccess or AppCore is caught", arguments: ["DataAccess", "AppCore"])
    func featureImportingDataOrApp(module: String) throws {
        try prepend(
            "import \(module)", to: "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift")
        let edge = "Features/ReadingPlan -> \(module == "DataAccess" ? "Data" : "App")"
        let found = try problems(edge)
        #expect(
            found.contains { $0.contains("ReadingPlanFeature imports \(module), but Feature may not use") })
        #expect(found.contains { $0.contains("no such module '\(module)'") })
    }

    @Test("Domain importing anything is caught")
    func domainImportingAnything() throws {
        try prepend("import Presentation", to: "Domain/Sources/ReadingPlanDomain/ReadingPlan.swift")
        let found = try problems("Domain -> Presentation")
        #expect(found.contains { $0.contains("imports Presentation, but Domain may not use Presentation") })
        #expect(found.contains { $0.contains("no such module 'Presentation'") })
    }

    @Test("A test's @testable import of a forbidden module is caught, naming the file and line")
    func testableImport() throws {
        try prepend(
            "@testable import DataAccess", to: "Presentation/Tests/PresentationTests/TextOutputTests.swift")
        let found = try problems("Presentation -> Data", compiler: false)
        #expect(
            found.contains {
                $0.contains("PresentationTests/TextOutputTests.swift:1: PresentationTests imports DataAccess")
            })
    }

    @Test("A forbidden manifest dependency is caught, and then the compiler sees the module")
    func manifestDependency() throws {
        let manifest = "Presentation/Package.swift"
        let text = try scratch.repository.read(manifest)
        try scratch.repository.write(
            manifest,
            text.replacingOccurrences(
                of: #".package(path: "../Domain")"#,
                with: #".package(path: "../Domain"), .package(path: "../Data")"#))
        let found = try problems("Presentation -> Data")
        #expect(found.contains { $0.contains("declares a dependency on Data") })
        #expect(found.contains { $0.contains("the compiler accepts `import DataAccess`") })
    }

    /// What no compiler states: the import scan alone refuses these (SwiftPM hands CSQLite's module map to every
    /// package above Data, and a test-support module compiles anywhere its package is visible).
    @Test(
        "A toolchain module outside the layer's list, Data's private module, or test support in production is caught",
        arguments: [
            (
                "import FoundationNetworking", "Domain/Sources/ReadingPlanDomain/ReadingPlan.swift",
                "imports FoundationNetworking"
            ),
            (
                "import CSQLite", "App/Sources/AppCore/Application.swift",
                "import CSQLite, which is private to Data"
            ),
            (
                "import DomainTestSupport",
                "Features/ReadingPlan/Sources/ReadingPlanFeature/ReadingPlanWorker.swift",
                "ReadingPlanFeature is not a test but imports DomainTestSupport"
            ),
        ])
    func scanOnly(line: String, file: String, message: String) throws {
        try prepend(line, to: file)
        let report = try Boundaries.check(scratch.repository, modules: nil)
        #expect(report.problems.contains { $0.contains(message) }, "\(report.problems)")
    }

    /// The preview's source, the one product file that may import test support.
    static let preview = "Features/ReadingPlan/Sources/ReadingPlanPreview/ReadingPlanPreview.swift"

    @Test("A preview's own context's fakes pass; another context's fakes are caught")
    func previewFakes() throws {
        #expect(try Boundaries.check(scratch.repository, modules: nil).problems.isEmpty)
        try prepend("import UsersDomainTestSupport", to: Self.preview)
        let report = try Boundaries.check(scratch.repository, modules: nil)
        #expect(
            report.problems.contains {
                $0.contains(
                    "ReadingPlanPreview is a preview and imports UsersDomainTestSupport, the fakes of UsersDomain, "
                        + "which it does not use")
            })
    }

    @Test(
        "A preview importing Data, App or another feature is caught by the import scan and the compiler",
        arguments: [("DataAccess", "Data"), ("AppCore", "App"), ("OrdersFeature", "Features/Orders")])
    func previewImportingForbidden(module: String, package: String) throws {
        try prepend("import \(module)", to: Self.preview)
        let found = try problems("Features/ReadingPlan -> \(package)")
        #expect(
            found.contains { $0.contains("ReadingPlanPreview imports \(module), but Feature may not use") })
        #expect(found.contains { $0.contains("no such module '\(module)'") })
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

    /// Inside App the packages meet, but architecture.json's targets narrow the rule (only Composition may use Data),
    /// and a target imports only what its own entry declares: SwiftPM's check accepts a module that a dependency
    /// brings along, and Swift Build checks nothing, so this is the check that holds on both engines.
    @Test(
        "Inside App a target may use only what its rule allows, and only what its own entry declares",
        arguments: [
            ("App/Sources/AppCore/Application.swift", "DataAccess", "may not use Data: only Composition may"),
            ("App/Sources/AppMain/Entrypoint.swift", "DataAccess", "may not use Data: only Composition may"),
            (
                "App/Sources/AppCore/Application.swift", "ReadingPlanDomain",
                "without depending on it: add its product to AppCore's dependencies"
            ),
        ])
    func targetRule(file: String, module: String, message: String) throws {
        try prepend("import \(module)", to: file)
        let target = file.split(separator: "/")[2]
        let found = try problems(module == "DataAccess" ? "App -> Data" : "App -> Domain", compiler: false)
        #expect(
            found.contains { $0.contains("\(file):1: \(target) imports \(module)") && $0.contains(message) })
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
