import CLIKit
import Presentation

/// A scene the shell's home screen offers: its name, its line, and how to open it.
@MainActor
struct ShellScreen {
    let name: String
    let summary: String
    let open: @MainActor (NavigationStack) async throws(CommandFailure) -> any TerminalScene

    /// Every registered scene, opened on the session's adapters.
    static func all(adapters: CompositionRoot, terminal: TerminalRenderer) -> [ShellScreen] {
        RegisteredFeatures.scenes.map { scene in
            ShellScreen(name: scene.command.name, summary: scene.screenSummary) {
                navigator throws(CommandFailure) in
                try await scene.open(
                    in: SceneContext(adapters: adapters, terminal: terminal), navigator: navigator)
            }
        }
    }
}
