import Presentation
import __NAME__Domain

/// Assembles the scene once, so that no role builds its own collaborators.
enum __NAME__Configurator {
    /// Wires view -> interactor -> presenter -weak-> view over `store` and returns the view, which owns it all.
    @MainActor
    static func makeScene(store: any __NAME__Store, terminal: TerminalRenderer) -> __NAME__TerminalView {
        let presenter = __NAME__Presenter(language: terminal.language)
        let interactor = __NAME__Interactor(store: store, presenter: presenter)
        let view = __NAME__TerminalView(interactor: interactor, terminal: terminal)
        presenter.view = view
        return view
    }
}
