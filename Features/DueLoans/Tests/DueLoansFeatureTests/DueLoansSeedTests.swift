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
            interactor: DueLoansInteractor(repository: repository), router: router, language: .english)
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
            interactor: DueLoansInteractor(repository: repository), router: router, language: .english)
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
            interactor: DueLoansInteractor(repository: repository), router: router, language: .english)
        await presenter.refresh(on: LoanDay(today: Fixture.day(100)))
        _ = try? await repository.markReturned(Loan.ID(rawValue: 1), on: Fixture.day(100))
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
            interactor: DueLoansInteractor(repository: repository), router: DueRouterSpy(),
            language: .english)
        presenter.attach(view)
        await repository.hold()
        let replaced = Task { await presenter.refresh(on: LoanDay(today: Fixture.day(100))) }
        try await Deadline.until("a held request", on: repository.changes) {
            await repository.parkedCount > 0
        }
        let latest = Task { await presenter.refresh(on: LoanDay(today: Fixture.day(200))) }
        try await Deadline.until("two held requests", on: repository.changes) {
            await repository.parkedCount >= 2
        }
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
            interactor: DueLoansInteractor(repository: repository), router: DueRouterSpy(),
            language: .english)
        let kept = DueViewSpy()
        presenter.attach(kept)
        weak var gone: DueViewSpy?
        await repository.hold()
        let pending = Task { await presenter.refresh(on: LoanDay(today: Fixture.day(100))) }
        try await Deadline.until("a held request", on: repository.changes) {
            await repository.parkedCount > 0
        }
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
            interactor: DueLoansInteractor(repository: repository), router: DueRouterSpy(),
            language: .english)
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
