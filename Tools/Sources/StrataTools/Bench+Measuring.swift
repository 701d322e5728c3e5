import Foundation

extension Bench {
    /// The working tree's files (tracked and new, not ignored) in a fresh folder of the scratch, committed there
    /// (`make test-affected` compares with HEAD).
    func copy(_ name: String) throws(ToolFailure) -> URL {
        let copy = Repository(root: scratch.appendingPathComponent(name))
        let listed = try check(repository.run(["git", "ls-files", "-z", "-co", "--exclude-standard"]))
        for file in listed.split(separator: "\0").map(String.init) where repository.exists(file) {
            do {
                try FileManager.default.createDirectory(
                    at: copy.url(file).deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: repository.url(file), to: copy.url(file))
            } catch { throw ToolFailure("bench: cannot copy \(file): \(error)", status: 2) }
        }
        let commit =
            "git init -q && git add -A && git -c user.name=bench -c user.email=bench@example.invalid commit -qm copy"
        try check(copy.run(["sh", "-c", commit]))
        return copy.root
    }

    /// Times `line` in `folder` with hyperfine: `runs` runs, `prepare` and the edit before each, the edit reverted and
    /// `after` run once at the end.
    ///
    /// A shell line's output is kept, and with `counting` read for the modules each run compiled; without `shell`
    /// the line is split into words and run directly (start-up, where a shell would be most of the time).
    func time(
        _ line: String, in folder: URL, runs: Int, prepare: String? = nil, edit: Edit? = nil,
        after: String? = nil,
        counting: Bool = false, shell: Bool = true
    ) throws(ToolFailure) -> Figure {
        let log = scratch.appendingPathComponent("run-\(UUID())")
        var arguments = [
            "hyperfine", "--style", "none", "--runs", "\(runs)", "--export-json", log.path + ".json",
        ]
        let cleanup = [edit?.revert, after].compactMap { $0 }
        arguments += cleanup.isEmpty ? [] : ["--cleanup", cleanup.joined(separator: " && ")]
        if shell {
            let steps = ["echo bench-run >> \(quoted(log.path))", prepare, edit?.apply].compactMap { $0 }
            arguments += [
                "--prepare", steps.joined(separator: " && "), "\(line) >> \(quoted(log.path)) 2>&1",
            ]
        } else {
            arguments += ["-N", line]
        }
        let result = try ProgramResult.run(arguments, in: folder)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let json = try? JSONSerialization.jsonObject(
            with: Data(contentsOf: log.appendingPathExtension("json")))
        guard result.status == 0, let results = (json as? [String: Any])?["results"] as? [[String: Any]],
            let times = results.first?["times"] as? [Double]
        else {
            let tail = (output + result.errors).split(separator: "\n").suffix(30).joined(separator: "\n")
            throw ToolFailure("bench: \(line) failed in \(folder.path):\n\(tail)")
        }
        guard counting else { return Figure(values: times) }
        let compiled = output.components(separatedBy: "bench-run\n").dropFirst().map(Figure.recompiled)
        let modules = Set(compiled.flatMap(\.modules)).sorted()
        return Figure(values: times, modules: modules, files: compiled.map(\.files).max() ?? 0)
    }

    /// Times `swift build --build-tests` of the package `folder` in the copy `repo` as the Makefile builds it on
    /// `engine` (its flags, and warnings as errors as make asks for them), with the copy's re-plan stamp where it
    /// has one.
    ///
    /// With an edit, each run applies it, and reverts it and rebuilds after (untimed).
    func build(
        _ repo: URL, _ folder: String = ".", runs: Int = 1, edit: Edit? = nil, flags: [String]? = nil,
        engine: BuildEngine = .native
    )
        throws(ToolFailure) -> Figure
    {
        let stamp = FileManager.default.fileExists(
            atPath: repo.appendingPathComponent("Tools/scripts/replan.sh").path)
        let replan =
            stamp
            ? try check(
                ProgramResult.run(
                    [
                        "env", "SWIFT_BUILD_SYSTEM=\(engine)", "Tools/scripts/replan.sh", "flag",
                        "\(folder)/.build",
                    ],
                    in: repo))
            : ""
        // As the Makefile's `strict`: every package on native, the package being built on Swift Build.
        let strict = engine == .native ? "all" : repo.appendingPathComponent(folder).standardizedFileURL.path
        let line =
            ([
                "STRATA_WARNINGS_AS_ERRORS=\(quoted(strict))", engine.swift(in: repo), "build",
                "--build-tests",
                "--package-path", folder,
            ]
            + (flags ?? engine.flags) + [replan]).joined(separator: " ")
        let rebuild = edit.map { _ in "\(line) >/dev/null 2>&1" }
        let figure = try time(
            line, in: repo, runs: runs, prepare: edit.map { "\($0.revert) && \(line) >/dev/null 2>&1" },
            edit: edit,
            after: rebuild, counting: true)
        if stamp {
            try check(
                ProgramResult.run(
                    [
                        "env", "SWIFT_BUILD_SYSTEM=\(engine)", "Tools/scripts/replan.sh", "record",
                        "\(folder)/.build",
                    ],
                    in: repo))
        }
        return figure
    }

    /// Builds `product` of the package `folder` in the working tree, and names its executable (release builds have no
    /// re-plan stamp of their own: always re-planned).
    func built(_ product: String, in folder: String) throws(ToolFailure) -> String {
        let options =
            ["--package-path", folder, "-c", config.configuration] + BuildEngine.native.flags
            + ["--disable-build-manifest-caching"]
        try check(repository.run(["swift", "build", "--product", product] + options))
        let bin = try check(repository.run(["swift", "build", "--show-bin-path"] + options))
        return (bin.split(separator: "\n").last.map(String.init) ?? "") + "/" + product
    }

    /// The JSON lines DataBench prints, one per query.
    func queries(_ command: [String]) throws(ToolFailure) -> [Query] {
        try run(command).split(separator: "\n").compactMap { line in
            let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard let json, let name = json["name"] as? String, let rows = json["rows"] as? Int,
                let app = json["app_us"] as? [Double], let floor = json["floor_us"] as? [Double]
            else { return nil }
            return Query(name: name, rows: rows, app: Figure(values: app), floor: Figure(values: floor))
        }
    }

    /// The peak resident memory of one run of `command`, in MB, from the kernel's own accounting (wait4).
    func peakMemory(_ command: [String]) throws(ToolFailure) -> Double {
        let words = ["/bin/sh", "-c", #"exec "$0" "$@" >/dev/null"#] + command
        var argv = words.map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { for word in argv + environment { free(word) } }
        var pid = pid_t()
        var status: Int32 = 0
        var usage = rusage()
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, &environment) == 0,
            wait4(pid, &status, 0, &usage) == pid,
            status == 0
        else { throw ToolFailure("bench: \(command.joined(separator: " ")) failed (wait status \(status))") }
        #if os(macOS)
            return Double(usage.ru_maxrss) / 1_048_576  // bytes
        #else
            return Double(usage.ru_maxrss) / 1024  // kilobytes
        #endif
    }

    /// Runs a program in the scratch folder; its output.
    @discardableResult
    func run(_ arguments: [String]) throws(ToolFailure) -> String {
        try check(ProgramResult.run(arguments, in: scratch))
    }

    /// A finished program's output; its errors when it failed.
    @discardableResult
    func check(_ result: ProgramResult) throws(ToolFailure) -> String {
        guard result.status == 0 else {
            let tail = (result.output + result.errors).split(separator: "\n").suffix(30).joined(
                separator: "\n")
            throw ToolFailure("bench: a step failed (\(result.status)):\n\(tail)")
        }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
