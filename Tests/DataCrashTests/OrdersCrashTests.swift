import Domain
import Foundation
import OrdersDomain
import PresentationTestSupport
import Testing

@testable import DataAccess

extension KilledWriters {
    /// Kills processes that place orders, and after each kill accounts for every unit of stock.
    ///
    /// A unit is on the shelf, in a placed order, or in a reservation; the next run settles every
    /// reservation.
    @Suite("Orders crash safety")
    struct OrdersCrashTests {
        static let kills = 50
        let folder: URL
        let path: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "strata-orders-crash-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appendingPathComponent("orders.sqlite").path
        }

        @Test("SIGKILL while placing orders loses no unit of stock, and the next run settles what was left")
        func killedWhilePlacing() async throws {
            defer { try? FileManager.default.removeItem(at: folder) }
            let writer = try CrashTests.writerBinary()
            let start = try Ledger.stocking(path, available: 100_000)

            var killsWithReservations = 0
            for round in 1...Self.kills {
                let killed = try await CrashTests.offThePool {
                    try CrashTests.startAndKill(writer, path, mode: "orders")
                }
                #expect(killed, "round \(round): the writer exited by itself")
                let ledger = try Ledger.read(path)
                #expect(ledger.integrity == "ok", "round \(round)")
                #expect(ledger.unaccounted(since: start) == [:], "round \(round): units left with no trace")
                if !ledger.reserved.isEmpty { killsWithReservations += 1 }
            }
            try await Self.settleAsTheNextRunWould(path)
            let settled = try Ledger.read(path)
            #expect(settled.reserved.isEmpty)
            #expect(settled.unaccounted(since: start) == [:])
            // The writers placed orders, and kills landed between a reservation and its order, the
            // moment the journal is for (about 2 kills in 5 here).
            #expect(settled.orders > start.orders)
            #expect(killsWithReservations > 0)
            print(
                "Orders crash safety: \(Self.kills) kills, \(killsWithReservations) left a reservation to settle"
            )
        }

        @Test("30 processes placing at once sell exactly the stock, never more, and leave no reservation")
        func racingProcesses() async throws {
            defer { try? FileManager.default.removeItem(at: folder) }
            let writer = try CrashTests.writerBinary()
            // Every process settles what others left before it places, while others' reservations are
            // held: many sales give many chances to settle a reservation that is still being placed.
            let start = try Ledger.stocking(path, available: 40, except: [SKU("FILTER-100"): 0])
            let writers = try (0..<30).map { _ in
                let process = Process()
                process.executableURL = writer
                process.arguments = [path, "orders"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try ChildProcess.start { try process.run() }
                return process
            }
            // Every writer keeps trying until it is killed, so soon every unit is in an order.
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                let ledger = try Ledger.read(path)
                if ledger.reserved.isEmpty, ledger.available.values.allSatisfy({ $0 == 0 }) { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            let stillRunning = writers.filter(\.isRunning).count
            for process in writers { kill(process.processIdentifier, SIGKILL) }
            try await CrashTests.offThePool { for process in writers { process.waitUntilExit() } }
            #expect(stillRunning == 30, "a writer stopped by itself")

            try await Self.settleAsTheNextRunWould(path)
            let settled = try Ledger.read(path)
            for (sku, stocked) in start.available where stocked > 0 {
                #expect(settled.available[sku] == 0, "\(sku)")
                #expect(
                    settled.ordered[sku, default: 0] - start.ordered[sku, default: 0] == stocked, "\(sku)")
            }
            #expect(settled.reserved.isEmpty)
            #expect(settled.unaccounted(since: start) == [:])
        }

        /// What the next `app orders list` or `app orders place` does first, in this (another) process.
        static func settleAsTheNextRunWould(_ path: String) async throws {
            let database = SQLiteDatabase(location: .file(path: path))
            _ = try await ConfirmOrdersUseCase(
                orders: SQLiteOrderRepository(database: database),
                inventory: SQLiteInventoryRepository(database: database)
            ).settleUnsettled()
        }

        /// Where every unit of stock is, read as a new process would (recovering the WAL).
        struct Ledger {
            var integrity = ""
            var available: [SKU: Int] = [:]
            var ordered: [SKU: Int] = [:]
            var reserved: [SKU: Int] = [:]
            var orders = 0

            /// Units that left the shelf since `start` and are neither in an order nor reserved, by SKU.
            func unaccounted(since start: Ledger) -> [SKU: Int] {
                var missing: [SKU: Int] = [:]
                for (sku, before) in start.available {
                    let taken = before - available[sku, default: 0]
                    let traced =
                        ordered[sku, default: 0] - start.ordered[sku, default: 0] + reserved[sku, default: 0]
                    if taken != traced { missing[sku] = taken - traced }
                }
                return missing
            }

            /// Creates the database with `available` of every product (`except` overrides), and reads it.
            static func stocking(_ path: String, available: Int, except: [SKU: Int] = [:]) throws -> Ledger {
                try SQLiteDatabase(location: .file(path: path)).writeBlocking(\.self) {
                    connection throws(StorageError) in
                    try connection.execute("UPDATE inventory SET available = ?", .integer(Int64(available)))
                    for (sku, count) in except {
                        try connection.execute(
                            "UPDATE inventory SET available = ? WHERE sku = ?", .integer(Int64(count)),
                            .text(sku.rawValue))
                    }
                }
                return try read(path)
            }

            static func read(_ path: String) throws -> Ledger {
                try SQLiteDatabase(location: .file(path: path)).readBlocking(\.self) {
                    connection throws(StorageError) in
                    var ledger = Ledger()
                    ledger.integrity = try connection.query("PRAGMA integrity_check") { $0.string(0) }.joined(
                        separator: "; ")
                    for (code, count) in try connection.query(
                        "SELECT sku, available FROM inventory", row: Self.count)
                    {
                        ledger.available[try Self.sku(code)] = count
                    }
                    for (code, count) in try connection.query(
                        "SELECT sku, sum(quantity) FROM order_items GROUP BY sku", row: Self.count)
                    {
                        ledger.ordered[try Self.sku(code)] = count
                    }
                    for lines in try connection.query("SELECT lines FROM reservations", row: { $0.string(0) })
                    {
                        for line in lines.split(separator: "\n") {
                            let parts = line.split(separator: " ")
                            ledger.reserved[try Self.sku(String(parts[0])), default: 0] += Int(parts[1]) ?? 0
                        }
                    }
                    ledger.orders =
                        try connection.query("SELECT count(*) FROM orders") { $0.int(0) }.first ?? 0
                    return ledger
                }
            }

            /// A SKU's code and its count.
            private static func count(_ row: SQLiteRow) -> (String, Int) { (row.string(0), row.int(1)) }

            /// The SKU `code` names; a code that is not a SKU is a damaged file.
            private static func sku(_ code: String) throws(StorageError) -> SKU {
                guard let sku = SKU(rawValue: code) else { throw .damaged }
                return sku
            }
        }
    }
}
