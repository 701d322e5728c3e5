import Foundation

/// The checkout a tool works on: its files, and the programs it runs there (swift, git, swiftc).
///
/// The tests hand in a copy of the repository, so every path goes through `root`.
public struct Repository: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The repository that holds the current directory: the nearest folder with `architecture.json`.
    public static func enclosingCurrentDirectory() throws(ToolFailure) -> Repository {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("architecture.json").path)
            {
                return Repository(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else {
                throw ToolFailure(
                    "no architecture.json in this folder or above: run inside the repository", status: 2)
            }
            folder = parent
        }
    }

    public func url(_ relative: String) -> URL {
        relative.isEmpty || relative == "." ? root : root.appendingPathComponent(relative)
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative).path)
    }

    public func isFolder(_ relative: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(relative).path, isDirectory: &folder)
            && folder.boolValue
    }

    public func read(_ relative: String) throws(ToolFailure) -> String {
        do {
            return try String(contentsOf: url(relative), encoding: .utf8)
        } catch {
            throw ToolFailure("cannot read \(relative): \(error.localizedDescription)", status: 2)
        }
    }

    public func write(_ relative: String, _ text: String) throws(ToolFailure) {
        do {
            try FileManager.default.createDirectory(
                at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url(relative), atomically: true, encoding: .utf8)
        } catch {
            throw ToolFailure("cannot write \(relative): \(error.localizedDescription)", status: 2)
        }
    }

    /// The names in a folder, sorted; none when it does not exist.
    public func contents(of relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(relative).path)) ?? []).sorted()
    }

    /// Every file below a folder whose name ends in `suffix`, relative to the root, sorted.
    ///
    /// Hidden folders (.build, .git, .swiftpm) are skipped.
    public func files(under relative: String, endingIn suffix: String) -> [String] {
        guard
            let walker = FileManager.default.enumerator(
                at: url(relative), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        var found: [String] = []
        for case let file as URL in walker where file.lastPathComponent.hasSuffix(suffix) {
            let path = file.standardizedFileURL.path
            found.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
        }
        return found.sorted()
    }

    /// A path relative to the root, when `url` is inside it.
    public func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let base = root.resolvingSymlinksInPath().path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.path
    }

    /// Runs a program found on PATH in the repository, capturing what it prints.
    public func run(_ arguments: [String], in folder: String = ".") throws(ToolFailure) -> ProgramResult {
        try ProgramResult.run(arguments, in: url(folder))
    }
}

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

/// A tool's failure: the message it prints, and the status it exits with (1 a finding, 2 cannot run).
public struct ToolFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    public let status: Int32

    public init(_ description: String, status: Int32 = 1) {
        self.description = description
        self.status = status
    }
}
