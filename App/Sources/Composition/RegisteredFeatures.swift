public import AppCore
public import CLIKit
import DueLoansFeature
import OrdersFeature
public import Presentation
import ReadingPlanFeature
import UserListFeature

/// Every feature the app offers, and the one way a command line or a shell session reaches one.
///
/// The list's order is the one `app --help` and the shell's home screen show. `app --help`, the completion
/// scripts, the home screen and the end-to-end tests all derive from it: a new feature is its line here,
/// its `ports` below and its import (`make feature` writes them).
public enum RegisteredFeatures: FeatureTable {
    static let all: [any RegisteredFeature.Type] = [
        ReadingPlanEntry.self,
        UserListEntry.self,
        DueLoansEntry.self,
        OrdersEntry.self,
        // scaffold:feature (make feature inserts new features above this line)
    ]

    public static var scenes: [FeatureScene] { all.flatMap { $0.scenes } }

    /// The targets whose words the app reads: the shared ones, then each feature's.
    ///
    /// `<Name>Entry` lives in target `<Name>Feature`, as `make feature` lays it out. `_typeName`, not
    /// `String(describing:)`, whose search of every protocol conformance cost 1.4 ms of each start-up.
    static var targetsWithWords: [String] {
        ["Presentation", "CLIKit", "Composition"]
            + all.map { _typeName($0, qualified: false).dropLast("Entry".count) + "Feature" }
    }

    @MainActor
    public static func run(
        _ invocation: Invocation, leaf: CommandSpec, context: ProcessContext, terminal: TerminalRenderer
    ) async throws(CommandFailure) -> ExitCode? {
        guard let feature = all.first(where: { $0.owns(invocation) }) else { return nil }
        return try await run(feature, invocation, leaf: leaf, context: context, terminal: terminal)
    }

    /// The command line, read once into the feature's typed command; only then the adapters its leaf's
    /// options choose, and the feature's ports over them; then the feature runs it.
    @MainActor
    private static func run<Feature: RegisteredFeature>(
        _ feature: Feature.Type, _ invocation: Invocation, leaf: CommandSpec, context: ProcessContext,
        terminal: TerminalRenderer
    ) async throws(CommandFailure) -> ExitCode {
        let command = try Feature.read(invocation)
        let root = try CompositionRoot(options: invocation, leaf: leaf, context: context)
        let navigator = NavigationStack()
        let ports = Feature.ports(root, terminal: terminal, navigator: navigator)
        return await Feature.run(command, ports: ports, terminal: terminal, navigator: navigator)
    }

    @MainActor
    public static func screens(
        _ invocation: Invocation, leaf: CommandSpec, context: ProcessContext, terminal: TerminalRenderer
    ) throws(CommandFailure) -> [ShellScreen] {
        screens(
            over: try CompositionRoot(options: invocation, leaf: leaf, context: context), terminal: terminal)
    }

    /// Every scene's shell screen over one session's adapters.
    @MainActor
    public static func screens(over root: CompositionRoot, terminal: TerminalRenderer) -> [ShellScreen] {
        all.flatMap { screens($0, over: root, terminal: terminal) }
    }

    @MainActor
    private static func screens<Feature: RegisteredFeature>(
        _ feature: Feature.Type, over root: CompositionRoot, terminal: TerminalRenderer
    ) -> [ShellScreen] {
        Feature.screens(terminal: terminal) { navigator in
            Feature.ports(root, terminal: terminal, navigator: navigator)
        }
    }
}

/// A feature the app runs: its entry, and the one ports value the composition root makes for it.
///
/// Here the root answers the feature's routes, pushing another feature's screen on the navigator it made the
/// ports for: only this root knows both sides of a route.
protocol RegisteredFeature: FeatureEntry, SendableMetatype {
    @MainActor
    static func ports(_ root: CompositionRoot, terminal: TerminalRenderer, navigator: NavigationStack)
        -> Ports
}

extension RegisteredFeature {
    /// The answer to a scene's route by screen name (`loans`): that screen as the shell's home opens it.
    @MainActor
    static func opener(_ root: CompositionRoot, terminal: TerminalRenderer, navigator: NavigationStack)
        -> ScreenOpener
    {
        .opening({ RegisteredFeatures.screens(over: root, terminal: terminal) }, on: navigator)
    }
}

extension ReadingPlanEntry: RegisteredFeature {
    static func ports(_ root: CompositionRoot, terminal: TerminalRenderer, navigator: NavigationStack)
        -> ReadingPlanPorts
    {
        ReadingPlanPorts(
            store: root.readingPlanStore, open: opener(root, terminal: terminal, navigator: navigator))
    }
}

extension UserListEntry: RegisteredFeature {
    static func ports(_ root: CompositionRoot, terminal: TerminalRenderer, navigator: NavigationStack)
        -> UserListPorts
    {
        UserListPorts(repository: root.users, open: opener(root, terminal: terminal, navigator: navigator))
    }
}

extension DueLoansEntry: RegisteredFeature {
    /// A loan's `plan` opens a reading plan for its book, made at once, above the loan.
    static func ports(_ root: CompositionRoot, terminal: TerminalRenderer, navigator: NavigationStack)
        -> DueLoansPorts
    {
        root.dueLoans { [weak navigator] plan in
            guard let navigator else { return }
            await navigator.push(
                ReadingPlanEntry.planScene(
                    pagesText: plan.pagesText, days: plan.days,
                    ports: ReadingPlanEntry.ports(root, terminal: terminal, navigator: navigator),
                    terminal: terminal))
        }
    }
}

extension OrdersEntry: RegisteredFeature {
    static func ports(_ root: CompositionRoot, terminal: TerminalRenderer, navigator: NavigationStack)
        -> OrdersPorts
    {
        root.ordersPorts
    }
}

// scaffold:ports (make feature inserts each new feature's ports above this line)
