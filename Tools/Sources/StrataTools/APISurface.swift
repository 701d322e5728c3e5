/// `strata api-surface`: counts each package's public and open declarations in the compiler's symbol
/// graphs, and fails a feature package over architecture.json's `feature_public_api_limit`.
///
/// A declaration counts once where it is written: an extension block, an enum case and a protocol's
/// requirement are part of what they belong to, and what the compiler synthesises has no file.
public enum APISurface {
    /// One package's count.
    public struct Surface: Sendable {
        public let package: String
        public let `public`: Int
        public let open: Int
        /// Only a feature package has one.
        public let limit: Int?

        public var total: Int { `public` + open }
        public var over: Bool { limit.map { total > $0 } ?? false }
    }

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        try arguments.finish()
        let (policy, modules) = try SymbolGraph.modules(repository)
        let limit = policy.featurePublicAPILimit
        let found = try surfaces(modules, limit: limit)
        let rows =
            [["PACKAGE", "PUBLIC", "OPEN", "TOTAL", "LIMIT", "VERDICT"]]
            + found.map {
                [
                    $0.package, "\($0.public)", "\($0.open)", "\($0.total)", $0.limit.map(String.init) ?? "-",
                    $0.over ? "OVER" : "ok",
                ]
            }
        for row in rows {
            print(
                row.indices.map { column in
                    let pad = String(
                        repeating: " ", count: (rows.map { $0[column].count }.max() ?? 0) - row[column].count)
                    return column == 0 ? row[0] + pad : column == 5 ? row[5] : pad + row[column]
                }.joined(separator: "  "))
        }
        let over = found.filter(\.over)
        print(
            over.isEmpty
                ? "\nok: \(found.count) packages, \(found.filter { $0.limit != nil }.count) features within \(limit) public declarations each."
                : "\n\(over.count) feature package(s) over the public API limit of \(limit) (feature_public_api_limit):"
        )
        for surface in over {
            print(
                "  - \(surface.package): \(surface.total) public/open declarations, \(surface.total - limit) over"
            )
        }
        return over.isEmpty ? 0 : 1
    }

    /// Each package's count, sorted by path; a feature module no build holds cannot be counted.
    ///
    /// Only library modules count: no package can depend on an executable (App's entry point, a feature's
    /// preview), so what one declares is no one's API, and Swift Build emits no module for it to read.
    public static func surfaces(_ modules: [SymbolGraph.Module], limit: Int) throws(ToolFailure) -> [Surface]
    {
        let packages = Dictionary(grouping: modules.filter { $0.target.kind == "regular" }, by: \.package)
        return try packages.keys.sorted().map { package throws(ToolFailure) in
            let modules = packages[package] ?? []
            let isFeature = modules.first?.layer == "Feature"
            if isFeature, let missing = modules.first(where: { $0.symbols == nil }) {
                throw ToolFailure(
                    "\(missing.target.name) is in no build: run `make test-swift` first", status: 2)
            }
            let declared = modules.flatMap { $0.symbols ?? [] }.filter {
                $0.file != nil && !$0.isRequirement && $0.kind != "extension" && $0.kind != "enum.case"
            }
            return Surface(
                package: package, public: declared.filter { $0.access == "public" }.count,
                open: declared.filter { $0.access == "open" }.count, limit: isFeature ? limit : nil)
        }
    }
}
