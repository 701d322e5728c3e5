/// A subcommand's words after its name, taken one at a time; any left at the end are a usage error.
public struct Arguments: Sendable {
    private var words: [String]

    public init(_ words: [String]) { self.words = words }

    /// Whether `--name` was given (and takes it).
    public mutating func flag(_ name: String) -> Bool {
        words.firstIndex(of: name).map { words.remove(at: $0) } != nil
    }

    /// Every value of `--name VALUE` or `--name=VALUE`, in order (and takes them).
    public mutating func values(_ name: String) throws(ToolFailure) -> [String] {
        var found: [String] = []
        while let index = words.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) {
            let word = words.remove(at: index)
            guard word != name || index < words.count else { throw .usage("\(name) needs a value") }
            found.append(word == name ? words.remove(at: index) : String(word.dropFirst(name.count + 1)))
        }
        return found
    }

    /// The next word that is not an option.
    public mutating func positional() -> String? {
        words.firstIndex { !$0.hasPrefix("--") }.map { words.remove(at: $0) }
    }

    /// Fails on any word no one took.
    public func finish() throws(ToolFailure) {
        if let extra = words.first { throw .usage("unexpected argument '\(extra)'") }
    }
}
