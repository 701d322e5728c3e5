import Foundation

/// The `strata` command: one subcommand per tool.
///
/// Exit status: 0 done, 1 a finding or a refusal (with a message), 2 the tool could not run or was called
/// wrongly.
public enum Strata {
    /// A subcommand: its name, its one-line usage, and what it does with the repository and its words.
    public struct Command: Sendable {
        public let name: String
        public let usage: String
        public let run: @Sendable (Repository, inout Arguments) throws(ToolFailure) -> Int32
    }

    public static let commands: [Command] = [
        Command(
            name: "boundaries",
            usage: "boundaries [--no-compiler] [--only-from PACKAGE]...",
            run: Boundaries.command),
        Command(name: "imports", usage: "imports [--package PACKAGE]...", run: Imports.command),
        Command(
            name: "feature",
            usage: "feature add [--store] [--no-graph] NAME | feature remove [--no-graph] NAME",
            run: Scaffold.command),
        Command(name: "graph", usage: "graph [--check]", run: Graph.command),
        Command(
            name: "affected", usage: "affected packages|test [--base REF] [--swift-flag FLAG]...",
            run: Affected.command),
        Command(name: "test-waits", usage: "test-waits", run: TestWaits.command),
        Command(name: "bench", usage: "bench [--quick]", run: Bench.command),
    ]

    /// Runs `strata <command> ...` on the repository that holds the current directory.
    public static func main(_ words: [String]) -> Int32 {
        guard let name = words.first, let command = commands.first(where: { $0.name == name }) else {
            let usage = commands.map { "  strata \($0.usage)" }.joined(separator: "\n")
            let known = words.first.map { $0 == "--help" || $0 == "help" } ?? true
            FileHandle.standardError.write(
                Data("\(known ? "" : "strata: unknown command '\(words[0])'\n")usage:\n\(usage)\n".utf8))
            return known && !words.isEmpty ? 0 : 2
        }
        var arguments = Arguments(Array(words.dropFirst()))
        do {
            return try command.run(try Repository.enclosingCurrentDirectory(), &arguments)
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            if error.isUsage {
                FileHandle.standardError.write(Data("usage: strata \(command.usage)\n".utf8))
            }
            return error.status
        }
    }
}
