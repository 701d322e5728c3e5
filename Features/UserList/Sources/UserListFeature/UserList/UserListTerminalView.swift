import Presentation

/// What the presenter may ask of the view.
@MainActor
public protocol UserListDisplayLogic: AnyObject {
    func display(_ model: UserList.FetchUsers.ViewModel)
    func displayMissingRow(_ model: UserList.SelectRow.ViewModel)
}

/// The user list on a terminal: numbered rows, the page line, and any error under them.
@MainActor
public final class UserListTerminalView: UserListDisplayLogic, TerminalScene {
    public let interactor: any UserListBusinessLogic
    public let router: any UserListRoutingLogic
    public private(set) var model: UserList.FetchUsers.ViewModel?
    /// The last selection of a row that was not there.
    public private(set) var missingRow: UserList.SelectRow.ViewModel?
    private let terminal: TerminalRenderer

    public let title = "users"

    public init(
        interactor: any UserListBusinessLogic, router: any UserListRoutingLogic, terminal: TerminalRenderer
    ) {
        self.interactor = interactor
        self.router = router
        self.terminal = terminal
    }

    public func appear() async { await refresh() }

    /// Leaving the screen stops the scene: a page still in flight draws nothing.
    public func stop() { interactor.stop() }

    public func refresh() async { await interactor.fetchUsers(.refresh) }

    public func nextPage() async { await interactor.fetchUsers(.nextPage) }

    public func showPage(_ page: Int) async { await interactor.fetchUsers(.init(reset: true, page: page)) }

    public func showAll() async { await interactor.fetchUsers(.all) }

    /// Selects the row shown as `number` (from 1) and, if it is there, opens its detail.
    public func open(row number: Int) async {
        interactor.selectRow(UserList.SelectRow.Request(index: number - 1))
        await router.routeToDetail()
    }

    public func displayMissingRow(_ model: UserList.SelectRow.ViewModel) {
        missingRow = model
        terminal.render(model, text: [], errors: [model.errorMessage])
    }

    public func display(_ model: UserList.FetchUsers.ViewModel) {
        self.model = model
        guard model.loading == .none else {
            if terminal.showsProgress {
                terminal.render(
                    model, text: [model.loading == .fullScreen ? "Loading users…" : "Loading more…"],
                    errors: [])
            }
            return
        }
        let width = model.rows.map(\.title.count).max() ?? 0
        var lines = model.rows.enumerated().map { index, row in
            let number = String(index + 1).leftPadded(to: 3)
            return "\(number). \(row.title.rightPadded(to: width))  \(row.subtitle)  (id \(row.id))"
        }
        if let pageInfo = model.pageInfo { lines.append(pageInfo) }
        terminal.render(model, text: lines, errors: model.errorMessage.map { [$0] } ?? [])
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func rightPadded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
