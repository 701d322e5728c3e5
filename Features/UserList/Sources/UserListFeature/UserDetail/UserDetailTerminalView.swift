import Presentation
import UsersDomain

/// What the presenter may ask of the view.
@MainActor
protocol UserDetailDisplayLogic: AnyObject {
    func displayUser(_ model: UserDetailModels.ShowUser.ViewModel)
    func displaySave(_ model: UserDetailModels.Save.ViewModel)
}

/// One user on a terminal, with the outcome of an edit under it.
@MainActor
final class UserDetailTerminalView: UserDetailDisplayLogic, TerminalScene {
    let interactor: any UserDetailBusinessLogic
    private(set) var userModel: UserDetailModels.ShowUser.ViewModel?
    private(set) var saveModel: UserDetailModels.Save.ViewModel?
    let title: String
    private let terminal: TerminalRenderer

    init(
        userID: User.ID, interactor: any UserDetailBusinessLogic,
        terminal: TerminalRenderer
    ) {
        self.title = String(userID.rawValue)
        self.interactor = interactor
        self.terminal = terminal
    }

    func appear() async { await load() }

    /// Leaving the screen stops the scene: a load or save still in flight draws nothing.
    func stop() { interactor.stop() }

    func load() async { await interactor.showUser(UserDetailModels.ShowUser.Request()) }

    func save(firstName: String? = nil, lastName: String? = nil, email: String? = nil) async {
        await interactor.save(
            UserDetailModels.Save.Request(firstName: firstName, lastName: lastName, email: email))
    }

    var commands: [ScreenCommand] {
        [
            ScreenCommand("first", usage: "first <name>", help: "Save a new first name.") { words in
                await self.save(firstName: words.joined(separator: " "))
            },
            ScreenCommand("last", usage: "last <name>", help: "Save a new last name.") { words in
                await self.save(lastName: words.joined(separator: " "))
            },
            ScreenCommand("email", usage: "email <address>", help: "Save a new email address.") { words in
                await self.save(email: words.joined(separator: " "))
            },
            ScreenCommand("show", help: "Show the user again.") { _ in await self.load() },
        ]
    }

    func displayUser(_ model: UserDetailModels.ShowUser.ViewModel) {
        userModel = model
        var lines: [String] = []
        if let name = model.name, let email = model.email, let id = model.id {
            lines = ["\(name)", "  email: \(email)", "  id:    \(id)"]
        }
        terminal.render(model, text: lines, errors: model.errorMessage.map { [$0] } ?? [])
    }

    func displaySave(_ model: UserDetailModels.Save.ViewModel) {
        saveModel = model
        terminal.render(model, text: model.message.map { [$0] } ?? [], errors: model.errors)
    }
}
