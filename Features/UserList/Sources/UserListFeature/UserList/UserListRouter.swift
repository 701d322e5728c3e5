import Presentation
import UsersDomain

/// Where the user list can go.
@MainActor
protocol UserListRoutingLogic: AnyObject {
    /// Opens the detail of the user the data store says was selected; does nothing if none was.
    func routeToDetail() async
}

/// Reads the selection from the data store and pushes UserDetail, built by its configurator.
@MainActor
final class UserListRouter: UserListRoutingLogic {
    weak var dataStore: (any UserListDataStore)?
    /// Weak: the stack owns the scenes, and each scene owns its router.
    weak var navigator: NavigationStack?
    /// Builds the detail of a user for the stack it is pushed on, so its router can take it off again.
    private let makeDetail: @MainActor (User.ID, NavigationStack) -> UserDetailTerminalView

    init(makeDetail: @escaping @MainActor (User.ID, NavigationStack) -> UserDetailTerminalView) {
        self.makeDetail = makeDetail
    }

    func routeToDetail() async {
        guard let id = dataStore?.selectedUserID, let navigator else { return }
        await navigator.push(makeDetail(id, navigator))
    }
}
