import CLIKit
import Presentation

/// What the presenter may ask of the view.
@MainActor
protocol __NAME__DisplayLogic: AnyObject {
    func display(_ model: __NAME__Models.Show.ViewModel)
}

/// The scene's terminal adapter: sends requests to the interactor and renders each view model.
@MainActor
final class __NAME__TerminalView: __NAME__DisplayLogic, OutputScene {
    /// Strong: the view owns the cycle (view -> interactor -> presenter -weak-> view).
    let interactor: any __NAME__BusinessLogic
    let output: SceneOutput
    let title = "__command__"

    init(interactor: any __NAME__BusinessLogic, terminal: TerminalRenderer) {
        self.interactor = interactor
        self.output = SceneOutput(terminal)
    }

    /// Adds the items, if any, then shows every item; returns the exit code of what it displayed.
    @discardableResult
    func show(adding items: [String]) async -> ExitCode {
        await interactor.showItems(__NAME__Models.Show.Request(adding: items))
        return exitCode
    }

    func display(_ model: __NAME__Models.Show.ViewModel) {
        output.show(model, line: model.summary, error: model.error)
    }

    /// Read by the command line's parser, so the screen refuses what a command line would.
    var commands: [ScreenCommand] {
        let add = CommandSpec(
            "add", summary: "Add one item: the rest of the line.",
            arguments: [ArgumentSpec("item", help: "The item.", count: .rest)], example: ["tea"], writes: true)
        return [
            ScreenCommand.parsing(add, help: Words.__name__Feature(output.terminal.language)("help.add"), terminal: output.terminal) {
                await self.show(adding: [$0.arguments.joined(separator: " ")])
            }
        ]
    }

    func appear() async { await show(adding: []) }

    /// Leaving the screen stops the scene: an answer still in flight draws nothing.
    func stop() { interactor.stop() }
}
