import Domain
import DomainTestSupport
import Presentation
import Testing
import UsersDomain
import UsersDomainTestSupport

@testable import UserListFeature

@MainActor
@Suite("UserDetail scene")
struct UserDetailTests {
    let repository = FakeUserRepository.numbered(3)
    let output = BufferedOutput()
    let errors = BufferedOutput()

    func scene(_ id: Int) -> UserDetailTerminalView {
        UserDetailConfigurator.makeScene(
            userID: User.ID(rawValue: id), repository: repository,
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors))
    }

    @Test("shows one user")
    func show() async {
        let view = scene(2)
        await view.load()
        #expect(view.userModel?.name == "First2 Last2")
        #expect(output.lines == ["First2 Last2", "  email: user2@example.com", "  id:    2"])
    }

    @Test("an unknown id is 'not found', which is invalid input")
    func notFound() async {
        let view = scene(99)
        await view.load()
        #expect(view.userModel?.outcome == .invalidInput)
        #expect(errors.lines == ["There is no user with id 99."])
    }

    @Test("valid edits are saved through the worker")
    func saves() async {
        let view = scene(3)
        await view.save(firstName: "Grace", email: "grace@navy.mil")
        #expect(view.saveModel?.outcome == .success)
        #expect(view.saveModel?.message == "Saved Grace Last3 <grace@navy.mil>.")
        #expect(await repository.updates.map(\.email) == ["grace@navy.mil"])
    }

    @Test("invalid edits say every broken rule and are not sent")
    func invalidNotSent() async {
        let view = scene(3)
        await view.save(firstName: " ", email: "not-an-email")
        #expect(view.saveModel?.outcome == .invalidInput)
        #expect(
            view.saveModel?.errors == [
                "Enter a first name of 1 to 100 characters.",
                "Enter an email address such as name@example.com.",
            ])
        #expect(await repository.updates.isEmpty)
    }

    @Test("saving a user that does not exist is 'not found'")
    func saveNotFound() async {
        let view = scene(42)
        await view.save(email: "a@b.co")
        #expect(view.saveModel?.outcome == .invalidInput)
        #expect(view.saveModel?.errors == ["There is no user with id 42."])
    }

    @Test("a second save while one is pending is rejected, and the first completes")
    func secondSaveRejected() async throws {
        let view = scene(2)
        await view.load()
        await repository.holdUpdates()
        let first = Task { await view.save(firstName: "Ada") }
        try await Deadline.until("a held update") { await repository.parkedUpdates > 0 }
        try await Deadline.finishes("the second save") { await view.save(firstName: "Grace") }
        #expect(view.saveModel?.outcome == .conflict)
        #expect(view.saveModel?.errors == ["A save is already in progress; this one was not sent."])
        await repository.releaseUpdates()
        _ = await first.value
        #expect(view.saveModel?.message == "Saved Ada Last2 <user2@example.com>.")
        #expect(await repository.updates.map(\.firstName) == ["Ada"])
    }

    @Test("after stop, a save or load still in flight draws nothing")
    func stopDropsResponses() async throws {
        let view = scene(2)
        await view.load()
        let shown = output.lines
        await repository.holdUpdates()
        let pending = Task { await view.save(firstName: "Ada") }
        try await Deadline.until("a held update") { await repository.parkedUpdates > 0 }
        view.stop()
        await repository.releaseUpdates()
        _ = await pending.value
        await view.load()
        #expect(view.saveModel == nil)
        #expect(output.lines == shown)
        #expect(errors.lines.isEmpty)
    }

    @Test("a save cancelled while on its way says it was cancelled")
    func cancelledSave() async throws {
        let view = scene(2)
        await view.load()
        await repository.holdUpdates()
        let pending = Task { await view.save(firstName: "Ada") }
        try await Deadline.until("a held update") { await repository.parkedUpdates > 0 }
        pending.cancel()
        await repository.releaseUpdates()
        _ = await pending.value
        #expect(view.saveModel?.errors.first?.hasPrefix("The save was cancelled") == true)
    }

    @Test("an unavailable store or service is told apart from invalid input")
    func unavailable() async {
        let view = scene(1)
        await view.load()
        await repository.failNextUpdate(with: .service(.unavailable(reason: "the server answered 503")))
        await view.save(lastName: "Hopper")
        #expect(view.saveModel?.outcome == .unavailable)
        #expect(view.saveModel?.errors.first?.contains("the server answered 503") == true)
    }
}

@MainActor
@Suite("User scenes: routing and lifetime")
struct UserRoutingTests {
    let repository = FakeUserRepository.numbered(5)

    func terminal() -> TerminalRenderer {
        TerminalRenderer(format: .text, output: BufferedOutput(), errorOutput: BufferedOutput())
    }

