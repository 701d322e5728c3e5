import CLIKit
import Domain
import DomainTestSupport
import Foundation
import LoansDomain
import LoansDomainTestSupport
import Presentation
import Testing

@testable import DueLoansFeature

@MainActor
@Suite("DueLoans: widget and full screen, routing, lifetime")
struct DueLoansScreenTests {
    let repository = FakeLoanRepository(loans: Fixture.seedLoans)
    /// Answers the event out as the app does, pushing a screen, and keeps what each raise asked for.
    let answer = PlanReadingAnswer()
    var ports: DueLoansPorts {
        DueLoansPorts(
            repository: repository, timeZone: .gmt, now: { Date() }, planReading: answer.planReading)
    }

    @Test("one use-case result drives both the full screen and the widget")
    func oneResultTwoPresentations() async throws {
        let result = try await DueLoansInteractor(repository: repository).dueLoans(
            on: LoanDay(today: Fixture.day(100)))
        let viewModel = DueLoansPresenter.viewModel(for: result, wording: LoanWording(.english))
        #expect(viewModel.sections.map(\.heading) == ["Overdue", "Due soon"])
        #expect(
            viewModel.sections[0].rows == [
                DueLoansModels.Row(id: 4, title: "Overdue", subtitle: "1 day overdue")
            ]
        )
        let widget = DueLoansWidgetPresenter.model(for: result, wording: LoanWording(.english))
        #expect(widget.line == "1 overdue, 2 due soon · next: Overdue (1 day overdue)")
        #expect(!widget.line.contains("\n"))
    }

    @Test("a failed read is one line on the full screen, what failed and then why, as every scene's")
    func failedReadOneLine() async {
        await repository.failReads(with: .storage(.damaged))
        let (output, errors) = (BufferedOutput(), BufferedOutput())
        let view = DueLoansAssembly.makeList(
            ports: ports, today: { LoanDay(today: Fixture.day(100)) },
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors),
            navigator: NavigationStack())
        #expect(await view.refresh() == .unavailable)
        #expect(
            errors.lines == [
                "Loans could not be loaded. " + StorageWording.message(for: .damaged, in: .english)
            ])
    }

    @Test("the widget says so when nothing is due, and when loading failed")
    func widgetStates() async {
        let empty = DueLoansModels.Response(today: Fixture.day(200), overdue: [], dueSoon: [])
        #expect(
            DueLoansWidgetPresenter.model(for: empty, wording: LoanWording(.english)).line
                == "No loans due soon.")
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
            ports: ports, today: { LoanDay(today: Fixture.day(100)) }, terminal: terminal, navigator: stack)
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
        "plan on a detail raises the event with the days until due (due today: one), and refuses an overdue or returned loan"
    )
    func planEvent() async throws {
        let stack = NavigationStack()
        answer.navigator = stack
        let errors = BufferedOutput()
        let terminal = TerminalRenderer(format: .text, output: BufferedOutput(), errorOutput: errors)
        let list = DueLoansAssembly.makeList(
            ports: ports, today: { LoanDay(today: Fixture.day(100)) }, terminal: terminal, navigator: stack)
        await stack.push(list)
        for id in [2, 1] {
            await list.open(id: Loan.ID(rawValue: id))
            let detail = try #require(stack.top as? LoanDetailTerminalView)
            await detail.plan(pagesText: "412")
            #expect(stack.path == ["loans", "\(id)", "plan"])
            stack.pop()
            stack.pop()
        }
        #expect(
            answer.asked == [
                LoanReadingPlan(pagesText: "412", days: 7),
                LoanReadingPlan(pagesText: "412", days: 1),
            ])
        _ = try await repository.markReturned(Loan.ID(rawValue: 2), on: Fixture.day(100))
        for id in [4, 2] {
            let detail = DueLoansAssembly.makeDetail(
                id: Loan.ID(rawValue: id), day: LoanDay(today: Fixture.day(100)), ports: ports,
                terminal: terminal)
            await detail.plan(pagesText: "412")
            #expect(detail.exitCode == .invalidInput)
        }
        #expect(
            errors.lines == [
                "No reading plan: “Overdue” is 1 day overdue, so no day is left before it is due.",
                "No reading plan: “Next week” was returned.",
            ])
        #expect(answer.asked.count == 2)
        #expect(stack.path == ["loans"])
    }

    @Test("the detail module is released once it is closed")
    func detailReleased() async throws {
        let stack = NavigationStack()
        let terminal = TerminalRenderer(
            format: .text, output: BufferedOutput(), errorOutput: BufferedOutput())
        let list = DueLoansAssembly.makeList(
            ports: ports, today: { LoanDay(today: Fixture.day(100)) }, terminal: terminal, navigator: stack)
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
                ports: ports, today: { LoanDay(today: Fixture.day(100)) },
                terminal: TerminalRenderer(
                    format: .text, output: BufferedOutput(), errorOutput: BufferedOutput()),
                navigator: NavigationStack())
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
            ports: ports,
            today: {
                asked += 1
                return LoanDay(today: Fixture.day(100))
            },
            terminal: TerminalRenderer(
                format: .text, output: BufferedOutput(), errorOutput: BufferedOutput()),
            navigator: NavigationStack())
        await list.refresh()
        #expect(asked == 1)
    }

    @Test(
        "adding checks the title and the date; returning an unknown id is refused",
        arguments: [
            ("", "2026-05-10", "Enter a title of 1 to 200 characters, with no control characters."),
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
        await view.presenter.returnLoan(Loan.ID(rawValue: 1), on: Fixture.day(100))
        #expect(view.model?.message == "Returned loan 1: Today.")
        let result = try await DueLoansInteractor(repository: repository).dueLoans(
            on: LoanDay(today: Fixture.day(100)))
        #expect(result.dueSoon.map(\.id.rawValue) == [2])
        await view.presenter.returnLoan(Loan.ID(rawValue: 999), on: Fixture.day(100))
        #expect(view.model?.outcome == .invalidInput)
        // Returned again: told when, as invalid input, and the loan keeps the day it was returned on.
        await view.presenter.returnLoan(Loan.ID(rawValue: 1), on: Fixture.day(101))
        #expect(view.model?.outcome == .invalidInput)
        #expect(
            view.model?.error == "Loan 1 was already returned on \(Fixture.day(100)); nothing was changed.")
        #expect(try await repository.loan(Loan.ID(rawValue: 1)).returnedOn == Fixture.day(100))
    }
}

/// DueLoans' event out answered as the app's root answers it, with a screen pushed on the navigator the
/// root gave the scenes.
@MainActor
final class PlanReadingAnswer {
    private(set) var asked: [LoanReadingPlan] = []
    weak var navigator: NavigationStack?

    func planReading(_ plan: LoanReadingPlan) async {
        asked.append(plan)
        await navigator?.push(Screen())
    }

    final class Screen: TerminalScene {
        let title = "plan"
        let commands: [ScreenCommand] = []
        let outcome: Outcome? = .success
        func appear() async {}
        func stop() {}
    }
}
