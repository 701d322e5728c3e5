import CLIKit
import Foundation
import Testing

/// The exit-code table in docs/CLI.md is the one `ExitCode` defines: a new code, or a new meaning, fails
/// here until the table says it too.
@Suite("Exit-code table")
struct ExitCodeTableTests {
    /// The repository's docs/CLI.md, found from this file (Presentation/Tests/CLIKitTests/).
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/CLI.md")

    /// The rows of the table under "### Exit codes": code and meaning, in order.
    static func table() throws -> [(code: Int32, meaning: String)] {
        let text = try String(contentsOf: document, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "### Exit codes\n").dropFirst().first)
        return section.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("|") }
            .prefix { $0.hasPrefix("|") }
            .compactMap { line in
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count == 2, let code = Int32(cells[0]) else { return nil }
                return (code, cells[1])
            }
    }

    @Test("docs/CLI.md's exit codes are ExitCode's, in order, each with its meaning")
    func documentMatchesExitCode() throws {
        let rows = try Self.table()
        #expect(rows.map(\.code) == ExitCode.allCases.map(\.rawValue))
        #expect(rows.map(\.meaning) == ExitCode.allCases.map(\.meaning))
    }
}
