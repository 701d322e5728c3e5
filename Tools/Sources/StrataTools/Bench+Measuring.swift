import Foundation

extension Bench {
    /// The working tree's files (not ignored) in a folder of the scratch, committed (test-affected reads HEAD).
    func copy(_ name: String) throws(ToolFailure) -> URL {
        let copy = Repository(root: scratch.appendingPathComponent(name))
        let files = try run(["git", "ls-files", "-z", "-co", "--exclude-standard"], in: repository.root)
        for file in files.split(separator: "\0").map(String.init) where repository.exists(file) {
            do {
                let folder = copy.url(file).deletingLastPathComponent()
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: repository.url(file), to: copy.url(file))
            } catch { throw ToolFailure("bench: cannot copy \(file): \(error)", status: 2) }
        }
        let identity = "-c user.name=bench -c user.email=bench@example.invalid"
        try run(["sh", "-c", "git init -q && git add -A && git \(identity) commit -qm copy"], in: copy.root)
        return copy.root
    }

    /// Times `line` in `root` with hyperfine, `edit` applied before each run; and the modules its output compiled.
    func time(_ line: String, in root: URL, runs: Int, edit: Edit? = nil, shell: Bool = true)
        throws(ToolFailure) -> Figure
    {
        let log = scratch.appendingPathComponent("run-\(UUID())")
        let export = log.appendingPathExtension("json")
        var words = ["hyperfine", "--style", "none", "--runs", "\(runs)", "--export-json", export.path]
        let warmup = runs > 1 ? ["--warmup", "1"] : []  // the build after a re-planned one plans again
        let steady = "unset HYPERFINE_RANDOMIZED_ENVIRONMENT_OFFSET; "  // set anew per command, prepare too
        words += edit.map { ["--prepare", steady + $0.apply, "--cleanup", $0.revert] } ?? warmup
        words += shell ? [steady + "\(line) >> \(quoted(log.path)) 2>&1"] : ["-N", line]
        let result = try ProgramResult.run(words, in: root)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let json = (try? JSONSerialization.jsonObject(with: Data(contentsOf: export))) as? [String: Any]
        let times = (json?["results"] as? [[String: Any]])?.first?["times"] as? [Double]
        guard result.status == 0, let times else {
            throw ToolFailure("bench: \(line) failed in \(root.path):\n\(tail(output + result.errors))")
        }
        return Figure(values: times, modules: Figure.recompiled(output))
    }

    /// Times `swift build --build-tests` of `repo` as the Makefile runs it on `engine`, each edit's run from a build.
    func build(_ repo: URL, _ engine: BuildEngine, _ runs: Int, _ edit: Edit?) throws(ToolFailure) -> Figure {
        let replan = ["env", "STRATA_ENGINE=\(engine)", "Tools/scripts/replan.sh"]
        // As the Makefile's `strict`: every package on native, the package being built on Swift Build.
        let strict = "STRATA_WARNINGS_AS_ERRORS=" + quoted(engine == .native ? "all" : repo.path)
        let words = [strict, engine.swift(in: repo), "build", "--build-tests", "--package-path", "."]
        let flag = try run(replan + ["flag", "./.build"], in: repo)
        let line = (words + engine.flags() + [flag]).joined(separator: " ")
        let reset = edit.map { "\($0.revert) && \(line) >/dev/null 2>&1" } ?? ""
        let rebuilt = edit.map { Edit(apply: reset + " && " + $0.apply, revert: reset) }
        let figure = try time(line, in: repo, runs: runs, edit: rebuilt)
        try run(replan + ["record", "./.build"], in: repo)
        return figure
    }

    /// Builds `product` of the package `folder`, always re-planned, and names its executable.
    func built(_ product: String, in folder: String) throws(ToolFailure) -> String {
        let options = ["--package-path", folder, "-c", config.configuration] + (try BuildEngine.currentFlags)
        let swift = ["swift", "build", "--disable-build-manifest-caching"] + options
        try run(swift + ["--product", product], in: repository.root)
        let bin = try run(swift + ["--show-bin-path"], in: repository.root)
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

    /// Runs a program in `folder` (the scratch when none); its output, trimmed.
    @discardableResult
    func run(_ arguments: [String], in folder: URL? = nil) throws(ToolFailure) -> String {
        let result = try ProgramResult.run(arguments, in: folder ?? scratch)
        guard result.status == 0 else {
            throw ToolFailure(
                "bench: a step failed (\(result.status)):\n\(tail(result.output + result.errors))")
        }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    func tail(_ text: String) -> String { text.split(separator: "\n").suffix(30).joined(separator: "\n") }
}

/// Several runs of one thing: their times and, for a build, the modules any run compiled.
struct Figure {
    var values: [Double], modules: [String] = []
    var median: Double {
        let sorted = values.sorted()
        return (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
    }

    /// The median with its min and max, as `2.00 s (1.00–3.00)`; one run shows alone.
    func show(_ unit: String = "s", scale: Double = 1) -> String {
        guard let low = values.min(), let high = values.max() else { return "n/a" }
        let text = { (value: Double) in String(format: unit == "s" ? "%.2f" : "%.1f", value * scale) }
        return "\(text(median)) \(unit)" + (values.count == 1 ? "" : " (\(text(low))–\(text(high)))")
    }

    /// The modules that a SwiftPM build compiled Swift files of, sorted, from its own `Compiling` lines.
    static func recompiled(_ output: String) -> [String] {
        let compiling = /\[\d+\/\d+\] Compiling (\S+) (.+)/
        let lines = output.split(separator: "\n").compactMap { $0.wholeMatch(of: compiling) }
        return Set(lines.filter { $0.2.contains(/[\w.+-]+\.swift/) }.map { String($0.1) }).sorted()
    }
}

/// A reversible edit of one file: two shell lines, each copying a kept text over it (as an editor's save does) a
/// second after the last build, or native SwiftPM may miss it (BENCHMARKS, By hand: cause not found).
struct Edit { let apply: String, revert: String }
extension Edit {
    /// A statement after `opening` (a body edit), or `appended` at the end of the file (a declaration).
    init(_ file: URL, after opening: String? = nil, appending appended: String = "", keptIn folder: URL)
        throws(ToolFailure)
    {
        let original = try Repository(root: file.deletingLastPathComponent()).read(file.lastPathComponent)
        let range = opening.flatMap { original.range(of: $0) }
        if let opening, range == nil { throw ToolFailure("bench: \(file.path): no '\(opening)'", status: 2) }
        let body = range.map { original.replacingCharacters(in: $0, with: original[$0] + "\n        _ = 1") }
        let edited = body ?? original + appended
        let (kept, name) = (Repository(root: folder), "edit-\(UUID())")
        for (end, text) in [(".edited", edited), (".original", original)] { try kept.write(name + end, text) }
        let copy = { "sleep 1 && cp \(quoted(kept.url(name + $0).path)) \(quoted(file.path))" }
        self.init(apply: copy(".edited"), revert: copy(".original"))
    }
}

/// `text` as one word for sh.
func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
