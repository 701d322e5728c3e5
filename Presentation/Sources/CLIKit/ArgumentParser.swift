import Presentation

/// Parses a command line against a table of commands.
///
/// Rules: `--name value` and `--name=value`;
/// flags take no value; an option may be given once unless it is repeatable; `--` ends options;
/// `-h`/`--help` asks for help when it is the last word, wherever it follows the command (`help <command>`
/// asks the same); `--version` only as the program's one word. A word after `--help` or `--version` is a
/// usage error that names it: the words are never quietly dropped.
public struct ArgumentParser: Sendable {
    public let root: CommandSpec

    public init(root: CommandSpec) {
        self.root = root
    }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParseResult {
        if arguments.first == Self.helpCommand, root.subcommand(Self.helpCommand) == nil {
            return try helpPath(arguments.dropFirst())
        }
        var remaining = arguments[...]
        var command = root
        var path: [String] = []

        // Walk down the groups until a leaf command is reached.
        while !command.subcommands.isEmpty {
            let token = remaining.first
            if let token, Self.isHelp(token) {
                try Self.nothing(after: token, in: remaining.dropFirst(), path: path)
                return .help(path: path)
            }
            if let token, token == "--version", path.isEmpty {
                try Self.nothing(after: token, in: remaining.dropFirst(), path: path)
                return .version
            }
            if let token, let child = command.subcommand(token) {
                remaining.removeFirst()
                command = child
                path.append(token)
                continue
            }
            if let defaultName = command.defaultSubcommand, let child = command.subcommand(defaultName),
                token.map({ $0.hasPrefix("-") }) ?? true
            {
                command = child
                path.append(defaultName)
                continue
            }
            let place = Self.display(path, root: root)
            guard let token else { throw UsageError("usage.needsSubcommand", ["place": place], path: path) }
            if token.hasPrefix("-") {
                throw UsageError(
                    "usage.unknownOption", ["option": TerminalText.quoted(token), "place": place], path: path)
            }
            throw UsageError(
                "usage.unknownCommand", ["command": TerminalText.quoted(token), "place": place], path: path)
        }
        return try parseLeaf(command, path: path, tokens: remaining)
    }

    private func parseLeaf(_ command: CommandSpec, path: [String], tokens: ArraySlice<String>)
        throws(UsageError)
        -> ParseResult
    {
        let place = Self.display(path, root: root)
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var arguments: [String] = []
        if let help = tokens.prefix(while: { $0 != "--" }).firstIndex(where: Self.isHelp) {
            try Self.nothing(after: tokens[help], in: tokens[(help + 1)...], path: path)
            return .help(path: path)
        }
        var remaining = tokens
        var optionsEnded = false

        while let token = remaining.popFirst() {
            if optionsEnded || !Self.looksLikeOption(token) {
                arguments.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            guard token.hasPrefix("--") else {
                throw UsageError(
                    "usage.unknownOption", ["option": TerminalText.quoted(token), "place": place], path: path)
            }
            let body = token.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            guard let option = command.options.first(where: { $0.name == name }) else {
                throw UsageError(
                    "usage.unknownOption", ["option": TerminalText.quoted("--" + name), "place": place],
                    path: path)
            }
            let alreadyGiven = values[name] != nil || flags.contains(name)
            if alreadyGiven, !option.isRepeatable {
                throw UsageError("usage.repeated", ["option": "--" + name], path: path)
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil {
                    throw UsageError("usage.noValue", ["option": "--" + name], path: path)
                }
                flags.insert(name)
            case .value(let placeholder):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if let next = remaining.first, !next.hasPrefix("--") {
                    value = next
                    remaining.removeFirst()
                } else {
                    throw UsageError(
                        "usage.needsValue", ["option": "--" + name], placeholders: ["value": placeholder],
                        path: path)
                }
                values[name, default: []].append(value)
            }
        }

        // A required option takes a value: a flag that must be given would say nothing.
        for option in command.options where option.isRequired && values[option.name] == nil {
            guard case .value(let placeholder) = option.kind else { continue }
            throw UsageError(
                "usage.missingOption", ["option": "--" + option.name, "place": place],
                placeholders: ["value": placeholder], path: path)
        }
        let takesTheRest = command.arguments.last?.count == .rest
        if arguments.count > command.arguments.count, !takesTheRest {
            let extra = arguments[command.arguments.count]
            throw UsageError(
                "usage.unexpectedArgument", ["argument": TerminalText.quoted(extra), "place": place],
                path: path)
        }
        let required = command.arguments.prefix { $0.count != .optional }
        if arguments.count < required.count {
            let missing = command.arguments[arguments.count].name
            throw UsageError(
                "usage.missingArgument", ["place": place], placeholders: ["argument": missing], path: path)
        }
        return .run(Invocation(path: path, values: values, flags: flags, arguments: arguments), leaf: command)
    }

    /// `-5` is a negative number given as an argument, not an option.
    private static func looksLikeOption(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token != "-" else { return false }
        return !(token.dropFirst().first?.isASCII == true && token.dropFirst().first?.isNumber == true)
    }

    private static func isHelp(_ token: String) -> Bool { token == "--help" || token == "-h" }

    /// `help plan make`: the help of the command those words name, as `plan make --help` asks for it.
    static let helpCommand = "help"

    private func helpPath(_ words: ArraySlice<String>) throws(UsageError) -> ParseResult {
        var command = root
        var path: [String] = []
        for word in words {
            guard let child = command.subcommand(word) else {
                let place = Self.display([Self.helpCommand] + path, root: root)
                throw UsageError(
                    "usage.unknownCommand", ["command": TerminalText.quoted(word), "place": place], path: path
                )
            }
            command = child
            path.append(word)
        }
        return .help(path: path)
    }

    /// `--help` and `--version` end the line: a word after them is refused by name, not dropped.
    private static func nothing(after flag: String, in rest: ArraySlice<String>, path: [String])
        throws(UsageError)
    {
        guard let extra = rest.first else { return }
        throw UsageError("usage.afterFlag", ["word": TerminalText.quoted(extra), "flag": flag], path: path)
    }

    /// `app plan make` for the path `["plan", "make"]`.
    public static func display(_ path: [String], root: CommandSpec) -> String {
        ([root.name] + path).joined(separator: " ")
    }
}
