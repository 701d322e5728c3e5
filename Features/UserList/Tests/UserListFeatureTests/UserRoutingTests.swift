import Domain
import DomainTestSupport
import Presentation
import Testing
import UsersDomain
import UsersDomainTestSupport

@testable import UserListFeature

@MainActor
@Suite("User scenes: routing and lifetime")
struct UserRoutingTests {
    let repository = FakeUserRepository.numbered(5)
    let loansAsked = AskedScreens()
    /// The scenes' ports, their event out counted.
    var ports: UserListPorts {
        UserListPorts(
            repository: repository, open: ScreenOpener { [loansAsked] in loansAsked.screens.append($0) })
    }

    func terminal() -> TerminalRenderer {
        TerminalRenderer(format: .text, output: BufferedOutput(), errorOutput: BufferedOutput())
    }

    @Test("opening a row routes through the data store to that user's detail on the stack")
    func routeToDetail() async throws {
        let stack = NavigationStack()
        let list = UserListConfigurator.makeScene(
            ports: ports, terminal: terminal(), navigator: stack)
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
            ports: ports, terminal: terminal(), navigator: stack)
        await stack.push(list)
        await list.open(row: 9)
        await list.open(row: 0)
        #expect(stack.path == ["users"])
    }

    @Test("back from the detail goes through its router, which takes off only that detail")
    func routeToList() async throws {
        let stack = NavigationStack()
        let list = UserListConfigurator.makeScene(
            ports: ports, terminal: terminal(), navigator: stack)
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
        await stack.push(UserListConfigurator.makeScene(ports: ports, terminal: terminal(), navigator: stack))
        let router = UserDetailRouterSpy()
        let presenter = UserDetailPresenter(language: .english)
        let detail = UserDetailTerminalView(
            userID: .init(rawValue: 1),
            interactor: UserDetailInteractor(
                userID: .init(rawValue: 1), worker: UserDetailWorker(repository: repository),
                presenter: presenter),
            router: router, open: ports.open, terminal: terminal(), language: .english)
        presenter.view = detail
        await stack.push(detail)
        #expect(!detail.back(on: stack))  // the spy stays
        #expect(router.routes == 1)
        #expect(stack.path == ["users", "1"])
    }

    @Test("loans on a user's detail raises the event out once and pushes nothing itself: the app's root does")
    func loansRaisesTheEvent() async throws {
        let stack = NavigationStack()
        let list = UserListConfigurator.makeScene(ports: ports, terminal: terminal(), navigator: stack)
        await stack.push(list)
        await list.open(row: 2)
        let detail = try #require(stack.top as? UserDetailTerminalView)
        let loans = try #require(detail.commands.first { $0.name == "loans" })
        // Opening the loans screen gives a fresh store its demo loans: the verb says it writes.
        #expect(loans.writes)
        #expect(await loans.run([]) == nil)
        #expect(loansAsked.screens == ["loans"])
        #expect(stack.path == ["users", "2"])
    }

    @Test("a detail the command line shows is not on its stack: its router pops nothing")
    func commandLineDetail() {
        let stack = NavigationStack()
        let detail = UserDetailConfigurator.makeScene(
            userID: .init(rawValue: 1), ports: ports, terminal: terminal(), navigator: stack)
        #expect(!detail.router.routeToList() && stack.scenes.isEmpty)
    }

    @Test(
        "going back (through the detail's router) stops the detail and frees its interactor, presenter and view"
    )
    func detailReleased() async throws {
        let stack = NavigationStack()
        let list = UserListConfigurator.makeScene(
            ports: ports, terminal: terminal(), navigator: stack)
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
            let list = UserListConfigurator.makeScene(
                ports: ports, terminal: terminal(), navigator: NavigationStack())
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
                ports: ports, terminal: terminal(), navigator: navigator)
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

/// The screens of other features a scene asked for.
@MainActor
final class AskedScreens {
    var screens: [String] = []
}
