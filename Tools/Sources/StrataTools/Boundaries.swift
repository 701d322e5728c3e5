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
                + general + findings.filter { $0.to == nil }.map { "\($0.place): \($0.message)" }
        }

        /// Each break at a line of a source or a manifest, whichever pair it is filed under.
        var findings: [Imports.Finding] = []

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
        mutating func add(_ finding: Imports.Finding, _ from: String) {
            findings.append(finding)
            if let to = finding.to { add("\(finding.place): \(finding.message)", from, to) }
        }

        mutating func add(_ problem: String, _ from: String, _ to: String) {
            guard let index = pair(from, to) else { return general.append(problem) }
            pairs[index].problems.append(problem)
        }
    }

    /// Checks the `onlyFrom` packages (all when nil) against the folder of built `.swiftmodule`s (nil: no compiler);
    /// `manifestsOnly` reads no source.
    public static func check(
        _ repository: Repository, modules: URL?, onlyFrom: [String]? = nil, manifestsOnly: Bool = false
    ) throws(ToolFailure) -> Report {
        let layout = try Layout(repository)
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
        let keys = report.pairs.map { "\($0.from.folder) -> \($0.to.folder)" }
        report.index = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
        let checked = layout.packages.filter { onlyFrom?.contains($0.folder) ?? true }
        for package in checked {
            let (from, manifest) = (package.folder, "\(package.folder)/Package.swift")
            guard let layer = policy.layer(named: package.layer) else { continue }  // each package's is there
            for dependency in package.manifest.dependencies where !policy.toolPackages.contains(dependency) {
                guard let index = report.pair(from, dependency) else {
                    report.general.append(
                        "\(manifest) depends on \(dependency), which is no package of the policy")
                    continue
                }
                report.pairs[index].declared = true
                guard !report.pairs[index].allowed else { continue }
                let refusal = layer.forbids(report.pairs[index].to.layer)
                report.add("\(manifest) depends on \(dependency), but \(refusal)", from, dependency)
            }
            for module in package.manifest.targets where module.kind != "system" {
                let found = Imports.findings(
                    of: module, in: package, layout, repository, readSources: !manifestsOnly)
                for finding in found { report.add(finding, from) }
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
                guard let owner = layout.owner(of: name), owner.folder != job.package.folder else { continue }
                let problem = "\(job.module.name)'s sources do not compile: no such module '\(name)'"
                report.add(problem, job.package.folder, owner.folder)
            }
            if missing.isEmpty || missing.contains(where: { layout.owner(of: $0) == nil }) {
                let first =
                    errors.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? errors
                report.general.append("\(job.module.name)'s sources do not type-check in isolation: \(first)")
            }
        }
    }
}
