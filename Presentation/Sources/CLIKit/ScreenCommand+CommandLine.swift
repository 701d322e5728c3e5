public import Presentation

extension ScreenCommand {
    /// A screen command whose words the command line's parser reads.
    ///
    /// `spec` describes the command as a leaf: its name, its words as positional arguments (the last
    /// may be optional or take the rest of the line), an example and whether it writes. A missing or
    /// extra word is refused with the command line's message ("unexpected argument '7' for 'make'."),
    /// and `run` turns the words into values with the functions the matching command of the command
    /// line uses, throwing the same failure for a bad one. A refusal is shown as an error: nothing
    /// runs, nothing is sent or saved, and the screen stays as it was. `help` is the line the screen's
    /// `help` shows, in the terminal's language (the spec's summary is `--help`'s, in English).
    public static func parsing(
        _ spec: CommandSpec, help: String, terminal: TerminalRenderer,
        _ run: @escaping @MainActor (Invocation) async throws(CommandFailure) -> Void
    ) -> ScreenCommand {
        asking(spec, help: help, terminal: terminal) { invocation throws(CommandFailure) in
            try await run(invocation)
            return nil
        }
    }

    /// A screen command read like ``parsing(_:help:terminal:_:)`` that may ask for one more line, such as
    /// a field to type again.
    public static func asking(
        _ spec: CommandSpec, help: String, terminal: TerminalRenderer,
        _ run: @escaping @MainActor (Invocation) async throws(CommandFailure) -> ScreenPrompt?
    ) -> ScreenCommand {
        let usage = HelpFormatter.usage(of: spec, at: spec.name, in: terminal.language)
        return ScreenCommand(
            spec.name, usage: usage, help: help, example: spec.example ?? [], writes: spec.writes
        ) { words in
            do throws(CommandFailure) {
                guard case .run(let invocation, _) = try parse(words, as: spec) else {
                    // `--help` among the words: how the command is typed, and nothing run.
                    terminal.note("\(usage): \(help)")
                    return nil
                }
                return try await run(invocation)
            } catch {
                let message = error.message(in: terminal.language)
                terminal.render(Refusal(error: message), text: [], errors: [message])
                return nil
            }
        }
    }

    private static func parse(_ words: [String], as spec: CommandSpec) throws(CommandFailure) -> ParseResult {
        do throws(UsageError) {
            return try ArgumentParser(root: spec).parse(words)
        } catch {
            throw error.failure
        }
    }
}

/// A refused command as a view model: the message alone.
private struct Refusal: Encodable {
    let error: String
}
