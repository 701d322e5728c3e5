public import CLIKit
import Domain
import OrdersDomain
import Presentation

/// The Orders feature as the app sees it: `app orders` and `app inventory`, and a screen for each.
public enum OrdersEntry {
    /// - Parameter ports: The stores, from the app's adapters: the app's composition root chooses them
    ///   (SQLite, or HTTP for orders) once the command line is read, and they open nothing until first used.
    public static func make<Ports>(ports: @escaping @Sendable (Ports) -> OrdersPorts) -> [SceneEntry<
        Ports
    >] {
        [
            SceneEntry(
                command: orders,
                screenSummary: "Orders: list, open, place, retry (Clean Architecture, view model)",
                parse: Command.init,
                run: { command, adapters, terminal in
                    let stores = ports(adapters)
                    switch command {
                    case .show(let id):
                        return await OrdersComposer.makeDetail(
                            id: id, ports: stores, terminal: terminal, navigator: nil
                        ).load()
                    case .place(let items):
                        return await OrdersComposer.makePlaceOrder(ports: stores, terminal: terminal)
                            .place(items)
                    case .list:
                        return await OrdersComposer.makeList(
                            ports: stores, terminal: terminal, navigator: nil
                        )
                        .load()
                    }
                },
                open: { adapters, terminal, navigator in
                    OrdersComposer.makeList(ports: ports(adapters), terminal: terminal, navigator: navigator)
                }),
            SceneEntry(
                command: inventory,
                screenSummary: "Stock of every product",
                parse: { _ in },
                run: { _, adapters, terminal in
                    await OrdersComposer.makeInventory(ports: ports(adapters), terminal: terminal).load()
                },
                open: { adapters, terminal, _ in
                    OrdersComposer.makeInventory(ports: ports(adapters), terminal: terminal)
                }),
        ]
    }

    private static let source = [
        CommonOptions.database, CommonOptions.api, CommonOptions.verbose, CommonOptions.json,
    ]

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
                        help:
                            "A product and a quantity of \(Quantity.range.lowerBound) to \(Quantity.range.upperBound); repeat for more.",
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

    /// An `orders` command line, its options read once; the items' `SKU:QTY` texts are read by the
    /// place view model, which reads the shell's `place` words the same way.
    enum Command: Equatable {
        case list
        case show(Order.ID)
        case place(items: [String])

        init(_ invocation: Invocation) {
            switch invocation.path.last {
            case "show": self = .show(Order.ID(rawValue: invocation.arguments.first ?? ""))
            case "place": self = .place(items: invocation.values["item"] ?? [])
            default: self = .list
            }
        }
    }
}
