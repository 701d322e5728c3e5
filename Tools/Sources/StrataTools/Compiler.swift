import Foundation

/// Type-checks probes and sources against a folder holding only the modules a package can see.
struct Compiler: Sendable {
    let layout: Layout, repository: Repository

    /// Where the search folders and probes are made, and the module cache kept between runs.
    let work: URL, cache: URL

    init(layout: Layout, modules: URL, repository: Repository) throws(ToolFailure) {
        (self.layout, self.repository) = (layout, repository)
        work = FileManager.default.temporaryDirectory.appendingPathComponent("boundaries-\(UUID())")
        cache = repository.url(".build/boundaries-module-cache")
        // One search folder per package, made up front: a link to each module its closure makes visible.
        for package in layout.packages {
            let folder = searchFolder(package)
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let visible = layout.closure(of: package).flatMap(\.productModules)
            for module in visible where module.kind != "system" {
                let built = modules.appendingPathComponent("\(module.name).swiftmodule")
                // A module that was not built is simply not visible, as in a build that skipped it.
                guard FileManager.default.fileExists(atPath: built.path) else { continue }
                try? FileManager.default.createSymbolicLink(
                    at: folder.appendingPathComponent(built.lastPathComponent), withDestinationURL: built)
            }
        }
        // SwiftPM generates `Bundle.module` for a target with resources (its words); a stand-in declares it.
        try? Data("import Foundation\nextension Bundle { static let module = Bundle.main }\n".utf8).write(
            to: accessor)
    }

    private var accessor: URL { work.appendingPathComponent("resource_bundle_accessor.swift") }

    private func searchFolder(_ package: Layout.Package) -> URL {
        work.appendingPathComponent(package.folder.replacingOccurrences(of: "/", with: "_"))
    }

    private func run(_ package: Layout.Package, _ arguments: [String]) throws(ToolFailure) -> ProgramResult {
        var flags = ["swiftc", "-typecheck", "-swift-version", "6", "-module-cache-path", cache.path]
        flags += ["-I", searchFolder(package).path]
        for module in layout.closure(of: package).flatMap(\.productModules) where module.kind == "system" {
            flags += ["-Xcc", "-fmodule-map-file=\(repository.url(module.folder).path)/module.modulemap"]
        }
        return try ProgramResult.run(flags + arguments, in: work)
    }

    /// "compiles" or "rejected" for `import module` from inside a package.
    func probe(from package: Layout.Package, module: String) throws(ToolFailure) -> String {
        let file = work.appending(path: "probe_\(searchFolder(package).lastPathComponent)_\(module).swift")
        try? "import \(module)\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try run(package, [file.path])
        if result.status == 0 { return "compiles" }
        if result.errors.contains("no such module '\(module)'") { return "rejected" }
        throw ToolFailure(
            "probe `import \(module)` from \(package.folder) failed oddly:\n\(result.errors)", status: 2)
    }

    /// nil if `module` type-checks alone, warnings as errors (Swift Build hides some), else the errors.
    func typecheck(_ package: Layout.Package, _ module: Manifest.Target) throws(ToolFailure) -> String? {
        var files = repository.files(under: module.folder, endingIn: ".swift").map { repository.url($0).path }
        guard !files.isEmpty else { return nil }
        if module.hasResources { files.append(accessor.path) }
        let flags = ["-module-name", module.name, "-parse-as-library", "-warnings-as-errors"]
        let result = try run(package, flags + ["-package-name", package.manifest.identity] + files)
        return result.status == 0 ? nil : result.errors
    }
}
