import Presentation

/// Where the user list can go.
@MainActor
protocol UserListRoutingLogic: AnyObject {
    /// Opens the detail of the user the data store says was selected; does nothing if none was.
    func routeToDetail() async
}

/// Reads the selection from the data store and pushes UserDetail, built by its configurator, on the
/// navigator the app's root gave the scene.
@MainActor
final class UserListRouter: UserListRoutingLogic {
    weak var dataStore: (any UserListDataStore)?
    /// Weak: the stack owns the scenes, and each scene owns its router.
    private weak var navigator: NavigationStack?
    private let ports: UserListPorts
    private let terminal: TerminalRenderer

    init(ports: UserListPorts, terminal: TerminalRenderer, navigator: NavigationStack) {
        self.ports = ports
        self.terminal = terminal
        self.navigator = navigator
    }

    func routeToDetail() async {
        guard let id = dataStore?.selectedUserID, let navigator else { return }
        await navigator.push(
            UserDetailConfigurator.makeScene(
                userID: id, ports: ports, terminal: terminal, navigator: navigator))
    }
}
