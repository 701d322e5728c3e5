public import Presentation

/// A scene the shell's home screen offers: its name, its line, and how to open it.
@MainActor
public struct ShellScreen {
    let name: String
    let summary: String
    let open: @MainActor (NavigationStack) async -> any TerminalScene

    /// Every scene, over one session's adapters.
    public static func all<Ports>(scenes: [SceneEntry<Ports>], over ports: Ports, terminal: TerminalRenderer)
        -> [ShellScreen]
    {
        scenes.map { scene in
            ShellScreen(name: scene.command.name, summary: scene.screenSummary) { navigator in
                await scene.open(ports, terminal, navigator)
            }
        }
    }
}
