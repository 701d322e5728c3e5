import CLIKit
import Presentation
import UsersDomain

/// The UserList feature as the app sees it: `app users` and the user directory screen, whose rows open
/// a user's detail.
public enum UserListEntry {
    /// - Parameter repository: Where users come from, SQLite or HTTP; the app's composition root chooses.
    public static func make<Adapters>(
        repository: @escaping @MainActor @Sendable (Adapters) throws(CommandFailure) -> any UserRepository
    ) -> FeatureEntry<Adapters> {
        FeatureEntry([
            SceneEntry(
                command: command,
                screenSummary: "User directory: pages, details, edits (VIP with router and data store)",
                ports: repository,
                run: { invocation, terminal, repository throws(CommandFailure) in
                    try await run(invocation, terminal: terminal, repository: repository)
                },
                open: { repository, terminal, navigator in
                    UserListConfigurator.makeScene(
                        repository: repository, terminal: terminal, navigator: navigator)
                })
        ])
    }

    private static let id = ArgumentSpec("id", help: "The user's id.")
    private static let page = OptionSpec("page", .value(placeholder: "n"), help: "Show page n (from 1).")
    private static let all = OptionSpec("all", .flag, help: "Show every user, all pages.")
    private static let firstName = OptionSpec(
        "first-name", .value(placeholder: "name"), help: "The new first name.")
    private static let lastName = OptionSpec(
        "last-name", .value(placeholder: "name"), help: "The new last name.")
    private static let email = OptionSpec(
        "email", .value(placeholder: "address"), help: "The new email address.")
    private static let source = [CommonOptions.database, CommonOptions.api, CommonOptions.json]

    static let command = CommandSpec(
        "users",
        summary: "The user directory: a paged list, one user, and edits.",
        subcommands: [
            CommandSpec(
                "list", summary: "List users, one page at a time.", options: [page, all] + source,
                example: ["--page", "2"]),
            CommandSpec("show", summary: "Show one user.", options: source, arguments: [id], example: ["3"]),
            CommandSpec(
                "edit", summary: "Edit a user's first name, last name or email.",
                options: [firstName, lastName, email] + source, arguments: [id],
                example: ["3", "--email", "ada@example.org"], writes: true),
        ],
        defaultSubcommand: "list")

    /// Runs `users list|show|edit`; arguments are checked before the repository is asked for.
    @MainActor
    static func run(
        _ invocation: Invocation, terminal: TerminalRenderer,
        repository: () throws(CommandFailure) -> any UserRepository
    ) async throws(CommandFailure) -> ExitCode {
        if invocation.path.last == "list" {
            return try await list(invocation, terminal: terminal, repository: repository)
        }
        let number = try invocation.countingArgument(naming: "The user id")
        let edits = (
            firstName: invocation.value(firstName.name), lastName: invocation.value(lastName.name),
            email: invocation.value(email.name)
        )
        let editing = invocation.path.last == "edit"
        if editing, edits.firstName == nil, edits.lastName == nil, edits.email == nil {
            throw CommandFailure(
                code: .usage, message: "Give at least one of --first-name, --last-name and --email.")
        }
        let view = UserDetailConfigurator.makeScene(
            userID: User.ID(rawValue: number), repository: try repository(), terminal: terminal)
        guard editing else {
            await view.load()
            return view.userModel.map { ExitCode($0.outcome) } ?? .internalError
        }
        await view.save(firstName: edits.firstName, lastName: edits.lastName, email: edits.email)
        return view.saveModel.map { ExitCode($0.outcome) } ?? .internalError
    }

    /// A page number, as `--page` and the users screen's `page <n>` both take it: a whole number from 1,
    /// or the same refusal for both.
    static func pageNumber(_ text: String) throws(CommandFailure) -> Int {
        try Invocation.wholeNumber(text, from: 1, naming: "--\(page.name)")
    }

    @MainActor
    private static func list(
        _ invocation: Invocation, terminal: TerminalRenderer,
        repository: () throws(CommandFailure) -> any UserRepository
    ) async throws(CommandFailure) -> ExitCode {
        if invocation.value(page.name) != nil, invocation.flag(all.name) {
            throw CommandFailure(code: .usage, message: "--page and --all cannot be used together.")
        }
        let pageNumber = try invocation.value(page.name).map(pageNumber)
        let view = UserListConfigurator.makeScene(repository: try repository(), terminal: terminal)
        if let pageNumber {
            await view.showPage(pageNumber)
        } else if invocation.flag(all.name) {
            await view.showAll()
        } else {
            await view.refresh()
        }
        return view.model.map { ExitCode($0.outcome) } ?? .internalError
    }
}
