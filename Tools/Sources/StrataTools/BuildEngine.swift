import Foundation

/// The engine SwiftPM builds with, as the Makefile names it in SWIFT_BUILD_SYSTEM: `native` (SwiftPM's own) or
/// `swiftbuild` (Swift Build, the default of Swift 6.4's `swift build` and of Xcode).
///
/// The tools run swift themselves (bench, affected, the tests' scratch builds), so they read the same variable as
/// make, and pass the same flags (docs/decisions/0017-build-engines.md).
public enum BuildEngine: String, CaseIterable, Sendable {
    case native
    case swiftbuild

    /// The engine this process was asked for; native when nothing says.
    public static var current: BuildEngine {
        get throws(ToolFailure) {
            guard let name = ProcessInfo.processInfo.environment["SWIFT_BUILD_SYSTEM"], !name.isEmpty else {
                return .native
            }
            guard let engine = BuildEngine(rawValue: name) else {
                throw ToolFailure("SWIFT_BUILD_SYSTEM must be native or swiftbuild, not '\(name)'", status: 2)
            }
            return engine
        }
    }

    /// What the Makefile passes to every swift command on this engine: the engine itself, and on native
    /// SwiftPM's own import check (Swift Build accepts that flag and ignores it).
    public var flags: [String] {
        ["--manifest-cache", "local", "--build-system", rawValue]
            + (self == .native ? ["--explicit-target-dependency-import-check", "error"] : [])
    }

    /// The command that runs `swift build` or `swift test` on this engine in the checkout `repository`: on Swift
    /// Build, through the script that runs a command again when Swift Build itself crashed (swiftlang/swift#87033).
    public func swift(in repository: URL) -> String {
        self == .native
            ? "swift" : repository.appendingPathComponent("Tools/scripts/swiftbuild-retry.sh").path
    }

    /// The folder of the `.swiftmodule`s that the root package's debug build on this engine writes, as
    /// `swift build --show-bin-path` names it (the engines lay out their build folders differently).
    public func modules(of repository: Repository, package: String = ".") throws(ToolFailure) -> URL {
        let result = try repository.run(
            ["swift", "build", "--package-path", package, "--show-bin-path"] + flags)
        guard result.status == 0, let bin = result.output.split(separator: "\n").last else {
            throw ToolFailure("cannot ask swift for its build folder:\n\(result.errors)", status: 2)
        }
        let folder = URL(fileURLWithPath: String(bin))
        return self == .native ? folder.appendingPathComponent("Modules") : folder
    }
}
