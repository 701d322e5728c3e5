import OrdersDomain
import OrdersDomainTestSupport
import Testing

@Suite("PlaceOrderUseCase")
struct PlaceOrderUseCaseTests {
    let tea = SKU(rawValue: "TEA-GREEN")
    let mug = SKU(rawValue: "MUG-BLUE")

    @Test("reserves, then places; stock goes down by the quantities")
    func places() async throws {
        let orders = FakeOrderRepository()
        let inventory = FakeInventoryRepository(available: [tea: 10, mug: 3])
        let order = try await PlaceOrderUseCase(orders: orders, inventory: inventory)
            .execute([OrderLine(sku: tea, quantity: 2), OrderLine(sku: mug, quantity: 1)])
        #expect(order.items.map(\.quantity) == [2, 1])
        #expect(await inventory.available == [tea: 8, mug: 2])
        #expect(await inventory.released.isEmpty)
    }

    @Test("lines for one SKU are merged before reserving")
    func merges() async throws {
        let inventory = FakeInventoryRepository(available: [tea: 3])
        let orders = FakeOrderRepository()
        _ = try await PlaceOrderUseCase(orders: orders, inventory: inventory)
            .execute([OrderLine(sku: tea, quantity: 1), OrderLine(sku: tea, quantity: 2)])
        #expect(await inventory.reserved == [[OrderLine(sku: tea, quantity: 3)]])
        #expect(await inventory.available[tea] == 0)
    }

    @Test("when placing fails, the reservation is released and the placing error reaches the caller")
    func compensates() async {
        let orders = FakeOrderRepository()
        await orders.failNextPlace(with: .service(.unavailable(reason: "the server answered 503")))
        let inventory = FakeInventoryRepository(available: [tea: 5])
        await #expect(throws: OrderError.service(.unavailable(reason: "the server answered 503"))) {
            try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
                OrderLine(sku: tea, quantity: 2)
            ])
        }
        #expect(await inventory.released == [[OrderLine(sku: tea, quantity: 2)]])
        #expect(await inventory.available[tea] == 5)
    }

    @Test("when releasing fails too, the original error still reaches the caller")
    func originalErrorWins() async {
        let orders = FakeOrderRepository()
        await orders.failNextPlace(
            with: .service(.corruptedResponse(reason: "the server's answer could not be read")))
        let inventory = FakeInventoryRepository(available: [tea: 5])
        await inventory.failReleases(with: .storage(.busy))
        await #expect(
            throws: OrderError.service(.corruptedResponse(reason: "the server's answer could not be read"))
        ) {
            try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
                OrderLine(sku: tea, quantity: 1)
            ])
        }
        #expect(await inventory.released.count == 1)
    }

    @Test("an out-of-stock reservation places nothing and releases nothing")
    func outOfStock() async {
        let orders = FakeOrderRepository()
        let inventory = FakeInventoryRepository(available: [tea: 1])
        await #expect(throws: OrderError.outOfStock(tea, requested: 2, available: 1)) {
            try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
                OrderLine(sku: tea, quantity: 2)
            ])
        }
        #expect(await orders.placed.isEmpty)
        #expect(await inventory.released.isEmpty)
    }
}

@Suite("Order quantities")
struct OrderQuantityTests {
    let tea = SKU(rawValue: "TEA-GREEN")
    let mug = SKU(rawValue: "MUG-BLUE")

    @Test("quantities are checked after merging: two lines of 999 are 1998, and nothing is reserved")
    func checkedAfterMerging() async {
        let orders = FakeOrderRepository()
        let inventory = FakeInventoryRepository(available: [tea: 5000])
        await #expect(throws: OrderError.quantityOutOfRange(tea, requested: 1998)) {
            try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
                OrderLine(sku: tea, quantity: 999), OrderLine(sku: tea, quantity: 999),
            ])
        }
        #expect(await inventory.reserved.isEmpty)
        #expect(await inventory.available[tea] == 5000)
        #expect(await orders.placed.isEmpty)
    }

    @Test(
        "merged totals at the bounds pass; past them, the first SKU out of range is named",
        arguments: [
            ([999], nil), ([1], nil), ([500, 499], nil), ([500, 500], 1000), ([0], 0), ([3, -3], 0),
            ([Int.max, 1], Int.max), ([Int.min, -1], Int.min),
        ] as [([Int], Int?)])
    func bounds(quantities: [Int], rejected: Int?) throws {
        let lines = [OrderLine(sku: mug, quantity: 1)] + quantities.map { OrderLine(sku: tea, quantity: $0) }
        let result = Result { () throws(OrderError) in try OrderLine.merged(lines) }
        if let rejected {
            #expect(throws: OrderError.quantityOutOfRange(tea, requested: rejected)) { try result.get() }
        } else {
            #expect(
                try result.get()
                    == [
                        OrderLine(sku: mug, quantity: 1),
                        OrderLine(sku: tea, quantity: quantities.reduce(0, +)),
                    ])
        }
    }
}

