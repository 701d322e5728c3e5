import DataTestSupport
import Domain
import Foundation
import OrdersDomain
import Testing

@testable import DataAccess

/// Orders in SQLite, and placing them through the use case with the SQLite inventory.
@Suite("SQLiteOrderRepository")
struct SQLiteOrderRepositoryTests {
    let folder: TemporaryFolder
    let database: SQLiteDatabase
    let orders: SQLiteOrderRepository

    init() throws {
        folder = try TemporaryFolder()
        database = SQLiteDatabase(location: .file(path: folder.path("orders.sqlite")))
        orders = SQLiteOrderRepository(database: database)
    }

    @Test("a fresh database has the three demo orders, newest first, with their items, not from a cache")
    func seededOrders() async throws {
        let fetched = try await orders.fetchOrders()
        #expect(!fetched.isFromCache)
        #expect(fetched.orders.map(\.id.rawValue) == ["O-1003", "O-1002", "O-1001"])
        #expect(fetched.orders.map(\.status) == [.paid, .shipped, .delivered])
        let first = try #require(fetched.orders.last)
        #expect(
            first.items == [
                OrderItem(sku: DemoStock.greenTea, quantity: 2, unitPriceCents: 650),
                OrderItem(sku: DemoStock.mug, quantity: 1, unitPriceCents: 1200),
            ])
        #expect(first.totalCents == 2500)
    }

    @Test("one order by id, with its items in the order they were placed; an unknown id is notFound")
    func oneOrder() async throws {
        let order = try await orders.order(Order.ID(rawValue: "O-1003"))
        #expect(order.status == .paid)
        #expect(order.items.map(\.sku) == [DemoStock.blackTea, DemoStock.kettle])
        let ghost = Order.ID(rawValue: "O-9999")
        await #expect(throws: OrderError.notFound(ghost)) { try await orders.order(ghost) }
    }

    @Test("placing stores a pending order priced from the inventory, with the next id, stock untouched")
    func place() async throws {
        let placed = try await orders.place([
            OrderLine(sku: DemoStock.book, quantity: 2), OrderLine(sku: DemoStock.greenTea, quantity: 1),
        ])
        #expect(placed.id == Order.ID(rawValue: "O-1004"))
        #expect(placed.status == .pending)
        #expect(
            placed.items == [
                OrderItem(sku: DemoStock.book, quantity: 2, unitPriceCents: 4500),
                OrderItem(sku: DemoStock.greenTea, quantity: 1, unitPriceCents: 650),
            ])
        #expect(try await orders.order(placed.id) == placed)
        #expect(try await orders.fetchOrders().orders.first == placed)
        let next = try await orders.place([OrderLine(sku: DemoStock.mug, quantity: 1)])
        #expect(next.id == Order.ID(rawValue: "O-1005"))
        let stock = try await SQLiteInventoryRepository(database: database).stock()
        #expect(stock.first { $0.sku == DemoStock.book }?.available == 8)
    }

    /// Rows of `order_items`, whichever order they belong to.
    func itemRows() throws -> Int {
        try database.readBlocking(\.self) { connection throws(StorageError) in
            try connection.query("SELECT count(*) FROM order_items") { $0.int(0) }.first ?? 0
        }
    }

    @Test("placing with an unknown SKU after a known one stores nothing: no order, no item")
    func placeUnknownSKU() async throws {
        let items = try itemRows()
        await #expect(throws: OrderError.unknownSKU(DemoStock.unknown)) {
            try await orders.place([
                OrderLine(sku: DemoStock.greenTea, quantity: 1),
                OrderLine(sku: DemoStock.unknown, quantity: 1),
            ])
        }
        #expect(try itemRows() == items)
        #expect(try await orders.fetchOrders().orders.count == 3)
        #expect(try await orders.place([OrderLine(sku: DemoStock.mug, quantity: 1)]).id.rawValue == "O-1004")
    }

    @Test("20 concurrent single-kettle orders through PlaceOrderUseCase: 5 stored, 15 out of stock, stock 0")
    func concurrentPlaceOrder() async throws {
        try database.open()
        let useCases = (0..<20).map { _ in
            let connection = SQLiteDatabase(location: database.location, options: .patient)
            return PlaceOrderUseCase(
                orders: SQLiteOrderRepository(database: connection),
                inventory: SQLiteInventoryRepository(database: connection))
        }
        let results = await withTaskGroup(of: Result<Order, OrderError>.self) { group in
            for useCase in useCases {
                group.addTask {
                    do throws(OrderError) {
                        return .success(
                            try await useCase.execute([OrderLine(sku: DemoStock.kettle, quantity: 1)]))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let placed = results.compactMap { try? $0.get() }
        #expect(placed.count == 5)
        #expect(Set(placed.map(\.id.rawValue)) == ["O-1004", "O-1005", "O-1006", "O-1007", "O-1008"])
        #expect(
            results.filter { $0 == .failure(.outOfStock(DemoStock.kettle, requested: 1, available: 0)) }.count
                == 15)
        let stored = try await orders.fetchOrders().orders
        #expect(stored.count == 8)
        #expect(stored.prefix(5).allSatisfy { $0.status == .pending && $0.totalCents == 3900 })
        let stock = try await SQLiteInventoryRepository(database: database).stock()
        #expect(stock.first { $0.sku == DemoStock.kettle }?.available == 0)
    }
}
