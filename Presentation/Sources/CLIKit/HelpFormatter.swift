import Foundation
public import Presentation

/// Writes `--help` text from the same command table the parser reads, so the two cannot drift.
public enum HelpFormatter {
    /// The help of the command at `path`; the root's help also lists the exit codes.
    public static func help(for path: [String], in root: CommandSpec, version: String? = nil) -> String {
        guard let command = root.descendant(path) else { return help(for: [], in: root, version: version) }
        let place = ArgumentParser.display(path, root: root)
        var lines = ["USAGE: \(usage(of: command, at: place))", "", command.summary]

        if !command.subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            lines += table(
                command.subcommands.map { child in
                    let marker = child.name == command.defaultSubcommand ? " (default)" : ""
                    return (child.name, child.summary + marker)
                })
        }
        if !command.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += table(command.arguments.map { ("<\($0.name)>", $0.help) })
        }
        var options = command.options.map { ($0.synopsis, $0.help + ($0.isRequired ? " (required)" : "")) }
        if path.isEmpty, version != nil { options.append(("--version", "Show the version.")) }
        options.append(("-h, --help", "Show this help."))
        lines += ["", "OPTIONS:"] + table(options)

        if let example = command.example {
            lines += ["", "EXAMPLE:", "  " + ([place] + example.map(shellQuoted)).joined(separator: " ")]
        }
        if !command.subcommands.isEmpty {
            lines += ["", "Run '\(place) <subcommand> --help' for a subcommand's options."]
        }
        if path.isEmpty {
            lines += ["", "EXIT CODES:"]
            lines += table(ExitCode.allCases.map { (String($0.rawValue), $0.meaning) })
        }
        return lines.joined(separator: "\n")
    }

    /// One line such as `app plan make --pages <pages> --days <days> [--json]`.
    ///
    /// `in`: the language a screen's help writes its placeholders in (`make <Seiten> <Tage>`); `--help`'s are
    /// English.
    public static func usage(of command: CommandSpec, at place: String, in language: Language = .english)
        -> String
    {
        let word = { (name: String) in UsageError.placeholder(name, in: language) }
        if !command.subcommands.isEmpty {
            return command.defaultSubcommand == nil ? "\(place) <subcommand>" : "\(place) [<subcommand>]"
        }
        let options = command.options.map { option in
            let repeated = option.isRepeatable ? " ..." : ""
            let synopsis = option.synopsis(word)
            return option.isRequired ? synopsis + repeated : "[\(synopsis)]\(repeated)"
        }
        let arguments = command.arguments.map { argument in
            switch argument.count {
            case .one: "<\(word(argument.name))>"
            case .optional: "[<\(word(argument.name))>]"
            case .rest: "<\(word(argument.name))> ..."
            }
        }
        return ([place] + arguments + options).joined(separator: " ")
    }

    /// A word as a POSIX shell reads it back: quoted only when it has to be.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_.:/=@".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func table(_ rows: [(String, String)]) -> [String] {
        TextTable(indent: "  ", gap: 3).lines(rows.map { [$0, $1] })
    }
}
