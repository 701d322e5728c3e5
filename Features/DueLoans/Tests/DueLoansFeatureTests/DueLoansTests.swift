import CLIKit
import Domain
import DomainTestSupport
import LoansDomain
import LoansDomainTestSupport
import Presentation
import Testing

@testable import DueLoansFeature

/// Seed 002's fixture, on its integer days mapped to civil dates: day 100 is 2026-01-10.
enum Fixture {
    static let day100 = CivilDate(year: 2026, month: 1, day: 10)
    static func day(_ number: Int) -> CivilDate {
        guard let base = day100, let date = base.adding(days: number - 100) else {
            fatalError("fixture date")
        }
        return date
    }

    static func loan(_ id: Int, _ title: String, dueDay: Int) -> Loan {
        Loan(id: Loan.ID(rawValue: id), title: title, dueDate: day(dueDay))
    }

    static let seedLoans = [
        loan(1, "Today", dueDay: 100), loan(2, "Next week", dueDay: 107), loan(3, "Later", dueDay: 108),
        loan(4, "Overdue", dueDay: 99),
    ]
}

@MainActor
final class DueViewSpy: DueLoansDisplayLogic {
    var viewModel: DueLoansModels.ViewModel?
    func display(_ viewModel: DueLoansModels.ViewModel) { self.viewModel = viewModel }
}

@MainActor
final class DueRouterSpy: DueLoansRoutingLogic {
    var opened: [Int] = []
    func openLoan(id: Loan.ID, on day: LoanDay) async { opened.append(id.rawValue) }
}

@MainActor
@Suite("DueLoans")
struct DueLoansSeedTests {
    let repository = FakeLoanRepository(loans: Fixture.seedLoans)

    @Test("the interactor finds ids 1 and 2 due soon on day 100, and 4 overdue")
    func interactor() async throws {
        let result = try await DueLoansInteractor(repository: repository).dueLoans(
            on: LoanDay(today: Fixture.day(100)))
        #expect(result.dueSoon.map(\.id.rawValue) == [1, 2])
        #expect(result.overdue.map(\.id.rawValue) == [4])
    }

    @Test("the presenter shows 'Due today', routes only visible ids, and the empty message on day 200")
    func presenter() async {
        let view = DueViewSpy()
        let router = DueRouterSpy()
        let presenter = DueLoansPresenter(
            interactor: DueLoansInteractor(repository: repository), router: router)
        presenter.attach(view)
        await presenter.refresh(on: LoanDay(today: Fixture.day(100)))
        let dueSoon = view.viewModel?.sections.first { $0.heading == "Due soon" }
        #expect(dueSoon?.rows.first?.subtitle == "Due today")
        #expect(dueSoon?.rows.map(\.subtitle) == ["Due today", "Due in 7 days"])
        await presenter.selected(id: Loan.ID(rawValue: 3))
        await presenter.selected(id: Loan.ID(rawValue: 2))
        #expect(router.opened == [2])
        await presenter.refresh(on: LoanDay(today: Fixture.day(200)))
        let later = view.viewModel?.sections.first { $0.heading == "Due soon" }
        #expect(later?.rows.isEmpty == true)
        #expect(later?.emptyMessage == "No loans due soon.")
        // With the overdue section of the exercise, day 200 shows all four loans as overdue.
        #expect(view.viewModel?.sections.first?.rows.map(\.id) == [4, 1, 2, 3])
    }

    @Test("a failing source is not an empty list")
    func failureIsNotEmpty() async {
        await repository.failReads(with: .storage(.busy))
        let view = DueViewSpy()
        let router = DueRouterSpy()
        let presenter = DueLoansPresenter(
            interactor: DueLoansInteractor(repository: repository), router: router)
        presenter.attach(view)
        await presenter.refresh(on: LoanDay(today: Fixture.day(100)))
        #expect(view.viewModel?.message == "Loans could not be loaded.")
        #expect(view.viewModel?.outcome == .unavailable)
        #expect(view.viewModel?.sections.isEmpty == true)
        // Nothing is visible after a failure, so nothing can be routed.
        await presenter.selected(id: Loan.ID(rawValue: 1))
        #expect(router.opened.isEmpty)
    }

