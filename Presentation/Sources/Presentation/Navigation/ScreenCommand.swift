/// One command a screen accepts in the shell, such as `open <row>`.
///
/// Each terminal view lists its own (``TerminalScene/commands``), so the shell needs to know no scene.
/// Features make theirs with CLIKit's `ScreenCommand.parsing`, which reads the words with the command
/// line's parser, so a screen refuses what the matching command refuses, with the same message.
@MainActor
public struct ScreenCommand {
    /// The word that runs it, such as `open`.
    public let name: String
    /// How it is typed, such as `open <row>`.
    public let usage: String
    public let help: String
    /// Words it runs with, such as `["2"]` for `page 2`: tests that sweep every command start from them.
    public let example: [String]
    /// Whether running it may change stored data.
    public let writes: Bool
    /// Runs with the words typed after the name; a question it returns takes the next line as its answer.
    public let run: @MainActor ([String]) async -> ScreenPrompt?

    public init(
        _ name: String, usage: String, help: String, example: [String], writes: Bool,
        run: @escaping @MainActor ([String]) async -> ScreenPrompt?
    ) {
        self.name = name
        self.usage = usage
        self.help = help
        self.example = example
        self.writes = writes
        self.run = run
    }
}
