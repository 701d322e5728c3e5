import DataAccess
import Domain
public import Foundation

/// A loopback server that speaks the orders API over an in-memory list: `GET /orders` (newest
/// first), `GET /orders/{id}` and `POST /orders`.
///
/// Orders travel as `{"id": "O-1001", "status_code": 3, "items": [{"sku": "TEA-GREEN", "quantity": 2,
/// "unit_price_cents": 650}]}`. A POST body is `{"items": [{"sku": ..., "quantity": ...}]}`; the
/// server prices it from ``prices`` and answers `201` with the new order (status 0, pending), `422`
/// for a SKU it has no price for, or `400` for a body it cannot read.
///
/// Replies can be overridden per path with ``override(_:with:)``, to script a 500 or a malformed
/// body, and ``stop()`` makes the server go away, so a test can have it answer once and then fail.
/// Every request is recorded in ``requests``.
public final class OrdersServer: Sendable {
    /// One line of an order as the API spells it.
    public struct Item: Sendable, Equatable {
        public var sku: String
        public var quantity: Int
        public var unitPriceCents: Int

        public init(sku: String, quantity: Int, unitPriceCents: Int) {
            self.sku = sku
            self.quantity = quantity
            self.unitPriceCents = unitPriceCents
        }
    }

    /// One order as the API spells it.
    ///
    /// `statusCode` is 0 pending, 1 paid, 2 shipped, 3 delivered, 4 cancelled.
    public struct Record: Sendable, Equatable {
        public var id: String
        public var statusCode: Int
        public var items: [Item]
        /// The reference the client sent when it placed the order.
        public var reference: String?

        public init(id: String, statusCode: Int, items: [Item], reference: String? = nil) {
            self.id = id
            self.statusCode = statusCode
            self.items = items
            self.reference = reference
        }
    }

    /// Three orders, newest first: O-1003 paid, O-1002 shipped, O-1001 delivered.
    ///
    /// On the wire, as Domain's `DemoOrders` states them (Data's DemoDataTests hold the two, and the prices,
    /// together).
    public static let demoOrders: [Record] = [
        Record(
            id: "O-1003", statusCode: 1,
            items: [
                Item(sku: "TEA-BLACK", quantity: 3, unitPriceCents: 550),
                Item(sku: "KETTLE-1L", quantity: 1, unitPriceCents: 3900),
            ]),
        Record(
            id: "O-1002", statusCode: 2, items: [Item(sku: "BOOK-SICP", quantity: 1, unitPriceCents: 4500)]),
        Record(
            id: "O-1001", statusCode: 3,
            items: [
                Item(sku: "TEA-GREEN", quantity: 2, unitPriceCents: 650),
                Item(sku: "MUG-BLUE", quantity: 1, unitPriceCents: 1200),
            ]),
    ]

    /// Unit prices in cents by SKU, for pricing POSTed orders.
    public static let demoPrices: [String: Int] = [
        "TEA-GREEN": 650, "TEA-BLACK": 550, "MUG-BLUE": 1200, "BOOK-SICP": 4500, "KETTLE-1L": 3900,
        "FILTER-100": 300,
    ]

    private let state: OrderBook
    private let server: LoopbackServer

    /// The base URL to give the client: the server's root, so requests go to `/orders`.
    public let baseURL: URL

    /// Starts serving `orders` (newest first), pricing new orders from `prices`.
    public init(orders: [Record] = demoOrders, prices: [String: Int] = demoPrices) throws(LoopbackServerError)
    {
        let state = OrderBook(orders: orders, prices: prices)
        self.state = state
        server = try LoopbackServer { request in state.answer(request) }
        baseURL = server.baseURL
    }

