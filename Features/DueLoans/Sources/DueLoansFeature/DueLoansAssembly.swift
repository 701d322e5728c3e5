import LoansDomain
import Presentation

/// Wires the loans module: each view retains its presenter, each presenter holds its view weakly, the
/// router builds the detail module on demand.
///
/// The composition root supplies the ports (the repository, the clock and the one outgoing event) and the
/// navigation stack the wireframe pushes on; each presenter speaks the language of the terminal it draws on.
enum DueLoansAssembly {
    /// The full screen; its router pushes a loan's detail on `navigator`.
    @MainActor
    static func makeList(
        ports: DueLoansPorts,
        today: @escaping @MainActor () -> LoanDay,
        terminal: TerminalRenderer,
        navigator: NavigationStack
    ) -> DueLoansTerminalView {
        let interactor = DueLoansInteractor(repository: ports.repository)
        let router = DueLoansRouter(ports: ports, terminal: terminal, navigator: navigator)
        let presenter = DueLoansPresenter(interactor: interactor, router: router, language: terminal.language)
        let view = DueLoansTerminalView(presenter: presenter, today: today, terminal: terminal) {
            await makeWidget(repository: ports.repository, today: today, terminal: terminal).refresh()
        }
        presenter.attach(view)
        return view
    }

    /// The list's presenter with no screen, for `loans open`.
    ///
    /// The presenter decides which loans may be opened (those on today's list); `recorder` keeps its
    /// view models and draws none; the router pushes the detail it opens on `navigator`. The caller keeps
    /// both: the presenter holds `recorder` weakly.
    @MainActor
    static func makeRecordedList(ports: DueLoansPorts, terminal: TerminalRenderer, navigator: NavigationStack)
        -> (presenter: DueLoansPresenter, recorder: DueLoansRecorder)
    {
        let recorder = DueLoansRecorder()
        let router = DueLoansRouter(ports: ports, terminal: terminal, navigator: navigator)
        let presenter = DueLoansPresenter(
            interactor: DueLoansInteractor(repository: ports.repository), router: router,
            language: terminal.language)
        presenter.attach(recorder)
        return (presenter, recorder)
    }

    /// The one-line widget, driven by the same use case.
    @MainActor
    static func makeWidget(
        repository: any LoanRepository, today: @escaping @MainActor () -> LoanDay, terminal: TerminalRenderer
    ) -> DueLoansWidgetTerminalView {
        let presenter = DueLoansWidgetPresenter(
            interactor: DueLoansInteractor(repository: repository), language: terminal.language)
        let view = DueLoansWidgetTerminalView(presenter: presenter, today: today, terminal: terminal)
        presenter.attach(view)
        return view
    }

    /// Adding and returning loans.
    @MainActor
    static func makeActions(repository: any LoanRepository, terminal: TerminalRenderer)
        -> LoanActionsTerminalView
    {
        let presenter = LoanActionsPresenter(
            interactor: DueLoansInteractor(repository: repository), language: terminal.language)
        let view = LoanActionsTerminalView(presenter: presenter, terminal: terminal)
        presenter.attach(view)
        return view
    }

    /// A loan's detail; its router raises the event that has the app push the loan's reading plan.
    @MainActor
    static func makeDetail(id: Loan.ID, day: LoanDay, ports: DueLoansPorts, terminal: TerminalRenderer)
        -> LoanDetailTerminalView
    {
        let router = LoanDetailRouter(ports: ports)
        let presenter = LoanDetailPresenter(
            interactor: LoanDetailInteractor(repository: ports.repository), router: router, id: id, day: day,
            language: terminal.language)
        let view = LoanDetailTerminalView(id: id, presenter: presenter, terminal: terminal)
        presenter.attach(view)
        return view
    }
}
