import Domain
import Foundation

/// A place a terminal view writes lines of text to: standard output, standard error, or memory.
public protocol TextOutput: AnyObject, Sendable {
    /// Writes `text` as it is, with no newline added (a prompt, for example).
    func write(_ text: String)
}

extension TextOutput {
    /// Writes `line` followed by a newline.
    public func writeLine(_ line: String) {
        write(line + "\n")
    }
}
