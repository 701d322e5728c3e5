import Presentation
import __NAME__Domain

/// Assembles the scene once, so that no role builds its own collaborators.
enum __NAME__Configurator {
    /// Builds view -> interactor -> presenter -weak-> view and returns the view, which owns it all.
    ///
    /// The store is the only outside dependency; the composition root chooses which one.
    @MainActor
    static func makeScene(store: any __NAME__Store, terminal: TerminalRenderer) -> __NAME__TerminalView {
        let presenter = __NAME__Presenter()
        let interactor = __NAME__Interactor(worker: __NAME__Worker(store: store), presenter: presenter)
        let view = __NAME__TerminalView(interactor: interactor, terminal: terminal)
        presenter.view = view
        return view
    }
}
