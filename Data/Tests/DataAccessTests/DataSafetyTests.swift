import Foundation
import Testing

/// Source-level guarantees of the Data layer that the type system alone does not state.
@Suite("Data layer safety")
struct DataSafetyTests {
    /// Data/Sources/DataAccess, found from this file's path.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DataAccess")

    static func swiftFiles() throws -> [(name: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    /// SQL reaches SQLite only through `SQLiteConnection`, whose entry points take `StaticString`: text
    /// fixed at compile time.
    ///
    /// An interpolated string cannot be a `StaticString`, so SQL built from input does not compile. This
    /// test makes sure no other door exists.
    @Test("only SQLiteConnection.swift prepares SQL, and only from StaticString")
    func sqlIsStaticOnly() throws {
        let files = try Self.swiftFiles()
        #expect(files.count >= 5, "found \(files.count) files under \(Self.sources.path)")
        for (name, text) in files where name != "SQLiteConnection.swift" {
            #expect(!text.contains("sqlite3_prepare"), "\(name) prepares SQL itself")
            #expect(!text.contains("sqlite3_exec"), "\(name) executes SQL text itself")
        }
        let statement = try #require(files.first { $0.name == "SQLiteConnection.swift" }).text
        #expect(!statement.contains("sqlite3_exec"))
        let entryPoints = statement.matches(of: /func (execute|query|executeScript|prepare)\b/).count
        let staticEntryPoints = statement.matches(
            of: /func (execute|query|executeScript|prepare)(<\w+>)?\(\s*_ sql: StaticString/
        ).count
        #expect(entryPoints == 4)
        #expect(staticEntryPoints == entryPoints, "an entry point takes SQL that is not a StaticString")
    }
}
