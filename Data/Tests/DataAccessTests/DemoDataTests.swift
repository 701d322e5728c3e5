import DataAccess
import DataTestSupport
import Domain
import LoansDomain
import LoansDomainTestSupport
import OrdersDomain
import OrdersDomainTestSupport
import Testing
import UsersDomain
import UsersDomainTestSupport

/// What a fresh database holds, read through the real adapters, is exactly the demo data the fakes are
/// seeded with: the migrations and the Swift values cannot drift apart.
@Suite("Demo data on a fresh database")
struct DemoDataTests {
    let database = SQLiteDatabase(location: .inMemory)

    @Test(
        "the demo loans are the ones DemoLoans states, numbered from 1, around any day",
        arguments: ["2026-03-29", "2024-02-28", "0001-01-02", "9999-12-25"])
    func loans(today text: String) async throws {
        let today = try #require(CivilDate(iso: text))
        let repository = SQLiteLoanRepository(database: database)
        try await repository.addDemoLoansIfNeeded(today: today)
        let stored = try await repository.openLoans(dueOnOrBefore: .latest)
        #expect(stored.sorted { $0.id.rawValue < $1.id.rawValue } == DemoLoans.loans(around: today))
        let fake = FakeLoanRepository(loans: DemoLoans.loans(around: today))
        for offset in [-1, 0, DueLoansPolicy.windowDays] {
            let date = today.adding(days: offset) ?? today
            #expect(
                Set(try await repository.openLoans(dueOnOrBefore: date).map(\.id))
                    == Set(try await fake.openLoans(dueOnOrBefore: date).map(\.id)))
        }
    }

    @Test("the directory is DemoUsers' users, in order, in pages of DemoUsers.perPage")
    func users() async throws {
        let repository = SQLiteUserRepository(database: database)
        let first = try await repository.page(1)
        var stored: [User] = []
        for number in 1...max(first.totalPages, 1) { stored += try await repository.page(number).users }
        #expect(stored == DemoUsers.users)
        #expect(first.perPage == DemoUsers.perPage)
        #expect(SQLiteUserRepository.perPage == DemoUsers.perPage)
    }

    @Test("a fake directory of the demo users pages exactly as a fresh database does")
    func fakeUsers() async throws {
        let repository = SQLiteUserRepository(database: database)
        let fake = FakeUserRepository(users: DemoUsers.users, perPage: DemoUsers.perPage)
        let pages = try await repository.page(1).totalPages
        for number in 1...pages + 1 {
            #expect(try await fake.page(number) == repository.page(number))
        }
    }

    @Test("the inventory is DemoOrders' stock, by SKU, and a fake of it lists the same")
    func stock() async throws {
        let stored = try await SQLiteInventoryRepository(database: database).stock()
        #expect(stored == DemoOrders.stock)
        #expect(try await FakeInventoryRepository(stock: DemoOrders.stock).stock() == stored)
        #expect(stored.map { $0.unitPriceCents } == stored.map { DemoOrders.prices[$0.sku] })
    }

    @Test("the orders are DemoOrders' orders, newest first, and a fake of them answers the same")
    func orders() async throws {
        let stored = try await SQLiteOrderRepository(database: database).fetchOrders()
        #expect(stored == FetchedOrders(orders: DemoOrders.orders, isFromCache: false))
        #expect(try await FakeOrderRepository(orders: DemoOrders.orders).fetchOrders() == stored)
    }

    @Test("the loopback orders backend serves DemoOrders' orders and prices, as a fresh database holds them")
    func backend() async throws {
        let server = try OrdersServer()
        defer { server.stop() }
        let client = HTTPClient(
            baseURL: server.baseURL, timeout: LoopbackServer.patientTimeout, retry: .immediate)
        let remote = RemoteOrderRepository(client: client, cache: SQLiteDatabase(location: .inMemory))
        #expect(
            try await remote.fetchOrders() == FetchedOrders(orders: DemoOrders.orders, isFromCache: false))
        #expect(
            server.prices
                == Dictionary(uniqueKeysWithValues: DemoOrders.prices.map { ($0.key.rawValue, $0.value) }))
    }

    @Test("placing on a fake of the demo orders and prices gives the order a fresh database gives")
    func place() async throws {
        let lines = [OrderLine(sku: "TEA-GREEN", quantity: 2), OrderLine(sku: "KETTLE-1L", quantity: 1)]
        let reference = OrderReference(rawValue: "U-00000001")
        let stored = try await SQLiteOrderRepository(database: database).place(lines, reference: reference)
        let fake = FakeOrderRepository(orders: DemoOrders.orders, prices: DemoOrders.prices)
        let placed = try await fake.place(lines, reference: reference)
        #expect(placed.id == stored.id)
        #expect(placed.items == stored.items)
        #expect(placed.status == stored.status)
        #expect(placed.totalCents == 5_200)
    }
}
