import Foundation

/// `strata boundaries`: proves the dependency rule of architecture.json three ways for every package pair.
///
/// - manifests: each nested Package.swift depends only on packages its layer may use;
/// - imports: every `import` names a module of its own package, of an allowed one that its own target declares,
///   or of its layer's toolchain list; a private module (CSQLite) only in its package; test support only in tests;
/// - compiler: `swiftc` type-checks against a folder holding only the modules a package's isolated build sees:
///   `import` of a forbidden pair must fail with `no such module`, of a declared one compile, and every
///   module's sources must type-check (warnings as errors).
///
/// The compiler is needed because a combined build puts every module in one folder, where a forbidden import
/// can compile; only each package's own dependency closure is the truth.
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
        public let packages: Int, pairs: [Pair], general: [String]

        public var problems: [String] {
            pairs.flatMap { pair in pair.problems.map { "\(pair.from.folder) -> \(pair.to.folder): \($0)" } }
                + general
        }

        public var holds: Bool { problems.isEmpty }

        /// The verdict: each violation, or one line that every pair holds.
        public var rendered: String {
            guard holds else {
                return
                    (["\(problems.count) violation(s) of architecture.json:"] + problems.map { "  - \($0)" })
                    .joined(separator: "\n")
            }
            let forbidden = pairs.filter { !$0.allowed }.count
            let proven =
                pairs.contains { $0.compiler != "-" } ? ", each forbidden import refused by the compiler" : ""
            return
                "ok: \(packages) packages, \(pairs.count) pairs (\(forbidden) forbidden\(proven)): every pair holds."
        }
    }

    /// Checks the repository; `modules` is the folder of built `.swiftmodule`s, or nil to skip the compiler.
    ///
    /// Only the `onlyFrom` packages are read and probed; with `closureOnly`, only
    /// their dependency closure is loaded, so an import of any other package's module names no known module.
    public static func check(
        _ repository: Repository, modules: URL?, onlyFrom: [String]? = nil, closureOnly: Bool = false
    ) throws(ToolFailure) -> Report {
        let layout = try Layout(repository, closureOf: closureOnly ? onlyFrom : nil)
        let policy = layout.policy
        var pairs = layout.packages.flatMap { from in
            layout.packages.filter { $0.folder != from.folder }.map {
                Pair(from: from, to: $0, allowed: policy.allows(from.layer, $0.layer))
            }
        }
        func pair(_ from: String, _ to: String) -> Int? {
            pairs.firstIndex { $0.from.folder == from && $0.to.folder == to }
        }
        var general: [String] = []
        /// A problem of the pair `from -> to`, or of no pair inside one package.
        func report(_ problem: String, _ from: Layout.Package, _ to: Layout.Package) {
            if let index = pair(from.folder, to.folder) {
                pairs[index].problems.append(problem)
            } else {
                general.append(problem)
            }
        }
        let checked = layout.packages.filter { onlyFrom?.contains($0.folder) ?? true }

        for package in checked {
            for dependency in package.manifest.dependencies {
                guard let index = pair(package.folder, dependency) else {
                    general.append(
                        "\(package.folder)/Package.swift depends on \(dependency), which is no package of the policy"
                    )
                    continue
                }
                pairs[index].declared = true
                if !pairs[index].allowed {
                    pairs[index].problems.append(
                        "\(package.folder)/Package.swift declares a dependency on \(dependency)")
                }
            }
            let layer = policy.layer(named: package.layer)
            for module in package.manifest.targets {
                let uses =
                    module.targets.map { ($0, $0, package) }
                    + module.products.compactMap { product in
                        layout.packages.first {
                            $0.manifest.label.lowercased() == product.package.lowercased()
                        }
                        .flatMap { $0.folder == package.folder ? nil : (product.name, $0.layer, $0) }
                    }
                for (listed, what, owner) in uses {
                    if let refusal = layer?.refusal(module.name, using: what, in: package.manifest) {
                        let place = "\(package.folder)/Package.swift"
                        report("\(place): \(module.name) lists \(listed), but \(refusal)", package, owner)
                    }
                }
            }
            for module in package.manifest.targets where module.kind != "system" {
                for file in repository.files(under: module.folder, endingIn: ".swift") {
                    for (line, name) in SwiftSource.imports((try? repository.read(file)) ?? "") {
                        let place = "\(file):\(line)"
                        guard let owner = layout.owner(of: name) else {
                            var toolchain = (policy.layer(named: package.layer)?.toolchainModules ?? [])
                                .union(["Swift", "_Concurrency"])
                            if module.isTest { toolchain.formUnion(policy.testToolchainModules) }
                            if !toolchain.contains(name) {
                                general.append(
                                    "\(place): \(module.name) imports \(name), which is neither a module of an allowed "
                                        + "package nor a toolchain module allowed in layer \(package.layer)")
                            }
                            continue
                        }
                        let support = policy.testSupportSuffix
                        if name.hasSuffix(support) && !module.isTest && !module.name.hasSuffix(support) {
                            if !policy.isPreview(module, inLayer: package.layer) {
                                general.append("\(place): \(module.name) is not a test but imports \(name)")
                            } else if let problem = previewProblem(module, importing: name, layout: layout) {
                                general.append("\(place): \(problem)")
                            }
                        }
                        if let home = policy.privateModules[name],
                            let index = pair(package.folder, owner.folder)
                        {
                            pairs[index].problems.append(
                                "\(place): import \(name), which is private to \(home)")
                        }
                        let what = owner.folder == package.folder ? name : owner.layer
                        if let refusal = layer?.refusal(module.name, using: what, in: package.manifest) {
                            report("\(place): \(module.name) imports \(name), but \(refusal)", package, owner)
                            continue
                        }
                        guard owner.folder != package.folder, let index = pair(package.folder, owner.folder)
                        else {
                            if !module.uses(name, of: owner) {
                                general.append(
                                    "\(place): \(module.name) imports \(name) without depending on it: add the target "
                                        + "to \(module.name)'s dependencies in \(package.folder)/Package.swift"
                                )
                            }
                            continue
                        }
                        if !pairs[index].allowed {
                            pairs[index].problems.append(
                                "\(place): \(module.name) imports \(name), but \(package.layer) may not use \(owner.layer) "
                                    + "(architecture.json: \(policy.layer(named: package.layer)?.why ?? ""))")
                        } else if !module.uses(name, of: owner) {
                            // Allowed between the packages, but not declared by this target: a module reachable
                            // through another target's dependency.
                            pairs[index].problems.append(
                                "\(place): \(module.name) imports \(name) without depending on it: add its product "
                                    + "to \(module.name)'s dependencies in \(package.folder)/Package.swift")
                        }
                    }
                }
            }
        }
        if let modules {
            try prove(layout, checked, modules, repository, &pairs, &general)
        }
        pairs.sort { ($0.from.folder, $0.to.folder) < ($1.from.folder, $1.to.folder) }
        return Report(packages: layout.packages.count, pairs: pairs, general: general)
    }

    /// The compiler's part: a probe per pair and module, and every checked module's sources type-checked alone.
    private static func prove(
        _ layout: Layout, _ checked: [Layout.Package], _ modules: URL, _ repository: Repository,
        _ pairs: inout [Pair], _ general: inout [String]
    ) throws(ToolFailure) {
        // The index of a pair in `pairs` as this function changes them.
        func pair(_ from: String, _ to: String) -> Int? {
            pairs.firstIndex { $0.from.folder == from && $0.to.folder == to }
        }
        let built = { (module: String) in
            FileManager.default.fileExists(
                atPath: modules.appendingPathComponent("\(module).swiftmodule").path)
        }
        guard built("Domain") else {
            throw ToolFailure(
                "no built modules in \(modules.path): build first (`swift build --build-tests`)", status: 2)
        }
        let compiler = try Compiler(layout: layout, modules: modules, repository: repository)
        let probes = pairs.indices.filter { index in
            checked.contains { $0.folder == pairs[index].from.folder }
        }
        .flatMap { index in pairs[index].to.productModules.map { (pair: index, module: $0.name) } }
        let sources = checked.flatMap { package in
            package.productModules.filter { $0.kind != "system" }.map { (package: package, module: $0) }
        }
        let snapshot = pairs
        let verdicts = try concurrently(probes.count) { job throws(ToolFailure) in
            try compiler.probe(from: snapshot[probes[job].pair].from, module: probes[job].module)
        }
        let typechecks = try concurrently(sources.count) { job throws(ToolFailure) in
            try compiler.typecheck(sources[job].package, sources[job].module)
        }
        for (job, verdict) in zip(probes, verdicts) {
            let found = pairs[job.pair]
            pairs[job.pair].compiler = found.compiler == "-" || found.compiler == verdict ? verdict : "mixed"
            if !found.allowed && verdict != "rejected" {
                pairs[job.pair].problems.append(
                    "the compiler accepts `import \(job.module)` from \(found.from.folder)")
            }
            if found.allowed && found.declared && verdict != "compiles" && built(job.module) {
                pairs[job.pair].problems.append(
                    "the compiler rejects `import \(job.module)`, though the dependency is declared")
            }
        }
        for (job, errors) in zip(sources, typechecks) {
            guard let errors else { continue }
            let missing = Set(errors.matches(of: /no such module '(\w+)'/).map { String($0.1) }).sorted()
            for name in missing {
                if let owner = layout.owner(of: name), owner.folder != job.package.folder,
                    let index = pair(job.package.folder, owner.folder)
                {
                    pairs[index].problems.append(
                        "\(job.module.name)'s sources do not compile: no such module '\(name)'")
                }
            }
            if missing.isEmpty || missing.contains(where: { layout.owner(of: $0) == nil }) {
                let first =
                    errors.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? errors
                general.append("\(job.module.name)'s sources do not type-check in isolation: \(first)")
            }
        }
    }

    /// Why a preview may not import the test-support module `name`, or nil when it may: a preview runs its feature
    /// over the fakes of a context it uses itself (`ReadingPlanDomainTestSupport` beside `ReadingPlanDomain`).
    static func previewProblem(_ module: Manifest.Target, importing name: String, layout: Layout) -> String? {
        let context = String(name.dropLast(layout.policy.testSupportSuffix.count))
        if let owner = layout.owner(of: context), module.uses(context, of: owner) { return nil }
        return
            "\(module.name) is a preview and imports \(name), the fakes of \(context), which it does not use"
    }
}