    @Test("a stale id (visible before the last refresh) is not routed")
    func staleID() async {
        let router = DueRouterSpy()
        let presenter = DueLoansPresenter(
            interactor: DueLoansInteractor(repository: repository), router: router)
        await presenter.refresh(on: LoanDay(today: Fixture.day(100)))
        _ = try? await repository.markReturned(Loan.ID(rawValue: 1))
        await presenter.refresh(on: LoanDay(today: Fixture.day(100)))
        await presenter.selected(id: Loan.ID(rawValue: 1))
        #expect(router.opened.isEmpty)
        #expect(presenter.current.message == "Loan 1 is not on the list.")
        #expect(presenter.current.outcome == .invalidInput)
    }

    @Test("a response from a replaced refresh is never shown")
    func replacedRefresh() async throws {
        let view = DueViewSpy()
        let presenter = DueLoansPresenter(
            interactor: DueLoansInteractor(repository: repository), router: DueRouterSpy())
        presenter.attach(view)
        await repository.hold()
        let replaced = Task { await presenter.refresh(on: LoanDay(today: Fixture.day(100))) }
        try await Deadline.until("a held request") { await repository.parkedCount > 0 }
        let latest = Task { await presenter.refresh(on: LoanDay(today: Fixture.day(200))) }
        try await Deadline.until("two held requests") { await repository.parkedCount >= 2 }
        await repository.releaseNewest()
        await latest.value
        await repository.release()  // the replaced request answers last
        await replaced.value
        // Day 200 shows all four loans overdue; day 100 would show ids 1 and 2 due soon.
        #expect(view.viewModel?.sections.first?.heading == "Overdue")
        #expect(view.viewModel?.sections.first?.rows.count == 4)
        #expect(view.viewModel?.sections.last?.rows.isEmpty == true)
    }

    @Test("a completion arriving after teardown (stopped, view gone) draws nothing and does not crash")
    func completionAfterTeardown() async throws {
        let presenter = DueLoansPresenter(
            interactor: DueLoansInteractor(repository: repository), router: DueRouterSpy())
        let kept = DueViewSpy()
        presenter.attach(kept)
        weak var gone: DueViewSpy?
        await repository.hold()
        let pending = Task { await presenter.refresh(on: LoanDay(today: Fixture.day(100))) }
        try await Deadline.until("a held request") { await repository.parkedCount > 0 }
        presenter.stop()
        do {
            let view = DueViewSpy()
            gone = view
            presenter.attach(view)
        }
        #expect(gone == nil)
        await repository.release()
        await pending.value
        #expect(kept.viewModel == .empty)
        #expect(presenter.current == .empty)
    }

    @Test("the presenter holds its view weakly")
    func weakView() async {
        let presenter = DueLoansPresenter(
            interactor: DueLoansInteractor(repository: repository), router: DueRouterSpy())
        weak var weakView: DueViewSpy?
        do {
            let view = DueViewSpy()
            weakView = view
            presenter.attach(view)
        }
        #expect(weakView == nil)
        await presenter.refresh(on: LoanDay(today: Fixture.day(100)))  // no view, no crash
    }
}

@MainActor
@Suite("DueLoans: widget and full screen, routing, lifetime")
struct DueLoansScreenTests {
    let repository = FakeLoanRepository(loans: Fixture.seedLoans)

