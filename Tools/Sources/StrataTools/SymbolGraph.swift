import Foundation

/// What the compiler knows about the packages' modules: each declaration's kind, access level and file.
///
/// A module's graph comes from `swift symbolgraph-extract` over the module a build already compiled: the
/// root package's test build (`.build`, which `make test` makes anyway), else the package's own (Tools).
/// A debug build is testable, so internal declarations are in it; private ones are too, but without
/// their file (the module's source info leaves them out), so no check sees them.
public enum SymbolGraph {
    /// One declaration.
    public struct Symbol: Sendable {
        /// Without `swift.`: struct, class (an actor too), enum, protocol, typealias, func, method, extension
        /// (a block extending another module's type), ...; `path` is ["Loan", "id"], one name at the top.
        public let kind: String, path: [String], access: String
        /// The declaring file, relative to the repository; nil for what the compiler wrote.
        public let file: String?
        public let line: Int
        /// Declared inside an extension; one of a protocol's requirements.
        public let inExtension, isRequirement: Bool
    }

    /// A module of a package, with its symbols (nil when no build holds it).
    public struct Module: Sendable {
        public let package: String
        /// The package's layer; nil for a package beside the layers (Fuzz, Tools).
        public let layer: String?
        public let target: Manifest.Target
        public let symbols: [Symbol]?
    }

    /// Every library and executable module of every package but the root (which holds only tests).
    public static func modules(_ repository: Repository) throws(ToolFailure) -> (Policy, [Module]) {
        let layout = try Layout(repository)
        let layered = Set(layout.packages.map(\.folder))
        let others = try Manifest.load(
            repository.contents(of: ".").filter {
                !$0.hasPrefix(".") && !layered.contains($0) && repository.exists("\($0)/Package.swift")
            }, in: repository)
        let packages = layout.packages.map { ($0.layer as String?, $0.manifest) } + others.map { (nil, $0) }
        let moduleMaps = packages.flatMap { $0.1.targets }.filter { $0.kind == "system" }.map {
            "-fmodule-map-file=" + repository.url("\($0.folder)/module.modulemap").path
        }
        let flags = try target(repository) + moduleMaps.flatMap { ["-Xcc", $0] }
        let wanted = packages.flatMap { package in
            package.1.targets.filter { ["regular", "executable"].contains($0.kind) }.map { (package, $0) }
        }
        // The root's test build and Tools' own, on the engine this run was asked for: each engine lays out its
        // folders its own way (`--show-bin-path`). Swift Build emits no module for an executable (AppMain), so
        // there file-names reads that one file on native only.
        let engine = try BuildEngine.current
        let builds = try [engine.modules(of: repository), engine.modules(of: repository, package: "Tools")]
            .map(repository.relative)
        let modules = try concurrently(wanted.count) { index throws(ToolFailure) in
            let ((layer, manifest), target) = wanted[index]
            let folder = builds.first { repository.exists("\($0)/\(target.name).swiftmodule") }
            let symbols = try folder.map { folder throws(ToolFailure) in
                try extract(target.name, from: folder, flags, repository)
            }
            return Module(package: manifest.folder, layer: layer, target: target, symbols: symbols)
        }
        let unread = modules.filter { $0.symbols == nil }.map(\.target.folder).joined(separator: ", ")
        if !unread.isEmpty {
            FileHandle.standardError.write(Data("not in a build, not read: \(unread)\n".utf8))
        }
        return (layout.policy, modules)
    }

    /// The compiler's `-target` (and `-sdk`, on a Mac) for this machine.
    static func target(_ repository: Repository) throws(ToolFailure) -> [String] {
        let info = try repository.run(["swiftc", "-print-target-info"]).output
        guard let json = try? JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
            let triple = (json["target"] as? [String: Any])?["triple"] as? String
        else { throw ToolFailure("cannot read `swiftc -print-target-info`", status: 2) }
        return ["-target", triple]
            + (((json["paths"] as? [String: Any])?["sdkPath"] as? String).map { ["-sdk", $0] } ?? [])
    }

    /// The symbols of one module built in `folder` (relative to the repository).
    static func extract(
        _ module: String, from folder: String, _ flags: [String], _ repository: Repository
    ) throws(ToolFailure) -> [Symbol] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let result = try repository.run(
            [
                "swift", "symbolgraph-extract", "-module-name", module, "-I", repository.url(folder).path,
                "-minimum-access-level", "private", "-emit-extension-block-symbols",
                "-skip-synthesized-members",
                "-output-dir", output.path,
            ] + flags)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        guard result.status == 0, !files.isEmpty else {
            throw ToolFailure(
                "cannot read the symbol graph of \(module) in \(folder):\n\(result.errors)", status: 2)
        }
        var symbols: [Symbol] = []
        for name in files {
            guard let data = try? Data(contentsOf: output.appendingPathComponent(name)),
                let graph = try? JSONDecoder().decode(Graph.self, from: data)
            else { throw ToolFailure("\(module): \(name) is no symbol graph", status: 2) }
            let requirements = Set(
                graph.relationships.filter { $0.kind?.hasSuffix("equirementOf") == true }.map(\.source))
            symbols += graph.symbols.map { symbol in
                Symbol(
                    kind: String((symbol.kind.identifier ?? "").dropFirst("swift.".count)),
                    path: symbol.pathComponents,
                    access: symbol.accessLevel,
                    file: symbol.location.flatMap { URL(string: $0.uri) }.map(repository.relative),
                    line: (symbol.location?.position["line"] ?? -1) + 1,
                    inExtension: symbol.swiftExtension != nil || symbol.kind.identifier == "swift.extension",
                    isRequirement: requirements.contains(symbol.identifier.precise))
            }
        }
        return symbols
    }

    /// The parts of a `.symbols.json` file the checks read.
    private struct Graph: Decodable {
        struct Field: Decodable { let identifier, precise, uri, kind, source: String? }
        struct Entry: Decodable {
            struct Location: Decodable {
                let uri: String
                let position: [String: Int]
            }
            let kind, identifier: Field
            let pathComponents: [String]
            let accessLevel: String
            let location: Location?
            let swiftExtension: Field?
        }
        let symbols: [Entry]
        let relationships: [Field]
    }
}
