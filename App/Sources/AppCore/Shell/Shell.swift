import CLIKit
import Foundation
import Presentation
import UserListFeature

/// The interactive shell: a home screen, each scene's own terminal view, and a navigation stack that
/// routers push onto and `back` pops (which frees the popped scene).
///
/// Line-based, so it stays scriptable and testable: a prompt shows where you are (`users > 2 >`),
/// `help` lists what the current screen accepts, end of input or `quit` leaves.
///
/// On a terminal it reads ahead: the next line is read while a command is still running, so a second
/// `save` meets the scene's duplicate-save guard, `refresh` supersedes a load in flight, and `back`
/// leaves at once (the scene is stopped, and its late response draws nothing). From a script it runs
/// one command at a time, so a script's lines always act on the screen the previous line left.
@MainActor
final class Shell {
    let stack = NavigationStack()
    private let scenes: ShellScenes
    private let input: any LineSource
    private let output: any TextOutput
    private let style: TerminalStyle
    /// The commands running now, which Ctrl-C cancels, by the order they started in.
    private var running: [Int: Task<Void, Never>] = [:]
    private var started = 0
    /// Whether the next line is read while commands are still running.
    private let readsAhead: Bool
    /// A field the last screen asked to focus: the next line fills it (the plan scene's effect).
    var pendingFocus: ((String) async -> Void)?

    /// Whether typed lines are echoed after the prompt: when input is a script, not a person.
    private let echoesInput: Bool

    init(
        scenes: ShellScenes, input: any LineSource, output: any TextOutput, style: TerminalStyle,
        echoesInput: Bool, readsAhead: Bool = false
    ) {
        self.readsAhead = readsAhead
        self.scenes = scenes
        self.input = input
        self.output = output
        self.style = style
        self.echoesInput = echoesInput
    }

    /// Runs until `quit` or the end of input.
    func run() async -> ExitCode {
        await stack.push(HomeScene(output: output, style: style))
        while true {
            output.write(style.bold(prompt))
            guard let line = await input.nextLine() else {
                output.writeLine("")
                leave()
                return .success
            }
            if echoesInput { output.writeLine(TerminalText.printable(line)) }
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if let focus = pendingFocus {
                pendingFocus = nil
                if words.first != "cancel" {
                    await perform { await focus(line.trimmingCharacters(in: .whitespaces)) }
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
    func interrupt() {
        guard !running.isEmpty else {
            output.writeLine("")
            output.write(style.bold(prompt))
            return
        }
        for task in running.values { task.cancel() }
        output.writeLine(style.dim("Cancelled."))
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

    /// Pops the top scene (freeing it) and shows the one below it again.
    private func back() async {
        // Once popped, nothing holds the scene: a response still in flight finds its view gone. A
        // user detail leaves through its own router, which also stops its interactor.
        guard stack.scenes.count > 1 else {
            output.writeLine("Already at the home screen.")
            return
        }
        if let detail = stack.top as? UserDetailTerminalView {
            detail.close()
        } else {
            stack.pop()
        }
        guard let top = stack.top else { return }
        if let home = top as? HomeScene {
            home.show()
        } else {
            await perform { await top.appear() }
        }
    }

    private func dispatch(_ command: String, _ arguments: [String]) async {
        guard let top = stack.top else { return }
        if top is HomeScene {
            guard let entry = HomeScene.entry(for: command) else { return unknown(command) }
            await perform { [self] in await stack.push(scenes.make(entry.name, navigator: stack)) }
            return
        }
        let commands = scenes.commands(for: top, shell: self)
        guard let match = commands.first(where: { $0.name == command }) else { return unknown(command) }
        await perform { await match.run(arguments) }
    }

    private func unknown(_ command: String) {
        output.writeLine(
            "Unknown command \(TerminalText.quoted(command)) here. Type help to see what this screen accepts."
        )
    }

    private func showHelp() {
        guard let top = stack.top else { return }
        var rows: [(String, String)] =
            top is HomeScene
            ? HomeScene.entries.enumerated().map {
                ("\($0.offset + 1) | \($0.element.name)", "Open: \($0.element.summary)")
            }
            : scenes.commands(for: top, shell: self).map { ($0.usage, $0.help) }
        if !(top is HomeScene) { rows.append(("back", "Leave this screen.")) }
        rows += [("help", "Show this list."), ("quit", "Leave the shell (end of input does too).")]
        let width = rows.map(\.0.count).max() ?? 0
        for (usage, help) in rows {
            output.writeLine("  \(usage.padding(toLength: width, withPad: " ", startingAt: 0))  \(help)")
        }
    }
}

/// One command a screen accepts.
struct ShellCommand {
    let name: String
    /// Such as `open <row>`.
    let usage: String
    let help: String
    let run: @MainActor ([String]) async -> Void
}
