// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Domain
public import DomainTestSupport
public import OrdersDomain

/// An in-memory `OrderRepository` whose answers a test scripts.
public actor FakeOrderRepository: OrderRepository {
    public private(set) var orders: [Order]
    public private(set) var placed: [[OrderLine]] = []
    public private(set) var fetchCount = 0
    private var fetchFailures: [OrderError] = []
    private var answersFromCache = false
    private var placeFailure: OrderError?
    private var placeAnswer: Order?
    /// Changed each time a request is held, for a test to wait on.
    public nonisolated let changes = Changes()
    private var gate = RequestGate()
    private var placeGate = RequestGate()
    /// The unit price of each SKU a place may name, in cents; nil prices every line at 100 cents.
    private let prices: [SKU: Int]?

    /// Whether this store says it settles reservations with the order; it settles nothing itself (the fake
    /// inventory is another actor), so a test checks who was asked to.
    public nonisolated let settlesReservations: Bool

    /// A store of `orders`, newest first, that prices placed lines from `prices` as the SQLite store prices
    /// them from its inventory (a SKU without a price is `.unknownSKU`), or at 100 cents each when nil.
    public init(orders: [Order] = [], prices: [SKU: Int]? = nil, settlesReservations: Bool = false) {
        self.orders = orders
        self.prices = prices
        self.settlesReservations = settlesReservations
    }

    /// The next fetches throw these errors, one each, before fetches succeed again.
    public func failFetches(with errors: [OrderError]) { fetchFailures = errors }

    /// Later successful fetches say they came from a cache.
    public func answerFromCache(_ cached: Bool) { answersFromCache = cached }

    /// The next place throws `error`.
    public func failNextPlace(with error: OrderError) { placeFailure = error }

    /// The next place stores nothing and answers `order`, whatever was asked: a source confused about what it
    /// placed.
    public func answerNextPlace(with order: Order) { placeAnswer = order }

    /// The next place's answer is lost (`.outcomeUnknown`), after placing the order if `afterPlacing`.
    public func loseNextAnswer(afterPlacing: Bool) { lostAnswer = afterPlacing }

    private var lostAnswer: Bool?

    /// Fetches wait, after being counted, until `release`.
    public func hold() { gate.hold() }

    public func release() { gate.release() }

    /// Lets only the newest parked request go: the way a replaced request's answer arrives last.
    public func releaseNewest() { gate.releaseNewest() }

    public var parkedCount: Int { gate.parkedCount }

    /// Places wait, after being counted in ``placeCount``, until `releasePlaces`.
    public func holdPlaces() { placeGate.hold() }

    public func releasePlaces() { placeGate.release() }

    public var parkedPlaces: Int { placeGate.parkedCount }

    /// Every place asked for, including those that failed or are held.
    public private(set) var placeCount = 0

    public func fetchOrders() async throws(OrderError) -> FetchedOrders {
        fetchCount += 1
        // Each fetch's answer is fixed when it is asked, whatever order the gate lets them go in.
        let failure = fetchFailures.isEmpty ? nil : fetchFailures.removeFirst()
        if gate.isHolding { await withCheckedContinuation { gate.park($0, telling: changes) } }
        if let failure { throw failure }
        return FetchedOrders(orders: orders, isFromCache: answersFromCache)
    }

    public func order(_ id: Order.ID) async throws(OrderError) -> Order {
        guard let order = orders.first(where: { $0.id == id }) else { throw .notFound(id) }
        return order
    }

    public func place(_ lines: [OrderLine], reference: OrderReference) async throws(OrderError) -> Order {
        placeCount += 1
        if placeGate.isHolding { await withCheckedContinuation { placeGate.park($0, telling: changes) } }
        if let failure = placeFailure {
            placeFailure = nil
            throw failure
        }
        if let answer = placeAnswer {
            placeAnswer = nil
            return answer
        }
        if lostAnswer == false {
            lostAnswer = nil
            throw .outcomeUnknown(.unavailable(reason: .connectionLost))
        }
        var items: [OrderItem] = []
        for line in lines {
            items.append(
                OrderItem(
                    sku: line.sku, quantity: line.quantity.rawValue, unitPriceCents: try price(of: line.sku)))
        }
        placed.append(lines)
        let order = Order(
            id: Order.ID(rawValue: "O-\(1000 + orders.count + 1)"), items: items, status: .pending,
            reference: reference)
        orders.insert(order, at: 0)
        if lostAnswer == true {
            lostAnswer = nil
            throw .outcomeUnknown(.unavailable(reason: .connectionLost))
        }
        return order
    }

    /// What one `sku` costs now: its price in ``prices``, or 100 cents when the fake was given none.
    private func price(of sku: SKU) throws(OrderError) -> Int {
        guard let prices else { return 100 }
        guard let price = prices[sku] else { throw .unknownSKU(sku) }
        return price
    }
}
