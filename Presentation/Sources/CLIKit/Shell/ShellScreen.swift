public import Presentation

/// A scene the shell's home screen offers: its name, its line, and how to open it on the shell's stack.
@MainActor
public struct ShellScreen {
    let name: String
    let summary: String
    let open: @MainActor (NavigationStack) async -> any TerminalScene

    public init(
        name: String, summary: String, open: @escaping @MainActor (NavigationStack) async -> any TerminalScene
    ) {
        self.name = name
        self.summary = summary
        self.open = open
    }
}
