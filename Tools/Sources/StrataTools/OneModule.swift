import Foundation

/// The floor the modules are measured against: a copy's library sources as one module, its tests as one more.
enum OneModule {
    static let target = "Strata"
    /// Where `file` of the repository lands in the one-module copy: `a/b.swift` as `Sources/Strata/a_b.swift`.
    static func path(of file: String, in target: String = target) -> String {
        "Sources/\(target)/" + file.replacingOccurrences(of: "/", with: "_")
    }
    /// Writes the one-module package into `into`: previews and the test executables are left out.
    static func make(from repo: Repository, into: URL) throws(ToolFailure) {
        let packages =
            ["Domain", "Data", "Presentation", "App", "Fuzz"]
            + repo.contents(of: "Features").map {
                "Features/\($0)"
            }
        let folders = (packages.flatMap { ["\($0)/Sources", "\($0)/Tests"] } + ["Tests"]).flatMap { parent in
            repo.contents(of: parent).map { "\(parent)/\($0)" }
        }
        let own = Set(folders.map { String($0.split(separator: "/").last ?? "") }).subtracting(["CSQLite"])
        let modules = folders.filter {
            !$0.contains(/(Preview|AppMain|fuzz|CSQLite|CrashWriter|TerminalRunner)$/)
        }
        let tests = modules.filter { $0.contains(/Tests\/|TestSupport$|FuzzTargets$/) }
        let imports = /^\s*(@testable\s+)?(\w+\s+)?import\s+(\w+)[ \t]*$/.anchorsMatchLineEndings()
        let output = Repository(root: into)
        // Each file without its imports of the project's modules, importing `module` instead if it had any.
        func copy(_ folders: [String], to target: String, importing module: String) throws(ToolFailure) {
            for file in folders.flatMap({ repo.files(under: $0, endingIn: ".swift") }) {
                let text = try repo.read(file)
                let own = text.replacing(imports) { own.contains(String($0.3)) ? "" : String($0.0) }
                try output.write(path(of: file, in: target), own == text ? text : module + own)
            }
        }
        try copy(modules.filter { !tests.contains($0) }, to: target, importing: "")
        try copy(tests, to: target + "Tests", importing: "@testable import \(target)\n")
        try copy(["App/Sources/AppMain"], to: "app", importing: "import \(target)\n")
        // SQLite's module map, the Swift Build wrapper, and one module's words, so that `Bundle.module` exists.
        let (from, to) = (quoted(repo.root.path), quoted(into.path))
        let cp =
            "cp -R \(from)/Data/Sources/CSQLite \(to)/Sources && mkdir -p \(to)/Tools && "
            + "cp -R \(from)/Tools/scripts \(to)/Tools && "
            + "cp -R \(from)/Presentation/Sources/Presentation/Resources \(to)/Sources/\(target)"
        guard try output.run(["sh", "-c", cp]).status == 0 else {
            throw ToolFailure("bench: cannot copy into \(into.path)", status: 2)
        }
        try output.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "\(target)", defaultLocalization: "en", targets: [
                .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
                .target(name: "\(target)", dependencies: ["CSQLite"], resources: [.process("Resources")]),
                .executableTarget(name: "app", dependencies: ["\(target)"]),
                .testTarget(name: "\(target)Tests", dependencies: ["\(target)"]),
            ], swiftLanguageModes: [.v6])

            """)
    }
}
