import DataTestSupport
import Foundation
import PresentationTestSupport
import TestExecutables

/// The built `app` executable, run as a child process.
enum AppProcess {
    typealias Result = ChildProcess.Result

    /// The app under test: `APP_BINARY`, else `app` beside the test bundle (``BuiltExecutable``).
    static var executable: URL {
        get throws { try BuiltExecutable.locate("app", variable: "APP_BINARY") }
    }

    /// How many children may run at once: twice the cores.
    ///
    /// Swift Testing starts every case of a parameterized test together, and the hostile-input table
    /// alone has about 200. Unbounded, that many children (each a ThreadSanitizer process under
    /// `make sanitize-thread`) took the whole machine for 20 to 30 s at the start of a run, and every
    /// test with a deadline beside them (HTTP timeouts, the shell's waits) failed or nearly did.
    static let slots = ProcessSlots(ProcessInfo.processInfo.activeProcessorCount * 2)

    /// `base` with the client's deadline out of the way (``LoopbackServer/patientTimeout``), unless a test
    /// sets its own: a test about a timeout says so with `STRATA_API_TIMEOUT`.
    ///
    /// Its words are English whatever the machine's locale (`LC_ALL=C`), unless a test sets LC_ALL itself.
    static func patient(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        base.merging(["STRATA_API_TIMEOUT": String(Int(LoopbackServer.patientTimeout)), "LC_ALL": "C"]) { $1 }
    }

    /// Runs `app` (or `other`) with `arguments`, the test's environment (or `base`) plus `environment`,
    /// in `folder`, with `typed` as its standard input, once one of ``slots`` is free.
    ///
    /// The child is awaited on a dispatch thread, not on Swift's small cooperative pool, so tests
    /// that wait for processes cannot starve the timers of tests running beside them.
    static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        base: [String: String] = ProcessInfo.processInfo.environment,
        in folder: URL? = nil,
        stdin typed: String? = nil,
        executable other: URL? = nil
    ) async throws -> Result {
        let executable = try other ?? executable
        return try await slots.holding {
            try await runOffThePool(
                executable, arguments, patient(base).merging(environment) { $1 }, folder, typed)
        }
    }

    private static func runOffThePool(
        _ executable: URL, _ arguments: [String], _ environment: [String: String], _ folder: URL?,
        _ typed: String?
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Swift.Result {
                        try ChildProcess.run(
                            executable, arguments, environment: environment, in: folder, input: typed)
                    })
            }
        }
    }
}
