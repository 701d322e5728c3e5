import DataTestSupport
import Domain
import Foundation
import OrdersDomain
import Testing

@testable import DataAccess

/// The seeded demo data the tests rely on (migration 4).
enum DemoStock {
    static let greenTea = SKU("TEA-GREEN")
    static let blackTea = SKU("TEA-BLACK")
    static let mug = SKU("MUG-BLUE")
    static let book = SKU("BOOK-SICP")
    /// Exactly 5 in stock on a fresh database.
    static let kettle = SKU("KETTLE-1L")
    /// None in stock.
    static let filters = SKU("FILTER-100")
    static let unknown = SKU("NO-SUCH-SKU")
}

/// The inventory in SQLite: all-or-nothing reservations that never oversell.
@Suite("SQLiteInventoryRepository")
struct SQLiteInventoryRepositoryTests {
    let folder: TemporaryFolder
    let database: SQLiteDatabase
    let inventory: SQLiteInventoryRepository

    let reference = OrderReference(rawValue: "U-00000001")

    init() throws {
        folder = try TemporaryFolder()
        database = SQLiteDatabase(location: .file(path: folder.path("orders.sqlite")))
        inventory = SQLiteInventoryRepository(database: database)
    }

    /// The reservation journal as stored: each reference's lines.
    func journal() throws -> [String: [OrderLine]] {
        let rows = try database.readBlocking(\.self) { connection throws(StorageError) in
            try connection.query("SELECT reference, lines FROM reservations") { ($0.string(0), $0.string(1)) }
        }
        return Dictionary(
            uniqueKeysWithValues: rows.map { reference, text in
                (
                    reference,
                    text.split(separator: "\n").compactMap { line in
                        let parts = line.split(separator: " ")
                        guard let sku = SKU(rawValue: String(parts[0])),
                            let quantity = Int(parts[1]).flatMap(Quantity.init(rawValue:))
                        else { return nil }
                        return OrderLine(sku: sku, quantity: quantity)
                    }
                )
            })
    }

    /// Makes `reference` look held by the process `holder`.
    func setHolder(of reference: OrderReference, to holder: Int64) throws {
        try database.writeBlocking(\.self) { connection throws(StorageError) in
            try connection.execute(
                "UPDATE reservations SET holder = ? WHERE reference = ?", .integer(holder),
                .text(reference.rawValue))
        }
    }

    func available(_ sku: SKU) async throws -> Int? {
        try await inventory.stock().first { $0.sku == sku }?.available
    }

