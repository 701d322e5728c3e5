import OrdersDomain
import Presentation

/// Where the orders screens can go within the feature: an order's detail, and the stock.
///
/// It builds each through the composer and pushes it on the navigator the app's root gave the scene.
@MainActor
final class OrdersRouter {
    /// Weak: the stack owns the scenes, and each scene owns its router.
    private weak var navigator: NavigationStack?
    private let ports: OrdersPorts
    private let terminal: TerminalRenderer

    init(ports: OrdersPorts, terminal: TerminalRenderer, navigator: NavigationStack) {
        self.ports = ports
        self.terminal = terminal
        self.navigator = navigator
    }

    /// `open <id>` on the list: the order's detail, whose `stock` routes on from there.
    func openOrder(_ id: Order.ID) async {
        guard let navigator else { return }
        await navigator.push(
            OrdersComposer.makeDetail(id: id, ports: ports, terminal: terminal, navigator: navigator))
    }

    /// `stock` on an order's detail: the inventory.
    func openStock() async {
        await navigator?.push(OrdersComposer.makeInventory(ports: ports, terminal: terminal))
    }
}
