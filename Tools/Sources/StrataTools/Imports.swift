import Foundation

/// `strata imports`: the rule for each target's imports and listed dependencies.
///
/// Every build that reaches App runs it a target at a time (`--target`, from the build-tool plugin StrataImports,
/// decision 0023); `make` runs it before a package built alone (`--package`), whose build runs no plugin.
enum Imports {
    /// A break of the rule at a line of a source or a manifest; a warning: a dependency that no source imports.
    struct Finding: Sendable {
        let file: String, line: Int, message: String, to: String?, isWarning: Bool

        var place: String { "\(file):\(line)" }

        /// `/path/File.swift:3:1: error: ...`: the line Xcode, VS Code and a terminal put on its place.
        func diagnostic(_ repository: Repository) -> String {
            "\(repository.url(file).path):\(line):1: \(isWarning ? "warning" : "error"): \(message)"
        }
    }

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let (packages, target) = try (arguments.values("--package"), arguments.values("--target"))
        let (graph, output) = try (arguments.values("--graph"), arguments.values("--output"))
        let strict = arguments.flag("--strict")
        try arguments.finish()
        if !target.isEmpty, let graph = graph.first, let output = output.first {
            return try checkInBuild(repository, targets: target, graph: graph, output: output, strict: strict)
        }
        // Every package is read (their manifests' dumps are kept), so that an import from outside the package is
        // named as every build names it.
        let report = try Boundaries.check(
            repository, modules: nil, onlyFrom: packages.isEmpty ? nil : packages)
        for finding in report.findings { printError(finding.diagnostic(repository)) }
        for problem in report.general { printError("error: \(problem)") }
        let breaks = report.findings.filter { !$0.isWarning }.count + report.general.count
        guard breaks > 0 else { return 0 }
        let summary =
            "\(breaks) break(s) of architecture.json's rule in imports and manifests; nothing was built"
        printError("imports: " + summary)
        return 1
    }

    /// One package folder's targets in a build: their breaks as the build's diagnostics.
    ///
    /// The graph is the plugin's, a line a target (name, kind, folder, the targets it lists); `output`, which the
    /// build waits for, is written once they hold. A target of no layer's package (Tools', Fuzz's) has none.
    static func checkInBuild(
        _ repository: Repository, targets checked: [String], graph: String, output: String, strict: Bool
    ) throws(ToolFailure) -> Int32 {
        guard let text = try? String(contentsOfFile: graph, encoding: .utf8) else {
            throw ToolFailure("cannot read the build's graph \(graph)", status: 2)
        }
        let targets = text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t").map(String.init)
            let kind = ["executable", "test", "system"].contains(fields[1]) ? fields[1] : "regular"
            // fields[2], the folder, is relative to the repository.
            return Manifest.Target(
                name: fields[0], kind: kind, folder: fields[2], targets: Array(fields.dropFirst(3)),
                products: [], pkgConfig: nil)
        }
        let policy = try Policy(repository)
        let packages = try policy.packageFolders(in: repository).map { place in
            let own = targets.filter { $0.folder.hasPrefix(place.folder + "/") }
            return Layout.Package(layer: place.layer, manifest: Manifest(folder: place.folder, targets: own))
        }
        let layout = Layout(policy: policy, packages: packages)
        let found = layout.packages.flatMap { package in
            package.manifest.targets.filter { checked.contains($0.name) }.flatMap {
                findings(of: $0, in: package, layout, repository)
            }
        }
        for finding in found { printError(finding.diagnostic(repository)) }
        guard found.allSatisfy({ $0.isWarning && !strict }) else { return 1 }
        // Written once: a newer file would compile again the target that uses the plugin.
        guard !FileManager.default.fileExists(atPath: output) else { return 0 }
        let note = "// strata imports checked \(checked.joined(separator: ", ")) against architecture.json.\n"
        guard FileManager.default.createFile(atPath: output, contents: Data(note.utf8)) else {
            throw ToolFailure("cannot write \(output)", status: 2)
        }
        return 0
    }

    /// The breaks of one target: each dependency its manifest lists that the rule refuses, each import the rule
    /// refuses or the target does not list, and (warnings) each listed dependency that none of its sources imports.
    static func findings(
        of module: Manifest.Target, in package: Layout.Package, _ layout: Layout, _ repository: Repository,
        readSources: Bool = true
    ) -> [Finding] {
        let (policy, from, manifest) = (layout.policy, package.folder, "\(package.folder)/Package.swift")
        guard let layer = policy.layer(named: package.layer) else { return [] }
        // The target's line in its manifest (a product may name it first): where a manifest's break is shown.
        let lines = ((try? repository.read(manifest)) ?? "").components(separatedBy: "\n")
        let named = lines.indices.filter { lines[$0].contains("name: \"\(module.name)\"") }
        let declared =
            1 + (named.first { (lines[$0] + lines[max($0 - 1, 0)]).contains(/arget\(|Library\(/) } ?? 0)
        var found: [Finding] = []
        let outside = { (owner: Layout.Package?) in owner.flatMap { $0.folder == from ? nil : $0 } }
        func say(_ file: String, _ line: Int, _ text: String, _ to: Layout.Package?, warning: Bool = false) {
            let (message, to) = ("\(module.name) \(text)", outside(to)?.folder)
            found.append(Finding(file: file, line: line, message: message, to: to, isWarning: warning))
        }
        // Why the rule refuses a use of `what`, a module or a product, that `other` (another package or none) owns.
        let refusal = { (what: String, other: Layout.Package?) in
            layer.refusal(module.name, using: other?.layer ?? what, in: package.manifest)
                ?? other.flatMap { policy.allows(package.layer, $0.layer) ? nil : layer.forbids($0.layer) }
        }
        // What it lists: a target (its package's, or any in a root that holds them all) or another package's product.
        let uses: [(listed: String, brings: [String], owner: Layout.Package?)] =
            module.targets.map { ($0, [$0], layout.owner(of: $0)) }
            + module.products.map { product in
                let owner = layout.packages.first { $0.manifest.identity == product.package.lowercased() }
                return (product.name, owner?.manifest.products[product.name] ?? [product.name], owner)
            }
        for use in uses {
            guard let refusal = refusal(use.listed, outside(use.owner)) else { continue }
            say(manifest, declared, "lists \(use.listed), but \(refusal)", use.owner)
        }
        guard readSources, module.kind != "system" else { return found }
        var toolchain = layer.toolchainModules.union(["Swift", "_Concurrency"])
        if module.isTest { toolchain.formUnion(policy.testToolchainModules) }
        let imports = repository.files(under: module.folder, endingIn: ".swift").flatMap { file in
            SwiftSource.imports((try? repository.read(file)) ?? "").map { (file: file, found: $0) }
        }
        let support = policy.testSupportSuffix
        for (file, (line, name)) in imports {
            guard let owner = layout.owner(of: name) else {
                let tests = module.isTest ? " (tests: \(policy.testToolchainWhy))" : ""
                let unknown =
                    "imports \(name), which is neither a module of this repository's layers nor a toolchain module "
                    + "allowed in layer \(package.layer)\(tests)"
                if !toolchain.contains(name) { say(file, line, unknown, nil) }
                continue
            }
            let (other, context) = (outside(owner), String(name.dropLast(support.count)))
            if name.hasSuffix(support) && !module.isTest && !module.name.hasSuffix(support) {
                // A preview runs its feature over the fakes of a context it uses itself.
                if !policy.isPreview(module, inLayer: package.layer) {
                    let only = "only tests, previews and test support may"
                    say(file, line, "is not a test but imports \(name): \(only)", nil)
                    continue
                } else if !(layout.owner(of: context).map { module.uses(context, of: $0) } ?? false) {
                    let fakes = "the fakes of \(context), which it does not use"
                    say(file, line, "is a preview and imports \(name), \(fakes)", nil)
                    continue
                }
            }
            let home = other == nil ? nil : policy.privateModules[name].map { "which is private to \($0)" }
            if let refused = home ?? refusal(name, other).map({ "but \($0)" }) {
                say(file, line, "imports \(name), \(refused)", owner)
            } else if !module.uses(name, of: owner) {
                // Declared by no dependency of this target: a module reachable through another's.
                let add = other.map { RootManifest.reference(name, $0.manifest.label) } ?? "\"\(name)\""
                let advice = "add \(add) to \(module.name)'s dependencies in \(manifest)"
                say(file, line, "imports \(name) without depending on it: \(advice)", owner)
            }
        }
        // A listed dependency no source imports; a preview lists the context whose fakes it imports, as the rule asks.
        let names = imports.map(\.found.module)
        let contexts = names.filter { $0.hasSuffix(support) }.map { String($0.dropLast(support.count)) }
        let imported = Set(names + contexts)
        for use in uses where !use.brings.contains(where: imported.contains) {
            // A test lists an executable to run it: built, not imported.
            let executable = use.brings.contains { name in
                layout.owner(of: name)?.manifest.targets.first { $0.name == name }?.kind == "executable"
            }
            let unused = "lists \(use.listed), but none of its sources imports it: remove it"
            if !executable { say(manifest, declared, unused, use.owner, warning: true) }
        }
        return found
    }
}
