/// A command of the CLI: either a group of subcommands or a leaf that runs.
public struct CommandSpec: Sendable, Equatable {
    public let name: String
    public let summary: String
    public let options: [OptionSpec]
    public let arguments: [ArgumentSpec]
    public let subcommands: [CommandSpec]
    /// The subcommand that runs when a group is given none, such as `list` for `app orders`.
    public let defaultSubcommand: String?
    /// A leaf's words after its path that run it successfully on a fresh database (with the demo data
    /// the app gives one), such as `["--pages", "300", "--days", "10"]`: `--help` shows it, and the
    /// tests run it for every leaf.
    public let example: [String]?
    /// Whether running the example may change stored data.
    public let writes: Bool

    public init(
        _ name: String,
        summary: String,
        options: [OptionSpec] = [],
        arguments: [ArgumentSpec] = [],
        subcommands: [CommandSpec] = [],
        defaultSubcommand: String? = nil,
        example: [String]? = nil,
        writes: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.example = example
        self.writes = writes
    }

    /// Whether the command takes `--name`.
    public func takes(_ option: OptionSpec) -> Bool {
        options.contains { $0.name == option.name }
    }

    /// The subcommand called `name`, if any.
    public func subcommand(_ name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The command reached by following `path` from here.
    public func descendant(_ path: [String]) -> CommandSpec? {
        path.reduce(Optional(self)) { command, name in command?.subcommand(name) }
    }

    /// Every runnable command below this one, with its path of names from here.
    ///
    /// The app's in-memory tests and the end-to-end tests, two packages, derive a row from each leaf
    /// (its example must succeed, a repeated `--json` must be refused), so the walk is defined once,
    /// beside the tree it walks.
    public var leaves: [(path: [String], command: CommandSpec)] {
        subcommands.isEmpty
            ? [([], self)]
            : subcommands.flatMap { child in child.leaves.map { ([child.name] + $0.path, $0.command) } }
    }

    /// This command and every one below it without `options`, each example without them and their values.
    public func removing(_ options: [OptionSpec]) -> CommandSpec {
        let names = Set(options.map(\.name))
        return CommandSpec(
            name, summary: summary, options: self.options.filter { !names.contains($0.name) },
            arguments: arguments,
            subcommands: subcommands.map { $0.removing(options) }, defaultSubcommand: defaultSubcommand,
            example: example.map { Self.words($0, without: names, in: self.options) }, writes: writes)
    }

    /// `words` without the options named `names`, and the value after each that takes one.
    private static func words(_ words: [String], without names: Set<String>, in options: [OptionSpec])
        -> [String]
    {
        var kept: [String] = []
        var remaining = words[...]
        while let word = remaining.popFirst() {
            let name = String(word.dropFirst(2).prefix { $0 != "=" })
            guard word.hasPrefix("--"), names.contains(name) else {
                kept.append(word)
                continue
            }
            let takesValue = options.first { $0.name == name }.map {
                if case .value = $0.kind { true } else { false }
            }
            if takesValue == true, !word.contains("="), !remaining.isEmpty { remaining.removeFirst() }
        }
        return kept
    }
}