    @Test("a fresh database lists the demo products by SKU with prices and stock")
    func seededStock() async throws {
        let stock = try await inventory.stock()
        #expect(stock.map(\.sku.rawValue) == stock.map(\.sku.rawValue).sorted())
        #expect(stock.count == 6)
        #expect(
            stock.first { $0.sku == DemoStock.greenTea }
                == StockItem(
                    sku: DemoStock.greenTea, name: "Green tea, 100 g", unitPriceCents: 650, available: 40))
        #expect(stock.first { $0.sku == DemoStock.kettle }?.available == 5)
        #expect(stock.first { $0.sku == DemoStock.filters }?.available == 0)
    }

    @Test("a reservation takes every line's quantity, and release puts it back, once")
    func reserveAndRelease() async throws {
        let lines = [
            OrderLine(sku: DemoStock.greenTea, quantity: 3), OrderLine(sku: DemoStock.kettle, quantity: 5),
        ]
        try await inventory.reserve(lines, for: reference)
        #expect(try await available(DemoStock.greenTea) == 37)
        #expect(try await available(DemoStock.kettle) == 0)
        try await inventory.release(reference)
        #expect(try await available(DemoStock.greenTea) == 40)
        #expect(try await available(DemoStock.kettle) == 5)
        try await inventory.release(reference)
        #expect(try await available(DemoStock.greenTea) == 40)
        #expect(try journal().isEmpty)
    }

    @Test("the journal: a reservation is recorded with its stock and held by this process until settled")
    func journalHeldUntilSettled() async throws {
        let lines = [OrderLine(sku: DemoStock.mug, quantity: 2), OrderLine(sku: DemoStock.book, quantity: 1)]
        try await inventory.reserve(lines, for: reference)
        #expect(try journal() == [reference.rawValue: lines])
        #expect(try await inventory.unsettled().isEmpty)  // this process still places it
        try await inventory.leaveUnsettled(reference)
        #expect(try await inventory.unsettled() == [Reservation(reference: reference, lines: lines)])
        try await inventory.keep(reference)
        #expect(try journal().isEmpty)
        #expect(try await available(DemoStock.mug) == 10)  // kept: the stock stays taken
    }

    @Test("a reservation whose process no longer runs is unsettled; one whose process runs is not")
    func deadHolderIsUnsettled() async throws {
        let lines = [OrderLine(sku: DemoStock.kettle, quantity: 2)]
        try await inventory.reserve(lines, for: reference)
        let other = OrderReference(rawValue: "U-00000002")
        try await inventory.reserve(lines, for: other)
        // No process has the largest id a pid_t holds; the parent of this one runs.
        try setHolder(of: reference, to: Int64(Int32.max))
        try setHolder(of: other, to: Int64(getppid()))
        #expect(try await inventory.unsettled() == [Reservation(reference: reference, lines: lines)])
        try await inventory.release(reference)
        #expect(try await available(DemoStock.kettle) == 3)
    }

    @Test("placing the order settles its reservation in the same transaction: the stock stays taken")
    func placingSettles() async throws {
        let lines = [OrderLine(sku: DemoStock.kettle, quantity: 2)]
        try await inventory.reserve(lines, for: reference)
        let orders = SQLiteOrderRepository(database: database)
        // The port says so, and the placing then asks the inventory for nothing.
        #expect(orders.settlesReservations)
        let order = try await orders.place(lines, reference: reference)
        #expect(order.id.rawValue == "O-1004")
        #expect(try journal().isEmpty)
        #expect(try await available(DemoStock.kettle) == 3)
    }

    @Test("an upgraded database keeps its unconfirmed orders, as unsettled reservations (migration 6)")
    func upgradeKeepsUnconfirmedOrders() async throws {
        let path = folder.path("version5.sqlite")
        let old = SQLiteDatabase(location: .file(path: path), migrations: Array(Schema.migrations.prefix(5)))
        try old.writeBlocking(\.self) { connection throws(StorageError) in
            try connection.execute(
                "INSERT INTO unconfirmed_orders (reference, lines) VALUES (?, ?)", .text("U-0A1B2C3D"),
                .text("KETTLE-1L 2\nTEA-GREEN 1"))
        }
        let upgraded = SQLiteInventoryRepository(database: SQLiteDatabase(location: .file(path: path)))
        #expect(
            try await upgraded.unsettled() == [
                Reservation(
                    reference: OrderReference(rawValue: "U-0A1B2C3D"),
                    lines: [
                        OrderLine(sku: DemoStock.kettle, quantity: 2),
                        OrderLine(sku: DemoStock.greenTea, quantity: 1),
                    ])
            ])
    }

    @Test("a short second line rolls back the first: nothing is reserved, nothing is journaled")
    func allOrNothing() async throws {
        await #expect(throws: OrderError.outOfStock(DemoStock.kettle, requested: 6, available: 5)) {
            try await inventory.reserve(
                [
                    OrderLine(sku: DemoStock.greenTea, quantity: 2),
                    OrderLine(sku: DemoStock.kettle, quantity: 6),
                ], for: reference)
        }
        #expect(try await available(DemoStock.greenTea) == 40)
        #expect(try await available(DemoStock.kettle) == 5)
        #expect(try journal().isEmpty)
        await #expect(throws: OrderError.outOfStock(DemoStock.filters, requested: 1, available: 0)) {
            try await inventory.reserve([OrderLine(sku: DemoStock.filters, quantity: 1)], for: reference)
        }
    }

    @Test("an unknown SKU is unknownSKU, and the known lines before it are not reserved")
    func unknownSKU() async throws {
        await #expect(throws: OrderError.unknownSKU(DemoStock.unknown)) {
            try await inventory.reserve(
                [OrderLine(sku: DemoStock.mug, quantity: 1), OrderLine(sku: DemoStock.unknown, quantity: 1)],
                for: reference)
        }
        #expect(try await available(DemoStock.mug) == 12)
        #expect(try journal().isEmpty)
    }

    @Test("a release whose second line names an unknown SKU gives nothing back and keeps the reservation")
    func releaseAllOrNothing() async throws {
        // A journal row as no reservation of this build writes it: the inventory lost a product.
        let lines = "\(DemoStock.greenTea.rawValue) 2\n\(DemoStock.unknown.rawValue) 1"
        try database.writeBlocking(\.self) { connection throws(StorageError) in
            try connection.execute(
                "INSERT INTO reservations (reference, lines, holder) VALUES (?, ?, NULL)",
                .text(reference.rawValue), .text(lines))
        }
        await #expect(throws: OrderError.unknownSKU(DemoStock.unknown)) {
            try await inventory.release(reference)
        }
        #expect(try await available(DemoStock.greenTea) == 40)
        #expect(try journal().keys.sorted() == [reference.rawValue])
    }

    @Test("a reservation is all or nothing: a line that is short takes back the lines before it")
    func mergedAndChecked() async throws {
        // The use case merges lines per SKU before it reserves; the adapter trusts the lines it gets,
        // and two lines of 3 against 5 in stock leave the stock as it was.
        await #expect(throws: OrderError.outOfStock(DemoStock.kettle, requested: 3, available: 2)) {
            try await inventory.reserve(
                [
                    OrderLine(sku: DemoStock.kettle, quantity: 3),
                    OrderLine(sku: DemoStock.kettle, quantity: 3),
                ],
                for: reference)
        }
        #expect(try await available(DemoStock.kettle) == 5)
    }

    @Test("20 concurrent single-unit reservations from 20 connections: exactly 5 succeed, stock ends at 0")
    func concurrentReservations() async throws {
        try database.open()
        let repositories = (0..<20).map { _ in
            SQLiteInventoryRepository(
                database: SQLiteDatabase(location: database.location, options: .patient))
        }
        let results = await withTaskGroup(of: Result<Void, OrderError>.self) { group in
            for repository in repositories {
                group.addTask {
                    do throws(OrderError) {
                        try await repository.reserve(
                            [OrderLine(sku: DemoStock.kettle, quantity: 1)], for: .random())
                        return .success(())
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let failures = results.compactMap { result -> OrderError? in
            guard case .failure(let error) = result else { return nil }
            return error
        }
        #expect(results.count - failures.count == 5)
        #expect(
            failures == Array(repeating: .outOfStock(DemoStock.kettle, requested: 1, available: 0), count: 15)
        )
        #expect(try await available(DemoStock.kettle) == 0)
    }

    @Test("storage failures are storage errors, each its own case")
    func storageFailures() async throws {
        let blocker = folder.path("blocker")
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: blocker))
        let path = blocker + "/orders.sqlite"
        let unopenable = SQLiteInventoryRepository(database: SQLiteDatabase(location: .file(path: path)))
        await #expect(throws: OrderError.storage(.cannotOpen(path: path))) {
            try await unopenable.stock()
        }

        try database.open()
        var readOnlyOptions = SQLiteDatabase.Options()
        readOnlyOptions.readOnly = true
        let readOnly = SQLiteInventoryRepository(
            database: SQLiteDatabase(location: database.location, options: readOnlyOptions))
        #expect(try await readOnly.stock().count == 6)
        await #expect(throws: OrderError.storage(.readOnly)) {
            try await readOnly.reserve([OrderLine(sku: DemoStock.mug, quantity: 1)], for: reference)
        }

        var impatientOptions = SQLiteDatabase.Options()
        impatientOptions.busyTimeoutMilliseconds = 100
        let impatient = SQLiteInventoryRepository(
            database: SQLiteDatabase(location: database.location, options: impatientOptions))
        _ = try await impatient.stock()  // opened before the lock is taken
        let lock = try WriteLockHolder(database)
        await #expect(throws: OrderError.storage(.busy)) {
            try await impatient.reserve([OrderLine(sku: DemoStock.mug, quantity: 1)], for: reference)
        }
        lock.release()
        #expect(try await available(DemoStock.mug) == 12)
    }

    @Test("each SQLite failure becomes its own storage case")
    func storageErrorCases() {
        #expect(DatabaseError.full.storageError == .full)
        #expect(DatabaseError.corrupt.storageError == .damaged)
        #expect(
            DatabaseError.newerSchema(path: "x", found: 9, supported: 4, unknownTables: ["t"]).storageError
                == .newerVersion(path: "x", found: 9, supported: 4, unknownTables: ["t"]))
        #expect(DatabaseError.io("disk I/O error").storageError == .ioFailure)
        #expect(DatabaseError.constraint("UNIQUE failed").storageError == .ioFailure)
    }
}
