import Presentation

/// Assembles the scene once, so that no role builds its own collaborators.
enum __NAME__Configurator {
    /// Builds view -> interactor -> presenter -weak-> view and returns the view, which owns it all.
    @MainActor
    static func makeScene(terminal: TerminalRenderer) -> __NAME__TerminalView {
        let presenter = __NAME__Presenter()
        let interactor = __NAME__Interactor(presenter: presenter)
        let view = __NAME__TerminalView(interactor: interactor, terminal: terminal)
        presenter.view = view
        return view
    }
}
