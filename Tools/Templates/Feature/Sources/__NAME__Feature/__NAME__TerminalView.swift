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
    private(set) var model: __NAME__Models.Show.ViewModel?
    /// The exit code of the last view model displayed, which a one-shot command returns; 70 until one
    /// is, since a command that displays nothing is a bug.
    private(set) var exitCode = ExitCode.internalError
    private let terminal: TerminalRenderer

    init(interactor: any __NAME__BusinessLogic, terminal: TerminalRenderer) {
        self.interactor = interactor
        self.terminal = terminal
    }

    /// Shows the items; returns the exit code of what it displayed.
    @discardableResult
    func show(items: [String]) -> ExitCode {
        interactor.showItems(__NAME__Models.Show.Request(items: items))
        return exitCode
    }

    func display(_ model: __NAME__Models.Show.ViewModel) {
        self.model = model
        exitCode = ExitCode(model.outcome)
        terminal.render(model, text: model.summary.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }

    let title = "__command__"

    /// Read by the command line's parser, so a screen refuses what a command line would.
    var commands: [ScreenCommand] {
        [
            ScreenCommand.parsing(
                CommandSpec(
                    "show", summary: "Show these items, one word each.",
                    arguments: [ArgumentSpec("item", help: "An item.", count: .rest)],
                    example: ["tea", "books"]),
                terminal: terminal
            ) { invocation in self.show(items: invocation.arguments) }
        ]
    }

    /// Opens on the empty list.
    func appear() async { show(items: []) }

    /// Nothing is ever in flight.
    func stop() {}
}
