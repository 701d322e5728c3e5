import CLIKit
import DataAccess
import Presentation
import UserListFeature
import UsersDomain

/// `app users ...`: the UserList and UserDetail scenes (seed 001, Clean Swift VIP).
enum UserCommands: CommandGroup {
    private static let id = ArgumentSpec("id", help: "The user's id.")
    private static let page = OptionSpec("page", .value(placeholder: "n"), help: "Show page n (from 1).")
    private static let all = OptionSpec("all", .flag, help: "Show every user, all pages.")
    private static let source = [Storage.option, RemoteAPI.option, CommonOptions.json]

    static let spec = CommandSpec(
        "users",
        summary: "The user directory: a paged list, one user, and edits.",
        subcommands: [
            CommandSpec("list", summary: "List users, one page at a time.", options: [page, all] + source),
            CommandSpec("show", summary: "Show one user.", options: source, arguments: [id]),
            CommandSpec(
                "edit", summary: "Edit a user's first name, last name or email.",
                options: [
                    OptionSpec("first-name", .value(placeholder: "name"), help: "The new first name."),
                    OptionSpec("last-name", .value(placeholder: "name"), help: "The new last name."),
                    OptionSpec("email", .value(placeholder: "address"), help: "The new email address."),
                ] + source,
                arguments: [id]),
        ],
        defaultSubcommand: "list")

    static func run(_ invocation: Invocation, in context: ProcessContext) async throws(CommandFailure)
        -> ExitCode
    {
        let repository = try self.repository(for: invocation, in: context).get()
        let terminal = context.renderer(for: invocation)
        switch invocation.path.dropFirst().first {
        case "list":
            return try await list(invocation, repository: repository, terminal: terminal)
        case "show", "edit":
            guard let number = invocation.arguments.first.flatMap({ Int($0) }), number > 0 else {
                throw CommandFailure(
                    code: .invalidInput, message: "The user id must be a whole number, 1 or more.")
            }
            let view = UserDetailConfigurator.makeScene(
                userID: User.ID(rawValue: number), repository: repository, terminal: terminal)
            if invocation.path.last == "show" {
                await view.load()
                return view.userModel.map { ExitCode($0.outcome) } ?? .internalError
            }
            let edits = (
                firstName: invocation.value("first-name"), lastName: invocation.value("last-name"),
                email: invocation.value("email")
            )
            guard edits.firstName != nil || edits.lastName != nil || edits.email != nil else {
                throw CommandFailure(
                    code: .usage, message: "Give at least one of --first-name, --last-name and --email.")
            }
            await view.save(firstName: edits.firstName, lastName: edits.lastName, email: edits.email)
            return view.saveModel.map { ExitCode($0.outcome) } ?? .internalError
        default:
            return .internalError
        }
    }

    private static func list(
        _ invocation: Invocation, repository: any UserRepository, terminal: TerminalRenderer
    ) async throws(CommandFailure) -> ExitCode {
        let view = UserListConfigurator.makeScene(repository: repository, terminal: terminal)
        switch (invocation.value(page.name), invocation.flag(all.name)) {
        case (.some, true):
            throw CommandFailure(code: .usage, message: "--page and --all cannot be used together.")
        case (let text?, false):
            guard let number = Int(text), number > 0 else {
                throw CommandFailure(
                    code: .invalidInput, message: "--page must be a whole number, 1 or more.")
            }
            await view.showPage(number)
        case (nil, true):
            await view.showAll()
        case (nil, false):
            await view.refresh()
        }
        return view.model.map { ExitCode($0.outcome) } ?? .internalError
    }

    /// The composition root's choice: the HTTP backend when one is named, else SQLite.
    private static func repository(
        for invocation: Invocation, in context: ProcessContext
    ) -> Result<any UserRepository, CommandFailure> {
        RemoteAPI.client(for: invocation, in: context).flatMap { client in
            if let client { return .success(RemoteUserRepository(client: client)) }
            return Storage.database(for: invocation, in: context).map { SQLiteUserRepository(database: $0) }
        }
    }
}
