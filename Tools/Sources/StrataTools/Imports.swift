import Foundation

/// `strata imports`: the rule for each target's imports and listed dependencies.
///
/// Every build that reaches App runs it a target at a time (`--target`, from the build-tool plugin StrataImports, decision 0023); `make` runs it before a
/// package built alone (`--package`), whose build runs no plugin. Each break is one compiler-style line.
enum Imports {
    /// A break of the rule at a line of a source or a manifest, or (a warning) a dependency no source imports.
    struct Finding: Sendable {
        let file: String, line: Int, message: String
        /// The package folder the break reaches, when it is another package.
        let to: String?
        var isWarning = false

        var place: String { "\(file):\(line)" }
        /// `/path/File.swift:3:1: error: ...`: where Xcode, VS Code and a terminal put it on its line.
        func diagnostic(_ repository: Repository) -> String {
            "\(repository.url(file).path):\(line):1: \(isWarning ? "warning" : "error"): \(message)"
        }
    }

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let packages = try arguments.values("--package")
        let (target, graph, output) = try (
            arguments.values("--target"), arguments.values("--graph"), arguments.values("--output")
        )
        try arguments.finish()
        if let target = target.first, let graph = graph.first, let output = output.first {
            return try checkInBuild(repository, target: target, graph: graph, output: output)
        }
        // A package alone reads only its closure (the same cost at 4 features or 100); an import from outside it
        // is then named by the whole layout, so the line is the one every build gives.
        let closure = packages.isEmpty ? nil : try Layout(repository, closureOf: packages)
        var report = try Boundaries.check(
            repository, modules: nil, layout: closure, onlyFrom: closure.map { _ in packages })
        if !report.holds, closure != nil {
            report = try Boundaries.check(repository, modules: nil, onlyFrom: packages)
        }
        for finding in report.findings { printError(finding.diagnostic(repository)) }
        for problem in report.general { printError("error: \(problem)") }
        let breaks = report.findings.filter { !$0.isWarning }.count + report.general.count
        guard breaks > 0 else { return 0 }
        printError(
            "imports: \(breaks) break(s) of the dependency rule in imports and listed dependencies, so nothing was "
                + "built (architecture.json; `make boundaries` checks every pair)")
        return 1
    }

    /// One target of a build, described by the plugin's graph (a line a target: name, kind, folder, what it lists):
    /// its breaks as the build's errors, and `output`, the file the build waits for, written once it holds.
    static func checkInBuild(_ repository: Repository, target: String, graph: String, output: String)
        throws(ToolFailure) -> Int32
    {
        guard let read = try? String(contentsOfFile: graph, encoding: .utf8) else {
            throw ToolFailure("cannot read the build's graph \(graph)", status: 2)
        }
        let lines = read.split(separator: "\n")
        let targets = lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let kind = ["generic": "regular", "executable": "executable", "test": "test", "system": "system"]
            return Manifest.Target(
                name: fields[0], kind: kind[fields[1]] ?? "regular",
                folder: repository.relative(URL(fileURLWithPath: fields[2])),
                targets: Array(fields.dropFirst(3)), products: [], pkgConfig: nil)
        }
        let policy = try Policy(repository)
        let packages = try policy.packageFolders(in: repository).map { place in
            Layout.Package(
                layer: place.layer,
                manifest: Manifest(
                    folder: place.folder, targets: targets.filter { $0.folder.hasPrefix(place.folder + "/") })
            )
        }
        let layout = Layout(policy: policy, packages: packages)
        var errors = 0
        if let package = layout.owner(of: target),
            let module = package.manifest.targets.first(where: { $0.name == target })
        {
            for finding in findings(of: module, in: package, layout, repository) {
                printError(finding.diagnostic(repository))
                errors += finding.isWarning ? 0 : 1
            }
        }
        guard errors == 0 else { return 1 }
        // Written once: a newer file would compile the target that uses the plugin again.
        if !FileManager.default.fileExists(atPath: output) {
            let text = "// strata imports checked \(target) against architecture.json.\n"
            guard FileManager.default.createFile(atPath: output, contents: Data(text.utf8)) else {
                throw ToolFailure("cannot write \(output)", status: 2)
            }
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
        // The line that declares the target (a product may name it first): where a manifest's break is shown.
        let lines = ((try? repository.read(manifest)) ?? "").split(
            separator: "\n", omittingEmptySubsequences: false)
        let named = lines.indices.filter { lines[$0].contains("name: \"\(module.name)\"") }
        let declared =
            1
            + (named.first { (lines[$0] + lines[max($0 - 1, 0)]).contains(/arget\(|Library\(/) } ?? named
                .first ?? 0)
        var found: [Finding] = []
        // What the target lists: a target (of its own package, or of any in a root that holds them all) or a product.
        let uses: [(listed: String, brings: [String], owner: Layout.Package?)] =
            module.targets.map { ($0, [$0], layout.owner(of: $0)) }
            + module.products.map { product in
                let owner = layout.packages.first { $0.manifest.identity == product.package.lowercased() }
                return (product.name, owner?.manifest.products[product.name] ?? [product.name], owner)
            }
        for use in uses {
            let other = use.owner.map { $0.folder == from ? nil : $0 } ?? nil
            let what = other?.layer ?? use.listed
            let refusal =
                layer.refusal(module.name, using: what, in: package.manifest)
                ?? other.flatMap { policy.allows(package.layer, $0.layer) ? nil : layer.forbids($0.layer) }
            if let refusal {
                let message = "\(module.name) lists \(use.listed), but \(refusal)"
                found.append(Finding(file: manifest, line: declared, message: message, to: other?.folder))
            }
        }
        guard readSources, module.kind != "system" else { return found }
        var toolchain = layer.toolchainModules.union(["Swift", "_Concurrency"])
        if module.isTest { toolchain.formUnion(policy.testToolchainModules) }
        let imports = repository.files(under: module.folder, endingIn: ".swift").flatMap { file in
            SwiftSource.imports((try? repository.read(file)) ?? "").map {
                (file: file, line: $0.line, name: $0.module)
            }
        }
        for (file, line, name) in imports {
            let say = { (message: String, to: String?) in
                found.append(Finding(file: file, line: line, message: "\(module.name) \(message)", to: to))
            }
            guard let owner = layout.owner(of: name) else {
                if !toolchain.contains(name) {
                    say(
                        "imports \(name), which is neither a module of this repository's layers nor a toolchain "
                            + "module allowed in layer \(package.layer)"
                            + (module.isTest ? " (tests: \(policy.testToolchainWhy))" : ""), nil)
                }
                continue
            }
            let (to, support) = (owner.folder == from ? nil : owner.folder, policy.testSupportSuffix)
            let product = owner.manifest.products.sorted { $0.key < $1.key }.first {
                $0.value.contains(name)
            }?.key
            if name.hasSuffix(support) && !module.isTest && !module.name.hasSuffix(support) {
                // A preview runs its feature over the fakes of a context it uses itself.
                let context = String(name.dropLast(support.count))
                let used = layout.owner(of: context).map { module.uses(context, of: $0) } ?? false
                if !policy.isPreview(module, inLayer: package.layer) {
                    say("is not a test but imports \(name): only tests, previews and test support may", nil)
                    continue
                } else if !used {
                    say(
                        "is a preview and imports \(name), the fakes of \(context), which it does not use",
                        nil)
                    continue
                }
            }
            if let home = policy.privateModules[name], from != owner.folder {
                say("imports \(name), which is private to \(home)", to)
            } else if let refusal = layer.refusal(
                module.name, using: to == nil ? name : owner.layer, in: package.manifest)
            {
                say("imports \(name), but \(refusal)", to)
            } else if to != nil && !policy.allows(package.layer, owner.layer) {
                say("imports \(name), but \(layer.forbids(owner.layer))", to)
            } else if !module.uses(name, of: owner) {
                // Declared by no dependency of this target: a module reachable through another's.
                let add =
                    to == nil
                    ? "\"\(name)\""
                    : ".product(name: \"\(product ?? name)\", package: \"\(owner.manifest.label)\")"
                say(
                    "imports \(name) without depending on it: add \(add) to \(module.name)'s dependencies in \(manifest)",
                    to)
            }
        }
        // A dependency that no source imports: the graph would say more than the code uses.
        // A preview lists the context whose fakes it imports: the rule asks it to (above).
        let fakes = imports.map(\.name).filter { $0.hasSuffix(policy.testSupportSuffix) }
        let imported = Set(
            imports.map(\.name) + fakes.map { String($0.dropLast(policy.testSupportSuffix.count)) })
        for use in uses where !use.brings.contains(where: imported.contains) {
            let kinds = use.brings.compactMap { name in
                layout.owner(of: name)?.manifest.targets.first { $0.name == name }?.kind
            }
            // A test runs an executable it lists: built, not imported.
            guard !kinds.contains("executable") else { continue }
            var unused = Finding(
                file: manifest, line: declared,
                message:
                    "\(module.name) lists \(use.listed), but none of its sources imports it: remove it from its dependencies",
                to: use.owner.map { $0.folder == from ? nil : $0.folder } ?? nil)
            unused.isWarning = true
            found.append(unused)
        }
        return found
    }
}
