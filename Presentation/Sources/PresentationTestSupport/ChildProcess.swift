// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// Child processes started one at a time, by every test in the test process.
///
/// On Linux, `Process.run()` closes in the child each descriptor up to the highest one open when it looks,
/// so one that another thread opens a moment later is inherited: a second spawn's pipes, or the socket by
/// which Foundation sees that other child exit. A child that holds another's exit socket hides that exit,
/// and `waitUntilExit()` spins for ever: under AddressSanitizer on a loaded machine, a killed crash writer
/// stayed a zombie, held by a terminal runner started at the same moment, and the run hung.
/// swift-corelibs-foundation issue 4795 is the same detection, defeated by a grandchild.
///
/// So every test runs a child to its end with ``run(_:_:environment:in:input:)``, or makes its child's pipes
/// and calls `run()` inside ``start(_:)``.
public enum ChildProcess {
    private static let starting = NSLock()

    /// Runs `body`, which makes a child's pipes and starts it, while no other test starts one.
    public static func start<T>(_ body: () throws -> T) rethrows -> T {
        starting.lock()
        defer { starting.unlock() }
        return try body()
    }

    /// How a child ended, and everything it printed.
    public struct Result: Sendable {
        /// Its exit status, or 128 + the signal that ended it, as a shell reports it.
        public let status: Int32
        public let stdout: String
        public let stderr: String
        /// What it wrote to standard error, byte for byte (`stderr` reads it as UTF-8).
        public let stderrBytes: Data
    }

    /// Runs `executable` with `arguments` and `environment` in `folder`, with `input` as its standard input
    /// (nil: none, `/dev/null`), and waits for it to exit.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], in folder: URL? = nil,
        input: String?
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        let (stdin, stdout, stderr) = try start {
            let pipes = (Pipe(), Pipe(), Pipe())
            process.standardInput = input == nil ? FileHandle.nullDevice : pipes.0
            (process.standardOutput, process.standardError) = (pipes.1, pipes.2)
            try process.run()
            return pipes
        }
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Standard error is read on its own thread, so a full pipe on either side cannot stall the child.
        let errors = Collected()
        let reading = Thread { errors.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reading.start()
        let printed = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let complained = errors.wait()
        return Result(
            status: process.terminationReason == .exit
                ? process.terminationStatus : 128 + process.terminationStatus,
            stdout: String(decoding: printed, as: UTF8.self),
            stderr: String(decoding: complained, as: UTF8.self), stderrBytes: complained)
    }

    /// Bytes one thread hands another once, when they are all read.
    private final class Collected: @unchecked Sendable {
        // @unchecked: `data` and `isSet` are only touched under `condition`'s lock, a pthread mutex, which the
        // thread sanitizer sees.
        private var data = Data()
        private var isSet = false
        private let condition = NSCondition()

        func set(_ bytes: Data) {
            condition.lock()
            defer { condition.unlock() }
            (data, isSet) = (bytes, true)
            condition.signal()
        }

        func wait() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while !isSet { condition.wait() }
            return data
        }
    }
}
