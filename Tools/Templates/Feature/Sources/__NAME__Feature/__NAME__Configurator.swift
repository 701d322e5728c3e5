import Presentation

/// Assembles the scene once, so that no role builds its own collaborators.
enum __NAME__Configurator {
    /// Wires view -> interactor -> presenter -weak-> view and returns the view, which owns it all.
    @MainActor
    static func makeScene(terminal: TerminalRenderer) -> __NAME__TerminalView {
        let presenter = __NAME__Presenter(language: terminal.language)
        let view = __NAME__TerminalView(interactor: __NAME__Interactor(presenter: presenter), terminal: terminal)
        presenter.view = view
        return view
    }
}
