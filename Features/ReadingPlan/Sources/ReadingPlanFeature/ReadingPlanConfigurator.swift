import Presentation

/// Assembles the scene once, so that no role builds its own collaborators.
public enum ReadingPlanConfigurator {
    /// Builds view -> interactor -> presenter -weak-> view and returns the view, which owns it all.
    @MainActor
    public static func makeScene(
        worker: ReadingPlanWorker = ReadingPlanWorker(),
        terminal: TerminalRenderer
    ) -> PlanTerminalView {
        let presenter = PlanPresenter()
        let interactor = PlanInteractor(worker: worker, presenter: presenter)
        let view = PlanTerminalView(interactor: interactor, terminal: terminal)
        presenter.view = view
        return view
    }
}
