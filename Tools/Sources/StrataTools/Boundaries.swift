public import Foundation

/// `strata boundaries`: proves architecture.json's rule for every pair of packages (docs/ARCHITECTURE.md, How
/// the rule is enforced), with the compiler too: a combined build puts every module in one folder.
public enum Boundaries {
    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let noCompiler = arguments.flag("--no-compiler")
        let onlyFrom = try arguments.values("--only-from")
        try arguments.finish()
        let modules = noCompiler ? nil : try BuildEngine.modules(of: repository)
        let report = try check(repository, modules: modules, onlyFrom: onlyFrom.isEmpty ? nil : onlyFrom)
        print(report.rendered)
        return report.holds ? 0 : 1
    }
    /// One ordered pair of packages and what each of the three ways found.
    public struct Pair: Sendable {
        public let from: Layout.Package, to: Layout.Package, allowed: Bool
        public var declared = false, problems: [String] = []
        /// "compiles", "rejected", "mixed", or "-" when the compiler did not run.
        public var compiler = "-"
    }

    public struct Report: Sendable {
        public let packages: Int
        public internal(set) var pairs: [Pair], general: [String] = []

        public var problems: [String] {
            pairs.flatMap { pair in pair.problems.map { "\(pair.from.folder) -> \(pair.to.folder): \($0)" } }
                + general
        }

        public var holds: Bool { problems.isEmpty }
        /// The verdict: each violation, or one line that every pair holds.
        public var rendered: String {
            let list = problems.map { "\n  - \($0)" }.joined()
            guard holds else { return "\(problems.count) violation(s) of architecture.json:" + list }
            let forbidden = pairs.filter { !$0.allowed }.count
            let proven =
                pairs.contains { $0.compiler != "-" } ? ", each forbidden import refused by the compiler" : ""
            return
                "ok: \(packages) packages, \(pairs.count) pairs (\(forbidden) forbidden\(proven)): every pair holds."
        }

        var index: [String: Int] = [:]  // of each pair, by "from -> to"
        func pair(_ from: String, _ to: String) -> Int? { index["\(from) -> \(to)"] }
        /// Files a problem under the pair `from -> to`; inside one package there is none, so it is general.
        mutating func add(_ problem: String, _ from: String, _ to: String) {
            if let index = pair(from, to) {
                pairs[index].problems.append(problem)
            } else {
                general.append(problem)
            }
        }
    }
    /// Checks the `onlyFrom` packages (all when nil) against the folder of built `.swiftmodule`s (nil: no compiler);
    /// `closureOnly` loads only their dependency closure, as their own build sees it; `manifestsOnly` reads no source.
    public static func check(
        _ repository: Repository, modules: URL?, onlyFrom: [String]? = nil, closureOnly: Bool = false,
        manifestsOnly: Bool = false
    ) throws(ToolFailure) -> Report {
        let layout = try Layout(repository, closureOf: closureOnly ? onlyFrom : nil)
        let policy = layout.policy
        // Pairs in the order they are reported, so that each keeps its index in `index`.
        let sorted = layout.packages.sorted { $0.folder < $1.folder }
        var report = Report(
            packages: layout.packages.count,
            pairs: sorted.flatMap { from in
                sorted.filter { $0.folder != from.folder }.map {
                    Pair(from: from, to: $0, allowed: policy.allows(from.layer, $0.layer))
                }
            })
        for (index, pair) in report.pairs.enumerated() {
            report.index["\(pair.from.folder) -> \(pair.to.folder)"] = index
        }
        let checked = layout.packages.filter { onlyFrom?.contains($0.folder) ?? true }
        for package in checked {
            let (from, manifest) = (package.folder, "\(package.folder)/Package.swift")
            guard let layer = policy.layer(named: package.layer) else { continue }  // each package's is there
            for dependency in package.manifest.dependencies {
                guard let index = report.pair(from, dependency) else {
                    report.general.append(
                        "\(manifest) depends on \(dependency), which is no package of the policy")
                    continue
                }
                report.pairs[index].declared = true
                if !report.pairs[index].allowed {
                    let refusal = layer.forbids(report.pairs[index].to.layer)
                    report.add("\(manifest) depends on \(dependency), but \(refusal)", from, dependency)
                }
            }
            for module in package.manifest.targets {
                let uses =
                    module.targets.map { ($0, $0, from) }
                    + module.products.compactMap { product in
                        layout.packages.first { $0.manifest.identity == product.package.lowercased() }
                            .flatMap { $0.folder == from ? nil : (product.name, $0.layer, $0.folder) }
                    }
                for (listed, what, to) in uses {
                    if let refusal = layer.refusal(module.name, using: what, in: package.manifest) {
                        report.add("\(manifest): \(module.name) lists \(listed), but \(refusal)", from, to)
                    }
                }
            }
            for module in package.manifest.targets where module.kind != "system" && !manifestsOnly {
                var toolchain = layer.toolchainModules.union(["Swift", "_Concurrency"])
                if module.isTest { toolchain.formUnion(policy.testToolchainModules) }
                let imports = repository.files(under: module.folder, endingIn: ".swift").flatMap { file in
                    SwiftSource.imports((try? repository.read(file)) ?? "").map {
                        ("\(file):\($0.line)", $0.module)
                    }
                }
                for (at, name) in imports {
                    let place = "\(at): \(module.name)"
                    guard let owner = layout.owner(of: name) else {
                        if !toolchain.contains(name) {
                            report.general.append(
                                "\(place) imports \(name), which is neither a module of an allowed package "
                                    + "nor a toolchain module allowed in layer \(package.layer)"
                                    + (module.isTest ? " (tests: \(policy.testToolchainWhy))" : ""))
                        }
                        continue
                    }
                    let (to, support) = (owner.folder, policy.testSupportSuffix)
                    if name.hasSuffix(support) && !module.isTest && !module.name.hasSuffix(support) {
                        // A preview runs its feature over the fakes of a context it uses itself.
                        let context = String(name.dropLast(support.count))
                        let used = layout.owner(of: context).map { module.uses(context, of: $0) } ?? false
                        if !policy.isPreview(module, inLayer: package.layer) {
                            report.general.append("\(place) is not a test but imports \(name)")
                        } else if !used {
                            report.general.append(
                                "\(place) is a preview and imports \(name), the fakes of \(context), "
                                    + "which it does not use")
                        }
                    }
                    if let home = policy.privateModules[name], from != to {
                        report.add("\(at): import \(name), which is private to \(home)", from, to)
                    }
                    let what = from == to ? name : owner.layer
                    if let refusal = layer.refusal(module.name, using: what, in: package.manifest) {
                        report.add("\(place) imports \(name), but \(refusal)", from, to)
                    } else if from != to && !policy.allows(package.layer, owner.layer) {
                        report.add("\(place) imports \(name), but \(layer.forbids(owner.layer))", from, to)
                    } else if !module.uses(name, of: owner) {
                        // Declared by no dependency of this target: a module reachable through another's.
                        let add = from == to ? "the target" : "its product"
                        report.add(
                            "\(place) imports \(name) without depending on it: add \(add) to "
                                + "\(module.name)'s dependencies in \(manifest)", from, to)
                    }
                }
            }
        }
        if let modules { try prove(layout, checked, modules, repository, &report) }
        return report
    }
    /// The compiler's part: a probe per pair and module, and every checked module's sources type-checked alone.
    private static func prove(
        _ layout: Layout, _ checked: [Layout.Package], _ modules: URL, _ repository: Repository,
        _ report: inout Report
    ) throws(ToolFailure) {
        let built = { (module: String) in
            FileManager.default.fileExists(atPath: modules.appending(path: "\(module).swiftmodule").path)
        }
        guard built("Domain") else {
            throw ToolFailure(
                "no built modules in \(modules.path): build first (`swift build --build-tests`)", status: 2)
        }
        let compiler = try Compiler(layout: layout, modules: modules, repository: repository)
        let pairs = report.pairs
        let probes = pairs.indices.filter { checked.map(\.folder).contains(pairs[$0].from.folder) }
            .flatMap { index in pairs[index].to.productModules.map { (pair: index, module: $0.name) } }
        let sources = checked.flatMap { package in
            package.productModules.filter { $0.kind != "system" }.map { (package: package, module: $0) }
        }
        let verdicts = try concurrently(probes.count) { job throws(ToolFailure) in
            try compiler.probe(from: pairs[probes[job].pair].from, module: probes[job].module)
        }
        let typechecks = try concurrently(sources.count) { job throws(ToolFailure) in
            try compiler.typecheck(sources[job].package, sources[job].module)
        }
        for (job, verdict) in zip(probes, verdicts) {
            let found = report.pairs[job.pair]
            report.pairs[job.pair].compiler =
                found.compiler == "-" || found.compiler == verdict ? verdict : "mixed"
            let (from, to) = (found.from.folder, found.to.folder)
            if !found.allowed && verdict != "rejected" {
                report.add("the compiler accepts `import \(job.module)` from \(from)", from, to)
            }
            if found.allowed && found.declared && verdict != "compiles" && built(job.module) {
                let problem = "the compiler rejects `import \(job.module)`, though the dependency is declared"
                report.add(problem, from, to)
            }
        }
        for (job, errors) in zip(sources, typechecks) {
            guard let errors else { continue }
            let missing = Set(errors.matches(of: /no such module '(\w+)'/).map { String($0.1) }).sorted()
            for name in missing {
                if let owner = layout.owner(of: name), owner.folder != job.package.folder {
                    let problem = "\(job.module.name)'s sources do not compile: no such module '\(name)'"
                    report.add(problem, job.package.folder, owner.folder)
                }
            }
            if missing.isEmpty || missing.contains(where: { layout.owner(of: $0) == nil }) {
                let first =
                    errors.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? errors
                report.general.append("\(job.module.name)'s sources do not type-check in isolation: \(first)")
            }
        }
    }
}
