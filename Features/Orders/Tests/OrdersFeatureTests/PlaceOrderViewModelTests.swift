import Domain
import DomainTestSupport
import OrdersDomain
import OrdersDomainTestSupport
import Presentation
import Testing

@testable import OrdersFeature

@MainActor
@Suite("Placing an order")
struct PlaceOrderViewModelTests {
    @Test(
        "SKU:QTY input is validated with clear messages",
        arguments: [
            ([String](), "Give at least one item, such as TEA-GREEN:2."),
            (["TEA-GREEN"], "Write each item as SKU:QTY, such as TEA-GREEN:2 (got 'TEA-GREEN')."),
            (["TEA-GREEN:0"], "The quantity for TEA-GREEN must be 1 to 999 (got '0')."),
            (["TEA-GREEN:1000"], "The quantity for TEA-GREEN must be 1 to 999 (got '1000')."),
            (["TEA-GREEN:two"], "The quantity for TEA-GREEN must be 1 to 999 (got 'two')."),
            ([":2"], "A SKU is letters, digits and dashes, such as TEA-GREEN (got ':2')."),
            (
                ["'; DROP TABLE inventory;--:1"],
                "A SKU is letters, digits and dashes, such as TEA-GREEN (got ''; DROP TABLE inventory;--:1')."
            ),
        ])
    func validation(items: [String], message: String) {
        #expect(
            PlaceOrderViewModel.parse(items, in: .english)
                == .failure(PlaceOrderViewModel.InputProblem(message: message)))
    }

    @Test("valid input is upper-cased and parsed")
    func parses() {
        #expect(
            PlaceOrderViewModel.parse(["tea-green:2", "MUG-BLUE:999"], in: .english)
                == .success([
                    OrderLine(sku: SKU("TEA-GREEN"), quantity: 2),
                    OrderLine(sku: SKU("MUG-BLUE"), quantity: 999),
                ]))
    }

    @Test("a second place while one is running is ignored: one tap, one order")
    func secondPlaceIgnored() async throws {
        let tea = SKU("TEA-GREEN")
        let orders = FakeOrderRepository()
        let inventory = FakeInventoryRepository(available: [tea: 10])
        let viewModel = PlaceOrderViewModel(
            placeOrder: PlaceOrderUseCase(orders: orders, inventory: inventory), language: .english)
        await orders.holdPlaces()
        let first = Task { await viewModel.place(["TEA-GREEN:2"]) }
        try await Deadline.until("a held place", on: orders.changes) { await orders.parkedPlaces > 0 }
        try await Deadline.finishes("the second place") { await viewModel.place(["TEA-GREEN:2"]) }
        #expect(viewModel.state.value == .placing)
        await orders.releasePlaces()
        await first.value
        #expect(await orders.placeCount == 1)
        #expect(await inventory.available[tea] == 8)
        guard case .placed = viewModel.state.value else {
            Issue.record("the first place did not finish: \(viewModel.state.value)")
            return
        }
    }

    @Test("out of stock names the SKU and is invalid input")
    func outOfStock() async {
        let inventory = FakeInventoryRepository(available: [SKU("TEA-GREEN"): 1])
        let viewModel = PlaceOrderViewModel(
            placeOrder: PlaceOrderUseCase(orders: FakeOrderRepository(), inventory: inventory),
            language: .english)
        await viewModel.place(["TEA-GREEN:3"])
        #expect(
            viewModel.state.value
                == .failed(
                    outcome: .invalidInput,
                    message: "Only 1 of TEA-GREEN in stock; 3 were asked for. Nothing was ordered."))
    }

    @Test("a placed order is confirmed with its id and total")
    func placed() async {
        let inventory = FakeInventoryRepository(available: [SKU("TEA-GREEN"): 5])
        let viewModel = PlaceOrderViewModel(
            placeOrder: PlaceOrderUseCase(orders: FakeOrderRepository(), inventory: inventory),
            language: .english)
        await viewModel.place(["TEA-GREEN:2"])
        #expect(viewModel.state.value == .placed(message: "Placed order O-1001: 2 items, total 2.00."))
    }
}
