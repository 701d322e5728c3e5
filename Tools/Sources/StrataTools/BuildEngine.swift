public import Foundation

/// The engine SwiftPM builds with (docs/TOOLING.md, Two build engines); the tools run swift as make does.
public enum BuildEngine: String, CaseIterable, Sendable {
    case native, swiftbuild

    /// This run's engine: STRATA_ENGINE (make sets it), else SWIFT_BUILD_SYSTEM, else the toolchain's.
    public static var current: BuildEngine {
        get throws(ToolFailure) {
            let environment = ProcessInfo.processInfo.environment
            let names = ["STRATA_ENGINE", "SWIFT_BUILD_SYSTEM"].compactMap { environment[$0] }
            guard let name = names.first(where: { !$0.isEmpty }) else { return try toolchainDefault() }
            guard let engine = BuildEngine(rawValue: name) else {
                throw ToolFailure("SWIFT_BUILD_SYSTEM must be native or swiftbuild, not '\(name)'", status: 2)
            }
            return engine
        }
    }

    /// The engine `swift build` uses when no `--build-system` is given, as its help states it.
    static func toolchainDefault() throws(ToolFailure) -> BuildEngine {
        let help = try ProgramResult.run(["swift", "build", "--help"], in: URL(fileURLWithPath: "/"))
        let stated = help.output.firstMatch(of: /--build-system <[^>]*>\s+[^\n]*\(default: (\w+)\)/)
        return stated.flatMap { BuildEngine(rawValue: String($0.1)) } ?? .native
    }

    /// What make passes to every swift command: `--build-system` only when SWIFT_BUILD_SYSTEM names one (0017).
    public static var currentFlags: [String] {
        get throws(ToolFailure) {
            let named = !(ProcessInfo.processInfo.environment["SWIFT_BUILD_SYSTEM"] ?? "").isEmpty
            return try current.flags(named: named)
        }
    }

    /// The flags of a swift command on this engine, as make's SWIFT_FLAGS; `named`: with `--build-system`.
    public func flags(named: Bool = true) -> [String] {
        ["--manifest-cache", "local"] + (named ? ["--build-system", rawValue] : [])
            + (self == .native ? [] : ["--disable-index-store"])
    }

    /// `swift`, or on Swift Build the script that runs it again when Swift Build crashed (swiftlang/swift#87033).
    public func swift(in repository: URL) -> String {
        self == .native ? "swift" : repository.appending(path: "Tools/scripts/swiftbuild-retry.sh").path
    }

    /// Where the root's debug build keeps its `.swiftmodule`s: bin/Modules/ on native, bin/ on Swift Build.
    public static func modules(of repository: Repository) throws(ToolFailure) -> URL {
        let result = try repository.run(["swift", "build", "--show-bin-path"] + currentFlags)
        guard result.status == 0, let bin = result.output.split(separator: "\n").last else {
            throw ToolFailure("cannot ask swift for its build folder:\n\(result.errors)", status: 2)
        }
        let modules = URL(fileURLWithPath: String(bin)).appendingPathComponent("Modules")
        return FileManager.default.fileExists(atPath: modules.path)
            ? modules : modules.deletingLastPathComponent()
    }
}