    @Test("one use-case result drives both the full screen and the widget")
    func oneResultTwoPresentations() async throws {
        let result = try await DueLoansInteractor(repository: repository).dueLoans(
            on: LoanDay(today: Fixture.day(100)))
        let viewModel = DueLoansPresenter.viewModel(for: result)
        #expect(viewModel.sections.map(\.heading) == ["Overdue", "Due soon"])
        #expect(
            viewModel.sections[0].rows == [
                DueLoansModels.Row(id: 4, title: "Overdue", subtitle: "1 day overdue")
            ]
        )
        let widget = DueLoansWidgetPresenter.model(for: result)
        #expect(widget.line == "1 overdue, 2 due soon · next: Overdue (1 day overdue)")
        #expect(!widget.line.contains("\n"))
    }

    @Test("the widget says so when nothing is due, and when loading failed")
    func widgetStates() async {
        let empty = DueLoansModels.Response(today: Fixture.day(200), overdue: [], dueSoon: [])
        #expect(DueLoansWidgetPresenter.model(for: empty).line == "No loans due soon.")
        await repository.failReads(with: .storage(.damaged))
        let output = BufferedOutput()
        let errors = BufferedOutput()
        let widget = DueLoansAssembly.makeWidget(
            repository: repository, today: { LoanDay(today: Fixture.day(100)) },
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors))
        await widget.refresh()
        #expect(errors.lines == ["Loans could not be loaded."])
        #expect(output.lines.isEmpty)
    }

    @Test("a visible row reaches the real navigation adapter and opens the loan's detail")
    func routesToDetail() async throws {
        let stack = NavigationStack()
        let terminal = TerminalRenderer(
            format: .text, output: BufferedOutput(), errorOutput: BufferedOutput())
        let list = DueLoansAssembly.makeList(
            repository: repository, today: { LoanDay(today: Fixture.day(100)) }, terminal: terminal,
            navigator: stack, readingPlan: LoanReadingPlanStandIn.route)
        await stack.push(list)
        await list.open(id: Loan.ID(rawValue: 2))
        #expect(stack.path == ["loans", "2"])
        let detail = try #require(stack.top as? LoanDetailTerminalView)
        #expect(detail.model?.title == "Next week")
        #expect(detail.model?.status == "Due in 7 days")
        #expect(detail.model?.dueDate == Fixture.day(107).description)
        await list.open(id: Loan.ID(rawValue: 3))  // invented for this screen: not visible
        #expect(stack.path == ["loans", "2"])
    }

    @Test(
        "plan on a detail routes the days until due (due today: one), and refuses an overdue or returned loan"
    )
    func planRoute() async throws {
        let stack = NavigationStack()
        let (output, errors) = (BufferedOutput(), BufferedOutput())
        let terminal = TerminalRenderer(format: .text, output: output, errorOutput: errors)
        let list = DueLoansAssembly.makeList(
            repository: repository, today: { LoanDay(today: Fixture.day(100)) }, terminal: terminal,
            navigator: stack, readingPlan: LoanReadingPlanStandIn.route)
        await stack.push(list)
        for (id, line) in [(2, "“Next week”: 412 pages in 7 days."), (1, "“Today”: 412 pages in 1 day.")] {
            await list.open(id: Loan.ID(rawValue: id))
            let detail = try #require(stack.top as? LoanDetailTerminalView)
            #expect(await detail.plan(pagesText: "412") == .success)
            #expect(stack.path == ["loans", "\(id)", "plan"])
            #expect(output.lines.last == "The app would open its reading plan for \(line)")
            stack.pop()
            stack.pop()
        }
        _ = try await repository.markReturned(Loan.ID(rawValue: 2))
        for id in [4, 2] {
            let detail = DueLoansAssembly.makeDetail(
                id: Loan.ID(rawValue: id), day: LoanDay(today: Fixture.day(100)), repository: repository,
                terminal: terminal, navigator: stack, readingPlan: LoanReadingPlanStandIn.route)
            #expect(await detail.plan(pagesText: "412") == .invalidInput)
        }
        #expect(
            errors.lines == [
                "No reading plan: “Overdue” is 1 day overdue, so no day is left before it is due.",
                "No reading plan: “Next week” was returned.",
            ])
        #expect(stack.path == ["loans"])
    }

    @Test("the detail module is released once it is closed")
    func detailReleased() async throws {
        let stack = NavigationStack()
        let terminal = TerminalRenderer(
            format: .text, output: BufferedOutput(), errorOutput: BufferedOutput())
        let list = DueLoansAssembly.makeList(
            repository: repository, today: { LoanDay(today: Fixture.day(100)) }, terminal: terminal,
            navigator: stack, readingPlan: LoanReadingPlanStandIn.route)
        await stack.push(list)
        weak var view: LoanDetailTerminalView?
        weak var presenter: LoanDetailPresenter?
        await list.open(id: Loan.ID(rawValue: 1))
        do {
            let detail = try #require(stack.top as? LoanDetailTerminalView)
            view = detail
            presenter = detail.presenter
        }
        #expect(view != nil && presenter != nil)
        stack.pop()
        #expect(view == nil)
        #expect(presenter == nil)
    }

    @Test("the list module is released with its view")
    func listReleased() async {
        weak var view: DueLoansTerminalView?
        weak var presenter: DueLoansPresenter?
        do {
            let list = DueLoansAssembly.makeList(
                repository: repository, today: { LoanDay(today: Fixture.day(100)) },
                terminal: TerminalRenderer(
                    format: .text, output: BufferedOutput(), errorOutput: BufferedOutput()),
                navigator: nil, readingPlan: LoanReadingPlanStandIn.route)
            await list.refresh()
            view = list
            presenter = list.presenter
        }
        #expect(view == nil)
        #expect(presenter == nil)
    }

    @Test("today is asked for once per refresh, so one request uses one date")
    func todayCapturedOnce() async {
        var asked = 0
        let list = DueLoansAssembly.makeList(
            repository: repository,
            today: {
                asked += 1
                return LoanDay(today: Fixture.day(100))
            },
            terminal: TerminalRenderer(
                format: .text, output: BufferedOutput(), errorOutput: BufferedOutput()),
            navigator: nil, readingPlan: LoanReadingPlanStandIn.route)
        await list.refresh()
        #expect(asked == 1)
    }

    @Test(
        "adding checks the title and the date; returning an unknown id is refused",
        arguments: [
            ("", "2026-05-10", "Enter a title of 1 to 200 characters."),
            (
                "Book", "2026-02-30",
                "There is no day 2026-02-30: enter a real date as YYYY-MM-DD, such as 2026-05-10."
            ),
            (
                "Book", "2026-13-01",
                "There is no day 2026-13-01: enter a real date as YYYY-MM-DD, such as 2026-05-10."
            ),
            ("Book", "2026-2-3", "Enter the due date as YYYY-MM-DD, such as 2026-05-10."),
            ("Book", "tomorrow", "Enter the due date as YYYY-MM-DD, such as 2026-05-10."),
        ])
    func addRefusals(title: String, due: String, message: String) async {
        let errors = BufferedOutput()
        let view = DueLoansAssembly.makeActions(
            repository: repository,
            terminal: TerminalRenderer(format: .text, output: BufferedOutput(), errorOutput: errors))
        await view.presenter.add(title: title, dueText: due)
        #expect(view.model?.outcome == .invalidInput)
        #expect(errors.lines == [message])
        #expect(await repository.loans.count == Fixture.seedLoans.count)
    }

    @Test("a returned loan leaves the list")
    func returnLoan() async throws {
        let view = DueLoansAssembly.makeActions(
            repository: repository,
            terminal: TerminalRenderer(format: .text, output: BufferedOutput(), errorOutput: BufferedOutput())
        )
        await view.presenter.returnLoan(Loan.ID(rawValue: 1))
        #expect(view.model?.message == "Returned loan 1: Today.")
        let result = try await DueLoansInteractor(repository: repository).dueLoans(
            on: LoanDay(today: Fixture.day(100)))
        #expect(result.dueSoon.map(\.id.rawValue) == [2])
        await view.presenter.returnLoan(Loan.ID(rawValue: 999))
        #expect(view.model?.outcome == .invalidInput)
    }
}
