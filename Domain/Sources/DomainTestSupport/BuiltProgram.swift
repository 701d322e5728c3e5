// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// An executable the build made beside the tests, such as a feature's `reading-plan-preview`, run as a
/// child process: its exit status and everything it printed.
///
/// Found beside the test bundle or above it (the test executable on Linux, `<Package>PackageTests.xctest`
/// on macOS), never from the path the test process was started by.
public struct BuiltProgram: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    /// Runs `name` with `arguments`, `input` as its standard input, and waits for it to exit.
    public static func run(_ name: String, _ arguments: [String], input: String = "") throws -> BuiltProgram {
        let process = Process()
        process.executableURL = try locate(name)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let (stdin, stdout, stderr) = try ChildProcess.start {
            let pipes = (Pipe(), Pipe(), Pipe())
            (process.standardInput, process.standardOutput, process.standardError) = pipes
            try process.run()
            return pipes
        }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Standard error is read on its own thread, so a full pipe on either side cannot stall the child.
        let errors = Collected()
        let reading = Thread { errors.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reading.start()
        let printed = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BuiltProgram(
            status: process.terminationStatus, stdout: String(decoding: printed, as: UTF8.self),
            stderr: String(decoding: errors.wait(), as: UTF8.self))
    }

    private static func locate(_ name: String) throws -> URL {
        var folder = Bundle(for: Marker.self).bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        throw Missing(
            description: "no built '\(name)' beside the test bundle or above it; build the tests first")
    }

    public struct Missing: Error, CustomStringConvertible {
        public let description: String
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

    /// A class linked into the test bundle with this module, for `Bundle(for:)`.
    private final class Marker {}
}
