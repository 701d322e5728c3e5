import Foundation

/// The engine SwiftPM builds with, as the Makefile names it in SWIFT_BUILD_SYSTEM: `native` (SwiftPM's own) or
/// `swiftbuild` (Swift Build, the default of Swift 6.4 and of Xcode); the tools run swift as make does.
public enum BuildEngine: String, CaseIterable, Sendable {
    case native, swiftbuild

    /// The engine this process was asked for; native when nothing says.
    public static var current: BuildEngine {
        get throws(ToolFailure) {
            let name = ProcessInfo.processInfo.environment["SWIFT_BUILD_SYSTEM"] ?? ""
            guard let engine = name.isEmpty ? .native : BuildEngine(rawValue: name) else {
                throw ToolFailure("SWIFT_BUILD_SYSTEM must be native or swiftbuild, not '\(name)'", status: 2)
            }
            return engine
        }
    }

    /// What make passes to every swift command: the engine, and on native SwiftPM's own import check.
    public var flags: [String] {
        ["--manifest-cache", "local", "--build-system", rawValue]
            + (self == .native ? ["--explicit-target-dependency-import-check", "error"] : [])
    }

    /// `swift`, or on Swift Build the script that runs it again when Swift Build crashed (swiftlang/swift#87033).
    public func swift(in repository: URL) -> String {
        self == .native
            ? "swift" : repository.appendingPathComponent("Tools/scripts/swiftbuild-retry.sh").path
    }

    /// The folder of the `.swiftmodule`s of a package's debug build on this engine (the engines lay out their
    /// build folders differently).
    public func modules(of repository: Repository, package: String = ".") throws(ToolFailure) -> URL {
        let result = try repository.run(
            ["swift", "build", "--package-path", package, "--show-bin-path"] + flags)
        guard result.status == 0, let bin = result.output.split(separator: "\n").last else {
            throw ToolFailure("cannot ask swift for its build folder:\n\(result.errors)", status: 2)
        }
        return URL(fileURLWithPath: String(bin)).appendingPathComponent(self == .native ? "Modules" : "")
    }
}
