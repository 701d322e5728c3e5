import Foundation

/// The floor the modules are measured against: a copy's library sources as one module, its tests as one more.
extension Bench {
    static let oneModule = "Strata"
    /// Where `file` of the repository lands in the one-module copy: `a/b.swift` as `Sources/Strata/a_b.swift`.
    static func oneModulePath(_ file: String, in target: String = oneModule) -> String {
        "Sources/\(target)/" + file.replacingOccurrences(of: "/", with: "_")
    }
    /// Writes the one-module package into `into`, without the previews and the test executables.
    func makeOneModule(from repo: Repository, into: URL) throws(ToolFailure) {
        // Every target the root declares, from its manifest: its libraries and tests are copied; the executables
        // (previews, the app's entry, the tests' helpers) stay out, and CSQLite stays a module of its own.
        let targets = try Manifest(folder: ".", in: repo).targets.filter { $0.kind != "system" }
        let own = Set(targets.map(\.name))
        let copied = targets.filter { ["regular", "test"].contains($0.kind) }
        let tests = copied.filter { $0.isTest || $0.folder.contains(/^Tests\/|TestSupport$|FuzzTargets$/) }
            .map(\.folder)
        let imports = /^\s*(@testable\s+)?(\w+\s+)?import\s+(\w+)[ \t]*$/.anchorsMatchLineEndings()
        let (target, output) = (Bench.oneModule, Repository(root: into))
        // Each file without its imports of the project's modules, importing `module` instead if it had any.
        func copy(_ folders: [String], to target: String, importing module: String) throws(ToolFailure) {
            for file in folders.flatMap({ repo.files(under: $0, endingIn: ".swift") }) {
                let text = try repo.read(file)
                let own = text.replacing(imports) { own.contains(String($0.3)) ? "" : String($0.0) }
                try output.write(Bench.oneModulePath(file, in: target), own == text ? text : module + own)
            }
        }
        try copy(copied.map(\.folder).filter { !tests.contains($0) }, to: target, importing: "")
        try copy(tests, to: target + "Tests", importing: "@testable import \(target)\n")
        try copy(["App/Sources/AppMain"], to: "app", importing: "import \(target)\n")
        // SQLite's module map, the Swift Build wrapper, and one module's words, so that `Bundle.module` exists.
        let (from, to) = (quoted(repo.root.path), quoted(into.path))
        let cp =
            "cp -R \(from)/Data/Sources/CSQLite \(to)/Sources && mkdir \(to)/Tools && cp -R \(from)/Tools/scripts "
            + "\(to)/Tools && cp -R \(from)/Presentation/Sources/Presentation/Resources \(to)/Sources/\(target)"
        try run(["sh", "-c", cp], in: into)
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "\(target)", defaultLocalization: "en", targets: [
                .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
                .target(name: "\(target)", dependencies: ["CSQLite"], resources: [.process("Resources")]),
                .executableTarget(name: "app", dependencies: ["\(target)"]),
                .testTarget(name: "\(target)Tests", dependencies: ["\(target)"]),
            ], swiftLanguageModes: [.v6])\n
            """
        try output.write("Package.swift", manifest)
    }
}
