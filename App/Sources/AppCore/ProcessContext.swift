import CLIKit
public import Foundation
public import Presentation

/// What a command takes from the process, injected so that tests can run commands in memory.
public struct ProcessContext: Sendable {
    public let environment: [String: String]
    /// The language the environment asks for, read once (``Language/chosen(by:)``): every line the app
    /// prints for people is in it, `--help` and `--json` excepted.
    public let language: Language
    public let output: any TextOutput
    public let errorOutput: any TextOutput
    /// Lines typed into the shell.
    let input: any LineSource
    /// The clock: what "now" is, which decides today's date in a time zone.
    public let now: @Sendable () -> Date

    public init(environment: [String: String], output: any TextOutput, errorOutput: any TextOutput) {
        self.init(environment: environment, output: output, errorOutput: errorOutput, input: StandardInput())
    }

    /// `language`: the one `environment` asks for, unless the caller already read it.
    init(
        environment: [String: String], language: Language? = nil, output: any TextOutput,
        errorOutput: any TextOutput, input: any LineSource, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.environment = environment
        self.language = language ?? .chosen(by: environment)
        self.output = output
        self.errorOutput = errorOutput
        self.input = input
        self.now = now
    }

    /// The process's real environment and standard streams, writing the codeset the locale names.
    public static var live: ProcessContext {
        let environment = ProcessInfo.processInfo.environment
        let language = Language.chosen(by: environment)
        let streams = StandardStream.streams(in: language.codeset)
        return ProcessContext(
            environment: environment, language: language, output: streams.output, errorOutput: streams.error,
            input: StandardInput())
    }
}
