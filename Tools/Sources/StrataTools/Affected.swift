/// `strata affected packages|test [--base REF]`: the packages changed since REF (HEAD: uncommitted work too)
/// and all that depend on them, dependencies first; or a root build of only their tests and boundary checks.
public struct Affected: Sendable {
    static let sharedSettings: Set<String> = [
        "Makefile", "architecture.json", ".swift-format", "Tools/scripts/ensure-deps.sh",
    ]

    public let files: [String]

    /// The affected layer packages, dependencies first.
    public let packages: [String]

    /// The root manifest's affected test targets.
    public let tests: [String]
    public let tools: Bool

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        guard let action = arguments.positional(), ["packages", "test"].contains(action) else {
            throw .usage("say packages or test")
        }
        let base = try arguments.values("--base").last.flatMap { $0.isEmpty ? nil : $0 } ?? "HEAD"
        let flags = try arguments.values("--swift-flag")
        try arguments.finish()
        let change = try Affected(repository, base: base)
        guard action == "packages" else { return try change.test(repository, base: base, swiftFlags: flags) }
        for package in change.packages { print(package) }
        // On stderr, so the list on stdout stays one package a line for scripts.
        if change.packages.isEmpty { printError("affected: no package changed since \(base)") }
        return 0
    }

    public init(_ repository: Repository, base: String) throws(ToolFailure) {
        func git(_ arguments: [String]) throws(ToolFailure) -> [String] {
            let result = try repository.run(["git"] + arguments)
            let advice = "try BASE=HEAD~1 or BASE=origin/main"
            guard result.status == 0 else {
                throw ToolFailure("'\(base)' names no commit of this repository (\(advice))", status: 2)
            }
            return result.output.split(separator: "\n").map(String.init)
        }
        _ = try git(["rev-parse", "--verify", "--quiet", "\(base)^{commit}"])
        let changed = try git(["diff", "--name-only", "--no-renames", base, "--"])
        let files = Set(try changed + git(["ls-files", "--others", "--exclude-standard"])).sorted()
        let layout = try Layout(repository)
        let root = try Manifest(folder: ".", in: repository)
        let outside = root.dependencies.filter { layout.package($0) == nil }
        let manifests = layout.packages.map(\.manifest) + (try Manifest.load(outside, in: repository))
        let folders = manifests.map(\.folder)
        func owner(_ path: String) -> String? {
            folders.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        }
        let counted = files.filter { !($0.hasSuffix(".md") || $0.hasPrefix("docs/")) }
        let everyPackage = counted.contains(where: Self.sharedSettings.contains)
        var affected = everyPackage ? Set(folders) : Set(counted.compactMap(owner))
        var ordered: [String] = []
        // Orders a package after its dependencies, and affects it when one of them is (so, transitively).
        func visit(_ folder: String) {
            guard !ordered.contains(folder) else { return }
            // A tool package (Tools: App's plugin) changes what the build checks, not what it builds: its tests say.
            let dependencies = (manifests.first { $0.folder == folder }?.dependencies ?? [])
                .filter { !layout.policy.toolPackages.contains($0) }
            dependencies.sorted().forEach(visit)
            if !affected.isDisjoint(with: dependencies) { affected.insert(folder) }
            ordered.append(folder)
        }
        folders.sorted().forEach(visit)
        let identities = Set(manifests.filter { affected.contains($0.folder) }.map(\.identity))
        let touched = root.targets.filter { target in
            owner(target.folder).map(affected.contains) == true
                || target.products.contains(where: { identities.contains($0.package.lowercased()) })
                || counted.contains(where: { owner($0) == nil && $0.hasPrefix(target.folder + "/") })
        }
        var chosen = Set(
            (everyPackage || counted.contains("Package.swift") ? root.targets : touched).map(\.name))
        // A root target that uses an affected root target is affected too.
        while let next = root.targets.first(where: {
            !chosen.contains($0.name) && !chosen.isDisjoint(with: $0.targets)
        }) {
            chosen.insert(next.name)
        }
        self.files = files
        packages = ordered.filter { affected.contains($0) && layout.package($0) != nil }
        tests = root.targets.filter { $0.isTest && chosen.contains($0.name) }.map(\.name).sorted()
        tools = affected.contains("Tools")
    }

    /// `make test-affected`: one root build, then only the affected tests and boundary checks.
    func test(_ repository: Repository, base: String, swiftFlags: [String]) throws(ToolFailure) -> Int32 {
        guard !(packages.isEmpty && tests.isEmpty && !tools) else {
            print("test-affected: nothing to test: no package, test or tool changed since \(base)")
            return 0
        }
        print("test-affected: \(files.count) changed file(s) since \(base)")
        let list = { (names: [String]) in names.isEmpty ? "-" : names.joined(separator: ", ") }
        print("  packages: \(list(packages))")
        print("  test targets: \(list(tests))")
        let swift = try BuildEngine.current.swift(in: repository.root)
        var steps: [(name: String, passed: Bool)] = []
        @discardableResult
        func step(_ name: String, _ arguments: [String]) throws(ToolFailure) -> Bool {
            steps.append((name, try ProgramResult.step(arguments, in: repository.root)))
            return steps[steps.count - 1].passed
        }
        let build = [swift, "build", "--build-tests"] + swiftFlags
        if !packages.isEmpty || !tests.isEmpty, try step("build", build) {
            if !tests.isEmpty {
                let filter = "^(" + tests.joined(separator: "|") + ")\\."
                try step("swift test", [swift, "test", "--skip-build"] + swiftFlags + ["--filter", filter])
            }
            if !packages.isEmpty {
                let only = packages.flatMap { ["--only-from", $0] }
                try step("boundaries", [CommandLine.arguments[0], "boundaries"] + only)
            }
        }
        if tools { try step("tools", [swift, "test", "--package-path", "Tools"] + swiftFlags) }
        let failed = steps.filter { !$0.passed }.map(\.name)
        let verdict = failed.isEmpty ? "all passed" : "\(failed.count) failed (\(list(failed)))"
        print("test-affected: \(steps.count) step(s), \(verdict)")
        return failed.isEmpty ? 0 : 1
    }
}
