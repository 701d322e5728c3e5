import Domain
import Foundation

/// Where the shell's lines come from: standard input, or a script in tests.
protocol LineSource: Sendable {
    /// The next line without its newline, or nil at the end of input.
    func nextLine() async -> String?
}
