import Presentation
import UsersDomain

/// Wires the user detail once, for one user id.
enum UserDetailConfigurator {
    @MainActor
    static func makeScene(
        userID: User.ID, repository: any UserRepository, terminal: TerminalRenderer
    ) -> UserDetailTerminalView {
        let presenter = UserDetailPresenter()
        let interactor = UserDetailInteractor(
            userID: userID, worker: UserDetailWorker(repository: repository), presenter: presenter)
        let view = UserDetailTerminalView(
            userID: userID, interactor: interactor, terminal: terminal)
        presenter.view = view
        return view
    }
}
