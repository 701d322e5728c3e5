import Presentation
import ReadingPlanDomainTestSupport
import Testing

@testable import ReadingPlanFeature

@MainActor
@Suite("Make plan scene lifetime")
struct MakePlanSceneLifetimeTests {
    /// view -> interactor -> presenter -weak-> view: dropping the view must free all three.
    @Test("the scene graph is released when the view goes away")
    func sceneIsReleased() {
        weak var weakView: ReadingPlanTerminalView?
        weak var weakInteractor: ReadingPlanInteractor?
        weak var weakPresenter: ReadingPlanPresenter?
        do {
            let presenter = ReadingPlanPresenter(language: .english)
            let interactor = ReadingPlanInteractor(
                worker: ReadingPlanWorker(store: FakeReadingPlanStore()), presenter: presenter)
            let view = ReadingPlanTerminalView(
                interactor: interactor, open: ScreenOpener { _ in },
                terminal: TerminalRenderer(
                    format: .text, output: BufferedOutput(), errorOutput: BufferedOutput()),
                language: .english)
            presenter.view = view
            view.submit(pages: "10", days: "2")
            weakView = view
            weakInteractor = interactor
            weakPresenter = presenter
            #expect(weakView != nil && weakInteractor != nil && weakPresenter != nil)
        }
        #expect(weakView == nil)
        #expect(weakInteractor == nil)
        #expect(weakPresenter == nil)
    }
}
