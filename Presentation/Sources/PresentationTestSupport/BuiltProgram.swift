// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// An executable the build made beside the tests, such as a feature's `reading-plan-preview`, run as a
/// child process: its exit status and everything it printed.
///
/// Found beside the test bundle or above it (the test executable on Linux, `<Package>PackageTests.xctest`
/// on macOS), never from the path the test process was started by.
public enum BuiltProgram {
    /// Runs `name` with `arguments`, `input` as its standard input, and waits for it to exit.
    ///
    /// Its words are English whatever the machine's locale (LC_ALL=C), unless `locale` names one, such as
    /// `de_DE.UTF-8`.
    public static func run(_ name: String, _ arguments: [String], input: String = "", locale: String = "C")
        throws -> ChildProcess.Result
    {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["LC_ALL"] = locale
        return try ChildProcess.run(try locate(name), arguments, environment: environment, input: input)
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

    /// A class linked into the test bundle with this module, for `Bundle(for:)`.
    private final class Marker {}
}
