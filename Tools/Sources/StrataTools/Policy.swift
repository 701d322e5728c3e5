import Foundation

/// The dependency rule, as `architecture.json` states it: the layers, which packages each holds, and
/// which layers and toolchain modules each may use.
public struct Policy: Sendable {
    public struct Layer: Sendable {
        public let name: String
        /// Package folders, each a path or a `Folder/*` pattern.
        public let packages: [String]
        public let mayDependOn: [String]
        public let toolchainModules: Set<String>
        /// The rule in a person's words, for the message that reports a broken one.
        public let why: String
    }

    public let layers: [Layer]
    public let testToolchainModules: Set<String>
    public let testSupportSuffix: String
    /// The name ending of a feature's preview: the one executable of a package of `previewLayer` that may
    /// import test-support modules, those of the contexts it uses itself.
    public let previewSuffix: String
    public let previewLayer: String
    /// Module name → the package folder that owns it and alone may import it.
    public let privateModules: [String: String]

    public init(_ repository: Repository) throws(ToolFailure) {
        let text = try repository.read("architecture.json")
        guard let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let layers = json["layers"] as? [[String: Any]]
        else { throw ToolFailure("architecture.json is not the policy's JSON", status: 2) }
        self.layers = layers.map { layer in
            Layer(
                name: layer["name"] as? String ?? "",
                packages: layer["packages"] as? [String] ?? [],
                mayDependOn: layer["may_depend_on"] as? [String] ?? [],
                toolchainModules: Set(layer["toolchain_modules"] as? [String] ?? []),
                why: layer["why"] as? String ?? "")
        }
        testToolchainModules = Set(json["test_toolchain_modules"] as? [String] ?? [])
        testSupportSuffix = json["test_support_suffix"] as? String ?? "TestSupport"
        previewSuffix = json["preview_suffix"] as? String ?? "Preview"
        previewLayer = json["preview_layer"] as? String ?? "Feature"
        privateModules = json["private_modules"] as? [String: String] ?? [:]
        let names = Set(self.layers.map(\.name))
        for layer in self.layers where !Set(layer.mayDependOn).isSubset(of: names) {
            throw ToolFailure(
                "architecture.json: layer \(layer.name) names unknown layers \(layer.mayDependOn.filter { !names.contains($0) })",
                status: 2)
        }
    }

    /// Whether `module`, in a package of `layer`, is a feature's preview.
    public func isPreview(_ module: Manifest.Target, inLayer layer: String) -> Bool {
        module.kind == "executable" && module.name.hasSuffix(previewSuffix) && layer == previewLayer
    }

    public func layer(named name: String) -> Layer? {
        layers.first { $0.name == name }
    }

    /// Whether a package of layer `from` may depend on a package of layer `to`.
    public func allows(_ from: String, _ to: String) -> Bool {
        layer(named: from)?.mayDependOn.contains(to) ?? false
    }

    /// Every package folder a layer pattern names, with its layer, in the policy's order.
    public func packageFolders(in repository: Repository) throws(ToolFailure) -> [(
        folder: String, layer: String
    )] {
        var found: [(folder: String, layer: String)] = []
        for layer in layers {
            for pattern in layer.packages {
                let folders: [String]
                if pattern.hasSuffix("/*") {
                    let parent = String(pattern.dropLast(2))
                    folders = repository.contents(of: parent).map { "\(parent)/\($0)" }
                } else {
                    folders = [pattern]
                }
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
