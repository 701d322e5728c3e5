import CLIKit
import Testing

@Suite("ArgumentParser")
struct ArgumentParserTests {
    let parser = ArgumentParser(
        root: CommandSpec(
            "tool",
            summary: "A tool.",
            subcommands: [
                CommandSpec(
                    "make",
                    summary: "Make.",
                    options: [
                        OptionSpec("pages", .value(placeholder: "pages"), help: "Pages.", isRequired: true),
                        OptionSpec("tag", .value(placeholder: "tag"), help: "Tag.", isRepeatable: true),
                        OptionSpec("json", .flag, help: "JSON."),
                    ]),
                CommandSpec(
                    "orders",
                    summary: "Orders.",
                    subcommands: [
                        CommandSpec(
                            "list", summary: "List.", options: [OptionSpec("json", .flag, help: "JSON.")]),
                        CommandSpec("show", summary: "Show.", arguments: [ArgumentSpec("id", help: "Id.")]),
                    ],
                    defaultSubcommand: "list"),
            ]))

    @Test("--name value and --name=value both set a value")
    func valueSpellings() throws {
        #expect(
            try parser.parse(["make", "--pages", "3"]).invocation
                == .some(Invocation(path: ["make"], values: ["pages": ["3"]])))
        #expect(
            try parser.parse(["make", "--pages=3"]).invocation
                == .some(Invocation(path: ["make"], values: ["pages": ["3"]])))
        #expect(
            try parser.parse(["make", "--pages=a=b"]).invocation
                == .some(Invocation(path: ["make"], values: ["pages": ["a=b"]])))
        #expect(
            try parser.parse(["make", "--pages="]).invocation
                == .some(Invocation(path: ["make"], values: ["pages": [""]])))
    }

    @Test("a negative number is a value, not an option")
    func negativeValue() throws {
        #expect(
            try parser.parse(["make", "--pages", "-5"]).invocation
                == .some(Invocation(path: ["make"], values: ["pages": ["-5"]])))
    }

    @Test("flags and repeatable options")
    func flagsAndRepeats() throws {
        #expect(
            try parser.parse(["make", "--json", "--tag", "a", "--pages", "1", "--tag=b"]).invocation
                == .some(
                    Invocation(path: ["make"], values: ["pages": ["1"], "tag": ["a", "b"]], flags: ["json"])))
    }

    @Test(
        "malformed command lines say what is wrong",
        arguments: [
            (["make", "--pages", "1", "--nope"], "unknown option '--nope' for 'tool make'."),
            (["make", "--pages", "1", "-x"], "unknown option '-x' for 'tool make'."),
            (["make", "--pages"], "option '--pages' needs a value <pages>."),
            (["make", "--pages", "--json"], "option '--pages' needs a value <pages>."),
            (["make", "--pages", "1", "--pages", "2"], "option '--pages' was given more than once."),
            (["make", "--pages", "1", "--json", "--json"], "option '--json' was given more than once."),
            (["make", "--pages", "1", "--json=yes"], "option '--json' takes no value."),
            (["make"], "missing required option '--pages <pages>' for 'tool make'."),
            (["make", "--pages", "1", "extra"], "unexpected argument 'extra' for 'tool make'."),
            (["bake"], "unknown command 'bake' for 'tool'."),
            (["--bake"], "unknown option '--bake' for 'tool'."),
            ([], "'tool' needs a subcommand."),
            (["orders", "show"], "missing argument <id> for 'tool orders show'."),
            (["orders", "nope"], "unknown command 'nope' for 'tool orders'."),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try parser.parse(arguments) }
        do {
            _ = try parser.parse(arguments)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("-- ends the options: what follows is an argument even if it starts with dashes")
    func doubleDash() throws {
        #expect(
            try parser.parse(["orders", "show", "--", "--7"]).invocation
                == .some(Invocation(path: ["orders", "show"], arguments: ["--7"])))
        #expect(
            try parser.parse(["orders", "show", "--", "--help"]).invocation
                == .some(Invocation(path: ["orders", "show"], arguments: ["--help"])))
    }

    @Test("help as the last word wins over other mistakes and names the deepest command reached")
    func help() throws {
        #expect(try parser.parse(["--help"]) == .help(path: []))
        #expect(try parser.parse(["orders", "-h"]) == .help(path: ["orders"]))
        #expect(try parser.parse(["make", "--pages", "1", "--help"]) == .help(path: ["make"]))
        #expect(try parser.parse(["make", "--nope", "--help"]) == .help(path: ["make"]))
    }

    @Test("help <command> asks for that command's help, as <command> --help does")
    func helpCommand() throws {
        #expect(try parser.parse(["help"]) == .help(path: []))
        #expect(try parser.parse(["help", "orders"]) == .help(path: ["orders"]))
        #expect(try parser.parse(["help", "orders", "show"]) == .help(path: ["orders", "show"]))
        expectRefusal("unknown command 'nope' for 'tool help orders'.", path: ["orders"]) {
            try parser.parse(["help", "orders", "nope"])
        }
        expectRefusal("unknown command 'x' for 'tool help make'.", path: ["make"]) {
            try parser.parse(["help", "make", "x"])
        }
    }

    @Test(
        "a word after --help or --version is a usage error that names it, wherever the flag is",
        arguments: [
            (["--help", "extra"], "'extra' after '--help'", [String]()),
            (["-h", "-h"], "'-h' after '-h'", []),
            (["--version", "--frobnicate"], "'--frobnicate' after '--version'", []),
            (["--version", "--help"], "'--help' after '--version'", []),
            (["orders", "--help", "list"], "'list' after '--help'", ["orders"]),
            (["make", "--help", "--pages", "1"], "'--pages' after '--help'", ["make"]),
            (["orders", "show", "-h", "7"], "'7' after '-h'", ["orders", "show"]),
        ])
    func wordAfterHelpOrVersion(words: [String], named: String, path: [String]) {
        #expect(throws: UsageError.self) { try parser.parse(words) }
        do {
            _ = try parser.parse(words)
        } catch {
            #expect(error.message.hasPrefix(named + " was not understood"), "\(error.message)")
            #expect(error.path == path)
        }
    }

    @Test("--version only as the program's one word")
    func version() throws {
        #expect(try parser.parse(["--version"]) == .version)
        #expect(throws: UsageError.self) { try parser.parse(["make", "--pages", "1", "--version"]) }
    }

    @Test("a group with a default runs it when given no subcommand or only options")
    func defaultSubcommand() throws {
        #expect(try parser.parse(["orders"]).invocation == .some(Invocation(path: ["orders", "list"])))
        // The leaf it names comes with it, so no caller walks the table again for its options.
        let list = try #require(parser.root.subcommand("orders")?.subcommand("list"))
        #expect(try parser.parse(["orders"]) == .run(Invocation(path: ["orders", "list"]), leaf: list))
        #expect(
            try parser.parse(["orders", "--json"]).invocation
                == .some(Invocation(path: ["orders", "list"], flags: ["json"])))
        #expect(
            try parser.parse(["orders", "show", "7"]).invocation
                == .some(Invocation(path: ["orders", "show"], arguments: ["7"])))
    }

    @Test("leaf paths list every runnable command")
    func leafPaths() {
        #expect(parser.root.leaves.map(\.path) == [["make"], ["orders", "list"], ["orders", "show"]])
    }

    @Test("a whole number is ASCII digits from a minimum, or exit 65 giving the range and what was wrong")
    func wholeNumbers() throws {
        let given = Invocation(path: ["users", "show"], arguments: ["7"])
        #expect(try given.countingArgument(naming: { _ in "The user id" }) == 7)
        #expect(try Invocation.wholeNumber("0", from: 0, naming: { _ in "--revision" }) == 0)
        #expect(try Invocation.wholeNumber("+12", from: 1, naming: { _ in "--page" }) == 12)
        #expect(
            try Invocation.wholeNumber("9223372036854775807", from: 1, naming: { _ in "--page" }) == Int.max)
        let refusals = [
            ("0", "is out of range"), ("-3", "is out of range"), ("-9223372036854775808", "is out of range"),
            ("99999999999999999999", "is out of range"), ("9223372036854775808", "is out of range"),
            ("seven", "is not a whole number"), ("", "is not a whole number"),
            (" 2", "is not a whole number"),
            ("1.5", "is not a whole number"), ("１", "is not a whole number"), ("-", "is not a whole number"),
        ]
        for (text, problem) in refusals {
            let bad = Invocation(path: [], arguments: [text])
            #expect(
                throws: CommandFailure(
                    code: .invalidInput,
                    message: { _ in
                        "The loan id must be a whole number of at least 1; '\(text)' \(problem)."
                    }
                )
            ) {
                try bad.countingArgument(naming: { _ in "The loan id" })
            }
            #expect(
                throws: CommandFailure(
                    code: .invalidInput,
                    message: { _ in
                        "--page must be a whole number of at least 1; '\(text)' \(problem)."
                    })
            ) {
                try Invocation.wholeNumber(text, from: 1, naming: { _ in "--page" })
            }
        }
        #expect(
            throws: CommandFailure(
                code: .invalidInput,
                message: { _ in
                    "--revision must be a whole number of at least 0; '-1' is out of range."
                })
        ) {
            try Invocation.wholeNumber("-1", from: 0, naming: { _ in "--revision" })
        }
        #expect(throws: CommandFailure.self) {
            try Invocation(path: []).countingArgument(naming: { _ in "The id" })
        }
    }

    @Test("an optional last argument may be left out; one that takes the rest takes every word left")
    func argumentCounts() throws {
        let save = ArgumentParser(
            root: CommandSpec(
                "save", summary: "", arguments: [ArgumentSpec("revision", help: "", count: .optional)]))
        #expect(try save.parse([]).invocation == .some(Invocation(path: [])))
        #expect(try save.parse(["3"]).invocation == .some(Invocation(path: [], arguments: ["3"])))
        expectRefusal("unexpected argument '4' for 'save'.", path: []) {
            try save.parse(["3", "4"])
        }
        let first = ArgumentParser(
            root: CommandSpec("first", summary: "", arguments: [ArgumentSpec("name", help: "", count: .rest)])
        )
        #expect(
            try first.parse(["Mary", "Ann"]).invocation
                == .some(Invocation(path: [], arguments: ["Mary", "Ann"])))
        expectRefusal("missing argument <name> for 'first'.", path: []) { try first.parse([]) }
        let make = ArgumentParser(
            root: CommandSpec(
                "make", summary: "",
                arguments: [ArgumentSpec("pages", help: ""), ArgumentSpec("days", help: "")]))
        expectRefusal("missing argument <days> for 'make'.", path: []) {
            try make.parse(["300"])
        }
        expectRefusal("unexpected argument '7' for 'make'.", path: []) {
            try make.parse(["300", "30", "7"])
        }
        #expect(
            HelpFormatter.usage(of: save.root, at: "save") == "save [<revision>]"
                && HelpFormatter.usage(of: first.root, at: "first") == "first <name> ..."
                && HelpFormatter.usage(of: make.root, at: "make") == "make <pages> <days>")
    }
}

extension ParseResult {
    /// The command line as read, when it runs a leaf.
    fileprivate var invocation: Invocation? {
        if case .run(let invocation, _) = self { invocation } else { nil }
    }
}

/// The parser refuses what `body` parses with `message` (in English), pointing at `path`'s help.
private func expectRefusal(
    _ message: String, path: [String], sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> ParseResult
) {
    do {
        let parsed = try body()
        Issue.record("parsed, not refused: \(parsed)", sourceLocation: sourceLocation)
    } catch let error as UsageError {
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(error.path == path, sourceLocation: sourceLocation)
    } catch {
        Issue.record("not a usage error: \(error)", sourceLocation: sourceLocation)
    }
}