    @Test("opening a row routes through the data store to that user's detail on the stack")
    func routeToDetail() async throws {
        let stack = NavigationStack()
        let list = UserListConfigurator.makeScene(
            repository: repository, terminal: terminal(), navigator: stack)
        await stack.push(list)
        await list.open(row: 2)
        #expect(stack.path == ["users", "2"])
        let detail = try #require(stack.top as? UserDetailTerminalView)
        #expect(detail.userModel?.name == "First2 Last2")
    }

    @Test("a row that is not on the list opens nothing")
    func outOfRange() async {
        let stack = NavigationStack()
        let list = UserListConfigurator.makeScene(
            repository: repository, terminal: terminal(), navigator: stack)
        await stack.push(list)
        await list.open(row: 9)
        await list.open(row: 0)
        #expect(stack.path == ["users"])
    }

    @Test("back from the detail goes through its router, which takes off only that detail")
    func routeToList() async throws {
        let stack = NavigationStack()
        let list = UserListConfigurator.makeScene(
            repository: repository, terminal: terminal(), navigator: stack)
        await stack.push(list)
        await list.open(row: 2)
        let detail = try #require(stack.top as? UserDetailTerminalView)
        #expect(detail.back(on: stack))
        #expect(stack.path == ["users"])
        // Already gone: its router leaves the list where it is.
        #expect(!detail.router.routeToList())
        #expect(!detail.back(on: stack))
        #expect(stack.path == ["users"])
    }

    @Test("the detail leaves through its router, never by popping the stack itself")
    func backAsksTheRouter() async {
        let stack = NavigationStack()
        await stack.push(UserListConfigurator.makeScene(repository: repository, terminal: terminal()))
        let router = UserDetailRouterSpy()
        let presenter = UserDetailPresenter()
        let detail = UserDetailTerminalView(
            userID: .init(rawValue: 1),
            interactor: UserDetailInteractor(
                userID: .init(rawValue: 1), worker: UserDetailWorker(repository: repository),
                presenter: presenter),
            router: router, terminal: terminal())
        presenter.view = detail
        await stack.push(detail)
        #expect(!detail.back(on: stack))  // the spy stays
        #expect(router.routes == 1)
        #expect(stack.path == ["users", "1"])
    }

    @Test("a detail made for the command line has no stack: its router goes nowhere")
    func commandLineDetail() {
        let detail = UserDetailConfigurator.makeScene(
            userID: .init(rawValue: 1), repository: repository, terminal: terminal())
        #expect(!detail.router.routeToList())
    }

    @Test(
        "going back (through the detail's router) stops the detail and frees its interactor, presenter and view"
    )
    func detailReleased() async throws {
        let stack = NavigationStack()
        let list = UserListConfigurator.makeScene(
            repository: repository, terminal: terminal(), navigator: stack)
        await stack.push(list)
        weak var view: UserDetailTerminalView?
        weak var interactor: UserDetailInteractor?
        weak var presenter: UserDetailPresenter?
        await list.open(row: 1)
        do {
            let detail = try #require(stack.top as? UserDetailTerminalView)
            view = detail
            interactor = detail.interactor as? UserDetailInteractor
            presenter = (detail.interactor as? UserDetailInteractor).flatMap {
                Mirror(reflecting: $0).descendant("presenter") as? UserDetailPresenter
            }
            #expect(view != nil && interactor != nil && presenter != nil)
        }
        #expect(stack.top?.back(on: stack) == true)
        #expect(stack.path == ["users"])
        #expect(view == nil)
        #expect(interactor == nil)
        #expect(presenter == nil)
    }

    @Test("the list scene is released when its owner lets go")
    func listReleased() async {
        weak var view: UserListTerminalView?
        weak var interactor: UserListInteractor?
        do {
            let list = UserListConfigurator.makeScene(repository: repository, terminal: terminal())
            await list.refresh()
            view = list
            interactor = list.interactor as? UserListInteractor
            #expect(view != nil && interactor != nil)
        }
        #expect(view == nil)
        #expect(interactor == nil)
    }

    @Test("a list on a navigation stack does not keep the stack alive (no retain cycle through the router)")
    func stackReleased() async {
        weak var stack: NavigationStack?
        weak var view: UserListTerminalView?
        do {
            let navigator = NavigationStack()
            let list = UserListConfigurator.makeScene(
                repository: repository, terminal: terminal(), navigator: navigator)
            await navigator.push(list)
            stack = navigator
            view = list
            #expect(stack != nil && view != nil)
        }
        #expect(stack == nil)
        #expect(view == nil)
    }
}

/// Counts the routes asked for and goes nowhere.
@MainActor
final class UserDetailRouterSpy: UserDetailRoutingLogic {
    private(set) var routes = 0

    func routeToList() -> Bool {
        routes += 1
        return false
    }
}
