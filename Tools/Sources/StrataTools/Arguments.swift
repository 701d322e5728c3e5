/// A subcommand's words after its name, taken one flag or option at a time; what is left at the end is
/// a usage error.
public struct Arguments: Sendable {
    private var words: [String]

    public init(_ words: [String]) { self.words = words }

    /// Whether `--name` was given (and takes it).
    public mutating func flag(_ name: String) -> Bool {
        guard let index = words.firstIndex(of: name) else { return false }
        words.remove(at: index)
        return true
    }

    /// Every value of `--name VALUE` or `--name=VALUE`, in order (and takes them).
    public mutating func values(_ name: String) throws(ToolFailure) -> [String] {
        var found: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == name {
                guard index + 1 < words.count else { throw .usage("\(name) needs a value") }
                found.append(words.remove(at: index + 1))
                words.remove(at: index)
            } else if words[index].hasPrefix(name + "=") {
                found.append(String(words.remove(at: index).dropFirst(name.count + 1)))
            } else {
                index += 1
            }
        }
        return found
    }

    /// The last value of `--name`, if given.
    public mutating func value(_ name: String) throws(ToolFailure) -> String? { try values(name).last }

    /// The next word that is not an option.
    public mutating func positional() -> String? {
        words.firstIndex { !$0.hasPrefix("--") }.map { words.remove(at: $0) }
    }

    /// Fails on any word no one took.
    public func finish() throws(ToolFailure) {
        if let extra = words.first { throw .usage("unexpected argument '\(extra)'") }
    }
}
