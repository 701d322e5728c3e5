import Domain
import OrdersDomain
import OrdersDomainTestSupport
import Testing

@Suite("Order quantities")
struct OrderQuantityTests {
    let tea = SKU("TEA-GREEN")
    let mug = SKU("MUG-BLUE")

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
            ([999], nil), ([1], nil), ([500, 499], nil), ([500, 500], 1000), ([999, 999, 999], 2997),
        ] as [([Int], Int?)])
    func bounds(quantities: [Int], rejected: Int?) throws {
        let lines =
            [OrderLine(sku: mug, quantity: 1)]
            + quantities.compactMap { Quantity(rawValue: $0) }.map { OrderLine(sku: tea, quantity: $0) }
        let result = Result { () throws(OrderError) in try OrderLine.merged(lines) }
        if let rejected {
            #expect(throws: OrderError.quantityOutOfRange(tea, requested: rejected)) { try result.get() }
        } else {
            #expect(
                try result.get()
                    == [
                        OrderLine(sku: mug, quantity: 1),
                        OrderLine(
                            sku: tea, quantity: try #require(Quantity(rawValue: quantities.reduce(0, +)))),
                    ])
        }
    }

    @Test("no lines is no order")
    func noLines() {
        #expect(throws: OrderError.noLines) { try OrderLine.merged([]) }
    }

    @Test(
        "a quantity is 1 to 999: none, a negative one or a huge one cannot be made",
        arguments: [
            (1, true), (999, true), (0, false), (-3, false), (1000, false), (Int.max, false),
            (Int.min, false),
        ])
    func quantity(value: Int, isValid: Bool) {
        #expect((Quantity(rawValue: value) != nil) == isValid)
    }

    @Test(
        "a SKU is 1 to 40 capital letters, digits and dashes; any other code cannot be made",
        arguments: [
            ("TEA-GREEN", true), ("KETTLE-1L", true), (String(repeating: "A", count: 40), true), ("", false),
            ("tea-green", false), (String(repeating: "A", count: 41), false), ("TEA GREEN", false),
            ("TEA\u{1B}[2J", false), ("'; DROP TABLE inventory;--", false), ("ÄPFEL", false),
            ("TEA_GREEN", false),
            ("\u{FF34}EA", false),
        ])
    func sku(code: String, isValid: Bool) {
        #expect((SKU(rawValue: code) != nil) == isValid)
        #expect(SKU(rawValue: code)?.rawValue == (isValid ? code : nil))
    }
}
