import Presentation

/// Wires the user list once: view -> interactor -> presenter -weak-> view, and the router.
enum UserListConfigurator {
    /// The ports are the scene's only outside dependency; the composition root makes them.
    @MainActor
    static func makeScene(ports: UserListPorts, terminal: TerminalRenderer, navigator: NavigationStack? = nil)
        -> UserListTerminalView
    {
        let presenter = UserListPresenter()
        let interactor = UserListInteractor(
            worker: UserListWorker(repository: ports.repository), presenter: presenter)
        let router = UserListRouter(ports: ports, terminal: terminal)
        let view = UserListTerminalView(interactor: interactor, router: router, terminal: terminal)
        presenter.view = view
        router.dataStore = interactor
        router.navigator = navigator
        return view
    }
}
