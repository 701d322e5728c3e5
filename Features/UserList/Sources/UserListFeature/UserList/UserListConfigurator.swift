import Presentation

/// Wires the user list once: view -> interactor -> presenter -weak-> view, and the router; the presenter
/// and the view speak the terminal's language.
enum UserListConfigurator {
    /// The ports are the scene's only outside dependency; the composition root makes them.
    @MainActor
    static func makeScene(ports: UserListPorts, terminal: TerminalRenderer, navigator: NavigationStack)
        -> UserListTerminalView
    {
        let presenter = UserListPresenter(language: terminal.language)
        let interactor = UserListInteractor(
            worker: UserListWorker(repository: ports.repository), presenter: presenter)
        let router = UserListRouter(ports: ports, terminal: terminal, navigator: navigator)
        let view = UserListTerminalView(
            interactor: interactor, router: router, terminal: terminal, language: terminal.language)
        presenter.view = view
        router.dataStore = interactor
        return view
    }
}
