import Foundation
import Testing

/// Every "nothing depends on X" in the README and docs/, read against the manifests: a package that
/// gains a dependent fails here until the sentence says who depends on it.
@Suite("The docs' claims about dependents")
struct DependencyClaimsTests {
    static let root = RouteDocsTests.root

    /// Each package folder (`App`, `Features/Orders`, `.` for the root), with the folders its manifest
    /// names in `.package(path:)`.
    static func dependencies() throws -> [String: Set<String>] {
        let folders =
            ["."] + (try FileManager.default.contentsOfDirectory(atPath: root.path))
            + (try FileManager.default.contentsOfDirectory(atPath: root.path + "/Features")).map {
                "Features/" + $0
            }
        var edges: [String: Set<String>] = [:]
        for folder in folders {
            let manifest = root.appendingPathComponent(folder + "/Package.swift")
            guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { continue }
            edges[folder] = Set(
                text.matches(of: /\.package\(path: "([^"]+)"\)/).map {
                    root.appendingPathComponent(folder + "/" + $0.1).standardized.path
                        .replacingOccurrences(of: root.standardized.path + "/", with: "")
                })
        }
        return edges
    }

    /// Each "nothing depends on A[, B] [and|or C]" and "no layer depends on A" in the README and docs/:
    /// the file, whether only layers are meant, and the packages named.
    static func claims() throws -> [(file: String, layersOnly: Bool, packages: [String])] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.path + "/docs").map {
            "docs/" + $0
        }
        return try (["README.md"] + docs).filter { $0.hasSuffix(".md") }.flatMap { file in
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: "\n", with: " ")
            return text.matches(
                of: /([Nn]othing|[Nn]o layer) depends on ((?:`?[A-Z]\w*`?(?:, | and | or )?)+)/
            ).map {
                let named = $0.2.split(whereSeparator: { !$0.isLetter }).map(String.init)
                return (file, $0.1.lowercased() == "no layer", named.filter { $0.first?.isUppercase == true })
            }
        }
    }

    @Test("a package the docs say nothing (or no layer) depends on has no such dependent in any manifest")
    func nothingDependsOn() throws {
        let edges = try Self.dependencies()
        let claims = try Self.claims()
        #expect(claims.count >= 4, "the claims were not found: \(claims)")
        let layers = ["Domain", "Data", "Presentation", "App"]
        for (file, layersOnly, packages) in claims {
            for package in packages {
                let dependents = edges.filter { folder, uses in
                    (!layersOnly || layers.contains(folder) || folder.hasPrefix("Features/"))
                        && uses.contains { $0 == package || $0.hasSuffix("/" + package) }
                }
                #expect(
                    dependents.isEmpty,
                    "\(file) says nothing depends on \(package): \(dependents.keys.sorted())")
            }
        }
    }
}
