import Domain
import Presentation

/// What the presenter may ask of the view.
@MainActor
public protocol PlanDisplayLogic: AnyObject {
    /// Shows a new "make plan" view model.
    func display(_ model: MakePlan.ViewModel)
    /// Shows the saved plan, or why it could not be loaded.
    func displayLoad(_ model: LoadPlan.ViewModel)
    /// Shows the outcome of a save.
    func displaySave(_ model: SavePlan.ViewModel)
    /// Carries out a one-time effect, such as focusing the invalid field.
    func perform(_ effect: PlanEffect)
}

/// The scene's terminal adapter: sends the form to the interactor and renders each view model.
///
/// It stands where a view controller stands on Apple platforms and holds no planning policy.
@MainActor
public final class PlanTerminalView: PlanDisplayLogic {
    /// Strong: the view owns the cycle (view -> interactor -> presenter -weak-> view).
    public let interactor: any PlanBusinessLogic
    /// The last "make plan" model displayed.
    public private(set) var model = MakePlan.ViewModel.empty
    public private(set) var loadModel: LoadPlan.ViewModel?
    public private(set) var saveModel: SavePlan.ViewModel?
    /// The field an effect asked to focus and no one has asked for since; reading it consumes it.
    private var pendingFocus: PlanField?
    private let terminal: TerminalRenderer

    public init(interactor: any PlanBusinessLogic, terminal: TerminalRenderer) {
        self.interactor = interactor
        self.terminal = terminal
    }

    /// Sends the form's text as typed.
    public func submit(pages: String, days: String) {
        interactor.makePlan(MakePlan.Request(pagesText: pages, daysText: days))
    }

    public func load() async {
        await interactor.loadPlan(LoadPlan.Request())
    }

    public func save(expectedRevision: Revision?) async {
        await interactor.savePlan(SavePlan.Request(expectedRevision: expectedRevision))
    }

    /// Hands over the field to focus, once: a second call returns nil until a new effect arrives.
    public func takeFocus() -> PlanField? {
        defer { pendingFocus = nil }
        return pendingFocus
    }

    public func display(_ model: MakePlan.ViewModel) {
        self.model = model
        terminal.render(model, text: model.summary.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }

    public func displayLoad(_ model: LoadPlan.ViewModel) {
        loadModel = model
        terminal.render(model, text: model.summary.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }

    public func displaySave(_ model: SavePlan.ViewModel) {
        saveModel = model
        terminal.render(model, text: model.message.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }

    public func perform(_ effect: PlanEffect) {
        switch effect {
        case .focus(let field): pendingFocus = field
        }
    }
}

extension PlanTerminalView: TerminalScene {
    public var title: String { "plan" }

    /// Shows the saved plan, if any, when the scene opens.
    public func appear() async { await load() }

    /// Leaving the screen stops the scene: a save or load still in flight draws nothing.
    public func stop() { interactor.stop() }
}
