import Presentation
import ReadingPlanDomain

/// Assembles the scene once, so that no role builds its own collaborators.
enum ReadingPlanConfigurator {
    /// Builds view -> interactor -> presenter -weak-> view and returns the view, which owns it all.
    ///
    /// The ports are the only outside dependency: the store the composition root chose, and the way to other
    /// features' screens. The words are in the terminal's language. `opening`: the form a route opens the scene
    /// with, made into a plan at once.
    @MainActor
    static func makeScene(
        ports: ReadingPlanPorts, terminal: TerminalRenderer,
        opening: ReadingPlanModels.MakePlan.Request? = nil
    ) -> ReadingPlanTerminalView {
        let presenter = ReadingPlanPresenter(language: terminal.language)
        let worker = ReadingPlanWorker(store: ports.store)
        let interactor = ReadingPlanInteractor(worker: worker, presenter: presenter)
        let view = ReadingPlanTerminalView(
            interactor: interactor, open: ports.open, terminal: terminal, language: terminal.language,
            opening: opening)
        presenter.view = view
        return view
    }
}
