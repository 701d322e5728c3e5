public import Foundation

/// An executable the root package builds beside the tests (`app`, `TerminalRunner`, `CrashWriter`), found explicitly:
/// the environment variable that `make` sets from `swift build --show-bin-path`, else the folder of the
/// test bundle.
///
/// Never from the path the test process was started by: on macOS `swift test` runs the tests inside
/// SwiftPM's testing helper or `xctest`, whose path says nothing about the build folder.
public enum BuiltExecutable {
    /// The executable `name`: `$variable` when set, else beside the test bundle or above it.
    ///
    /// The test bundle is the test executable in the build folder on Linux, and
    /// `<build folder>/<Package>PackageTests.xctest` on macOS. Throws, naming `variable`, when neither
    /// is an executable file.
    public static func locate(
        _ name: String, variable: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> URL {
        if let path = environment[variable], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw Missing(description: "\(variable)=\(path) is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        let bundle = Bundle(for: Marker.self).bundleURL
        var folder = bundle
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        throw Missing(
            description: "no built '\(name)' beside the test bundle \(bundle.path) or above it; "
                + "set \(variable) to its path (make does: swift build --show-bin-path)")
    }

    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// A class linked into the test bundle with this module, for `Bundle(for:)`.
    private final class Marker {}
}
