import Foundation
public import Presentation

/// The interactive shell: a home screen, each scene's own terminal view, and a navigation stack that
/// routers push onto and `back` takes the top scene off (through its router where it has one, which
/// frees it).
///
/// Line-based, so it stays scriptable and testable: a prompt shows where you are (`users > 2 >`),
/// `help` lists what the current screen accepts, end of input or `quit` leaves.
///
/// On a terminal it reads ahead: the next line is read while a command is still running, so a second
/// `save` meets the scene's duplicate-save guard, `refresh` supersedes a load in flight, and `back`
/// leaves at once (the scene is stopped, and its late response draws nothing). From a script it runs
/// one command at a time, so a script's lines always act on the screen the previous line left.
@MainActor
public final class Shell {
    let stack = NavigationStack()
    private let home: HomeScene
    private let input: any LineSource
    private let output: any TextOutput
    private let style: TerminalStyle
    private let words: Words
    /// The commands running now, which Ctrl-C cancels, by the order they started in.
    private var running: [Int: Task<Void, Never>] = [:]
    private var started = 0
    /// Whether the next line is read while commands are still running.
    private let readsAhead: Bool
    /// A question the last command asked (the plan scene's focus effect): it is the next line's prompt, and
    /// that line answers it.
    private var pending: ScreenPrompt?

    /// Whether typed lines are echoed after the prompt: when input is a script, not a person.
    private let echoesInput: Bool

    public init(
        screens: [ShellScreen], input: any LineSource, output: any TextOutput, style: TerminalStyle,
        echoesInput: Bool, readsAhead: Bool = false, language: Language = .english
    ) {
        self.readsAhead = readsAhead
        self.words = Words.cliKit(language)
        self.home = HomeScene(screens: screens, output: output, style: style, words: words)
        self.input = input
        self.output = output
        self.style = style
        self.echoesInput = echoesInput
    }

    /// Runs until `quit` or the end of input.
    public func run() async -> ExitCode {
        await stack.push(home)
        while true {
            output.write(style.bold(pending.map { $0.question + " " } ?? prompt))
            guard let line = await input.nextLine() else {
                output.writeLine("")
                leave()
                return .success
            }
            if echoesInput { output.writeLine(TerminalText.printable(line)) }
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if let answer = pending?.answer {
                pending = nil
                if words.first != "cancel" {
                    await perform { await answer(line.trimmingCharacters(in: .whitespaces)) }
                }
                continue
            }
            guard let command = words.first?.lowercased() else { continue }
            let arguments = Array(words.dropFirst())
            switch command {
            case "quit", "exit":
                leave()
                return .success
            case "help", "?":
                showHelp()
            case "back":
                await back()
            default:
                await dispatch(command, arguments)
            }
        }
    }

    /// `users > 2 > ` for a user detail opened from the list.
    var prompt: String {
        (stack.path + [""]).joined(separator: " > ")
    }

    /// Ctrl-C: cancels the running command, never the shell.
    public func interrupt() {
        guard !running.isEmpty else {
            output.writeLine("")
            output.write(style.bold(prompt))
            return
        }
        for task in running.values { task.cancel() }
        output.writeLine(style.dim(words("shell.cancelled")))
    }

    /// Runs a command; waits for it unless the shell reads ahead.
    private func perform(_ work: @escaping @MainActor () async -> Void) async {
        started += 1
        let id = started
        // Strong: the shell outlives its commands (a weak capture's side table outlives the shell).
        let task = Task {
            await work()
            self.running[id] = nil
        }
        running[id] = task
        if !readsAhead { await task.value }
    }

    /// Waits for every command still running; for tests, after ``run()`` has returned.
    func waitForRunningCommands() async {
        for task in running.values { await task.value }
    }

    /// Quit or end of input: every running command is cancelled and every screen stopped, so nothing
    /// draws after the shell has left.
    private func leave() {
        for task in running.values { task.cancel() }
        running.removeAll()
        stack.stopAll()
    }

    /// Takes the top scene off the stack (freeing it) and shows the one below it again.
    private func back() async {
        // The scene leaves its own way (a router may own the way out); once off the stack nothing holds
        // it, and leaving stops it: a response still in flight finds its view gone.
        guard let leaving = stack.top, leaving.back(on: stack), let top = stack.top else {
            output.writeLine(words("shell.atHome"))
            return
        }
        if top === home {
            home.show()
        } else {
            await perform { await top.appear() }
        }
    }

    /// Runs a typed line: on the home screen a word opens a scene; elsewhere it names one of the top
    /// scene's `commands` (each a `ScreenCommand` the view declares, reading its words with the command
    /// line's parser), which runs with the words after it.
    private func dispatch(_ command: String, _ arguments: [String]) async {
        guard let top = stack.top else { return }
        if top === home {
            guard let screen = home.screen(for: command) else {
                return home.refusal(for: command).map { output.writeLine($0) } ?? unknown(command)
            }
            guard arguments.isEmpty else {
                return output.writeLine(home.refusal(for: command, before: arguments))
            }
            await perform { [self] in await stack.push(await screen.open(stack)) }
            return
        }
        guard let match = top.commands.first(where: { $0.name == command }) else { return unknown(command) }
        await perform { [self] in
            guard let prompt = await match.run(arguments) else { return }
            pending = prompt
            // Reading ahead, the shell already shows its own prompt: the question goes on a line of its own.
            if readsAhead { output.writeLine(prompt.question) }
        }
    }

    private func unknown(_ command: String) {
        output.writeLine(words("shell.unknownCommand", ["command": TerminalText.quoted(command)]))
    }

    private func showHelp() {
        guard let top = stack.top else { return }
        var rows: [[String]] =
            top === home
            ? home.screens.enumerated().map {
                [
                    "\($0.offset + 1) | \($0.element.name)",
                    words("shell.help.open", ["summary": $0.element.summary]),
                ]
            }
            : top.commands.map { [$0.usage, $0.help] }
        if top !== home { rows.append(["back", words("shell.help.back")]) }
        rows += [["help", words("shell.help.help")], ["quit", words("shell.help.quit")]]
        for line in TextTable(indent: "  ").lines(rows) { output.writeLine(line) }
    }
}
