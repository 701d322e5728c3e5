import CLIKit
import Presentation

/// What the presenter may ask of the view.
@MainActor
protocol __NAME__DisplayLogic: AnyObject {
    func display(_ model: __NAME__Models.ViewModel)
}

/// The scene's terminal adapter: sends requests to the interactor and renders each view model.
@MainActor
final class __NAME__TerminalView: __NAME__DisplayLogic, TerminalScene {
    /// Strong: the view owns the cycle (view -> interactor -> presenter -weak-> view).
    let interactor: any __NAME__BusinessLogic
    /// The last view model displayed.
    private(set) var model: __NAME__Models.ViewModel?
    /// The exit code of the last view model displayed, which a one-shot command returns; 70 until one
    /// is, since a command that displays nothing is a bug.
    private(set) var exitCode = ExitCode.internalError
    private let terminal: TerminalRenderer

    init(interactor: any __NAME__BusinessLogic, terminal: TerminalRenderer) {
        self.interactor = interactor
        self.terminal = terminal
    }

    /// Adds the items; returns the exit code of what it displayed.
    @discardableResult
    func add(items: [String]) async -> ExitCode {
        await interactor.addItems(__NAME__Models.AddItems.Request(items: items))
        return exitCode
    }

    /// Lists the items; returns the exit code of what it displayed.
    @discardableResult
    func list() async -> ExitCode {
        await interactor.listItems()
        return exitCode
    }

    func display(_ model: __NAME__Models.ViewModel) {
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
                    "add", summary: "Add one item: the rest of the line.",
                    arguments: [ArgumentSpec("item", help: "The item.", count: .rest)], example: ["tea"],
                    writes: true),
                terminal: terminal
            ) { invocation in await self.add(items: [invocation.arguments.joined(separator: " ")]) },
            ScreenCommand.parsing(
                CommandSpec("list", summary: "Show every item.", example: []), terminal: terminal
            ) {
                _ in await self.list()
            },
        ]
    }

    /// Shows the stored items when the screen opens.
    func appear() async { await list() }

    /// Leaving the screen stops the scene: an answer still in flight draws nothing.
    func stop() { interactor.stop() }
}
