import CLIKit
import Presentation

/// What the presenter may ask of the view.
@MainActor
protocol UserListDisplayLogic: AnyObject {
    func display(_ model: UserListModels.FetchUsers.ViewModel)
    func displayMissingRow(_ model: UserListModels.SelectRow.ViewModel)
    func displayLastPage(_ model: UserListModels.LastPage.ViewModel)
}

/// The user list on a terminal: numbered rows, the page line, and any error under them.
@MainActor
final class UserListTerminalView: UserListDisplayLogic, OutputScene {
    let interactor: any UserListBusinessLogic
    let router: any UserListRoutingLogic
    private(set) var model: UserListModels.FetchUsers.ViewModel?
    /// The last selection of a row that was not there.
    private(set) var missingRow: UserListModels.SelectRow.ViewModel?
    let output: SceneOutput
    /// The words of its lines and of its commands' help, in the language the configurator gave it.
    private let words: Words

    /// The screen's name, typed in the shell: a command word, the same in every language.
    let title = "users"

    init(
        interactor: any UserListBusinessLogic, router: any UserListRoutingLogic, terminal: TerminalRenderer,
        language: Language
    ) {
        self.interactor = interactor
        self.router = router
        self.output = SceneOutput(terminal)
        self.words = .userList(language)
    }

    func appear() async { await refresh() }

    /// Leaving the screen stops the scene: a page still in flight draws nothing.
    func stop() { interactor.stop() }

    @discardableResult
    func refresh() async -> ExitCode {
        await interactor.fetchUsers(.refresh)
        return exitCode
    }

    func nextPage() async { await interactor.fetchUsers(.nextPage) }

    @discardableResult
    func showPage(_ page: Int) async -> ExitCode {
        await interactor.fetchUsers(.init(reset: true, page: page))
        return exitCode
    }

    @discardableResult
    func showAll() async -> ExitCode {
        await interactor.fetchUsers(.all)
        return exitCode
    }

    /// Selects the row shown as `number` (from 1) and, if it is there, opens its detail.
    func open(row number: Int) async {
        interactor.selectRow(UserListModels.SelectRow.Request(index: number - 1))
        await router.routeToDetail()
    }

    /// Read by the command line's parser: `page` takes its number as `users list --page` does.
    ///
    /// Both give the same refusal; a refused command leaves the rows shown as they were. Each spec's summary
    /// is English, as `--help` is; `help` lists the screen's own words.
    var commands: [ScreenCommand] {
        [
            ScreenCommand.parsing(
                CommandSpec("next", summary: "Load the next page below these.", example: []),
                help: words("list.command.next"), terminal: output.terminal
            ) { _ in await self.nextPage() },
            ScreenCommand.parsing(
                CommandSpec("refresh", summary: "Reload from the first page.", example: []),
                help: words("list.command.refresh"), terminal: output.terminal
            ) { _ in await self.refresh() },
            ScreenCommand.parsing(
                CommandSpec(
                    "page", summary: "Show page n.",
                    arguments: [ArgumentSpec("n", help: "The page, from 1.")],
                    example: ["2"]),
                help: words("list.command.page"), terminal: output.terminal
            ) { invocation throws(CommandFailure) in
                let page = try UserListEntry.pageNumber(
                    invocation.arguments[0],
                    naming: Words.said(by: Words.userList) { words in words("list.what.page") })
                await self.showPage(page)
            },
            ScreenCommand.parsing(
                CommandSpec(
                    "open", summary: "Open the user in that row.",
                    arguments: [ArgumentSpec("row", help: "The row's number on the screen.")], example: ["1"]),
                help: words("list.command.open"), terminal: output.terminal
            ) { invocation throws(CommandFailure) in
                // A refusal gives the rows this screen shows; a number past them is the interactor's to
                // refuse ("There is no row 99: ..."), as it refuses a stale selection.
                let (text, shown) = (invocation.arguments[0], max(1, self.model?.rows.count ?? 1))
                let through = (Int(text) ?? 0) > shown ? Int.max : shown
                let row = try Invocation.wholeNumber(
                    text, from: 1, through: through,
                    naming: Words.said(by: Words.userList) { words in words("list.what.row") })
                await self.open(row: row)
            },
        ]
    }

    func displayMissingRow(_ model: UserListModels.SelectRow.ViewModel) {
        missingRow = model
        output.terminal.render(model, text: [], errors: [model.errorMessage])
    }

    func displayLastPage(_ model: UserListModels.LastPage.ViewModel) {
        output.terminal.render(model, text: [model.message], errors: [])
    }

    func display(_ model: UserListModels.FetchUsers.ViewModel) {
        self.model = model
        guard model.loading == .none else {
            let loading =
                model.loading == .fullScreen ? words("list.loading.users") : words("list.loading.more")
            return output.progress(model, loading)
        }
        var lines = TextTable(indent: "  ", isNumbered: true).lines(
            model.rows.map { [$0.title, $0.subtitle, words("list.row.id", ["id": $0.id])] })
        if let pageInfo = model.pageInfo { lines.append(pageInfo) }
        output.show(model, text: lines, errors: model.errorMessage.map { [$0] } ?? [])
    }
}
