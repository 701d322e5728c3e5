import Foundation
public import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Shell {
    /// Runs a shell on the process's own terminal until `quit` or the end of input: what `app shell` and
    /// every feature's preview open.
    ///
    /// On a terminal it reads ahead, shows progress, fits lines to the window and turns Ctrl-C into
    /// ``interrupt()``; from a pipe or a script it echoes each line it reads and runs one at a time.
    /// `screens` are made once, over the terminal the session draws on; a failure to make them (a bad
    /// option) is thrown before the shell starts.
    public static func onTerminal(
        environment: [String: String], language: Language, input: any LineSource, output: any TextOutput,
        errorOutput: any TextOutput,
        screens: (TerminalRenderer) throws(CommandFailure) -> [ShellScreen]
    ) async throws(CommandFailure) -> ExitCode {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let style = TerminalStyle.detect(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
        let terminal = TerminalRenderer(
            format: .text, output: output, errorOutput: errorOutput, showsProgress: interactive, style: style,
            width: terminalWidth(environment), language: language)
        let shell = Shell(
            screens: try screens(terminal), input: input, output: output, style: style,
            echoesInput: isatty(STDIN_FILENO) != 1, readsAhead: interactive, language: language)
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
