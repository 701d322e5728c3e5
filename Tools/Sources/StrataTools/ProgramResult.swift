import Foundation

/// What a finished program printed, and how it exited.
public struct ProgramResult: Sendable {
    public let status: Int32, output: String, errors: String

    /// Runs `arguments` (the program found on PATH) in `folder`, its output through files so that neither stream
    /// can fill a pipe and stall it; `streaming` leaves the output on this terminal.
    static func run(_ arguments: [String], in folder: URL, streaming: Bool = false) throws(ToolFailure)
        -> ProgramResult
    {
        let files = ["out", "err"].map {
            FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID()).\($0)")
        }
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        let process = Process()
        (process.executableURL, process.arguments) = (URL(fileURLWithPath: "/usr/bin/env"), arguments)
        process.currentDirectoryURL = folder
        do {
            if !streaming {
                for file in files { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
                process.standardOutput = try FileHandle(forWritingTo: files[0])
                process.standardError = try FileHandle(forWritingTo: files[1])
            }
            try process.run()
        } catch { throw ToolFailure("cannot run \(arguments.joined(separator: " ")): \(error)", status: 2) }
        process.waitUntilExit()
        let text = files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
        return ProgramResult(status: process.terminationStatus, output: text[0], errors: text[1])
    }

    /// Runs a step of a larger command with its output on this terminal; true when it succeeded.
    static func step(_ arguments: [String], in folder: URL) throws(ToolFailure) -> Bool {
        print("+ " + arguments.joined(separator: " "))
        fflush(nil)  // what was printed before comes before the step's own output
        return try run(arguments, in: folder, streaming: true).status == 0
    }
}
