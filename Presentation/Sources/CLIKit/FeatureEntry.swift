public import Presentation

/// What a feature gives the app: its scenes' commands, and how to read, run and open them over the one
/// ports value the app's composition root makes for it.
///
/// Each feature's `<Name>Entry` conforms, as swift-argument-parser's commands conform to
/// `ParsableCommand`: the app finds the entry whose scene owns a command line, has it ``read(_:)`` the
/// line into its typed `Command` before any adapter exists (so a bad argument opens nothing), then makes
/// its `Ports` and calls ``run(_:ports:terminal:navigator:)``. Help, completion, the command table and
/// the shell's home screen come from ``scenes`` alone.
public protocol FeatureEntry {
    /// All the feature takes from the app: its stores, its clock, and its events out, each carrying only
    /// what the other side needs.
    associatedtype Ports
    /// A command line of one of the feature's scenes, its options read once.
    associatedtype Command: Sendable

    /// The feature's scenes, each a top-level command and a line on the shell's home screen.
    static var scenes: [FeatureScene] { get }

    /// A scene's line on the shell's home screen in `language`, from the feature's own words; `--help` keeps
    /// the scene's English ``FeatureScene/summary``.
    static func summary(of scene: FeatureScene, in language: Language) -> String

    /// Reads a leaf of one of ``scenes`` (`invocation.path` starts with the scene's name) into the typed
    /// command, or refuses it.
    static func read(_ invocation: Invocation) throws(CommandFailure) -> Command

    /// Runs a command over the ports: renders its final state once and returns its exit code. A screen it
    /// asks for goes on `navigator`, the command line's own.
    @MainActor
    static func run(_ command: Command, ports: Ports, terminal: TerminalRenderer, navigator: NavigationStack)
        async -> ExitCode

    /// The screen of the scene named `scene`, which the shell pushes on `navigator`, where its routes go too.
    @MainActor
    static func open(_ scene: String, ports: Ports, terminal: TerminalRenderer, navigator: NavigationStack)
        async -> any TerminalScene
}

/// A scene as the app lists it: its command and its line on the shell's home screen.
public struct FeatureScene: Sendable {
    /// The scene's command, such as `plan`, with its subcommands; each leaf has an example.
    public let command: CommandSpec
    public let summary: String

    public init(_ command: CommandSpec, summary: String) {
        self.command = command
        self.summary = summary
    }
}

extension FeatureEntry {
    /// Whether one of the feature's scenes owns the command line.
    public static func owns(_ invocation: Invocation) -> Bool {
        scenes.contains { $0.command.name == invocation.path.first }
    }

    /// The feature's screens in a shell drawing on `terminal`, each over ports made for the stack it is
    /// opened on.
    @MainActor
    public static func screens(
        terminal: TerminalRenderer, ports: @escaping @MainActor (NavigationStack) -> Ports
    )
        -> [ShellScreen]
    {
        scenes.map { scene in
            ShellScreen(name: scene.command.name, summary: summary(of: scene, in: terminal.language)) {
                navigator in
                await open(
                    scene.command.name, ports: ports(navigator), terminal: terminal, navigator: navigator)
            }
        }
    }
}
