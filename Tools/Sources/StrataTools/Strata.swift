import Foundation

/// The `strata` command: it exits 0 when done, 1 on a finding or a refusal, 2 if it cannot run or is misused.
public enum Strata {
    /// Each subcommand's usage (its first word is its name) and what it does with the repository and its words.
    static let commands:
        [(usage: String, run: @Sendable (Repository, inout Arguments) throws(ToolFailure) -> Int32)] = [
            ("boundaries [--no-compiler] [--only-from PACKAGE]...", Boundaries.command),
            ("imports [--package DIR]... | --target T --graph TSV --output OUT [--strict]", Imports.command),
            ("feature add [--store] NAME | feature remove NAME", Scaffold.command),
            ("graph [--check]", Graph.command),
            ("affected packages|test [--base REF] [--swift-flag FLAG]...", Affected.command),
            ("bench [--quick]", Bench.command),
        ]

    /// Runs `strata [--repository FOLDER] <command> ...` on that repository, else the one holding the current
    /// directory (a build runs its commands wherever it likes).
    public static func main(_ given: [String]) -> Int32 {
        let root = given.first == "--repository" && given.count > 1 ? given[1] : nil
        let words = root == nil ? given : Array(given.dropFirst(2))
        let name = words.first ?? ""
        guard let command = commands.first(where: { $0.usage.prefix { $0 != " " } == name }) else {
            let known = name == "--help" || name == "help"
            let unknown = known || name.isEmpty ? "" : "strata: unknown command '\(name)'\n"
            printError("\(unknown)usage:\n" + commands.map { "  strata \($0.usage)" }.joined(separator: "\n"))
            return known ? 0 : 2
        }
        var arguments = Arguments(Array(words.dropFirst()))
        do throws(ToolFailure) {
            let repository =
                if let root { Repository(root: URL(fileURLWithPath: root)) } else {
                    try Repository.enclosingCurrentDirectory()
                }
            return try command.run(repository, &arguments)
        } catch {
            printError("\(name): \(error)" + (error.isUsage ? "\nusage: strata \(command.usage)" : ""))
            return error.status
        }
    }
}

/// `print` to stderr: what a command says beside its output.
func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