    /// The port the server listens on.
    public var port: Int { server.port }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] { server.requests }

    /// The orders as they are now, newest first, after any POST.
    public var orders: [Record] { state.orders.withLock { $0 } }

    /// The prices new orders are given.
    public var prices: [String: Int] { state.prices }

    /// Answers requests for `path` (with query, such as `/orders`) with `reply` instead.
    public func override(_ path: String, with reply: Reply) {
        state.overrides.withLock { $0[path] = reply }
    }

    /// Answers `path` by the API's rules again.
    public func removeOverride(_ path: String) {
        _ = state.overrides.withLock { $0.removeValue(forKey: path) }
    }

    /// Loses the answer to every later POST (the connection drops), after placing the order if
    /// `afterPlacing`; nil answers again.
    public func loseAnswers(afterPlacing: Bool?) {
        state.brokenAnswer.withLock { $0 = afterPlacing.map { (.dropConnection, $0) } }
    }

    /// Answers every later POST with `reply` instead of the new order (a broken server, proxy or connection),
    /// after placing the order if `afterPlacing`; ``loseAnswers(afterPlacing:)`` with nil answers again.
    public func breakAnswers(with reply: Reply, afterPlacing: Bool) {
        state.brokenAnswer.withLock { $0 = (reply, afterPlacing) }
    }

    /// Closes the server: later connections are refused.
    public func stop() { server.stop() }

    /// `record` as the API sends it, keys sorted; tests use it to build scripted replies.
    public static func json(_ record: Record) -> String {
        OrderBook.text(OrderBook.object(record))
    }

    /// `records` as the `GET /orders` array.
    public static func json(_ records: [Record]) -> String {
        OrderBook.text(records.map(OrderBook.object))
    }
}

/// The in-memory orders and the API's rules over them.
private final class OrderBook: Sendable {
    let orders: Locked<[OrdersServer.Record]>
    let prices: [String: Int]
    let overrides = Locked<[String: Reply]>([:])
    /// What every POST is answered with instead of the order, and whether the order is placed first.
    let brokenAnswer = Locked<(reply: Reply, afterPlacing: Bool)?>(nil)

    init(orders: [OrdersServer.Record], prices: [String: Int]) {
        self.orders = Locked(orders)
        self.prices = prices
    }

    func answer(_ request: RecordedRequest) -> Reply {
        if let reply = overrides.withLock({ $0[request.path] }) { return reply }
        let parts = (URLComponents(string: request.path)?.path ?? "").split(separator: "/").map(String.init)
        guard parts.first == "orders", parts.count <= 2 else { return Self.error("no such resource", 404) }
        switch (request.method, parts.count) {
        case ("GET", 1):
            return .json(Self.text(orders.withLock { $0 }.map(Self.object)))
        case ("GET", 2):
            let found = orders.withLock { all in all.first { $0.id == parts[1] } }
            return found.map { .json(Self.text(Self.object($0))) } ?? Self.error("no such order", 404)
        case ("POST", 1):
            guard let broken = brokenAnswer.withLock({ $0 }) else { return place(request.body) }
            if broken.afterPlacing { _ = place(request.body) }
            return broken.reply
        default:
            return Self.error("method not allowed", 405)
        }
    }

    private func place(_ body: Data) -> Reply {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let lines = object["items"] as? [[String: Any]], !lines.isEmpty
        else { return Self.error("the body is not {\"items\": [...]}", 400) }
        var items: [OrdersServer.Item] = []
        for line in lines {
            guard let sku = line["sku"] as? String, let quantity = line["quantity"] as? Int, quantity > 0
            else {
                return Self.error("an item needs a sku and a positive quantity", 400)
            }
            guard let price = prices[sku] else { return Self.error("unknown sku \(sku)", 422) }
            items.append(OrdersServer.Item(sku: sku, quantity: quantity, unitPriceCents: price))
        }
        let record = orders.withLock { all in
            let record = OrdersServer.Record(
                id: "O-\(1001 + all.count)", statusCode: 0, items: items,
                reference: object["reference"] as? String)
            all.insert(record, at: 0)
            return record
        }
        return .json(Self.text(Self.object(record)), status: 201)
    }

    static func object(_ record: OrdersServer.Record) -> [String: Any] {
        var object: [String: Any] = [
            "id": record.id, "status_code": record.statusCode,
            "items": record.items.map { item -> [String: Any] in
                ["sku": item.sku, "quantity": item.quantity, "unit_price_cents": item.unitPriceCents]
            },
        ]
        if let reference = record.reference { object["reference"] = reference }
        return object
    }

    static func text(_ value: Any) -> String {
        let data =
            (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static func error(_ message: String, _ status: Int) -> Reply {
        .json(text(["error": message]), status: status)
    }
}
