/// How a scene's view reaches the terminal: every model it shows goes through here, which keeps the outcome of the
/// last one, so the view itself holds no rendering plumbing and its command line exits with that outcome's code.
@MainActor
public final class SceneOutput {
    /// The renderer behind it: the view's language, format, width, and whether progress is worth drawing.
    public let terminal: TerminalRenderer
    /// The outcome of the last model shown; nil until one is, so a command that shows nothing exits 70, a bug.
    public private(set) var outcome: Outcome?

    public init(_ terminal: TerminalRenderer) {
        self.terminal = terminal
    }

    /// Shows `model` as lines of `text` and `errors` (in JSON, the model alone) and keeps `outcome`.
    public func show(
        _ model: some Encodable, as outcome: Outcome, text: [String] = [], errors: [String] = []
    ) {
        self.outcome = outcome
        terminal.render(model, text: text, errors: errors)
    }

    /// Shows a model that carries its own outcome.
    public func show(_ model: some ShowsOutcome, text: [String] = [], errors: [String] = []) {
        show(model, as: model.outcome, text: text, errors: errors)
    }

    /// The common case: at most one line of result and one of error.
    public func show(_ model: some ShowsOutcome, line: String?, error: String?) {
        show(model, as: model.outcome, text: line.map { [$0] } ?? [], errors: error.map { [$0] } ?? [])
    }

    /// Draws a passing state, such as "Loading…", when the terminal shows progress; the outcome stays as it was.
    public func progress(_ model: some Encodable, _ line: String) {
        if terminal.showsProgress { terminal.render(model, text: [line], errors: []) }
    }
}

/// A view model that carries its outcome, so that showing it names the outcome once.
public protocol ShowsOutcome: Encodable {
    var outcome: Outcome { get }
}
