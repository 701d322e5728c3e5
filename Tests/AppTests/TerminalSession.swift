import Domain
import DomainTestSupport
import Foundation
import PresentationTestSupport
import TestExecutables
import Testing

/// The built `app` on a real pseudo-terminal (Tests/TerminalRunner, the project's own), typed at line
/// by line.
///
/// Unlike ``AppProcess/run(_:environment:base:in:stdin:executable:)``, which hands over all of its
/// input at once, a session lets a test type, wait until the screen shows something, and type again,
/// the way a person does. A wait ends on what it waits for (output, or the app's exit), or when the test's
/// time limit cancels it: a suite that opens sessions sets `.timeLimit`, so a shell that never answers fails.
/// The limits are 5 minutes: a hang guard, not a speed bound (one test took 97 s under AddressSanitizer on a
/// machine loaded 6-9 on 2 cores, past the minute it had).
final class TerminalSession: @unchecked Sendable {
    // @unchecked: every property is set once in init; `screen` is only touched under its lock.
    private let process: Process
    private let input: Pipe
    private let output: Pipe
    /// Everything the terminal has shown, appended by the reader thread.
    private let screen = Locked(Data())
    /// Output shown or the app exited: what the waits check again on.
    private let changes = Changes()
    private let finished = DispatchSemaphore(value: 0)
    /// Whether ``close()`` has already seen the reader end (the semaphore is signalled once).
    private let readerDone = Locked(false)

    /// The pseudo-terminal: `TERMINAL_RUNNER_BINARY`, else `TerminalRunner` beside the test bundle.
    static var runner: URL {
        get throws { try BuiltExecutable.locate("TerminalRunner", variable: "TERMINAL_RUNNER_BINARY") }
    }

    /// Starts `app` with `arguments` on a terminal of its own (so it is the terminal's foreground process
    /// and gets Ctrl-C), with colour off (so the text is plain) unless `colour`.
    init(_ arguments: [String], colour: Bool = false, environment extra: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = try Self.runner
        process.arguments = [try AppProcess.executable.path] + arguments
        var environment = AppProcess.patient()
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = colour ? nil : "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        process.terminationHandler = { [changes] _ in changes.changed() }
        (input, output) = try ChildProcess.start {
            let (input, output) = (Pipe(), Pipe())
            process.standardInput = input
            process.standardOutput = output
            process.standardError = output
            try process.run()
            return (input, output)
        }
        self.process = process
        let reader = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                screen.withLock { $0.append(chunk) }
                changes.changed()
            }
            finished.signal()
        }
    }

    deinit {
        close()
    }

    /// Ends the session on any path, a failed or timed-out test's included.
    ///
    /// It stops the terminal (and with it the app, which the terminal's hang-up ends), then waits for both
    /// processes and for the reader thread, so that nothing of the session outlives its test. Calling it again
    /// does nothing.
    func close() {
        guard process.processIdentifier != 0 else { return }  // never started: init threw
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        // The reader ends at end of file, once the terminal's output has closed; bounded, so a stuck child
        // cannot hang the test run (it is then reported by the test that waited on it).
        if !readerDone.withLock({ $0 }) {
            _ = finished.wait(timeout: .now() + 10)
            readerDone.withLock { $0 = true }
        }
    }

    /// Everything shown so far, with the terminal's carriage returns removed.
    var text: String {
        screen.withLock { String(decoding: $0, as: UTF8.self) }.replacingOccurrences(of: "\r", with: "")
    }

    /// Types `keys` (a line needs its own "\n"; "\u{03}" is Ctrl-C, "\u{04}" Ctrl-D).
    func type(_ keys: String) {
        input.fileHandleForWriting.write(Data(keys.utf8))
    }

    /// Waits until `needle` has appeared `count` times in total.
    func waitFor(_ needle: String, count: Int = 1) async throws {
        try await wait(for: "\(count) × '\(needle)'") { occurrences(of: needle) >= count }
    }

    /// How many times `needle` has appeared so far.
    func occurrences(of needle: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// Waits for the app to exit and returns its status.
    func exitStatus() async throws -> Int32 {
        try await wait(for: "the app to exit") { !process.isRunning }
        return process.terminationStatus
    }

    /// Waits until `condition` holds, checked again at each of `changes` (by default: output, or the app's exit).
    ///
    /// When the test's time limit cancels the wait, the issue recorded shows the screen.
    func wait(for what: String, on changes: Changes? = nil, until condition: () -> Bool) async throws {
        do {
            try await (changes ?? self.changes).until(condition)
        } catch {
            Issue.record("The time limit ended the wait for \(what); the screen shows:\n\(text)")
            throw error
        }
    }
}
