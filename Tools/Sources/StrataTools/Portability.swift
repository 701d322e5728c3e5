import Foundation

/// `strata portability`: what a Linux build cannot see breaking elsewhere (the workflow's Apple jobs
/// compile for real; this is the quick check).
///
/// A platform module (Glibc, Darwin, FoundationNetworking, ...) is imported only inside `#if canImport(It)`
/// or an `#if os(...)` that implies it. And what macOS runs (the Makefile, CI, scripts, tests) needs no
/// util-linux script, bash's source of a process substitution, ulimit's memory cap, a binary found from
/// the test's argv[0], or GNU flags: sed's in-place edit without a suffix, date's -d, readlink's -f,
/// find's printf action, timeout. A line that needs one says `linux-only`, or is the line of the test's
/// `.linuxOnly(reason)` trait.
public enum Portability {
    static let apple = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
    /// Module → the `os(...)` values that guarantee it (none: only `canImport` does).
    static let platformModules: [String: [String]] = [
        "Glibc": [], "Musl": [], "Android": [], "Bionic": [], "WASILibc": ["WASI"], "WinSDK": ["Windows"],
        "ucrt": ["Windows"], "CRT": ["Windows"], "FoundationNetworking": [], "FoundationXML": [],
        "FoundationEssentials": [], "FoundationInternationalization": [], "Darwin": apple, "os": apple,
        "ObjectiveC": apple, "Combine": apple, "SwiftUI": apple, "UIKit": ["iOS", "tvOS", "visionOS"],
        "AppKit": ["macOS"],
    ]
    /// Each pattern holds a bracket, so that a line quoting it is no finding.
    nonisolated(unsafe) static let notOnMacOS =
        #/\/usr\/bin\/scrip[t]|source <[(]|ulimi[t] -v|argument[s]\[0]|-print[f]|(?:^|[^A-Za-z0-9_.-])(?:se[d](?: -[A-Za-z]+)* -[A-Za-z]*i(?: |$)|dat[e](?: -[A-Za-z]+)* -[d](?: |$)|readlin[k] -[A-Za-z]*f|timeou[t] +[-0-9])/#
    static let shellPaths = ["Makefile", ".ci", ".github", "tools", "Tests"]

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        try arguments.finish()
        var imports: [String] = []
        for file in repository.files(under: ".", endingIn: ".swift") {
            imports += try unguardedImports(repository.read(file)).map { "\(file):\($0)" }
        }
        let folders =
            repository.contents(of: ".").map { "\($0)/Tests" }
            + repository.contents(of: "Features").map { "Features/\($0)/Tests" }
        let shell = (shellPaths + folders).flatMap { path in
            repository.isFolder(path)
                ? repository.files(under: path, endingIn: "") : repository.exists(path) ? [path] : []
        }.flatMap { file in
            let text = (try? repository.read(file)) ?? ""
            let lines =
                text.contains(notOnMacOS) ? text.split(separator: "\n", omittingEmptySubsequences: false) : []
            return macOSFailures(lines).map { "\(file):\($0 + 1):\(lines[$0])" }
        }
        guard imports.isEmpty && shell.isEmpty else {
            print((imports + shell).joined(separator: "\n"))
            if !shell.isEmpty { print("portability: the shell lines above fail or do nothing on macOS") }
            return 1
        }
        print("ok: platform imports guarded, no GNU-only or Linux-only shell")
        return 0
    }

    /// "line: message" for each import of a platform module that no enclosing `#if` branch guarantees.
    public static func unguardedImports(_ source: String) -> [String] {
        guard platformModules.keys.contains(where: { source.contains($0 == "os" ? "import os" : $0) }) else {
            return []
        }
        var branches: [String] = []  // the condition of each enclosing branch; "" for an #else
        var guards: [[String]] = [[]]  // the branches around each line (1-based)
        for line in SwiftSource.code(source).split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
                .map(String.init)
            switch words.first {
            case "#if": branches.append(words.last ?? "")
            case "#elseif" where !branches.isEmpty: branches[branches.count - 1] = words.last ?? ""
            case "#else" where !branches.isEmpty: branches[branches.count - 1] = ""
            case "#endif": _ = branches.popLast()
            default: break
            }
            guards.append(branches)
        }
        return SwiftSource.imports(source).compactMap { line, module in
            guard let oses = platformModules[module] else { return nil }
            let guarded = guards[line].contains { condition in
                condition.replacingOccurrences(of: " ", with: "").components(separatedBy: "||").allSatisfy {
                    option in
                    option.contains("canImport(\(module))") && !option.contains("!canImport(\(module))")
                        || oses.contains { option.contains("os(\($0))") && !option.contains("!os(\($0))") }
                }
            }
            let inside = guards[line].last.map { $0.isEmpty ? " (in an #else)" : " (inside #if \($0))" } ?? ""
            return guarded ? nil : "\(line): import \(module) is not inside #if canImport(\(module))\(inside)"
        }
    }

    /// The indexes of the lines that fail or do nothing on macOS and do not say why.
    public static func macOSFailures(_ lines: [Substring]) -> [Int] {
        lines.indices.filter { index in
            let line = lines[index]
            return line.contains(notOnMacOS) && !line.contains("linux-only") && !line.contains(".linuxOnly(")
        }
    }
}
