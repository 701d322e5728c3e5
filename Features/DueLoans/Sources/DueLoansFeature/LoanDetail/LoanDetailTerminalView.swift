import CLIKit
import Domain
import LoansDomain
import Presentation

/// What shows the detail.
@MainActor
protocol LoanDetailDisplayLogic: AnyObject {
    func display(_ model: LoanDetailModels.ViewModel)
    func display(_ model: LoanDetailModels.NoPlanViewModel)
}

/// The detail on a terminal; retains its presenter.
@MainActor
final class LoanDetailTerminalView: LoanDetailDisplayLogic, OutputScene {
    let presenter: LoanDetailPresenter
    let title: String
    private(set) var model: LoanDetailModels.ViewModel?
    let output: SceneOutput
    /// Its labels and its command's help row, in the terminal's language.
    private let words: Words

    init(id: Loan.ID, presenter: LoanDetailPresenter, terminal: TerminalRenderer) {
        self.title = String(id.rawValue)
        self.presenter = presenter
        self.output = SceneOutput(terminal)
        self.words = Words.dueLoans(terminal.language)
    }

    func appear() async { await presenter.load() }

    func stop() { presenter.stop() }

    /// Asks for a reading plan of the loan's book: the app opens it on the navigator, or this view says
    /// why there is none.
    func plan(pagesText: String) async { await presenter.plan(pagesText: pagesText) }

    /// The detail is read-only; `plan PAGES` opens a reading plan for the book.
    var commands: [ScreenCommand] {
        [
            ScreenCommand.parsing(
                CommandSpec(
                    "plan", summary: "Plan the reading: pages per day to finish the book before it is due.",
                    arguments: [ArgumentSpec("pages", help: "Pages in the book.")], example: ["412"]),
                help: words("detail.command.plan"), terminal: output.terminal
            ) { invocation in await self.plan(pagesText: invocation.arguments[0]) }
        ]
    }

    func display(_ model: LoanDetailModels.ViewModel) {
        self.model = model
        var lines: [String] = []
        if let title = model.title, let due = model.dueDate, let status = model.status {
            // The labels line up in every language: "due:    ", "status: ".
            let labelled = [[words("detail.due"), due], [words("detail.status"), status]]
            lines = [title] + TextTable(indent: "  ", gap: 1).lines(labelled)
        }
        output.show(model, text: lines, errors: model.error.map { [$0] } ?? [])
    }

    func display(_ model: LoanDetailModels.NoPlanViewModel) {
        output.show(model, errors: [model.error])
    }
}
