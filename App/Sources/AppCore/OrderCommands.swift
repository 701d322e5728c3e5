import CLIKit
import DataAccess
import OrdersDomain
import OrdersFeature

/// `app orders ...`: the Orders scene (seed 003, Clean Architecture with view models).
enum OrderCommands: CommandGroup {
    private static let source = [Storage.option, RemoteAPI.option, CommonOptions.json]

    static let spec = CommandSpec(
        "orders",
        summary: "Orders: list them, show one, place one (stock is reserved first).",
        subcommands: [
            CommandSpec("list", summary: "List orders, newest first.", options: source),
            CommandSpec(
                "show", summary: "Show one order.", options: source,
                arguments: [ArgumentSpec("id", help: "The order's id.")]),
            CommandSpec(
                "place", summary: "Place an order.",
                options: [
                    OptionSpec(
                        "item", .value(placeholder: "SKU:QTY"),
                        help: "A product and a quantity of 1 to 999; repeat for more.",
                        isRequired: true, isRepeatable: true)
                ] + source),
        ],
        defaultSubcommand: "list")

    static func run(_ invocation: Invocation, in context: ProcessContext) async throws(CommandFailure)
        -> ExitCode
    {
        let database = try Storage.database(for: invocation, in: context).get()
        let orders: any OrderRepository
        if let client = try RemoteAPI.client(for: invocation, in: context).get() {
            orders = RemoteOrderRepository(client: client, cache: database)
        } else {
            orders = SQLiteOrderRepository(database: database)
        }
        let terminal = context.renderer(for: invocation)
        let inventory = SQLiteInventoryRepository(database: database)
        let unconfirmed = SQLiteUnconfirmedOrderStore(database: database)
        switch invocation.path.dropFirst().first {
        case "list":
            let view = OrdersConfigurator.makeList(
                repository: orders, inventory: inventory, unconfirmed: unconfirmed, terminal: terminal)
            await view.appear()
            return view.display.map { ExitCode($0.outcome) } ?? .internalError
        case "show":
            let view = OrdersConfigurator.makeDetail(
                repository: orders, inventory: inventory, unconfirmed: unconfirmed, terminal: terminal)
            await view.viewModel.load(Order.ID(rawValue: invocation.arguments.first ?? ""))
            return view.display.map { ExitCode($0.outcome) } ?? .internalError
        case "place":
            let view = OrdersConfigurator.makePlaceOrder(
                orders: orders, inventory: inventory, unconfirmed: unconfirmed, terminal: terminal)
            await view.viewModel.place(invocation.values["item"] ?? [])
            return view.display.map { ExitCode($0.outcome) } ?? .internalError
        default:
            return .internalError
        }
    }
}

/// `app inventory`: the stock the Orders scene reserves from.
enum InventoryCommands: CommandGroup {
    static let spec = CommandSpec(
        "inventory",
        summary: "Stock: every product, its price and how many are available.",
        subcommands: [
            CommandSpec("list", summary: "List the stock.", options: [Storage.option, CommonOptions.json])
        ],
        defaultSubcommand: "list")

    static func run(_ invocation: Invocation, in context: ProcessContext) async throws(CommandFailure)
        -> ExitCode
    {
        let database = try Storage.database(for: invocation, in: context).get()
        let view = OrdersConfigurator.makeInventory(
            inventory: SQLiteInventoryRepository(database: database),
            terminal: context.renderer(for: invocation))
        await view.viewModel.load()
        return view.display.map { ExitCode($0.outcome) } ?? .internalError
    }
}
