public import AppCore
public import CLIKit
public import DataAccess
import DueLoansFeature
public import Foundation
import LoansDomain
import OrdersDomain
import OrdersFeature
import Presentation
import ReadingPlanDomain
import ReadingPlanFeature
import UsersDomain

/// The composition root: the one place that turns the command line and the environment into adapters.
///
/// `--db`, `--api`, `--time-zone`, `STRATA_DB`, `STRATA_API`, `STRATA_API_TIMEOUT` and the clock become
/// concrete stores and a clock here. The command line and the shell both take theirs from here. This module is the only one
/// in the app that depends on DataAccess, so an `import DataAccess` anywhere else in AppCore does not
/// build.
///
/// One root serves one command or one shell session. Making it reads only the options the command
/// declares, refuses a bad one, and opens nothing: its database is opened on first use, once, and
/// shared by every adapter made from it, so each port handed to a feature is an adapter that opens
/// nothing until first used.
public struct CompositionRoot: Sendable {
    static let apiEnvironmentKey = "STRATA_API"
    /// Seconds one HTTP attempt may take, for a backend slower than the default 10 s allows.
    static let timeoutEnvironmentKey = "STRATA_API_TIMEOUT"

    /// The clock: what "now" is, which decides today's date in the time zone.
    let now: @Sendable () -> Date
    /// `--time-zone` if given, else the system's.
    let timeZone: TimeZone
    private let database: SQLiteDatabase
    /// The HTTP backend for `--api` or `STRATA_API`, nil when neither names one.
    private let client: HTTPClient?

    /// Adapters made beforehand, for tests that hand in a database or a client of their own.
    public init(
        database: SQLiteDatabase, client: HTTPClient?, timeZone: TimeZone = .gmt,
        now: @escaping @Sendable () -> Date
    ) {
        self.database = database
        self.client = client
        self.timeZone = timeZone
        self.now = now
    }

    /// The adapters a command line asks for.
    ///
    /// Only the options that `leaf` declares are read, with the environment behind them: a command that
    /// takes no `--db` keeps nothing (its stores are a throwaway in-memory database, which it never
    /// opens), and one that takes no `--api` uses SQLite.
    ///
    /// With `--verbose`, the HTTP client writes each failed request's technical detail to the context's
    /// error output. The environment and the clock are the context's.
    public init(options: Invocation, leaf: CommandSpec, context: ProcessContext) throws(CommandFailure) {
        let environment = context.environment
        let verbose = leaf.takes(CommonOptions.verbose) && options.flag(CommonOptions.verbose.name)
        self.init(
            database: SQLiteDatabase(
                location: leaf.takes(CommonOptions.database)
                    ? try Self.location(options, environment: environment) : .inMemory),
            client: leaf.takes(CommonOptions.api)
                ? try Self.client(
                    options, environment: environment, log: verbose ? Self.log(to: context.errorOutput) : nil)
                : nil,
            timeZone: leaf.takes(CommonOptions.timeZone) ? try Self.timeZone(options) : .current,
            now: context.now)
    }

    // MARK: - The ports, one per Domain port a scene takes

    var readingPlanStore: any ReadingPlanStore { SQLiteReadingPlanStore(database: database) }

    /// The HTTP backend when one is named, else SQLite.
    var users: any UserRepository {
        if let client { return RemoteUserRepository(client: client) }
        return SQLiteUserRepository(database: database)
    }

    var loans: any LoanRepository { SQLiteLoanRepository(database: database) }

    /// The loans scenes' store and clock, the demo loans a fresh database gets around a day, and the
    /// answer to their event out, which `RegisteredFeatures` gives.
    ///
    /// The demo loans are added once, so a first run shows every group; a failure to add them is left for
    /// the read that follows to report.
    func dueLoans(planReading: @escaping @MainActor @Sendable (LoanReadingPlan) async -> Void)
        -> DueLoansPorts
    {
        let repository = SQLiteLoanRepository(database: database)
        return DueLoansPorts(
            repository: repository, timeZone: timeZone, now: now,
            demoLoans: { today in try? await repository.addDemoLoansIfNeeded(today: today) },
            planReading: planReading)
    }

    /// The HTTP backend (caching what it returns in SQLite) when one is named, else SQLite.
    var orders: any OrderRepository {
        if let client { return RemoteOrderRepository(client: client, cache: database) }
        return SQLiteOrderRepository(database: database)
    }

    var inventory: any InventoryRepository { SQLiteInventoryRepository(database: database) }

