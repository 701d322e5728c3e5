import CLIKit
import OrdersDomain
import Presentation

/// The Orders feature as the app sees it: `app orders` and `app inventory`, and a screen for each.
public enum OrdersEntry {
    /// - Parameter ports: The stores; the app's composition root chooses them (SQLite, or HTTP for orders).
    public static func make<Adapters>(
        ports: @escaping @MainActor @Sendable (Adapters) throws(CommandFailure) -> OrdersPorts
    ) -> FeatureEntry<Adapters> {
        FeatureEntry([
            SceneEntry(
                command: orders,
                screenSummary: "Orders: list, place, retry (Clean Architecture, view model)",
                ports: ports,
                run: { invocation, terminal, ports throws(CommandFailure) in
                    await runOrders(invocation, ports: try ports(), terminal: terminal)
                },
                open: { ports, terminal, _ in
                    OrdersConfigurator.makeList(ports: ports, terminal: terminal)
                }),
            SceneEntry(
                command: inventory,
                screenSummary: "Stock of every product",
                ports: ports,
                run: { _, terminal, ports throws(CommandFailure) in
                    let view = OrdersConfigurator.makeInventory(ports: try ports(), terminal: terminal)
                    await view.viewModel.load()
                    return view.display.map { ExitCode($0.outcome) } ?? .internalError
                },
                open: { ports, terminal, _ in
                    OrdersConfigurator.makeInventory(ports: ports, terminal: terminal)
                }),
        ])
    }

    private static let source = [CommonOptions.database, CommonOptions.api, CommonOptions.json]

    static let orders = CommandSpec(
        "orders",
        summary: "Orders: list them, show one, place one (stock is reserved first).",
        subcommands: [
            CommandSpec("list", summary: "List orders, newest first.", options: source, example: []),
            CommandSpec(
                "show", summary: "Show one order.", options: source,
                arguments: [ArgumentSpec("id", help: "The order's id.")], example: ["O-1001"]),
            CommandSpec(
                "place", summary: "Place an order.",
                options: [
                    OptionSpec(
                        "item", .value(placeholder: "SKU:QTY"),
                        help: "A product and a quantity of 1 to 999; repeat for more.",
                        isRequired: true, isRepeatable: true)
                ] + source,
                example: ["--item", "TEA-GREEN:2", "--item", "KETTLE-1L:1"], writes: true),
        ],
        defaultSubcommand: "list")

    static let inventory = CommandSpec(
        "inventory",
        summary: "Stock: every product, its price and how many are available.",
        subcommands: [
            CommandSpec(
                "list", summary: "List the stock.", options: [CommonOptions.database, CommonOptions.json],
                example: [])
        ],
        defaultSubcommand: "list")

    /// Runs `orders list|show|place`.
    @MainActor
    static func runOrders(_ invocation: Invocation, ports: OrdersPorts, terminal: TerminalRenderer) async
        -> ExitCode
    {
        switch invocation.path.last {
        case "show":
            let view = OrdersConfigurator.makeDetail(ports: ports, terminal: terminal)
            await view.viewModel.load(Order.ID(rawValue: invocation.arguments.first ?? ""))
            return view.display.map { ExitCode($0.outcome) } ?? .internalError
        case "place":
            let view = OrdersConfigurator.makePlaceOrder(ports: ports, terminal: terminal)
            await view.viewModel.place(invocation.values["item"] ?? [])
            return view.display.map { ExitCode($0.outcome) } ?? .internalError
        default:
            let view = OrdersConfigurator.makeList(ports: ports, terminal: terminal)
            await view.appear()
            return view.display.map { ExitCode($0.outcome) } ?? .internalError
        }
    }
}
