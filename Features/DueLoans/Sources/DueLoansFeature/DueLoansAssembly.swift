import LoansDomain
import Presentation

/// Wires the loans module: each view retains its presenter, each presenter holds its view weakly, the
/// router builds the detail module on demand.
///
/// The composition root supplies the repository, the clock and the navigation stack.
enum DueLoansAssembly {
    /// The full screen; its router pushes a loan's detail on `navigator`.
    @MainActor
    static func makeList(
        repository: any LoanRepository,
        today: @escaping @MainActor () -> LoanDay,
        terminal: TerminalRenderer,
        navigator: NavigationStack?
    ) -> DueLoansTerminalView {
        let interactor = DueLoansInteractor(repository: repository)
        let router = DueLoansRouter { id, day in
            makeDetail(id: id, day: day, repository: repository, terminal: terminal)
        }
        router.navigator = navigator
        let presenter = DueLoansPresenter(interactor: interactor, router: router)
        let view = DueLoansTerminalView(presenter: presenter, today: today, terminal: terminal) {
            await makeWidget(repository: repository, today: today, terminal: terminal).refresh()
        }
        presenter.attach(view)
        return view
    }

    /// The one-line widget, driven by the same use case.
    @MainActor
    static func makeWidget(
        repository: any LoanRepository, today: @escaping @MainActor () -> LoanDay, terminal: TerminalRenderer
    ) -> DueLoansWidgetView {
        let presenter = DueLoansWidgetPresenter(interactor: DueLoansInteractor(repository: repository))
        let view = DueLoansWidgetView(presenter: presenter, today: today, terminal: terminal)
        presenter.attach(view)
        return view
    }

    /// Adding and returning loans.
    @MainActor
    static func makeActions(repository: any LoanRepository, terminal: TerminalRenderer)
        -> LoanActionTerminalView
    {
        let presenter = LoanActionsPresenter(interactor: DueLoansInteractor(repository: repository))
        let view = LoanActionTerminalView(presenter: presenter, terminal: terminal)
        presenter.attach(view)
        return view
    }

    @MainActor
    static func makeDetail(
        id: Loan.ID, day: LoanDay, repository: any LoanRepository, terminal: TerminalRenderer
    ) -> LoanDetailTerminalView {
        let presenter = LoanDetailPresenter(
            interactor: LoanDetailInteractor(repository: repository), id: id, day: day)
        let view = LoanDetailTerminalView(id: id, presenter: presenter, terminal: terminal)
        presenter.attach(view)
        return view
    }
}
