import Foundation

/// Runs the tools' executable in the package's folder; its messages are the plugin's.
func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 { throw CommandFailed(status: process.terminationStatus) }
}

/// The tool's exit status, when it was not 0.
struct CommandFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "strata exited with status \(status)" }
}
