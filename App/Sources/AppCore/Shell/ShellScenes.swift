import DataAccess
import Domain
import DueLoansFeature
import Foundation
import LoansDomain
import OrdersDomain
import OrdersFeature
import Presentation
import ReadingPlanFeature
import UserListFeature
import UsersDomain

/// The shell's part of the composition root: which concrete stores each scene gets, and what each scene's
/// screen accepts.
///
/// Scenes are built fresh each time they are opened.
@MainActor
struct ShellScenes {
    let database: SQLiteDatabase
    let client: HTTPClient?
    let terminal: TerminalRenderer
    let output: any TextOutput
    let timeZone: TimeZone
    /// The clock that decides today for loans.
    var now: @Sendable () -> Date = { Date() }

    private var users: any UserRepository {
        client.map { RemoteUserRepository(client: $0) } ?? SQLiteUserRepository(database: database)
    }

    private var orders: any OrderRepository {
        client.map { RemoteOrderRepository(client: $0, cache: database) }
            ?? SQLiteOrderRepository(database: database)
    }

    private var today: @MainActor () -> LoanDay {
        { [timeZone, now] in LoanDay(at: now(), in: timeZone) }
    }

    func make(_ name: String, navigator: NavigationStack) -> any TerminalScene {
        switch name {
        case "plan":
            return ReadingPlanConfigurator.makeScene(
                store: SQLiteReadingPlanStore(database: database), terminal: terminal)
        case "users":
            return UserListConfigurator.makeScene(repository: users, terminal: terminal, navigator: navigator)
        case "loans":
            return DueLoansAssembly.makeList(
                repository: SQLiteLoanRepository(database: database), today: today, terminal: terminal,
                navigator: navigator)
        case "orders":
            return OrdersConfigurator.makeList(
                repository: orders, inventory: SQLiteInventoryRepository(database: database),
                unconfirmed: SQLiteUnconfirmedOrderStore(database: database), terminal: terminal)
        default:
            return OrdersConfigurator.makeInventory(
                inventory: SQLiteInventoryRepository(database: database), terminal: terminal)
        }
    }

    /// What the scene on top of the stack accepts.
    func commands(for scene: any TerminalScene, shell: Shell) -> [ShellCommand] {
        switch scene {
        case let plan as PlanTerminalView: planCommands(plan, shell: shell)
        case let list as UserListTerminalView: userListCommands(list)
        case let detail as UserDetailTerminalView: userDetailCommands(detail)
        case let loans as DueLoansTerminalView: loanCommands(loans)
        case let orders as OrdersTerminalView: orderCommands(orders)
        case let inventory as InventoryTerminalView:
            [
                ShellCommand(name: "refresh", usage: "refresh", help: "Load the stock again.") { _ in
                    await inventory.appear()
                }
            ]
        default:
            []
        }
    }

    private func planCommands(_ plan: PlanTerminalView, shell: Shell) -> [ShellCommand] {
        [
            ShellCommand(name: "make", usage: "make <pages> <days>", help: "Make a plan.") { arguments in
                let pages = arguments.first ?? ""
                let days = arguments.dropFirst().first ?? ""
                plan.submit(pages: pages, days: days)
                // The one-time focus effect: ask again for just the field that was wrong.
                guard let field = plan.takeFocus() else { return }
                output.writeLine("Enter the \(field.rawValue) again (or cancel):")
                shell.pendingFocus = { text in
                    plan.submit(pages: field == .pages ? text : pages, days: field == .days ? text : days)
                    _ = plan.takeFocus()
                }
            },
            ShellCommand(name: "save", usage: "save [<revision>]", help: "Save the plan made last.") {
                arguments in
                await plan.save(
                    expectedRevision: arguments.first.flatMap { Int($0) }.map { Revision(rawValue: $0) })
            },
            ShellCommand(name: "load", usage: "load", help: "Show the saved plan.") { _ in await plan.load()
            },
        ]
    }

    private func userListCommands(_ list: UserListTerminalView) -> [ShellCommand] {
        [
            ShellCommand(name: "next", usage: "next", help: "Load the next page below these.") { _ in
                await list.nextPage()
            },
            ShellCommand(name: "refresh", usage: "refresh", help: "Reload from the first page.") { _ in
                await list.refresh()
            },
            ShellCommand(name: "page", usage: "page <n>", help: "Show page n.") { arguments in
                guard let page = arguments.first.flatMap({ Int($0) }), page > 0 else {
                    return output.writeLine("Give a page number, 1 or more.")
                }
                await list.showPage(page)
            },
            ShellCommand(name: "open", usage: "open <row>", help: "Open the user in that row.") { arguments in
                guard let row = arguments.first.flatMap({ Int($0) }) else {
                    return output.writeLine("Give a row number.")
                }
                await list.open(row: row)
            },
        ]
    }

    private func userDetailCommands(_ detail: UserDetailTerminalView) -> [ShellCommand] {
        [
            ShellCommand(name: "first", usage: "first <name>", help: "Save a new first name.") { arguments in
                await detail.save(firstName: arguments.joined(separator: " "))
            },
            ShellCommand(name: "last", usage: "last <name>", help: "Save a new last name.") { arguments in
                await detail.save(lastName: arguments.joined(separator: " "))
            },
            ShellCommand(name: "email", usage: "email <address>", help: "Save a new email address.") {
                arguments in
                await detail.save(email: arguments.joined(separator: " "))
            },
            ShellCommand(name: "show", usage: "show", help: "Show the user again.") { _ in await detail.load()
            },
        ]
    }

    private func loanCommands(_ loans: DueLoansTerminalView) -> [ShellCommand] {
        [
            ShellCommand(name: "open", usage: "open <id>", help: "Open a loan shown on this list.") {
                arguments in
                guard let id = arguments.first.flatMap({ Int($0) }) else {
                    return output.writeLine("Give a loan id.")
                }
                await loans.open(id: Loan.ID(rawValue: id))
            },
            ShellCommand(name: "refresh", usage: "refresh", help: "Load the loans again, for today.") { _ in
                await loans.refresh()
            },
            ShellCommand(name: "widget", usage: "widget", help: "Show the compact one-line widget.") { _ in
                await DueLoansAssembly.makeWidget(
                    repository: SQLiteLoanRepository(database: database), today: today, terminal: terminal
                )
                .refresh()
            },
        ]
    }

    private func orderCommands(_ orders: OrdersTerminalView) -> [ShellCommand] {
        [
            ShellCommand(
                name: "retry", usage: "retry", help: "Try again after the orders could not be loaded."
            ) { _ in
                await orders.viewModel.retry()
            },
            ShellCommand(name: "refresh", usage: "refresh", help: "Load the orders again.") { _ in
                await orders.viewModel.load()
            },
            ShellCommand(
                name: "place", usage: "place <SKU:QTY> ...", help: "Place an order, then show the list."
            ) { items in
                let place = OrdersConfigurator.makePlaceOrder(
                    orders: self.orders, inventory: SQLiteInventoryRepository(database: database),
                    unconfirmed: SQLiteUnconfirmedOrderStore(database: database), terminal: terminal)
                await place.viewModel.place(items)
                if case .placed = place.viewModel.state { await orders.viewModel.load() }
            },
        ]
    }
}
