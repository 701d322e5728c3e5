import Foundation

/// What a finished program printed, and how it exited.
public struct ProgramResult: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String

    /// Runs `arguments` (the program found on PATH) in `folder`.
    ///
    /// Output goes through files, so neither stream can fill a pipe and stall the program.
    static func run(_ arguments: [String], in folder: URL, streaming: Bool = false) throws(ToolFailure)
        -> ProgramResult
    {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-\(UUID().uuidString)")
        let outputFile = scratch.appendingPathExtension("out")
        let errorFile = scratch.appendingPathExtension("err")
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        do {
            if !streaming {
                _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
                _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
                process.standardOutput = try FileHandle(forWritingTo: outputFile)
                process.standardError = try FileHandle(forWritingTo: errorFile)
            }
            try process.run()
        } catch {
            throw ToolFailure("cannot run \(arguments.joined(separator: " ")): \(error)", status: 2)
        }
        process.waitUntilExit()
        let text = { (file: URL) in (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        return ProgramResult(
            status: process.terminationStatus, output: streaming ? "" : text(outputFile),
            errors: streaming ? "" : text(errorFile))
    }

    /// Runs a step of a larger command with its output on this terminal; true when it succeeded.
    static func step(_ arguments: [String], in folder: URL) throws(ToolFailure) -> Bool {
        print("+ " + arguments.joined(separator: " "))
        fflush(nil)  // what was printed before comes before the step's own output
        return try run(arguments, in: folder, streaming: true).status == 0
    }
}
