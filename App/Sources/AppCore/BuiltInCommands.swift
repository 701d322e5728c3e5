import CLIKit

/// The commands after the scenes', in the order that `app --help` lists them.
enum BuiltInCommands {
    static let all: [any CommandGroup.Type] = [ShellCommands.self, CompletionCommands.self]
}
