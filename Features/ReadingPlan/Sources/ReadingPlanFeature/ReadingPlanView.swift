import Presentation

/// What the presenter may ask of the view.
@MainActor
public protocol PlanDisplayLogic: AnyObject {
    /// Shows a new view model.
    func display(_ model: MakePlan.ViewModel)
}

/// The scene's terminal adapter: sends the form to the interactor and renders each view model.
///
/// It stands where a view controller stands on Apple platforms and holds no planning policy.
@MainActor
public final class PlanTerminalView: PlanDisplayLogic {
    /// Strong: the view owns the cycle (view -> interactor -> presenter -weak-> view).
    public let interactor: any PlanBusinessLogic
    /// The last model displayed.
    public private(set) var model = MakePlan.ViewModel.empty
    private let terminal: TerminalRenderer

    public init(interactor: any PlanBusinessLogic, terminal: TerminalRenderer) {
        self.interactor = interactor
        self.terminal = terminal
    }

    /// Sends the form's text as typed.
    public func submit(pages: String, days: String) {
        interactor.makePlan(MakePlan.Request(pagesText: pages, daysText: days))
    }

    public func display(_ model: MakePlan.ViewModel) {
        self.model = model
        terminal.render(model, text: model.summary.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }
}
