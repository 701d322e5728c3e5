import OrdersDomain
import OrdersDomainTestSupport
import Testing

/// The orders fakes can hold a real catalog: names and prices as a store lists and charges them.
@Suite("Orders fakes")
struct OrderFakesTests {
    let tea = SKU("TEA-GREEN")
    let mug = SKU("MUG-BLUE")
    let reference = OrderReference(rawValue: "U-00000001")

    @Test("an inventory made from stock lists it by SKU, names and prices kept, and reserves from it")
    func inventoryFromStock() async throws {
        let teaItem = StockItem(sku: tea, name: "Green tea, 100 g", unitPriceCents: 650, available: 40)
        let mugItem = StockItem(sku: mug, name: "Blue mug, 300 ml", unitPriceCents: 1200, available: 12)
        let inventory = FakeInventoryRepository(stock: [teaItem, mugItem])
        #expect(try await inventory.stock() == [mugItem, teaItem])
        try await inventory.reserve([OrderLine(sku: tea, quantity: 2)], for: reference)
        #expect(
            try await inventory.stock().last
                == StockItem(sku: tea, name: "Green tea, 100 g", unitPriceCents: 650, available: 38))
    }

    @Test("an inventory made from counts names each item after its SKU at 100 cents")
    func inventoryFromCounts() async throws {
        let inventory = FakeInventoryRepository(available: [tea: 3])
        #expect(
            try await inventory.stock() == [
                StockItem(sku: tea, name: "TEA-GREEN", unitPriceCents: 100, available: 3)
            ])
    }

    @Test("an order store with prices charges placed lines at them, and refuses a SKU it has no price for")
    func pricedPlaces() async throws {
        let orders = FakeOrderRepository(prices: [tea: 650, mug: 1200])
        let order = try await orders.place(
            [OrderLine(sku: tea, quantity: 2), OrderLine(sku: mug, quantity: 1)], reference: reference)
        #expect(order.items.map(\.unitPriceCents) == [650, 1200])
        #expect(order.totalCents == 2500)
        let unknown = SKU("NO-SUCH-SKU")
        await #expect(throws: OrderError.unknownSKU(unknown)) {
            try await orders.place([OrderLine(sku: unknown, quantity: 1)], reference: reference)
        }
        #expect(await orders.orders == [order])
        #expect(await orders.placed.count == 1)
    }

    @Test("an order store without prices charges every line 100 cents")
    func unpricedPlaces() async throws {
        let order = try await FakeOrderRepository().place(
            [OrderLine(sku: tea, quantity: 2), OrderLine(sku: SKU("ANY"), quantity: 1)], reference: reference)
        #expect(order.items.map(\.unitPriceCents) == [100, 100])
    }
}
