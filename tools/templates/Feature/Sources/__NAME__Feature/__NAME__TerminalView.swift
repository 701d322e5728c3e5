import Presentation

/// What the presenter may ask of the view.
@MainActor
public protocol __NAME__DisplayLogic: AnyObject {
    func display(_ model: Show__NAME__.ViewModel)
}

/// The scene's terminal adapter: sends requests to the interactor and renders each view model.
@MainActor
public final class __NAME__TerminalView: __NAME__DisplayLogic {
    /// Strong: the view owns the cycle (view -> interactor -> presenter -weak-> view).
    public let interactor: any __NAME__BusinessLogic
    public private(set) var model: Show__NAME__.ViewModel?
    private let terminal: TerminalRenderer

    public init(interactor: any __NAME__BusinessLogic, terminal: TerminalRenderer) {
        self.interactor = interactor
        self.terminal = terminal
    }

    public func show(items: [String]) {
        interactor.showItems(Show__NAME__.Request(items: items))
    }

    public func display(_ model: Show__NAME__.ViewModel) {
        self.model = model
        terminal.render(model, text: model.summary.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }
}
