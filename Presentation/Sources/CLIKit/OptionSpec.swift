/// One `--name` option of a command: a flag, or an option that takes a value.
public struct OptionSpec: Sendable, Equatable {
    /// Whether the option stands alone or takes a value.
    public enum Kind: Sendable, Equatable {
        /// `--json`: present or absent.
        case flag
        /// `--pages <pages>`: takes a value, written `--pages 3` or `--pages=3`.
        case value(placeholder: String)
    }

    /// The name without its leading dashes.
    public let name: String
    public let kind: Kind
    public let help: String
    public let isRequired: Bool
    public let isRepeatable: Bool

    public init(
        _ name: String, _ kind: Kind, help: String, isRequired: Bool = false, isRepeatable: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.help = help
        self.isRequired = isRequired
        self.isRepeatable = isRepeatable
    }

    /// How the option is written in a usage line, such as `--pages <pages>`.
    public var synopsis: String { synopsis { $0 } }

    /// The synopsis with its placeholder written by `word` (`--pages <Seiten>`).
    func synopsis(_ word: (String) -> String) -> String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder): "--\(name) <\(word(placeholder))>"
        }
    }
}
