import Foundation

/// What a change touched: the packages with changed files since a git ref, plus every package that depends on them.
///
/// `strata affected packages|test [--base REF]`: one package a line, dependencies first (`make affected`), or a root
/// build that runs only the affected packages' tests and boundary checks (`make test-affected`). REF defaults to
/// HEAD, the work not yet committed; untracked files count. A changed path inside a package's folder (the deepest
/// with a Package.swift) changes that package; Markdown and docs/ change none; a shared setting changes every
/// package; the root Package.swift every root test target, and a file under Tests/ the root targets holding it. The
/// packages listed are the layers'; one outside them (Fuzz, Benchmarks, Tools) only picks root test targets.
public struct Affected: Sendable {
    static let sharedSettings: Set<String> = [
        "Makefile", "architecture.json", ".swift-format", "Tools/scripts/ensure-deps.sh",
        "Tools/scripts/apt-install.sh",
    ]

    public let files: [String]
    /// The affected layer packages, dependencies first.
    public let packages: [String]
    /// The root manifest's affected test targets.
    public let tests: [String]
    /// Whether the tools' own tests are affected.
    public let tools: Bool

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        guard let action = arguments.positional(), ["packages", "test"].contains(action) else {
            throw .usage("say packages or test")
        }
        let base = try arguments.value("--base").flatMap { $0.isEmpty ? nil : $0 } ?? "HEAD"
        let flags = try arguments.values("--swift-flag")
        try arguments.finish()
        let change = try Affected(repository, base: base)
        guard action == "packages" else { return try change.test(repository, base: base, swiftFlags: flags) }
        for package in change.packages { print(package) }
        // On stderr, so the list on stdout stays one package a line for scripts.
        if change.packages.isEmpty {
            FileHandle.standardError.write(Data("affected: no package changed since \(base)\n".utf8))
        }
        return 0
    }

    public init(_ repository: Repository, base: String) throws(ToolFailure) {
        func git(_ arguments: [String]) throws(ToolFailure) -> [String] {
            let result = try repository.run(["git"] + arguments)
            guard result.status == 0 else {
                throw ToolFailure(
                    "'\(base)' names no commit of this repository (try BASE=HEAD~1 or BASE=origin/main)",
                    status: 2)
            }
            return result.output.split(separator: "\n").map(String.init)
        }
        _ = try git(["rev-parse", "--verify", "--quiet", "\(base)^{commit}"])
        let files = Set(
            try git(["diff", "--name-only", "--no-renames", base, "--"])
                + git(["ls-files", "--others", "--exclude-standard"])
        ).sorted()
        let layout = try Layout(repository)
        let root = try Manifest(folder: ".", in: repository)
        let manifests =
            layout.packages.map(\.manifest)
            + (try Manifest.load(root.dependencies.filter { layout.package($0) == nil }, in: repository))
        let folders = manifests.map(\.folder)
        func owner(_ path: String) -> String? {
            folders.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        }
        let counted = files.filter { !($0.hasSuffix(".md") || $0.hasPrefix("docs/")) }
        let everyPackage = counted.contains(where: Self.sharedSettings.contains)
        // Every changed package and every package that depends on one, directly or not.
        var affected = everyPackage ? Set(folders) : Set(counted.compactMap(owner))
        while let next = manifests.first(where: {
            !affected.contains($0.folder) && !affected.isDisjoint(with: $0.dependencies)
        }) {
            affected.insert(next.folder)
        }
        let rootFiles = counted.filter { owner($0) == nil }
        let identities = Dictionary(manifests.map { ($0.label.lowercased(), $0.folder) }) { first, _ in first
        }
        var chosen = Set(everyPackage || counted.contains("Package.swift") ? root.targets.map(\.name) : [])
        for target in root.targets
        where owner(target.folder).map(affected.contains) == true
            || target.products.contains(where: {
                identities[$0.package.lowercased()].map(affected.contains) == true
            })
            || rootFiles.contains(where: { $0.hasPrefix(target.folder + "/") })
        {
            chosen.insert(target.name)
        }
        // A root target that uses an affected root target is affected too.
        while let next = root.targets.first(where: {
            !chosen.contains($0.name) && !chosen.isDisjoint(with: $0.targets)
        }) {
            chosen.insert(next.name)
        }
        var ordered: [String] = []
        func visit(_ folder: String) {
            guard !ordered.contains(folder) else { return }
            manifests.first { $0.folder == folder }?.dependencies.sorted().forEach(visit)
            ordered.append(folder)
        }
        folders.sorted().forEach(visit)
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
        print("  packages: \(packages.isEmpty ? "-" : packages.joined(separator: ", "))")
        print("  test targets: \(tests.isEmpty ? "-" : tests.joined(separator: ", "))")
        let swift = try BuildEngine.current.swift(in: repository.root)
        var failed: [String] = []
        var steps = 0
        func step(_ name: String, _ arguments: [String]) throws(ToolFailure) -> Bool {
            steps += 1
            let passed = try ProgramResult.step(arguments, in: repository.root)
            if !passed { failed.append(name) }
            return passed
        }
        if !packages.isEmpty || !tests.isEmpty,
            try step("build", [swift, "build", "--build-tests"] + swiftFlags)
        {
            if !tests.isEmpty {
                let filter = "^(" + tests.joined(separator: "|") + ")\\."
                _ = try step(
                    "swift test", [swift, "test", "--skip-build"] + swiftFlags + ["--filter", filter])
            }
            if !packages.isEmpty {
                let only = packages.flatMap { ["--only-from", $0] }
                _ = try step("boundaries", [CommandLine.arguments[0], "boundaries"] + only)
            }
        }
        if tools { _ = try step("tools", [swift, "test", "--package-path", "Tools"] + swiftFlags) }
        let verdict =
            failed.isEmpty ? "all passed" : "\(failed.count) failed (\(failed.joined(separator: ", ")))"
        print("test-affected: \(steps) step(s), \(verdict)")
        return failed.isEmpty ? 0 : 1
    }
}
