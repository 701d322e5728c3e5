import CLIKit
import Foundation
import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `app shell` (and `app` alone on a terminal): every scene, interactively.
enum ShellCommands: CommandGroup {
    static let spec = CommandSpec(
        "shell",
        summary: "Open the interactive shell: every scene, with navigation between them.",
        subcommands: [open],
        defaultSubcommand: "open")

    /// `shell open`, with the options that choose the session's adapters.
    static let open = CommandSpec(
        "open", summary: "Open the shell.",
        options: [CommonOptions.database, CommonOptions.api, CommonOptions.verbose, CommonOptions.timeZone],
        example: [])

    @MainActor
    static func run(
        _ invocation: Invocation, leaf: CommandSpec, in context: ProcessContext, features: AppFeatures
    )
        async throws(CommandFailure) -> ExitCode
    {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let style = TerminalStyle.detect(
            isTerminal: isatty(STDOUT_FILENO) == 1, environment: context.environment)
        let terminal = TerminalRenderer(
            format: .text, output: context.output, errorOutput: context.errorOutput,
            showsProgress: interactive, style: style,
            width: terminalWidth(context.environment))
        // The session's adapters, made once; a bad option is refused before the shell starts.
        let shell = Shell(
            screens: try features.screens(invocation, leaf, context, terminal), input: context.input,
            output: context.output, style: style,
            echoesInput: isatty(STDIN_FILENO) != 1, readsAhead: interactive)
        let interrupts = interactive ? InterruptHandler { shell.interrupt() } : nil
        defer { interrupts?.cancel() }
        return await shell.run()
    }

    /// The terminal's width: the window size of standard output, else $COLUMNS, else no limit.
    private static func terminalWidth(_ environment: [String: String]) -> Int? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}

/// Turns Ctrl-C into a call on the main actor instead of ending the process.
@MainActor
private final class InterruptHandler {
    private let source: any DispatchSourceSignal

    init(_ handler: @escaping @MainActor () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
    }

    func cancel() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
