import Presentation
import UsersDomain

/// What the presenter may ask of the view.
@MainActor
public protocol UserDetailDisplayLogic: AnyObject {
    func displayUser(_ model: UserDetail.ShowUser.ViewModel)
    func displaySave(_ model: UserDetail.Save.ViewModel)
}

/// One user on a terminal, with the outcome of an edit under it.
@MainActor
public final class UserDetailTerminalView: UserDetailDisplayLogic, TerminalScene {
    public let interactor: any UserDetailBusinessLogic
    public let router: any UserDetailRoutingLogic
    public private(set) var userModel: UserDetail.ShowUser.ViewModel?
    public private(set) var saveModel: UserDetail.Save.ViewModel?
    public let title: String
    private let terminal: TerminalRenderer

    public init(
        userID: User.ID, interactor: any UserDetailBusinessLogic, router: any UserDetailRoutingLogic,
        terminal: TerminalRenderer
    ) {
        self.title = String(userID.rawValue)
        self.interactor = interactor
        self.router = router
        self.terminal = terminal
    }

    public func appear() async { await load() }

    /// Leaving the screen stops the scene: a load or save still in flight draws nothing.
    public func stop() { interactor.stop() }

    public func load() async { await interactor.showUser(UserDetail.ShowUser.Request()) }

    public func save(firstName: String? = nil, lastName: String? = nil, email: String? = nil) async {
        await interactor.save(UserDetail.Save.Request(firstName: firstName, lastName: lastName, email: email))
    }

    /// Leaves the scene; the interactor drops anything still in flight.
    public func close() {
        interactor.stop()
        router.routeBack()
    }

    public func displayUser(_ model: UserDetail.ShowUser.ViewModel) {
        userModel = model
        var lines: [String] = []
        if let name = model.name, let email = model.email, let id = model.id {
            lines = ["\(name)", "  email: \(email)", "  id:    \(id)"]
        }
        terminal.render(model, text: lines, errors: model.errorMessage.map { [$0] } ?? [])
    }

    public func displaySave(_ model: UserDetail.Save.ViewModel) {
        saveModel = model
        terminal.render(model, text: model.message.map { [$0] } ?? [], errors: model.errors)
    }
}
