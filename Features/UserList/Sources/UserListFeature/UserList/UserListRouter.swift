import Presentation
import UsersDomain

/// Where the user list can go.
@MainActor
public protocol UserListRoutingLogic: AnyObject {
    /// Opens the detail of the user the data store says was selected; does nothing if none was.
    func routeToDetail() async
}

/// Reads the selection from the data store and pushes UserDetail, built by its configurator.
@MainActor
public final class UserListRouter: UserListRoutingLogic {
    public weak var dataStore: (any UserListDataStore)?
    /// Weak: the stack owns the scenes, and each scene owns its router.
    public weak var navigator: NavigationStack?
    private let makeDetail: @MainActor (User.ID) -> UserDetailTerminalView

    public init(makeDetail: @escaping @MainActor (User.ID) -> UserDetailTerminalView) {
        self.makeDetail = makeDetail
    }

    public func routeToDetail() async {
        guard let id = dataStore?.selectedUserID, let navigator else { return }
        await navigator.push(makeDetail(id))
    }
}
