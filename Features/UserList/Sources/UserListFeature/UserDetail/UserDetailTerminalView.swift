import CLIKit
import Domain
import Presentation
import UsersDomain

/// What the presenter may ask of the view.
@MainActor
protocol UserDetailDisplayLogic: AnyObject {
    func displayUser(_ model: UserDetailModels.ShowUser.ViewModel)
    func displaySave(_ model: UserDetailModels.Save.ViewModel)
}

/// One user on a terminal, with the outcome of an edit under it.
@MainActor
final class UserDetailTerminalView: UserDetailDisplayLogic, OutputScene {
    let interactor: any UserDetailBusinessLogic
    let router: any UserDetailRoutingLogic
    private(set) var userModel: UserDetailModels.ShowUser.ViewModel?
    private(set) var saveModel: UserDetailModels.Save.ViewModel?
    let title: String
    let output: SceneOutput
    /// Opens another feature's screen: the `loans` verb.
    private let open: ScreenOpener
    /// The words of its lines and of its commands' help, in the language the configurator gave it.
    private let words: Words

    init(
        userID: User.ID, interactor: any UserDetailBusinessLogic, router: any UserDetailRoutingLogic,
        open: ScreenOpener, terminal: TerminalRenderer, language: Language
    ) {
        self.title = String(userID.rawValue)
        self.interactor = interactor
        self.router = router
        self.open = open
        self.output = SceneOutput(terminal)
        self.words = .userList(language)
    }

    func appear() async { await load() }

    /// Leaving the screen stops the scene: a load or save still in flight draws nothing.
    func stop() { interactor.stop() }

    /// `back` leaves through the router, which owns the way out of the detail.
    func back(on navigator: NavigationStack) -> Bool { router.routeToList() }

    @discardableResult
    func load() async -> ExitCode {
        await interactor.showUser(UserDetailModels.ShowUser.Request())
        return exitCode
    }

    @discardableResult
    func save(firstName: String? = nil, lastName: String? = nil, email: String? = nil) async -> ExitCode {
        await interactor.save(
            UserDetailModels.Save.Request(firstName: firstName, lastName: lastName, email: email))
        return exitCode
    }

    /// Read by the command line's parser: a name or an address is the rest of the line (`last van
    /// Rossum`), checked by the same rules as `users edit --first-name`, `--last-name` and `--email`.
    var commands: [ScreenCommand] {
        [
            edit(
                "first", "Save a new first name.", help: words("detail.command.first"), word: "name",
                example: "Ada"
            ) {
                await self.save(firstName: $0)
            },
            edit(
                "last", "Save a new last name.", help: words("detail.command.last"), word: "name",
                example: "Lovelace"
            ) {
                await self.save(lastName: $0)
            },
            edit(
                "email", "Save a new email address.", help: words("detail.command.email"), word: "address",
                example: "ada@example.org"
            ) {
                await self.save(email: $0)
            },
            ScreenCommand.parsing(
                CommandSpec("show", summary: "Show the user again.", example: []),
                help: words("detail.command.show"), terminal: output.terminal
            ) { _ in await self.load() },
            // A route; it writes: a fresh store gets its demo loans when the loans screen first opens.
            .opening("loans", with: open, writes: true, terminal: output.terminal),
        ]
    }

    func displayUser(_ model: UserDetailModels.ShowUser.ViewModel) {
        userModel = model
        var lines: [String] = []
        if let name = model.name, let email = model.email, let id = model.id {
            lines = [
                name, "  " + words("detail.email", ["email": email]), "  " + words("detail.id", ["id": id]),
            ]
        }
        output.show(model, text: lines, errors: model.errorMessage.map { [$0] } ?? [])
    }

    func displaySave(_ model: UserDetailModels.Save.ViewModel) {
        saveModel = model
        output.show(model, text: model.message.map { [$0] } ?? [], errors: model.errors)
    }

    /// A command that saves one field: the words after it, joined by single spaces.
    ///
    /// `summary` is English, as `--help` is; `help` is the screen's own words for it.
    private func edit(
        _ name: String, _ summary: String, help: String, word: String, example: String,
        save: @escaping @MainActor (String) async -> Void
    ) -> ScreenCommand {
        ScreenCommand.parsing(
            CommandSpec(
                name, summary: summary, arguments: [ArgumentSpec(word, help: summary, count: .rest)],
                example: [example], writes: true),
            help: help, terminal: output.terminal
        ) { invocation in await save(invocation.arguments.joined(separator: " ")) }
    }
}
