import DataAccess
import DataTestSupport
import Domain
import Foundation
import OrdersDomain
import Testing

/// The remote orders repository against a real loopback server: mapping, error translation, and
/// the SQLite cache it falls back to.
@Suite("RemoteOrderRepository")
struct RemoteOrderRepositoryTests {
    let server: OrdersServer
    let cache: SQLiteDatabase
    let repository: RemoteOrderRepository

    init() throws {
        server = try OrdersServer()
        cache = SQLiteDatabase(location: .inMemory)
        repository = RemoteOrderRepository(
            client: HTTPClient(
                baseURL: server.baseURL, timeout: LoopbackServer.patientTimeout, retry: .immediate),
            cache: cache)
    }

    /// The demo orders as Domain sees them, newest first.
    static let demoOrders = OrdersServer.demoOrders.map { record in
        let statuses: [Int: OrderStatus] = [0: .pending, 1: .paid, 2: .shipped, 3: .delivered, 4: .cancelled]
        return Order(
            id: Order.ID(rawValue: record.id),
            items: record.items.compactMap { item in
                SKU(rawValue: item.sku).map {
                    OrderItem(sku: $0, quantity: item.quantity, unitPriceCents: item.unitPriceCents)
                }
            },
            status: statuses[record.statusCode] ?? .unrecognized)
    }

    @Test("the server's orders are mapped, live, from one GET /orders")
    func fetch() async throws {
        let fetched = try await repository.fetchOrders()
        #expect(fetched == FetchedOrders(orders: Self.demoOrders, isFromCache: false))
        #expect(server.requests.map { "\($0.method) \($0.path)" } == ["GET /orders"])
        #expect(server.requests.first?.headers["accept"] == "application/json")
    }

    @Test("an older server's string status codes and decimal prices map like the current ones")
    func olderServer() async throws {
        server.override(
            "/orders",
            with: .json(
                #"[{"id":"O-1","status_code":"4","#
                    + #""items":[{"sku":"MUG-BLUE","quantity":2,"unit_price":"12.00"}]},"#
                    + #"{"id":"O-2","status_code":17,"items":[]}]"#))
        let fetched = try await repository.fetchOrders()
        #expect(
            fetched.orders == [
                Order(
                    id: Order.ID(rawValue: "O-1"),
                    items: [OrderItem(sku: SKU("MUG-BLUE"), quantity: 2, unitPriceCents: 1200)],
                    status: .cancelled),
                Order(id: Order.ID(rawValue: "O-2"), items: [], status: .unrecognized),
            ])
        server.stop()
        #expect(
            try await repository.fetchOrders() == FetchedOrders(orders: fetched.orders, isFromCache: true))
    }

    @Test("after one good fetch, a server that went away is answered from the cache, marked so")
    func cacheFallbackAfterStop() async throws {
        let live = try await repository.fetchOrders()
        server.stop()
        let cached = try await repository.fetchOrders()
        #expect(cached == FetchedOrders(orders: live.orders, isFromCache: true))
        #expect(server.requests.count == 1)
    }

    @Test("a 500 falls back to the cache; each later good fetch replaces the whole cache")
    func cacheFallbackAfter500() async throws {
        _ = try await repository.fetchOrders()
        let newest = try #require(OrdersServer.demoOrders.first)
        server.override("/orders", with: .json(OrdersServer.json([newest])))
        #expect(try await repository.fetchOrders().orders.map(\.id.rawValue) == ["O-1003"])
        server.override("/orders", with: .json(#"{"error":"down"}"#, status: 500))
        let cached = try await repository.fetchOrders()
        #expect(cached.isFromCache)
        #expect(cached.orders.map(\.id.rawValue) == ["O-1003"])
        #expect(server.requests.count == 2 + 3)  // the 500 is retried twice
    }

    @Test("a last good answer of no orders is answered from the cache too, when the server goes away")
    func emptyAnswerCached() async throws {
        server.override("/orders", with: .json("[]"))
        #expect(try await repository.fetchOrders() == FetchedOrders(orders: [], isFromCache: false))
        server.stop()
        #expect(try await repository.fetchOrders() == FetchedOrders(orders: [], isFromCache: true))
    }

    @Test("a 500 with nothing cached is unavailable, with the server's answer as the cause")
    func serverErrorWithoutCache() async throws {
        server.override("/orders", with: .json("{}", status: 500))
        await #expect(throws: OrderError.service(.unavailable(reason: .answered(status: 500)))) {
            try await repository.fetchOrders()
        }
        #expect(server.requests.count == 3)
    }

    @Test("a refused connection with nothing cached is unavailable")
    func refusedWithoutCache() async throws {
        server.stop()
        await #expect(
            throws: OrderError.service(
                .unavailable(reason: .cannotConnect(host: "127.0.0.1:\(server.port)")))
        ) {
            try await repository.fetchOrders()
        }
    }

