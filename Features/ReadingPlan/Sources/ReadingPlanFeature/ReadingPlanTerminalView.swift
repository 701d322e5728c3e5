import CLIKit
import Domain
import Presentation

/// What the presenter may ask of the view.
@MainActor
protocol ReadingPlanDisplayLogic: AnyObject {
    /// Shows a new "make plan" view model.
    func display(_ model: ReadingPlanModels.MakePlan.ViewModel)
    /// Shows the saved plan, or why it could not be loaded.
    func displayLoad(_ model: ReadingPlanModels.LoadPlan.ViewModel)
    /// Shows the outcome of a save.
    func displaySave(_ model: ReadingPlanModels.SavePlan.ViewModel)
    /// Carries out a one-time effect, such as focusing the invalid field.
    func perform(_ effect: ReadingPlanModels.Effect)
}

/// The scene's terminal adapter: sends the form to the interactor and renders each view model.
///
/// It stands where a view controller stands on Apple platforms and holds no planning policy.
@MainActor
final class ReadingPlanTerminalView: ReadingPlanDisplayLogic {
    /// Strong: the view owns the cycle (view -> interactor -> presenter -weak-> view).
    let interactor: any ReadingPlanBusinessLogic
    /// The last "make plan" model displayed.
    private(set) var model = ReadingPlanModels.MakePlan.ViewModel.empty
    private(set) var loadModel: ReadingPlanModels.LoadPlan.ViewModel?
    private(set) var saveModel: ReadingPlanModels.SavePlan.ViewModel?
    /// The field an effect asked to focus and no one has asked for since; reading it consumes it.
    private var pendingFocus: ReadingPlanModels.Field?
    let output: SceneOutput
    /// The screen's own words: its commands' help and the question that asks for a field again.
    private let words: Words
    /// Opens another feature's screen: the `loans` verb.
    private let open: ScreenOpener
    /// The form a route opened the scene with: made into a plan when it appears, instead of loading.
    private let opening: ReadingPlanModels.MakePlan.Request?

    init(
        interactor: any ReadingPlanBusinessLogic, open: ScreenOpener, terminal: TerminalRenderer,
        language: Language, opening: ReadingPlanModels.MakePlan.Request? = nil
    ) {
        self.interactor = interactor
        self.open = open
        self.output = SceneOutput(terminal)
        self.words = .readingPlan(language)
        self.opening = opening
    }

    /// Sends the form's text as typed; returns the exit code of what it displayed.
    @discardableResult
    func submit(pages: String, days: String) -> ExitCode {
        interactor.makePlan(ReadingPlanModels.MakePlan.Request(pagesText: pages, daysText: days))
        return exitCode
    }

    @discardableResult
    func load() async -> ExitCode {
        await interactor.loadPlan(ReadingPlanModels.LoadPlan.Request())
        return exitCode
    }

    /// Saves the plan made from `form`, or, without one, the plan made last.
    @discardableResult
    func save(form: ReadingPlanModels.MakePlan.Request? = nil, expectedRevision: Revision?) async -> ExitCode
    {
        await interactor.savePlan(
            ReadingPlanModels.SavePlan.Request(form: form, expectedRevision: expectedRevision))
        return exitCode
    }

    /// Hands over the field to focus, once: a second call returns nil until a new effect arrives.
    func takeFocus() -> ReadingPlanModels.Field? {
        defer { pendingFocus = nil }
        return pendingFocus
    }

    func display(_ model: ReadingPlanModels.MakePlan.ViewModel) {
        self.model = model
        output.show(model, line: model.summary, error: model.error)
    }

    func displayLoad(_ model: ReadingPlanModels.LoadPlan.ViewModel) {
        loadModel = model
        output.show(model, line: model.summary, error: model.error)
    }

    func displaySave(_ model: ReadingPlanModels.SavePlan.ViewModel) {
        saveModel = model
        output.show(model, line: model.message, error: model.error)
    }

    func perform(_ effect: ReadingPlanModels.Effect) {
        switch effect {
        case .focus(let field): pendingFocus = field
        }
    }
}

extension ReadingPlanTerminalView: OutputScene {
    var title: String { "plan" }

    /// Shows the saved plan, if any, when the scene opens; a route's form is made into a plan instead.
    func appear() async {
        if let opening {
            submit(pages: opening.pagesText, days: opening.daysText)
            // No prompt asks for a field again here: a later `make` must not find this one's focus.
            _ = takeFocus()
        } else {
            await load()
        }
    }

    /// Leaving the screen stops the scene: a save or load still in flight draws nothing.
    func stop() { interactor.stop() }

    /// Read by the command line's parser: `make 300` lacks the days and `save abc` is not a revision, so
    /// both are refused, as `plan make` and `plan save --revision abc` are, and nothing is made or saved.
    var commands: [ScreenCommand] {
        [
            ScreenCommand.asking(
                CommandSpec(
                    "make", summary: "Make a plan.",
                    arguments: [
                        ArgumentSpec("pages", help: "Pages in the book."),
                        ArgumentSpec("days", help: "Days to finish in."),
                    ],
                    example: ["300", "10"]),
                help: words("plan.screen.make.help"), terminal: output.terminal
            ) { invocation in
                let (pages, days) = (invocation.arguments[0], invocation.arguments[1])
                self.submit(pages: pages, days: days)
                // The one-time focus effect: ask again for just the field that was wrong.
                guard let field = self.takeFocus() else { return nil }
                return ScreenPrompt(self.question(for: field)) { text in
                    self.submit(pages: field == .pages ? text : pages, days: field == .days ? text : days)
                    _ = self.takeFocus()
                }
            },
            ScreenCommand.parsing(
                CommandSpec(
                    "save", summary: "Save the plan made last.",
                    arguments: [
                        ArgumentSpec(
                            "revision", help: "Save only if the stored plan is still at it.", count: .optional
                        )
                    ],
                    example: ["0"], writes: true),
                help: words("plan.screen.save.help"), terminal: output.terminal
            ) { invocation throws(CommandFailure) in
                let expected = try ReadingPlanEntry.expectedRevision(
                    invocation.arguments.first,
                    naming: Words.said(by: Words.readingPlan) { words in
                        words("plan.screen.save.revision")
                    })
                await self.save(expectedRevision: expected)
            },
            ScreenCommand.parsing(
                CommandSpec("load", summary: "Show the saved plan.", example: []),
                help: words("plan.screen.load.help"), terminal: output.terminal
            ) { _ in await self.load() },
            // A route; it writes: a fresh store gets its demo loans when the loans screen first opens.
            .opening("loans", with: open, writes: true, terminal: output.terminal),
        ]
    }

    /// The question that asks for the field a refused `make` got wrong.
    private func question(for field: ReadingPlanModels.Field) -> String {
        switch field {
        case .pages: words("plan.screen.askAgain.pages")
        case .days: words("plan.screen.askAgain.days")
        }
    }
}
