import Foundation

/// The dependency rule, as `architecture.json` states it: the layers, their packages, and what each may use.
public struct Policy: Sendable, Decodable {
    public struct Layer: Sendable, Decodable {
        public let name: String

        /// Package folders, each a path or a `Folder/*` pattern.
        public let packages: [String]
        public let mayDependOn: [String], toolchainModules: Set<String>

        /// The rule in a person's words, for the message that reports a broken one.
        public let why: String

        /// The rule inside the layer's packages: a target named here (or matching `*Suffix`) may depend only on
        /// the layers and the targets of its own package listed; any other target follows the layer's rule.
        public let targets: [String: [String]]?, targetsWhy: String?

        /// What the target `name` may depend on, when the layer says.
        public func rule(for name: String) -> [String]? {
            targets?.first {
                $0.key == name || ($0.key.hasPrefix("*") && name.hasSuffix($0.key.dropFirst()))
            }?
            .value
        }

        func forbids(_ other: String) -> String { "\(name) may not use \(other) (architecture.json: \(why))" }

        /// Why the target `name` may not depend on `what` (a layer, or a target of its package), or nil if it may:
        /// "AppMain may not use Data: only Composition may".
        func refusal(_ name: String, using what: String, in package: Manifest) -> String? {
            guard let own = rule(for: name), !own.contains(what) else { return nil }
            let allowed = package.targets.filter { !$0.isTest && rule(for: $0.name)?.contains(what) == true }
            let names = allowed.map(\.name).joined(separator: ", ")
            let only = allowed.isEmpty ? "no target of \(package.label) may" : "only \(names) may"
            return "\(name) may not use \(what): \(only) (architecture.json: \(targetsWhy ?? why))"
        }
    }

    public let layers: [Layer]
    public let testToolchainModules: Set<String>, testToolchainWhy: String, testSupportSuffix: String

    /// A feature's preview, the one executable that may import test support: its name's ending and its layer.
    public let previewSuffix: String, previewLayer: String

    /// Module name → the package folder that owns it and alone may import it.
    public let privateModules: [String: String]

    /// Packages beside the layers that a manifest may depend on for their plugins (Tools), never imported.
    public let toolPackages: [String]

    public init(_ repository: Repository) throws(ToolFailure) {
        let text = try repository.read("architecture.json")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do { self = try decoder.decode(Policy.self, from: Data(text.utf8)) } catch {
            throw ToolFailure("architecture.json is not the policy's JSON: \(error)", status: 2)
        }
        let names = Set(layers.map(\.name))
        if let layer = layers.first(where: { !Set($0.mayDependOn).isSubset(of: names) }) {
            throw ToolFailure("architecture.json: layer \(layer.name) names unknown layers", status: 2)
        }
    }

    public func isPreview(_ module: Manifest.Target, inLayer layer: String) -> Bool {
        module.kind == "executable" && module.name.hasSuffix(previewSuffix) && layer == previewLayer
    }

    public func layer(named name: String) -> Layer? { layers.first { $0.name == name } }

    public func allows(_ from: String, _ to: String) -> Bool {
        layer(named: from)?.mayDependOn.contains(to) ?? false
    }

    /// Every package folder a layer pattern names, with its layer, in the policy's order.
    func packageFolders(in repository: Repository) throws(ToolFailure) -> [(folder: String, layer: String)] {
        var found: [(folder: String, layer: String)] = []
        for layer in layers {
            for pattern in layer.packages {
                let parent = String(pattern.dropLast(2))
                let folders =
                    pattern.hasSuffix("/*")
                    ? repository.contents(of: parent).map { "\(parent)/\($0)" } : [pattern]
                for folder in folders where repository.exists("\(folder)/Package.swift") {
                    if let other = found.first(where: { $0.folder == folder }) {
                        throw ToolFailure(
                            "\(folder) matches layers \(other.layer) and \(layer.name)", status: 2)
                    }
                    found.append((folder, layer.name))
                }
            }
        }
        return found
    }
}
