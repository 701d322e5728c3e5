import Presentation
import UsersDomain

/// Wires the user detail once, for one user id: view -> interactor -> presenter -weak-> view, and the
/// router; the presenter and the view speak the terminal's language.
enum UserDetailConfigurator {
    /// `navigator` is the stack the detail is on: the shell's, or the one a command line makes.
    @MainActor
    static func makeScene(
        userID: User.ID, ports: UserListPorts, terminal: TerminalRenderer, navigator: NavigationStack
    ) -> UserDetailTerminalView {
        let presenter = UserDetailPresenter(language: terminal.language)
        let interactor = UserDetailInteractor(
            userID: userID, worker: UserDetailWorker(repository: ports.repository), presenter: presenter)
        let router = UserDetailRouter(navigator: navigator)
        let view = UserDetailTerminalView(
            userID: userID, interactor: interactor, router: router, open: ports.open,
            terminal: terminal, language: terminal.language)
        presenter.view = view
        router.view = view
        return view
    }
}