    @Test("a corrupted body is corruptedResponse, and the cache does not hide it")
    func corruptedBody() async throws {
        _ = try await repository.fetchOrders()
        for body in [
            #"[{"id":"O-1","items":[]}"#, #"[{"id":"O-1","status_code":"paid","items":[]}]"#, "<html>",
        ] {
            server.override("/orders", with: .json(body))
            let error = await #expect(throws: OrderError.self, "\(body)") {
                try await repository.fetchOrders()
            }
            guard case .service(.corruptedResponse)? = error else {
                Issue.record(
                    "expected service(.corruptedResponse) for \(body), got \(String(describing: error))")
                continue
            }
        }
        #expect(server.requests.count == 4)
    }

    @Test("a 404 for the list is unknown; a 404 for one order is notFound")
    func notFound() async throws {
        server.override("/orders", with: .json("{}", status: 404))
        await #expect(throws: OrderError.service(.unknown(reason: .answered(status: 404)))) {
            try await repository.fetchOrders()
        }
        let ghost = Order.ID(rawValue: "O-9999")
        await #expect(throws: OrderError.notFound(ghost)) { try await repository.order(ghost) }
        #expect(server.requests.map(\.path) == ["/orders", "/orders/O-9999"])
    }

    @Test("one order by id, from GET /orders/{id}")
    func oneOrder() async throws {
        let order = try await repository.order(Order.ID(rawValue: "O-1002"))
        #expect(order == Self.demoOrders[1])
        #expect(server.requests.map { "\($0.method) \($0.path)" } == ["GET /orders/O-1002"])
    }

    @Test("an id that would change the request path is notFound without a request")
    func unsafeID() async throws {
        for raw in ["", "..", "O-1/../../admin", "O-1?x=1", "O 1", "Ö-1"] {
            let id = Order.ID(rawValue: raw)
            await #expect(throws: OrderError.notFound(id)) { try await repository.order(id) }
        }
        #expect(server.requests.isEmpty)
    }

    @Test("placing POSTs the lines and the reference as JSON, once, and returns the order the server priced")
    func place() async throws {
        // The service holds no stock: the placing keeps the reservation itself once the order is back.
        #expect(!repository.settlesReservations)
        let reference = OrderReference(rawValue: "U-0000ABCD")
        let placed = try await repository.place(
            [
                OrderLine(sku: SKU("KETTLE-1L"), quantity: 1),
                OrderLine(sku: SKU("TEA-GREEN"), quantity: 4),
            ], reference: reference)
        #expect(placed.reference == reference)
        #expect(placed.id == Order.ID(rawValue: "O-1004"))
        #expect(placed.status == .pending)
        #expect(placed.totalCents == 3900 + 4 * 650)
        let post = try #require(server.requests.last)
        #expect(post.method == "POST" && post.path == "/orders")
        #expect(post.headers["content-type"] == "application/json")
        let body = try JSONSerialization.jsonObject(with: post.body) as? [String: Any]
        let items = (body?["items"] as? [[String: Any]])?.map { item in
            "\(item["sku"] as? String ?? "?"):\((item["quantity"] as? NSNumber)?.intValue ?? -1)"
        }
        #expect(items == ["KETTLE-1L:1", "TEA-GREEN:4"])
        #expect(body?["reference"] as? String == "U-0000ABCD")
        #expect(body?.count == 2)
        #expect(server.requests.count == 1)
        #expect(server.orders.first?.id == "O-1004")
        #expect(try await repository.fetchOrders().orders.first == placed)
    }

    @Test(
        "a failed POST is sent once and translated: 500 an unknown outcome, 422 rejected, refused unavailable"
    )
    func placeFailures() async throws {
        let lines = [OrderLine(sku: SKU("MUG-BLUE"), quantity: 1)]
        // A server or a gateway can fail after the order was placed.
        server.override("/orders", with: .json("{}", status: 500))
        await #expect(throws: OrderError.outcomeUnknown(.unavailable(reason: .answered(status: 500)))) {
            try await repository.place(lines)
        }
        #expect(server.requests.count == 1)
        server.removeOverride("/orders")
        await #expect(
            throws: OrderError.service(
                .rejected(reason: .refusedContent))
        ) {
            try await repository.place([OrderLine(sku: SKU("NO-SUCH-SKU"), quantity: 1)])
        }
        #expect(server.requests.count == 2)
        #expect(server.orders.count == 3)
        server.stop()
        await #expect(
            throws: OrderError.service(
                .unavailable(reason: .cannotConnect(host: "127.0.0.1:\(server.port)")))
        ) {
            try await repository.place(lines)
        }
    }

    @Test(
        "a POST whose answer is lost after sending is an unknown outcome, not unavailable",
        arguments: [true, false])
    func lostAnswer(afterPlacing: Bool) async throws {
        server.loseAnswers(afterPlacing: afterPlacing)
        let error = await #expect(throws: OrderError.self) {
            try await repository.place([OrderLine(sku: SKU("MUG-BLUE"), quantity: 1)])
        }
        guard case .outcomeUnknown(.unavailable(let reason))? = error else {
            Issue.record("expected outcomeUnknown(.unavailable), got \(String(describing: error))")
            return
        }
        #expect(reason == .closedWithoutAnswer)
        #expect(server.requests.count == 1)
        #expect(server.orders.count == (afterPlacing ? 4 : 3))
    }

    @Test("an unusable cache neither fails a good fetch nor hides why a bad one failed")
    func unusableCache() async throws {
        let folder = try TemporaryFolder()
        let blocker = folder.path("blocker")
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: blocker))
        let broken = RemoteOrderRepository(
            client: HTTPClient(baseURL: server.baseURL, timeout: LoopbackServer.patientTimeout, retry: .none),
            cache: SQLiteDatabase(location: .file(path: blocker + "/cache.sqlite")))
        #expect(try await broken.fetchOrders() == FetchedOrders(orders: Self.demoOrders, isFromCache: false))
        server.override("/orders", with: .json("{}", status: 503))
        await #expect(throws: OrderError.service(.unavailable(reason: .answered(status: 503)))) {
            try await broken.fetchOrders()
        }
    }
}
