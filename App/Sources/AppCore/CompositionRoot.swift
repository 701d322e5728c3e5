import CLIKit
import DataAccess
import Foundation
import LoansDomain
import OrdersDomain
import Presentation
import ReadingPlanDomain
import UsersDomain

/// The composition root: the one place that turns the command line and the environment into adapters.
///
/// `--db`, `--api`, `--time-zone`, `STRATA_DB`, `STRATA_API` and the clock become concrete stores
/// and a clock here. The command line and the shell both take theirs from here, and no other file of
/// the app imports DataAccess (`make boundaries` checks it).
///
/// One root serves one command or one shell session: its database is opened once, lazily, and shared
/// by every store made from it.
@MainActor
final class CompositionRoot {
    static let apiEnvironmentKey = "STRATA_API"

    /// The clock: what "now" is, which decides today's date in the time zone.
    let now: @Sendable () -> Date
    private let options: Invocation
    private let environment: [String: String]
    private var database: SQLiteDatabase?
    private var client: HTTPClient??

    /// The adapters a command line asks for; nothing is opened until a store is made.
    init(options: Invocation, environment: [String: String], now: @escaping @Sendable () -> Date) {
        self.options = options
        self.environment = environment
        self.now = now
    }

    /// Adapters made beforehand, for tests that hand in a database or a client of their own.
    init(
        database: SQLiteDatabase, client: HTTPClient?, timeZone: String? = nil,
        now: @escaping @Sendable () -> Date
    ) {
        self.options = Invocation(
            path: [], values: timeZone.map { [CommonOptions.timeZone.name: [$0]] } ?? [:])
        self.environment = [:]
        self.now = now
        self.database = database
        self.client = .some(client)
    }

    /// Resolves every option given, so that a shell session refuses a bad one before it starts.
    func check() throws(CommandFailure) {
        _ = try openDatabase()
        _ = try remoteClient()
        _ = try timeZone()
    }

    // MARK: - The ports, one per Domain port a scene takes

    func readingPlanStore() throws(CommandFailure) -> any ReadingPlanStore {
        SQLiteReadingPlanStore(database: try openDatabase())
    }

    /// The HTTP backend when one is named, else SQLite.
    func users() throws(CommandFailure) -> any UserRepository {
        if let client = try remoteClient() { return RemoteUserRepository(client: client) }
        return SQLiteUserRepository(database: try openDatabase())
    }

    func loans() throws(CommandFailure) -> any LoanRepository {
        SQLiteLoanRepository(database: try openDatabase())
    }

    /// Gives a fresh database demo loans around `today`, once.
    ///
    /// So a first run shows every group. A failure is left for the read that follows to report.
    func demoLoans() throws(CommandFailure) -> @MainActor @Sendable (CivilDate) async -> Void {
        let repository = SQLiteLoanRepository(database: try openDatabase())
        return { today in try? await repository.addDemoLoansIfNeeded(today: today) }
    }

    /// The HTTP backend (caching what it returns in SQLite) when one is named, else SQLite.
    func orders() throws(CommandFailure) -> any OrderRepository {
        if let client = try remoteClient() {
            return RemoteOrderRepository(client: client, cache: try openDatabase())
        }
        return SQLiteOrderRepository(database: try openDatabase())
    }

    func inventory() throws(CommandFailure) -> any InventoryRepository {
        SQLiteInventoryRepository(database: try openDatabase())
    }

    // scaffold:port (make feature STORE=1 inserts new ports above this line)

    // MARK: - The choices behind them

    /// `--time-zone` if given, else the system's.
    ///
    /// Only names in the system's time zone list are accepted, so a name is never used as a path into
    /// the zone database.
    func timeZone() throws(CommandFailure) -> TimeZone {
        guard let name = options.value(CommonOptions.timeZone.name) else { return .current }
        guard name == "UTC" || TimeZone.knownTimeZoneIdentifiers.contains(name),
            let named = TimeZone(identifier: name)
        else {
            throw CommandFailure(
                code: .invalidInput,
                message:
                    "Unknown time zone \(TerminalText.quoted(name)); use an IANA name such as Europe/Berlin.")
        }
        return named
    }

    /// The database that `--db` or the environment names, made once; SQLite opens it on first use.
    private func openDatabase() throws(CommandFailure) -> SQLiteDatabase {
        if let database { return database }
        let location: DatabaseLocation
        do throws(DatabaseLocationError) {
            location = try DatabaseLocation.resolve(
                explicit: options.value(CommonOptions.database.name), environment: environment)
        } catch {
            throw Self.failure(error)
        }
        let opened = SQLiteDatabase(location: location)
        database = opened
        return opened
    }

    /// An HTTP client for `--api` or `STRATA_API`, nil when neither names one.
    private func remoteClient() throws(CommandFailure) -> HTTPClient? {
        if let client { return client }
        // An empty STRATA_API means none; an empty --api was typed on purpose, so it is refused below.
        let typed = options.value(CommonOptions.api.name)
        guard let text = typed ?? environment[Self.apiEnvironmentKey].flatMap({ $0.isEmpty ? nil : $0 })
        else {
            client = .some(nil)
            return nil
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw CommandFailure(
                code: .invalidInput,
                message: "--api must be an http:// or https:// URL, such as http://127.0.0.1:8080/api.")
        }
        let made = HTTPClient(baseURL: url)
        client = .some(made)
        return made
    }

    private static func failure(_ error: DatabaseLocationError) -> CommandFailure {
        switch error {
        case .emptyPath:
            CommandFailure(code: .invalidInput, message: "--db needs a path, or ':memory:'.")
        case .missingFolder(let folder):
            CommandFailure(
                code: .invalidInput,
                message: "The folder \(TerminalText.quoted(folder, limit: 200)) does not exist; create it, "
                    + "or give --db a file in a folder that exists. Nothing was created.")
        case .noHomeFolder:
            CommandFailure(
                code: .unavailable,
                message:
                    "No place for the database: set HOME or XDG_DATA_HOME to an absolute folder, or pass --db."
            )
        }
    }
}
