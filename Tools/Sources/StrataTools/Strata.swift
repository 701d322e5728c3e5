import Foundation

/// The `strata` command: one subcommand per tool.
///
/// Exit status: 0 done, 1 a finding or a refusal (with a message), 2 the tool could not run or was called
/// wrongly.
public enum Strata {
    /// Each subcommand's usage (its first word is its name) and what it does with the repository and its words.
    static let commands:
        [(usage: String, run: @Sendable (Repository, inout Arguments) throws(ToolFailure) -> Int32)] = [
            ("boundaries [--no-compiler] [--only-from PACKAGE]...", Boundaries.command),
            ("imports [--package PACKAGE]...", Imports.command),
            ("feature add [--store] [--no-graph] NAME | feature remove [--no-graph] NAME", Scaffold.command),
            ("graph [--check]", Graph.command),
            ("affected packages|test [--base REF] [--swift-flag FLAG]...", Affected.command),
            ("bench [--quick]", Bench.command),
        ]

    /// Runs `strata <command> ...` on the repository that holds the current directory.
    public static func main(_ words: [String]) -> Int32 {
        let name = words.first ?? ""
        guard let command = commands.first(where: { $0.usage.hasPrefix(name + " ") || $0.usage == name })
        else {
            let known = name == "--help" || name == "help"
            let usage = commands.map { "  strata \($0.usage)" }.joined(separator: "\n")
            FileHandle.standardError.write(
                Data(
                    "\(known || name.isEmpty ? "" : "strata: unknown command '\(name)'\n")usage:\n\(usage)\n"
                        .utf8))
            return known ? 0 : 2
        }
        var arguments = Arguments(Array(words.dropFirst()))
        do {
            return try command.run(try Repository.enclosingCurrentDirectory(), &arguments)
        } catch {
            FileHandle.standardError.write(
                Data("\(name): \(error)\n\(error.isUsage ? "usage: strata \(command.usage)\n" : "")".utf8))
            return error.status
        }
    }
}
