public import CLIKit
public import Domain
public import Presentation
public import UsersDomain

/// The UserList feature as the app sees it: `app users` and the user directory screen, whose rows open
/// a user's detail.
public enum UserListEntry: FeatureEntry {
    public static let scenes = [
        FeatureScene(
            command, summary: "User directory: pages, details, edits (VIP with router and data store)")
    ]

    /// The home screen's line in the shell's language; the English one is the scene's `summary` above.
    public static func summary(of scene: FeatureScene, in language: Language) -> String {
        let words = Words.userList(language)
        return words("home.summary")
    }

    public static func read(_ invocation: Invocation) throws(CommandFailure) -> Command {
        try Command(invocation)
    }

    @MainActor
    public static func run(
        _ command: Command, ports: UserListPorts, terminal: TerminalRenderer, navigator: NavigationStack
    ) async -> ExitCode {
        switch command {
        case .list(let page, let all):
            let view = UserListConfigurator.makeScene(ports: ports, terminal: terminal, navigator: navigator)
            if let page { return await view.showPage(page) }
            return all ? await view.showAll() : await view.refresh()
        case .show(let id):
            let detail = UserDetailConfigurator.makeScene(
                userID: id, ports: ports, terminal: terminal, navigator: navigator)
            return await detail.load()
        case .edit(let id, let firstName, let lastName, let email):
            let detail = UserDetailConfigurator.makeScene(
                userID: id, ports: ports, terminal: terminal, navigator: navigator)
            return await detail.save(firstName: firstName, lastName: lastName, email: email)
        }
    }

    @MainActor
    public static func open(
        _ scene: String, ports: UserListPorts, terminal: TerminalRenderer, navigator: NavigationStack
    ) async -> any TerminalScene {
        UserListConfigurator.makeScene(ports: ports, terminal: terminal, navigator: navigator)
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
    private static let source = [
        CommonOptions.database, CommonOptions.api, CommonOptions.verbose, CommonOptions.json,
    ]

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

    /// A `users` command line, its options read once and checked before the repository is used.
    public enum Command: Equatable, Sendable {
        /// A page from 1, every page, or (neither) the first page.
        case list(page: Int?, all: Bool)
        case show(User.ID)
        /// At least one of the three is given.
        case edit(User.ID, firstName: String?, lastName: String?, email: String?)

        init(_ invocation: Invocation) throws(CommandFailure) {
            if invocation.path.last == "list" {
                if invocation.value(page.name) != nil, invocation.flag(all.name) {
                    throw CommandFailure(
                        code: .usage,
                        message: Words.said(by: Words.userList) { words in words("command.pageAndAll") })
                }
                self = .list(
                    page: try invocation.value(page.name).map { text throws(CommandFailure) in
                        try pageNumber(text)
                    },
                    all: invocation.flag(all.name))
                return
            }
            let id = User.ID(
                rawValue: try invocation.countingArgument(
                    naming: Words.said(by: Words.userList) { words in words("command.what.id") }))
            guard invocation.path.last == "edit" else {
                self = .show(id)
                return
            }
            let (first, last, address) = (
                invocation.value(firstName.name), invocation.value(lastName.name),
                invocation.value(email.name)
            )
            if first == nil, last == nil, address == nil {
                throw CommandFailure(
                    code: .usage,
                    message: Words.said(by: Words.userList) { words in words("command.editNeedsOne") })
            }
            self = .edit(id, firstName: first, lastName: last, email: address)
        }
    }

    /// A page number, as `--page` and the users screen's `page <n>` both take it: a whole number from 1,
    /// or the same refusal for both, naming what was typed (`--page`, an option's name in every language,
    /// or the screen's `The page`).
    static func pageNumber(
        _ text: String, naming what: @escaping @Sendable (Language) -> String = { _ in "--\(page.name)" }
    ) throws(CommandFailure) -> Int {
        try Invocation.wholeNumber(text, from: 1, naming: what)
    }
}
