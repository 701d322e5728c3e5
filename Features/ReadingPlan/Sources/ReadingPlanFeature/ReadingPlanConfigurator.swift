import Presentation
import ReadingPlanDomain

/// Assembles the scene once, so that no role builds its own collaborators.
enum ReadingPlanConfigurator {
    /// Builds view -> interactor -> presenter -weak-> view and returns the view, which owns it all.
    ///
    /// The store is the only outside dependency; the composition root chooses which one. The words are in
    /// the terminal's language. `opening`: the form a route opens the scene with, made into a plan at once.
    @MainActor
    static func makeScene(
        store: any ReadingPlanStore, terminal: TerminalRenderer,
        opening: ReadingPlanModels.MakePlan.Request? = nil
    ) -> ReadingPlanTerminalView {
        let presenter = ReadingPlanPresenter(language: terminal.language)
        let interactor = ReadingPlanInteractor(worker: ReadingPlanWorker(store: store), presenter: presenter)
        let view = ReadingPlanTerminalView(
            interactor: interactor, terminal: terminal, language: terminal.language, opening: opening)
        presenter.view = view
        return view
    }
}
