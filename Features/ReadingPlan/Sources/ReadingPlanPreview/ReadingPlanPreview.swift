import CLIKit
import ReadingPlanDomainTestSupport
import ReadingPlanFeature

/// `reading-plan-preview`: the reading plan's commands and its screen over an in-memory store that
/// starts as a fresh database does, with no plan saved; the loans screen it opens is a stand-in.
@main
enum ReadingPlanPreview {
    static func main() async {
        await ScenePreview("reading-plan-preview", feature: ReadingPlanEntry.self) { terminal, navigator in
            ReadingPlanPorts(store: FakeReadingPlanStore(), open: .standIn(on: navigator, terminal: terminal))
        }.runProcess()
    }
}
