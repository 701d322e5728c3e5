import CLIKit
import Foundation
import ReadingPlanDomain
import ReadingPlanDomainTestSupport
import ReadingPlanFeature

/// `reading-plan-preview`: the reading plan's commands and its screen over an in-memory store that
/// starts as a fresh database does, with no plan saved.
@main
enum ReadingPlanPreview {
    static func main() async {
        let preview = ScenePreview("reading-plan-preview", scenes: ReadingPlanEntry.make(store: { $0 })) {
            FakeReadingPlanStore()
        }
        let code = await preview.run(
            Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            input: StandardInput())
        exit(code.rawValue)
    }
}
