import Foundation

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
        let found = try surfaces(modules, limit: policy.featurePublicAPILimit)
        let rows =
            [["PACKAGE", "PUBLIC", "OPEN", "TOTAL", "LIMIT"]]
            + found.map {
                [$0.package, "\($0.public)", "\($0.open)", "\($0.total)", $0.limit.map { "\($0)" } ?? "-"]
            }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }
            print(
                (cells + [index == 0 ? "VERDICT" : found[index - 1].over ? "OVER" : "ok"]).joined(
                    separator: "  "))
        }
        let over = found.filter(\.over)
        let limit = policy.featurePublicAPILimit
        guard over.isEmpty else {
            print(
                "\n\(over.count) feature package(s) over the public API limit of \(limit) (feature_public_api_limit):"
            )
            for surface in over {
                print(
                    "  - \(surface.package): \(surface.total) public/open declarations, \(surface.total - limit) over"
                )
            }
            return 1
        }
        let features = found.filter { $0.limit != nil }.count
        print("\nok: \(found.count) packages, \(features) features within \(limit) public declarations each.")
        return 0
    }

    /// Each package's count, sorted by path; a feature module no build holds cannot be counted.
    public static func surfaces(_ modules: [SymbolGraph.Module], limit: Int) throws(ToolFailure) -> [Surface]
    {
        let packages = Dictionary(grouping: modules, by: \.package)
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
