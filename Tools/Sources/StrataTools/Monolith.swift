import Foundation

/// The fair one-module comparison of the scaling table.
///
/// Every library source of a copy is one module, the two entry points (app, CrashWriter) are executables of one
/// file each, and every test, with the test support they share, is one test module. The features' previews are
/// left out: they are executables, not library code.
enum Monolith {
    /// Writes the one-module package into `into`; returns where each copied file of `repo` went.
    static func make(from repo: Repository, into: URL) throws(ToolFailure) -> [String: String] {
        let features = repo.contents(of: "Features").map { "Features/\($0)" }
        // App's library targets, whatever they are called; its entry point becomes the executable below.
        let app = repo.contents(of: "App/Sources").filter { $0 != "AppMain" }.map { "App/Sources/\($0)" }
        let sources =
            ["Domain/Sources", "Data/Sources/DataAccess", "Presentation/Sources"] + app
            + features.map { "\($0)/Sources" }
        let tests =
            ["Domain", "Data", "Presentation", "App", "Fuzz"].map { "\($0)/Tests" }
            + features.map { "\($0)/Tests" }
            + [
                "Data/Sources/DataTestSupport", "Fuzz/Sources/FuzzTargets", "Tests/AppTests",
                "Tests/DataCrashTests",
            ]
            + ["Tests/TestExecutables"]
        let homes = ["Domain", "Data", "Presentation", "App", "Fuzz"].map { "\($0)/Sources" } + ["Tests"]
        var own = Set(
            (homes + sources + tests).flatMap { repo.contents(of: $0).filter { !$0.hasSuffix(".swift") } })
        own.remove("CSQLite")  // the system library stays a module of its own in both layouts
        let output = Repository(root: into)
        var mapping: [String: String] = [:]
        func copy(_ folder: String, to module: String, test: Bool) throws(ToolFailure) {
            for path in repo.files(under: folder, endingIn: ".swift") {
                // Test support goes with the tests; a feature's preview is an executable of its own, which the
                // one-module layout has no counterpart for (its tests find no preview to start, and are not run).
                let folder = path.split(separator: "/").dropLast().last ?? ""
                if !test, folder.contains("TestSupport") || folder.hasSuffix("Preview") { continue }
                let name = path.replacingOccurrences(of: "/", with: "_")
                let replacement =
                    module == "Monolith" ? nil : (test ? "@testable import Monolith" : "import Monolith")
                try output.write(
                    "Sources/\(module)/\(name)", merged(try repo.read(path), own: own, as: replacement))
                mapping[path] = "Sources/\(module)/\(name)"
            }
        }
        for folder in sources { try copy(folder, to: "Monolith", test: false) }
        for support in repo.contents(of: "Domain/Sources") where support.hasSuffix("TestSupport") {
            try copy("Domain/Sources/\(support)", to: "MonolithTests", test: true)
        }
        for folder in tests { try copy(folder, to: "MonolithTests", test: true) }
        try copy("App/Sources/AppMain", to: "app", test: false)
        let crash = merged(try repo.read("Tests/CrashWriter/main.swift"), own: own, as: nil)
        try output.write("Sources/CrashWriter/main.swift", "import Monolith\n" + crash)
        let folders =
            "cp -R \(quoted(repo.url("Data/Sources/CSQLite").path)) Sources/ && mkdir -p Fuzz && "
            + "cp -R \(quoted(repo.url("Fuzz/Corpus").path)) Fuzz/"
        guard try output.run(["sh", "-c", folders]).status == 0 else {
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
        return mapping
    }

    /// `text` with its imports of the project's own modules gone: the first becomes `replacement`, if any.
    static func merged(_ text: String, own: Set<String>, as replacement: String?) -> String {
        var replaced = false
        return text.replacing(
            /^\s*(@testable\s+)?((public|internal|package)\s+)?import\s+(\w+)[ \t]*$/
                .anchorsMatchLineEndings()
        ) { match in
            guard own.contains(String(match.4)) else { return String(match.0) }
            defer { replaced = true }
            return replaced ? "" : replacement ?? ""
        }
    }
}
