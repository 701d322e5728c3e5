import CSQLite
import DataAccess
import Foundation
import LoansDomain
import OrdersDomain

/// `DataBench`: the app's data queries on large databases, each beside its C-API floor.
///
/// The floor is the same SQL run directly through SQLite's C API. Driven by `strata bench` (`make bench`), which reads the
/// JSON lines it prints.
///
///     DataBench users  --db F --rows N --repeat R   insert N users, time page 1 and page 10,000
///     DataBench loans  --db F --rows N --repeat R   insert N loans, time the due-soon query
///     DataBench orders --db F --orders N --writers W   place N orders from W concurrent writers
@main
enum DataBench {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let command = arguments.first else { usage() }
        let options = Options(arguments.dropFirst())
        do {
            switch command {
            case "users": try await users(options)
            case "loans": try await loans(options)
            case "orders": try await orders(options)
            default: usage()
            }
        } catch {
            FileHandle.standardError.write(Data("DataBench: \(error)\n".utf8))
            exit(70)
        }
    }

    static func usage() -> Never {
        FileHandle.standardError.write(
            Data("usage: DataBench users|loans|orders --db FILE ...\n".utf8))
        exit(64)
    }

    // MARK: - Users: keyset pages

    private static func users(_ options: Options) async throws {
        let database = try await opened(options.db)
        let rows = options.int("rows", 1_000_000)
        try Raw(path: options.db).insertUsers(rows)
        let repository = SQLiteUserRepository(database: database)
        let last = min(10_000, (rows + SQLiteUserRepository.perPage - 1) / SQLiteUserRepository.perPage)
        let raw = try Raw(path: options.db)
        for number in [1, last] {
            let label = number == 1 ? "users page 1" : "users page \(number)"
            let app = try await measure(options.repeats) { _ = try await repository.page(number) }
            let floor = try await measure(options.repeats) {
                try raw.page(number, perPage: SQLiteUserRepository.perPage)
            }
            report(label, rows: rows, app: app, floor: floor)
        }
    }

    // MARK: - Loans: the due-soon query

    private static func loans(_ options: Options) async throws {
        let database = try await opened(options.db)
        let rows = options.int("rows", 1_000_000)
        try Raw(path: options.db).insertLoans(rows, around: today)
        let repository = SQLiteLoanRepository(database: database)
        let horizon = today.adding(days: 7) ?? today
        let raw = try Raw(path: options.db)
        let app = try await measure(options.repeats) {
            _ = try await repository.openLoans(dueOnOrBefore: horizon)
        }
        let floor = try await measure(options.repeats) { try raw.dueLoans(onOrBefore: horizon.description) }
        report("loans due soon", rows: rows, app: app, floor: floor)
    }

    // MARK: - Orders: concurrent writers

    private static func orders(_ options: Options) async throws {
        let total = options.int("orders", 1000)
        let writers = options.int("writers", 4)
        _ = try await opened(options.db)
        try Raw(path: options.db).stockBenchProduct(total * 2)
        let perWriter = total / writers
        let lines = [OrderLine(sku: SKU("BENCH-1"), quantity: 1)]  // Raw.benchSKU, as a checked literal

        let appStart = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<writers {
                // One connection per writer, as separate app processes would have.
                let database = try await opened(options.db)
                let useCase = PlaceOrderUseCase(
                    orders: SQLiteOrderRepository(database: database),
                    inventory: SQLiteInventoryRepository(database: database))
                group.addTask {
                    for _ in 0..<perWriter { _ = try await useCase.execute(lines) }
                }
            }
            try await group.waitForAll()
        }
        let app = ContinuousClock.now - appStart

        let floorStart = ContinuousClock.now
        let path = options.db
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            let done = DispatchGroup()
            for _ in 0..<writers {
                done.enter()
                Thread.detachNewThread {
                    defer { done.leave() }
                    do {
                        try Raw(path: path).placeOrders(perWriter)
                    } catch {
                        FileHandle.standardError.write(Data("DataBench: floor writer: \(error)\n".utf8))
                    }
                }
            }
            done.notify(queue: .global()) { finished.resume() }
        }
        let floor = ContinuousClock.now - floorStart
        let placed = try Raw(path: options.db).count("SELECT count(*) FROM orders")
        print(
            #"{"name":"place \#(total) orders, \#(writers) writers","rows":\#(placed),"#
                + #""app_us":[\#(micros(app))],"floor_us":[\#(micros(floor))]}"#)
    }

    // MARK: - Helpers

    static let today = CivilDate(Date(), in: .current)

    /// The database at `path`, opened and migrated by a small read before anything is timed.
    static func opened(_ path: String) async throws -> SQLiteDatabase {
        let database = SQLiteDatabase(location: .file(path: path))
        _ = try await SQLiteInventoryRepository(database: database).unsettled()
        return database
    }

    /// Runs `body` `repeats` times after one warm-up run; the durations in microseconds.
    static func measure(_ repeats: Int, _ body: () async throws -> Void) async throws -> [Double] {
        try await body()
        var times: [Double] = []
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            try await body()
            times.append(micros(ContinuousClock.now - start))
        }
        return times
    }

    static func micros(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    static func report(_ name: String, rows: Int, app: [Double], floor: [Double]) {
        let list = { (values: [Double]) in values.map { String(format: "%.1f", $0) }.joined(separator: ",") }
        print(#"{"name":"\#(name)","rows":\#(rows),"app_us":[\#(list(app))],"floor_us":[\#(list(floor))]}"#)
    }
}

/// `--name value` pairs.
private struct Options {
    private var values: [String: String] = [:]

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments[...]
        while let name = rest.popFirst(), name.hasPrefix("--"), let value = rest.popFirst() {
            values[String(name.dropFirst(2))] = value
        }
    }

    var db: String { values["db"] ?? "bench.sqlite" }
    var repeats: Int { int("repeat", 20) }
    func int(_ name: String, _ fallback: Int) -> Int { values[name].flatMap { Int($0) } ?? fallback }
}

