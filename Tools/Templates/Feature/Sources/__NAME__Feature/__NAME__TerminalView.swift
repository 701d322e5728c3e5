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

    /// Shows the items; returns the exit code of what it displayed.
    @discardableResult
    func show(items: [String]) -> ExitCode {
        interactor.showItems(__NAME__Models.Show.Request(items: items))
        return exitCode
    }

    func display(_ model: __NAME__Models.Show.ViewModel) {
        output.show(model, line: model.summary, error: model.error)
    }

    /// Read by the command line's parser, so the screen refuses what a command line would.
    var commands: [ScreenCommand] {
        let show = CommandSpec(
            "show", summary: "Show these items, one word each.",
            arguments: [ArgumentSpec("item", help: "An item.", count: .rest)], example: ["tea", "books"])
        return [ScreenCommand.parsing(show, help: Words.__name__Feature(output.terminal.language)("help.show"), terminal: output.terminal) { self.show(items: $0.arguments) }]
    }

    func appear() async { show(items: []) }

    func stop() {}
}