@Suite("Reservations whose order's fate is unknown")
struct UnsettledReservationTests {
    let tea = SKU(rawValue: "TEA-GREEN")
    let orders = FakeOrderRepository()
    let inventory: FakeInventoryRepository

    init() {
        inventory = FakeInventoryRepository(available: [tea: 10])
    }

    /// Places 3 green teas whose answer is lost, placed by the source or not.
    func placeWithLostAnswer(afterPlacing: Bool) async throws -> OrderReference {
        await orders.loseNextAnswer(afterPlacing: afterPlacing)
        do {
            _ = try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
                OrderLine(sku: tea, quantity: 3)
            ])
        } catch .unconfirmed(let reference, let cause) {
            #expect(cause == .unavailable(reason: "the connection was lost"))
            return reference
        }
        Issue.record("placing did not end unconfirmed")
        return OrderReference(rawValue: "")
    }

    var confirm: ConfirmOrdersUseCase {
        ConfirmOrdersUseCase(orders: orders, inventory: inventory)
    }

    @Test("a placed order settles its reservation: the stock stays taken, nothing is left unsettled")
    func placedSettles() async throws {
        _ = try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
            OrderLine(sku: tea, quantity: 2)
        ])
        #expect(await inventory.reservations.isEmpty)
        #expect(await inventory.available[tea] == 8)
    }

    @Test("a lost answer keeps the stock reserved, and the reservation unsettled")
    func keepsReservation() async throws {
        let reference = try await placeWithLostAnswer(afterPlacing: true)
        #expect(await inventory.available[tea] == 7)
        #expect(await inventory.released.isEmpty)
        #expect(
            try await inventory.unsettled() == [
                Reservation(reference: reference, lines: [OrderLine(sku: tea, quantity: 3)])
            ])
    }

    @Test("placed after all: a fresh list carrying the reference confirms it, and the stock stays taken")
    func placedAfterAll() async throws {
        let reference = try await placeWithLostAnswer(afterPlacing: true)
        let fate = try await confirm.fate(of: reference)
        guard case .placed(reference, let order) = fate else {
            Issue.record("expected placed, got \(String(describing: fate))")
            return
        }
        #expect(order.reference == reference)
        #expect(await inventory.available[tea] == 7)
        #expect(await inventory.reservations.isEmpty)
    }

    @Test("never placed: a fresh list without the reference gives the stock back")
    func neverPlaced() async throws {
        let reference = try await placeWithLostAnswer(afterPlacing: false)
        #expect(try await confirm.settle(with: try await orders.fetchOrders()) == [.notPlaced(reference)])
        #expect(await inventory.available[tea] == 10)
        #expect(await inventory.reservations.isEmpty)
    }

    @Test("a list from the cache teaches nothing: the order stays unconfirmed with its stock")
    func cacheTeachesNothing() async throws {
        let reference = try await placeWithLostAnswer(afterPlacing: false)
        await orders.answerFromCache(true)
        #expect(try await confirm.fate(of: reference) == .stillUnconfirmed(reference))
        #expect(await inventory.available[tea] == 7)
        #expect(await inventory.reservations.count == 1)
        #expect(try await confirm.fate(of: OrderReference(rawValue: "U-00000000")) == nil)
    }

    @Test("a dead process's reservation is settled before the next order takes stock")
    func deadProcessSettledFirst() async throws {
        let abandoned = Reservation(
            reference: OrderReference(rawValue: "U-0000DEAD"), lines: [OrderLine(sku: tea, quantity: 9)])
        let inventory = FakeInventoryRepository(available: [tea: 1], reservations: [abandoned])
        // 5 fit only once the 9 the dead process held are back.
        _ = try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
            OrderLine(sku: tea, quantity: 5)
        ])
        #expect(await inventory.available[tea] == 5)
        #expect(await inventory.released == [abandoned.lines])
        #expect(await inventory.reservations.isEmpty)
    }

    @Test("a reservation a running placing holds is not settled, even by a fresh list")
    func heldIsLeftAlone() async throws {
        try await inventory.reserve(
            [OrderLine(sku: tea, quantity: 4)], for: OrderReference(rawValue: "U-0000BEEF"))
        #expect(try await confirm.settleUnsettled() == [])
        #expect(await orders.fetchCount == 0)
        #expect(await inventory.available[tea] == 6)
        await inventory.dropHolds()
        #expect(try await confirm.settleUnsettled() == [.notPlaced(OrderReference(rawValue: "U-0000BEEF"))])
        #expect(await inventory.available[tea] == 10)
    }
}