    /// The orders scenes' two stores, which share this root's database.
    var ordersPorts: OrdersPorts { OrdersPorts(orders: orders, inventory: inventory) }

    // scaffold:port (make feature STORE=1 inserts new ports above this line)

    // MARK: - The choices behind them

    /// `--time-zone`: only names in the system's time zone list are accepted, so a name is never used
    /// as a path into the zone database.
    private static func timeZone(_ options: Invocation) throws(CommandFailure) -> TimeZone {
        guard let name = options.value(CommonOptions.timeZone.name) else { return .current }
        guard name == "UTC" || TimeZone.knownTimeZoneIdentifiers.contains(name),
            let named = TimeZone(identifier: name)
        else {
            throw CommandFailure(
                code: .invalidInput,
                message: Words.said(by: Words.composition) { words in
                    words("root.timeZone", ["name": TerminalText.quoted(name)])
                })
        }
        return named
    }

    /// Where the database that `--db` or the environment names lives; nothing is opened or created.
    private static func location(_ options: Invocation, environment: [String: String]) throws(CommandFailure)
        -> DatabaseLocation
    {
        do throws(DatabaseLocationError) {
            return try DatabaseLocation.resolve(
                explicit: options.value(CommonOptions.database.name), environment: environment)
        } catch {
            throw failure(error)
        }
    }

    /// An HTTP client for `--api` or `STRATA_API`, nil when neither names one.
    private static func client(
        _ options: Invocation, environment: [String: String], log: (@Sendable (String) -> Void)?
    ) throws(CommandFailure) -> HTTPClient? {
        // An empty STRATA_API means none; an empty --api was typed on purpose, so it is refused below.
        // The message names what was set: the option, or the variable when the option was not given.
        let text: String
        let source: String
        if let typed = options.value(CommonOptions.api.name) {
            (text, source) = (typed, "--api")
        } else if let named = environment[apiEnvironmentKey], !named.isEmpty {
            (text, source) = (named, apiEnvironmentKey)
        } else {
            return nil
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty,
            // A port no socket can have is bad input, not a backend that is down; Foundation reads a port
            // beyond Int as none, so the digits typed are checked.
            text.firstMatch(of: /^\w[\w+.-]*:\/\/[^\/?#]*:(\d+)(?:[\/?#]|$)/).map({
                Int($0.1).map { (1...65_535).contains($0) } ?? false
            }) ?? true
        else {
            throw CommandFailure(
                code: .invalidInput,
                message: Words.said(by: Words.composition) { words in
                    words("root.api", ["source": source])
                })
        }
        return HTTPClient(baseURL: url, timeout: try timeout(environment), log: log)
    }

    /// `STRATA_API_TIMEOUT`: whole seconds from 1 to 86400 per attempt; unset or empty means 10.
    private static func timeout(_ environment: [String: String]) throws(CommandFailure) -> TimeInterval {
        guard let text = environment[timeoutEnvironmentKey], !text.isEmpty else { return 10 }
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(text),
            (1...86_400).contains(seconds)
        else {
            throw CommandFailure(
                code: .invalidInput,
                message: Words.said(by: Words.composition) { words in
                    words(
                        "root.timeout",
                        ["variable": timeoutEnvironmentKey, "text": TerminalText.quoted(text)])
                })
        }
        return TimeInterval(seconds)
    }

    /// `--verbose`'s lines, such as `app: verbose: GET /api/users?page=1, attempt 1: cutOff: URLError -1: …`:
    /// printable and cut short, since the detail can quote what a server sent.
    private static func log(to output: any TextOutput) -> @Sendable (String) -> Void {
        { line in output.writeLine("app: verbose: \(TerminalText.excerpt(line, limit: 500))") }
    }

    private static func failure(_ error: DatabaseLocationError) -> CommandFailure {
        CommandFailure(
            code: error == .noHomeFolder ? .unavailable : .invalidInput,
            message: Words.said(by: Words.composition) { words in
                switch error {
                case .emptyPath: words("root.db.empty")
                case .missingFolder(let folder):
                    words("root.db.missingFolder", ["folder": TerminalText.quoted(folder, limit: 200)])
                case .isFolder(let path):
                    words(
                        "root.db.isFolder",
                        [
                            "path": TerminalText.quoted(path, limit: 200),
                            "file": TerminalText.quoted(
                                (path as NSString).appendingPathComponent("app.sqlite"), limit: 200),
                        ])
                case .noHomeFolder: words("root.db.noHome")
                }
            })
    }
}
