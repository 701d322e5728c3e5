public import Presentation

extension ScreenCommand {
    /// The verb of a route: typing `screen` opens that screen of another feature through `opener`, and `help`
    /// says so in the terminal's language, so a route needs no words of its own.
    ///
    /// `writes`: the screen opened writes as it appears (the loans screen gives a fresh store its demo loans).
    public static func opening(
        _ screen: String, with opener: ScreenOpener, writes: Bool = false, terminal: TerminalRenderer
    ) -> ScreenCommand {
        let help = Words.cliKit(terminal.language)("route.help", ["screen": screen])
        let spec = CommandSpec(screen, summary: "Open the \(screen) screen.", example: [], writes: writes)
        return parsing(spec, help: help, terminal: terminal) { _ in await opener(screen) }
    }
}

extension ScreenOpener {
    /// A preview's: each screen asked for is a stand-in on `navigator` that says which screen the app would
    /// open there.
    @MainActor
    public static func standIn(on navigator: NavigationStack, terminal: TerminalRenderer) -> ScreenOpener {
        ScreenOpener { [weak navigator] screen in
            let line = Words.cliKit(terminal.language)("route.standIn", ["screen": screen])
            await navigator?.push(
                StandInScene(title: screen, says: line, payload: ["screen": screen], terminal: terminal))
        }
    }
}

extension ScreenOpener {
    /// The app's: opens the screen of `screens` with that name above the asking scene, as the shell's home opens
    /// it (with ports of its own on the same `navigator`), so `back` returns to the scene that asked.
    @MainActor
    public static func opening(
        _ screens: @escaping @MainActor @Sendable () -> [ShellScreen], on navigator: NavigationStack
    ) -> ScreenOpener {
        ScreenOpener { [weak navigator] name in
            guard let navigator, let screen = screens().first(where: { $0.name == name }) else { return }
            await navigator.push(await screen.open(navigator))
        }
    }
}
