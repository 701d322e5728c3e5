public import Foundation

/// The checkout a tool works on; the tests hand in a copy of it, so every path goes through `root`.
public struct Repository: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root.standardizedFileURL }

    /// The repository that holds the current directory: the nearest folder with `architecture.json`.
    public static func enclosingCurrentDirectory() throws(ToolFailure) -> Repository {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while !Repository(root: folder).exists("architecture.json") {
            guard folder.path != "/" else {
                throw ToolFailure(
                    "no architecture.json in this folder or above: run inside the repository", status: 2)
            }
            folder.deleteLastPathComponent()
        }
        return Repository(root: folder)
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
        do { return try String(contentsOf: url(relative), encoding: .utf8) } catch {
            throw ToolFailure("cannot read \(relative): \(error.localizedDescription)", status: 2)
        }
    }

    public func write(_ relative: String, _ text: String) throws(ToolFailure) {
        do {
            try FileManager.default.createDirectory(
                at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url(relative), atomically: true, encoding: .utf8)
        } catch { throw ToolFailure("cannot write \(relative): \(error.localizedDescription)", status: 2) }
    }

    /// The names in a folder, sorted; none when it does not exist.
    public func contents(of relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(relative).path)) ?? []).sorted()
    }

    /// Every file below a folder whose name ends in `suffix`, relative to the root, sorted; hidden ones are skipped.
    public func files(under relative: String, endingIn suffix: String) -> [String] {
        let walker = FileManager.default.enumerator(
            at: url(relative), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let paths = (walker?.allObjects as? [URL] ?? []).map(\.standardizedFileURL.path)
        return paths.filter { $0.hasSuffix(suffix) }
            .map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }.sorted()
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
