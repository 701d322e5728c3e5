import Domain
import OrdersDomain
import OrdersDomainTestSupport
import Presentation
import Testing

@testable import OrdersFeature

/// The orders screen's routes within the feature, on the real navigation stack: a listed order's detail,
/// and from there the stock.
@MainActor
@Suite("Orders routing")
struct OrdersRoutingTests {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    let stack = NavigationStack()

    /// Runs `line` on the screen on top, as the shell does.
    func type(_ line: String) async {
        let words = line.split(separator: " ").map(String.init)
        let command = stack.top?.commands.first { $0.name == words[0] }
        _ = await command?.run(Array(words.dropFirst()))
    }

    @Test("open a listed order: its detail; stock: the inventory; back: the order again")
    func openThenStock() async throws {
        let ports = OrdersPorts(
            orders: FakeOrderRepository(orders: DemoOrders.orders, prices: DemoOrders.prices),
            inventory: FakeInventoryRepository(stock: DemoOrders.stock))
        let terminal = TerminalRenderer(format: .text, output: output, errorOutput: errors)
        await stack.push(OrdersComposer.makeList(ports: ports, terminal: terminal, navigator: stack))
        await type("open O-1001")
        #expect(stack.path == ["orders", "O-1001"])
        let order = [
            "Order O-1001: Delivered", "  2 × TEA-GREEN at 6.50 = 13.00", "  1 × MUG-BLUE at 12.00 = 12.00",
            "  total 25.00",
        ]
        #expect(output.lines.suffix(4) == order[...])
        await type("stock")
        #expect(stack.path == ["orders", "O-1001", "inventory"])
        #expect(output.lines.last?.hasSuffix("in stock") == true)
        #expect(stack.top?.back(on: stack) == true)
        await stack.top?.appear()
        #expect(output.lines.suffix(4) == order[...])
        #expect(errors.lines.isEmpty)
    }

    @Test("open an order not on the list: it says so and pushes nothing")
    func openUnknown() async throws {
        let ports = OrdersPorts(
            orders: FakeOrderRepository(orders: DemoOrders.orders, prices: DemoOrders.prices),
            inventory: FakeInventoryRepository(stock: DemoOrders.stock))
        let terminal = TerminalRenderer(format: .text, output: output, errorOutput: errors)
        await stack.push(OrdersComposer.makeList(ports: ports, terminal: terminal, navigator: stack))
        await type("open O-9999")
        #expect(stack.path == ["orders"])
        #expect(errors.lines == ["There is no order 'O-9999' on the list."])
    }
}
