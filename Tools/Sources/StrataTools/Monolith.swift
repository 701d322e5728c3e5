import Foundation

/// The scaling table's fair comparison: a copy's library sources as one module, and its tests as one test module.
enum Monolith {
    /// Writes the one-module package into `into`: each library source `a/b.swift` as `Sources/Monolith/a_b.swift`.
    static func make(from repo: Repository, into: URL) throws(ToolFailure) {
        let features = repo.contents(of: "Features").map { "Features/\($0)" }
        let layers = ["Domain", "Data", "Presentation", "App", "Fuzz"] + features
        // Every module's folder: in each layer's and feature's Sources and Tests, and in the root package's Tests.
        let folders = (layers.flatMap { ["\($0)/Sources", "\($0)/Tests"] } + ["Tests"]).flatMap { parent in
            repo.contents(of: parent).map { "\(parent)/\($0)" }
        }
        // The system library stays a module of its own in both layouts.
        let own = Set(folders.map { String($0.split(separator: "/").last ?? "") }).subtracting(["CSQLite"])
        // Executables: the app's and CrashWriter's entry points become their own below; the others are left out.
        let mains = ["App/Sources/AppMain", "Tests/CrashWriter", "Tests/TerminalRunner", "Fuzz/Sources/fuzz"]
        let modules = folders.filter { !mains.contains($0) }
        let tests = modules.filter { $0.contains(/Tests\/|TestSupport$|FuzzTargets$/) }
        let sources = modules.filter { $0.contains("/Sources/") && !$0.hasSuffix("Preview") }
        let imports = /^\s*(@testable\s+)?(\w+\s+)?import\s+(\w+)[ \t]*$/.anchorsMatchLineEndings()
        let strip = { (s: String) in s.replacing(imports) { own.contains(String($0.3)) ? "" : String($0.0) } }
        let output = Repository(root: into)
        // Each file without its imports of the project's modules, importing `module` instead if it had any.
        func copy(_ folders: [String], to target: String, importing module: String) throws(ToolFailure) {
            for path in folders.flatMap({ repo.files(under: $0, endingIn: ".swift") }) {
                let text = try repo.read(path)
                let name = "Sources/\(target)/" + path.replacingOccurrences(of: "/", with: "_")
                try output.write(name, strip(text) == text ? text : module + strip(text))
            }
        }
        try copy(sources.filter { !tests.contains($0) }, to: "Monolith", importing: "")
        try copy(tests, to: "MonolithTests", importing: "@testable import Monolith\n")
        try copy(["App/Sources/AppMain"], to: "app", importing: "import Monolith\n")
        let crash = strip(try repo.read("Tests/CrashWriter/main.swift"))
        try output.write("Sources/CrashWriter/main.swift", "import Monolith\n" + crash)
        let from = quoted(repo.root.path)
        let cp = "cp -R \(from)/Data/Sources/CSQLite Sources && mkdir Fuzz && cp -R \(from)/Fuzz/Corpus Fuzz"
        guard try output.run(["sh", "-c", cp]).status == 0 else {
            throw ToolFailure("bench: cannot copy CSQLite and the fuzz corpus into \(into.path)", status: 2)
        }
        try output.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "Monolith", platforms: [.macOS(.v13), .iOS(.v16)], targets: [
                .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
                .target(name: "Monolith", dependencies: ["CSQLite"]),
                .executableTarget(name: "app", dependencies: ["Monolith"]),
                .executableTarget(name: "CrashWriter", dependencies: ["Monolith"]),
                .testTarget(name: "MonolithTests", dependencies: ["Monolith", "app", "CrashWriter"]),
            ], swiftLanguageModes: [.v6])

            """)
    }
}
