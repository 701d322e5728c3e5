import CLIKit
import Presentation

/// A scene the shell's home screen offers: its name, its line, and how to open it.
@MainActor
struct ShellScreen {
    let name: String
    let summary: String
    let open: @MainActor (NavigationStack) async throws(CommandFailure) -> any TerminalScene

    /// Every registered scene, opened on the session's adapters.
    static func all(adapters: CompositionRoot, terminal: TerminalRenderer) -> [ShellScreen] {
        RegisteredFeatures.scenes.map { scene in
            ShellScreen(name: scene.command.name, summary: scene.screenSummary) {
                navigator throws(CommandFailure) in
                try await scene.open(
                    in: SceneContext(adapters: adapters, terminal: terminal), navigator: navigator)
            }
        }
    }
}

/// The shell's first screen: the scenes there are, by number and name.
@MainActor
final class HomeScene: TerminalScene {
    let title = "strata"
    let screens: [ShellScreen]
    private let output: any TextOutput
    private let style: TerminalStyle

    init(screens: [ShellScreen], output: any TextOutput, style: TerminalStyle) {
        self.screens = screens
        self.output = output
        self.style = style
    }

    /// A number or a name opens a scene; the shell handles that word itself.
    var commands: [ScreenCommand] { [] }

    func appear() async { show() }

    /// Nothing is ever in flight here.
    func stop() {}

    func show() {
        output.writeLine(style.bold("Scenes"))
        let table = TextTable(indent: "  ", isNumbered: true)
        for line in table.lines(screens.map { [$0.name, $0.summary] }) { output.writeLine(line) }
        output.writeLine(
            style.dim("Type a number or a name; help lists what each screen accepts; quit leaves."))
    }

    /// The screen a typed word names: its number or its name.
    func screen(for word: String) -> ShellScreen? {
        if let number = Int(word), screens.indices.contains(number - 1) { return screens[number - 1] }
        return screens.first { $0.name == word.lowercased() }
    }
}
