import Domain
import OrdersDomain
import OrdersDomainTestSupport
import Testing

@Suite("PlaceOrderUseCase")
struct PlaceOrderUseCaseTests {
    let tea = SKU("TEA-GREEN")
    let mug = SKU("MUG-BLUE")

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

    @Test(
        "the reservation is kept after placing unless the order store settled it with the order",
        arguments: [false, true])
    func keepsUnlessSettled(settlesReservations: Bool) async throws {
        let orders = FakeOrderRepository(settlesReservations: settlesReservations)
        let inventory = FakeInventoryRepository(available: [tea: 10])
        _ = try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
            OrderLine(sku: tea, quantity: 2)
        ])
        #expect(await inventory.kept.count == (settlesReservations ? 0 : 1))
        #expect(await inventory.released.isEmpty)
        #expect(await inventory.available[tea] == 8)
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
        await orders.failNextPlace(with: .service(.unavailable(reason: .answered(status: 503))))
        let inventory = FakeInventoryRepository(available: [tea: 5])
        await #expect(throws: OrderError.service(.unavailable(reason: .answered(status: 503)))) {
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
            with: .service(.corruptedResponse(reason: .unreadableAnswer)))
        let inventory = FakeInventoryRepository(available: [tea: 5])
        await inventory.failReleases(with: .storage(.busy))
        await #expect(
            throws: OrderError.service(.corruptedResponse(reason: .unreadableAnswer))
        ) {
            try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
                OrderLine(sku: tea, quantity: 1)
            ])
        }
        #expect(await inventory.released.count == 1)
    }

    @Test(
        "an answer that names other lines is no confirmation: the stock stays reserved until a list settles it",
        arguments: [
            // Another SKU, another quantity, a line missing, and the right lines under another reference.
            ([OrderItem(sku: SKU("MUG-BLUE"), quantity: 2, unitPriceCents: 100)], nil as String?),
            ([OrderItem(sku: SKU("TEA-GREEN"), quantity: 3, unitPriceCents: 100)], nil),
            ([], nil),
            ([OrderItem(sku: SKU("TEA-GREEN"), quantity: 2, unitPriceCents: 100)], "someone-else"),
        ])
    func otherLinesAreUnconfirmed(items: [OrderItem], reference: String?) async throws {
        let orders = FakeOrderRepository()
        await orders.answerNextPlace(
            with: Order(
                id: Order.ID(rawValue: "O-9"), items: items, status: .pending,
                reference: reference.map(OrderReference.init(rawValue:))))
        let inventory = FakeInventoryRepository(available: [tea: 5])
        let useCase = PlaceOrderUseCase(orders: orders, inventory: inventory)
        let error = await #expect(throws: OrderError.self) {
            try await useCase.execute([OrderLine(sku: tea, quantity: 2)])
        }
        guard case .unconfirmed(let held, let cause) = error else {
            Issue.record("expected .unconfirmed, got \(String(describing: error))")
            return
        }
        #expect(
            cause
                == .corruptedResponse(
                    reason: .otherLinesConfirmed))
        #expect(await inventory.available[tea] == 3)
        #expect(try await inventory.unsettled().map(\.reference) == [held])
        // The source never stored the order: the next look gives the stock back.
        let fates = try await ConfirmOrdersUseCase(orders: orders, inventory: inventory).settleUnsettled()
        #expect(fates == [.notPlaced(held)])
        #expect(await inventory.available[tea] == 5)
    }

    /// A reservation a dead process left: unsettled, and no order carries its reference.
    var leftBehind: Reservation {
        Reservation(
            reference: OrderReference(rawValue: "U-DEAD0001"), lines: [OrderLine(sku: tea, quantity: 2)])
    }

    @Test(
        "a store that fails while settling earlier reservations fails the order, before anything is reserved")
    func settlingStorageFailureIsReported() async {
        let orders = FakeOrderRepository()
        let inventory = FakeInventoryRepository(available: [tea: 5], reservations: [leftBehind])
        await inventory.failReleases(with: .storage(.readOnly))
        await #expect(throws: OrderError.storage(.readOnly)) {
            try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
                OrderLine(sku: tea, quantity: 1)
            ])
        }
        #expect(await inventory.released == [leftBehind.lines])  // settling was tried, and failed
        #expect(await inventory.reserved.isEmpty)
        #expect(await orders.placeCount == 0)
    }

    @Test(
        "a source that cannot answer while settling is safe to leave: the old stock stays reserved, the order is placed"
    )
    func settlingServiceFailureIsSafe() async throws {
        let orders = FakeOrderRepository()
        await orders.failFetches(with: [.service(.unavailable(reason: .answered(status: 503)))])
        let inventory = FakeInventoryRepository(available: [tea: 5], reservations: [leftBehind])
        let order = try await PlaceOrderUseCase(orders: orders, inventory: inventory).execute([
            OrderLine(sku: tea, quantity: 1)
        ])
        #expect(await orders.fetchCount == 1)  // settling asked, and learned nothing
        #expect(order.items.map(\.quantity) == [1])
        #expect(try await inventory.unsettled() == [leftBehind])
        #expect(await inventory.released.isEmpty)
        #expect(await inventory.available[tea] == 4)
    }

    @Test("an answer with the same lines, merged differently, is this order's confirmation")
    func sameLinesConfirm() {
        let lines = [OrderLine(sku: tea, quantity: 3), OrderLine(sku: mug, quantity: 1)]
        let reference = OrderReference(rawValue: "r-1")
        let split = Order(
            id: Order.ID(rawValue: "O-1"),
            items: [
                OrderItem(sku: mug, quantity: 1, unitPriceCents: 1),
                OrderItem(sku: tea, quantity: 1, unitPriceCents: 1),
                OrderItem(sku: tea, quantity: 2, unitPriceCents: 1),
            ], status: .pending)
        #expect(split.confirms(lines, reference: reference))
        #expect(!split.confirms([OrderLine(sku: tea, quantity: 3)], reference: reference))
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
