public import CLIKit
public import Domain
public import OrdersDomain
public import Presentation

/// The Orders feature as the app sees it: `app orders` and `app inventory`, and a screen for each.
public enum OrdersEntry: FeatureEntry {
    public static let scenes = [
        FeatureScene(orders, summary: "Orders: list, open, place, retry (Clean Architecture, view model)"),
        FeatureScene(inventory, summary: "Stock of every product"),
    ]

    /// The scene's line on the shell's home screen, from the feature's own words.
    public static func summary(of scene: FeatureScene, in language: Language) -> String {
        let words = Words.orders(language)
        return scene.command.name == inventory.name ? words("home.inventory") : words("home.orders")
    }

    public static func read(_ invocation: Invocation) -> Command { Command(invocation) }

    @MainActor
    public static func run(
        _ command: Command, ports: OrdersPorts, terminal: TerminalRenderer, navigator: NavigationStack
    ) async -> ExitCode {
        switch command {
        case .list:
            return await OrdersComposer.makeList(ports: ports, terminal: terminal, navigator: navigator).run()
        case .show(let id):
            return await OrdersComposer.makeDetail(
                id: id, ports: ports, terminal: terminal, navigator: navigator
            )
            .run()
        case .place(let items):
            return await OrdersComposer.makePlaceOrder(ports: ports, terminal: terminal).place(items)
        case .inventory:
            return await OrdersComposer.makeInventory(ports: ports, terminal: terminal).run()
        }
    }

    @MainActor
    public static func open(
        _ scene: String, ports: OrdersPorts, terminal: TerminalRenderer, navigator: NavigationStack
    ) async -> any TerminalScene {
        scene == inventory.name
            ? OrdersComposer.makeInventory(ports: ports, terminal: terminal)
            : OrdersComposer.makeList(ports: ports, terminal: terminal, navigator: navigator)
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

    /// An `orders` or `inventory` command line, its options read once; the items' `SKU:QTY` texts are
    /// read by the place view model, which reads the shell's `place` words the same way.
    public enum Command: Equatable, Sendable {
        case list
        case show(Order.ID)
        case place(items: [String])
        case inventory

        init(_ invocation: Invocation) {
            switch (invocation.path.first, invocation.path.last) {
            case (OrdersEntry.inventory.name, _): self = .inventory
            case (_, "show"): self = .show(Order.ID(rawValue: invocation.arguments.first ?? ""))
            case (_, "place"): self = .place(items: invocation.values["item"] ?? [])
            default: self = .list
            }
        }
    }
}
