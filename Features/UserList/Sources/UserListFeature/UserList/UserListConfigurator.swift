import Presentation
import UsersDomain

/// Wires the user list once: view -> interactor -> presenter -weak-> view, and the router.
enum UserListConfigurator {
    /// The repository is the scene's only outside dependency; the composition root picks it.
    @MainActor
    static func makeScene(
        repository: any UserRepository, terminal: TerminalRenderer, navigator: NavigationStack? = nil
    ) -> UserListTerminalView {
        let presenter = UserListPresenter()
        let interactor = UserListInteractor(
            worker: UserListWorker(repository: repository), presenter: presenter)
        let router = UserListRouter { id, navigator in
            UserDetailConfigurator.makeScene(
                userID: id, repository: repository, terminal: terminal, navigator: navigator)
        }
        let view = UserListTerminalView(interactor: interactor, router: router, terminal: terminal)
        presenter.view = view
        router.dataStore = interactor
        router.navigator = navigator
        return view
    }
}
