import LoansDomain
import Presentation

/// Wires the loans module: each view retains its presenter, each presenter holds its view weakly, the
/// router builds the detail module on demand.
///
/// The composition root supplies the repository, the clock, the navigation stack and the route to a loan's
/// reading plan.
enum DueLoansAssembly {
    /// The full screen; its router pushes a loan's detail on `navigator`.
    @MainActor
    static func makeList(
        repository: any LoanRepository,
        today: @escaping @MainActor () -> LoanDay,
        terminal: TerminalRenderer,
        navigator: NavigationStack?,
        readingPlan: @escaping LoanReadingPlanRoute
    ) -> DueLoansTerminalView {
        let interactor = DueLoansInteractor(repository: repository)
        let router = DueLoansRouter { id, day, navigator in
            makeDetail(
                id: id, day: day, repository: repository, terminal: terminal, navigator: navigator,
                readingPlan: readingPlan)
        }
        router.navigator = navigator
        let presenter = DueLoansPresenter(interactor: interactor, router: router)
        let view = DueLoansTerminalView(presenter: presenter, today: today, terminal: terminal) {
            await makeWidget(repository: repository, today: today, terminal: terminal).refresh()
        }
        presenter.attach(view)
        return view
    }

    /// The list's presenter with no screen, for `loans open`.
    ///
    /// The presenter decides which loans may be opened (those on today's list); `headless` keeps its
    /// view models, draws none, and holds the detail its router opened. The caller keeps both: the
    /// presenter holds `headless` weakly.
    @MainActor
    static func makeHeadlessList(
        repository: any LoanRepository, terminal: TerminalRenderer,
        readingPlan: @escaping LoanReadingPlanRoute
    ) -> (presenter: DueLoansPresenter, headless: DueLoansHeadlessView) {
        let headless = DueLoansHeadlessView()
        let router = DueLoansRouter { id, day, navigator in
            let detail = makeDetail(
                id: id, day: day, repository: repository, terminal: terminal, navigator: navigator,
                readingPlan: readingPlan)
            headless.detail = detail
            return detail
        }
        router.navigator = headless.navigator
        let presenter = DueLoansPresenter(
            interactor: DueLoansInteractor(repository: repository), router: router)
        presenter.attach(headless)
        return (presenter, headless)
    }

    /// The one-line widget, driven by the same use case.
    @MainActor
    static func makeWidget(
        repository: any LoanRepository, today: @escaping @MainActor () -> LoanDay, terminal: TerminalRenderer
    ) -> DueLoansWidgetTerminalView {
        let presenter = DueLoansWidgetPresenter(interactor: DueLoansInteractor(repository: repository))
        let view = DueLoansWidgetTerminalView(presenter: presenter, today: today, terminal: terminal)
        presenter.attach(view)
        return view
    }

    /// Adding and returning loans.
    @MainActor
    static func makeActions(repository: any LoanRepository, terminal: TerminalRenderer)
        -> LoanActionsTerminalView
    {
        let presenter = LoanActionsPresenter(interactor: DueLoansInteractor(repository: repository))
        let view = LoanActionsTerminalView(presenter: presenter, terminal: terminal)
        presenter.attach(view)
        return view
    }

    /// A loan's detail; its router pushes the loan's reading plan on `navigator`, or shows it once when nil.
    @MainActor
    static func makeDetail(
        id: Loan.ID, day: LoanDay, repository: any LoanRepository, terminal: TerminalRenderer,
        navigator: NavigationStack?, readingPlan: @escaping LoanReadingPlanRoute
    ) -> LoanDetailTerminalView {
        let router = LoanDetailRouter(readingPlan: readingPlan, terminal: terminal)
        router.navigator = navigator
        let presenter = LoanDetailPresenter(
            interactor: LoanDetailInteractor(repository: repository), router: router, id: id, day: day)
        let view = LoanDetailTerminalView(id: id, presenter: presenter, terminal: terminal)
        presenter.attach(view)
        return view
    }
}
