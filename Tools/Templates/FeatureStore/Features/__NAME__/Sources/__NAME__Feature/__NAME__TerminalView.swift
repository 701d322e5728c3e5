import CLIKit
import Presentation

/// What the presenter may ask of the view.
@MainActor
protocol __NAME__DisplayLogic: AnyObject {
    func display(_ model: __NAME__Models.Show.ViewModel)
}

/// The scene's terminal adapter: sends requests to the interactor and renders each view model.
@MainActor
final class __NAME__TerminalView: __NAME__DisplayLogic, TerminalScene {
    /// Strong: the view owns the cycle (view -> interactor -> presenter -weak-> view).
    let interactor: any __NAME__BusinessLogic
    private let terminal: TerminalRenderer
    /// The outcome of the last view model displayed (a command exits with its code); nil, 70, until one is.
    private(set) var outcome: Outcome?
    let title = "__command__"

    init(interactor: any __NAME__BusinessLogic, terminal: TerminalRenderer) {
        self.interactor = interactor
        self.terminal = terminal
    }

    /// Adds the items, if any, then shows every item; returns the exit code of what it displayed.
    @discardableResult
    func show(adding items: [String]) async -> ExitCode {
        await interactor.showItems(__NAME__Models.Show.Request(adding: items))
        return exitCode
    }

    func display(_ model: __NAME__Models.Show.ViewModel) {
        outcome = model.outcome
        terminal.render(model, text: model.summary.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }

    /// Read by the command line's parser, so the screen refuses what a command line would.
    var commands: [ScreenCommand] {
        let add = CommandSpec(
            "add", summary: "Add one item: the rest of the line.",
            arguments: [ArgumentSpec("item", help: "The item.", count: .rest)], example: ["tea"], writes: true)
        let words = Words.__name__Feature(terminal.language)
        return [
            ScreenCommand.parsing(add, help: words("help.add"), terminal: terminal) {
                await self.show(adding: [$0.arguments.joined(separator: " ")])
            }
        ]
    }

    func appear() async { await show(adding: []) }

    /// Leaving the screen stops the scene: an answer still in flight draws nothing.
    func stop() { interactor.stop() }
}
