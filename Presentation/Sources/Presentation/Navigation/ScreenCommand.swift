/// One command a screen accepts in the shell, such as `open <row>`.
///
/// Each terminal view lists its own (``TerminalScene/commands``), so the shell needs to know no scene.
@MainActor
public struct ScreenCommand {
    /// The word that runs it, such as `open`.
    public let name: String
    /// How it is typed, such as `open <row>`.
    public let usage: String
    public let help: String
    /// Runs with the words typed after the name; a question it returns takes the next line as its answer.
    public let run: @MainActor ([String]) async -> ScreenPrompt?

    public init(
        _ name: String, usage: String? = nil, help: String, run: @escaping @MainActor ([String]) async -> Void
    ) {
        self.name = name
        self.usage = usage ?? name
        self.help = help
        self.run = { words in
            await run(words)
            return nil
        }
    }

    private init(
        name: String, usage: String?, help: String,
        asking run: @escaping @MainActor ([String]) async -> ScreenPrompt?
    ) {
        self.name = name
        self.usage = usage ?? name
        self.help = help
        self.run = run
    }

    /// A command that may ask for one more line, such as a field to type again.
    public static func asking(
        _ name: String, usage: String? = nil, help: String,
        _ run: @escaping @MainActor ([String]) async -> ScreenPrompt?
    ) -> ScreenCommand {
        ScreenCommand(name: name, usage: usage, help: help, asking: run)
    }
}
