import Foundation

/// Runs the tools' executable in the package's folder; its messages and its exit status are the plugin's.
func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
    let process = Process()
    (process.executableURL, process.arguments, process.currentDirectoryURL) = (tool, arguments, folder)
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
}