/// The floor: the same SQL through SQLite's C API, with statements prepared once and reused.
private final class Raw {
    static let benchSKU = "BENCH-1"
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]

    init(path: String) throws {
        var opened: OpaquePointer?
        guard sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let opened else {
            throw RawError(message: "cannot open \(path)")
        }
        handle = opened
        sqlite3_busy_timeout(handle, 10_000)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// The repository's page query: the total, then a range of positions.
    func page(_ number: Int, perPage: Int) throws {
        _ = try count("SELECT coalesce(max(position), 0) FROM users")
        let statement = try prepared(
            "SELECT id, first_name, last_name, email, avatar FROM users WHERE position > ? AND position <= ? ORDER BY position"
        )
        sqlite3_bind_int64(statement, 1, Int64((number - 1) * perPage))
        sqlite3_bind_int64(statement, 2, Int64(number * perPage))
        try drain(statement, columns: 5)
    }

    func dueLoans(onOrBefore date: String) throws {
        let statement = try prepared(
            "SELECT id, title, due_date, returned FROM loans WHERE returned = 0 AND due_date <= ?")
        sqlite3_bind_text(statement, 1, date, -1, transientText)
        try drain(statement, columns: 4)
    }

    /// The two transactions of placing an order: reserve the stock and record the reservation, then
    /// write the order and settle the reservation.
    func placeOrders(_ orders: Int) throws {
        for _ in 0..<orders {
            let reference = "B-\(UUID().uuidString)"
            try exec("BEGIN IMMEDIATE")
            let reserve = try prepared(
                "UPDATE inventory SET available = available - 1 WHERE sku = ? AND available >= 1")
            sqlite3_bind_text(reserve, 1, Self.benchSKU, -1, transientText)
            try step(reserve)
            let journal = try prepared("INSERT INTO reservations (reference, lines, holder) VALUES (?, ?, 1)")
            sqlite3_bind_text(journal, 1, reference, -1, transientText)
            sqlite3_bind_text(journal, 2, "\(Self.benchSKU) 1", -1, transientText)
            try step(journal)
            try exec("COMMIT")
            try exec("BEGIN IMMEDIATE")
            let price = try prepared("SELECT price_cents FROM inventory WHERE sku = ?")
            sqlite3_bind_text(price, 1, Self.benchSKU, -1, transientText)
            try drain(price, columns: 1)
            let position = try count("SELECT coalesce(max(position), 0) + 1 FROM orders")
            let id = "O-\(1000 + position)"
            let order = try prepared("INSERT INTO orders (id, position, status) VALUES (?, ?, 'pending')")
            sqlite3_bind_text(order, 1, id, -1, transientText)
            sqlite3_bind_int64(order, 2, Int64(position))
            try step(order)
            let item = try prepared(
                "INSERT INTO order_items (order_id, sku, quantity, unit_price_cents) VALUES (?, ?, 1, 100)")
            sqlite3_bind_text(item, 1, id, -1, transientText)
            sqlite3_bind_text(item, 2, Self.benchSKU, -1, transientText)
            try step(item)
            let settle = try prepared("DELETE FROM reservations WHERE reference = ?")
            sqlite3_bind_text(settle, 1, reference, -1, transientText)
            try step(settle)
            try exec("COMMIT")
        }
    }

    // MARK: Inserting the rows to measure

    /// Exactly `rows` users with dense positions, in one transaction.
    func insertUsers(_ rows: Int) throws {
        guard try count("SELECT count(*) FROM users") != rows else { return }
        try exec("BEGIN IMMEDIATE")
        try exec("DELETE FROM users")
        let insert = try prepared(
            "INSERT INTO users (id, position, first_name, last_name, email, avatar) VALUES (?, ?, 'Ada', 'Lovelace', ?, NULL)"
        )
        for i in 1...rows {
            sqlite3_bind_int64(insert, 1, Int64(i))
            sqlite3_bind_int64(insert, 2, Int64(i))
            sqlite3_bind_text(insert, 3, "ada.\(i)@example.com", -1, transientText)
            try step(insert)
        }
        try exec("COMMIT")
    }

    /// `rows` loans due within five years either side of today; one in a thousand still open, so
    /// the due-soon answer stays a few hundred rows whatever the table's size.
    func insertLoans(_ rows: Int, around today: CivilDate) throws {
        guard try count("SELECT count(*) FROM loans") != rows else { return }
        try exec("BEGIN IMMEDIATE")
        try exec("DELETE FROM loans")
        try exec("INSERT OR IGNORE INTO demo_seeds (name) VALUES ('loans')")
        let insert = try prepared("INSERT INTO loans (id, title, due_date, returned) VALUES (?, ?, ?, ?)")
        var random = SystemRandomNumberGenerator()
        for i in 1...rows {
            let due = today.adding(days: Int.random(in: -1826...1826, using: &random)) ?? today
            sqlite3_bind_int64(insert, 1, Int64(i))
            sqlite3_bind_text(insert, 2, "Book \(i)", -1, transientText)
            sqlite3_bind_text(insert, 3, due.description, -1, transientText)
            sqlite3_bind_int64(insert, 4, i % 1000 == 0 ? 0 : 1)
            try step(insert)
        }
        try exec("COMMIT")
    }

    func stockBenchProduct(_ available: Int) throws {
        let upsert = try prepared(
            "INSERT INTO inventory (sku, name, price_cents, available) VALUES (?, 'Bench', 100, ?) ON CONFLICT (sku) DO UPDATE SET available = excluded.available"
        )
        sqlite3_bind_text(upsert, 1, Self.benchSKU, -1, transientText)
        sqlite3_bind_int64(upsert, 2, Int64(available))
        try step(upsert)
    }

    func count(_ sql: String) throws -> Int {
        let statement = try prepared(sql)
        defer { sqlite3_reset(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { throw RawError(message: lastError) }
        return Int(sqlite3_column_int64(statement, 0))
    }

    // MARK: C API

    private func prepared(_ sql: String) throws -> OpaquePointer {
        if let statement = statements[sql] {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
            return statement
        }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw RawError(message: lastError)
        }
        statements[sql] = statement
        return statement
    }

    private func exec(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw RawError(message: lastError)
        }
    }

    private func step(_ statement: OpaquePointer) throws {
        defer { sqlite3_reset(statement) }
        guard sqlite3_step(statement) == SQLITE_DONE else { throw RawError(message: lastError) }
    }

    /// Steps through every row and reads each column, as a repository mapping rows would.
    private func drain(_ statement: OpaquePointer, columns: Int32) throws {
        var result = sqlite3_step(statement)
        while result == SQLITE_ROW {
            for column in 0..<columns where sqlite3_column_type(statement, column) == SQLITE_TEXT {
                _ = sqlite3_column_text(statement, column)
            }
            result = sqlite3_step(statement)
        }
        guard result == SQLITE_DONE else { throw RawError(message: lastError) }
    }

    private var lastError: String { String(cString: sqlite3_errmsg(handle)) }
}

private struct RawError: Error {
    let message: String
}

/// SQLite's "copy the text now" destructor, which the C macro spells as a cast of -1.
let transientText = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
