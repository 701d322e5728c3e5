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
            try parser.parse(["make", "--pages", "3"])
                == .run(Invocation(path: ["make"], values: ["pages": ["3"]])))
        #expect(
            try parser.parse(["make", "--pages=3"])
                == .run(Invocation(path: ["make"], values: ["pages": ["3"]])))
        #expect(
            try parser.parse(["make", "--pages=a=b"])
                == .run(Invocation(path: ["make"], values: ["pages": ["a=b"]])))
        #expect(
            try parser.parse(["make", "--pages="])
                == .run(Invocation(path: ["make"], values: ["pages": [""]])))
    }

    @Test("a negative number is a value, not an option")
    func negativeValue() throws {
        #expect(
            try parser.parse(["make", "--pages", "-5"])
                == .run(Invocation(path: ["make"], values: ["pages": ["-5"]])))
    }

    @Test("flags and repeatable options")
    func flagsAndRepeats() throws {
        #expect(
            try parser.parse(["make", "--json", "--tag", "a", "--pages", "1", "--tag=b"])
                == .run(
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
            try parser.parse(["orders", "show", "--", "--7"])
                == .run(Invocation(path: ["orders", "show"], arguments: ["--7"])))
        #expect(
            try parser.parse(["orders", "show", "--", "--help"])
                == .run(Invocation(path: ["orders", "show"], arguments: ["--help"])))
    }

    @Test("help anywhere before -- wins over other mistakes and names the deepest command reached")
    func help() throws {
        #expect(try parser.parse(["--help"]) == .help(path: []))
        #expect(try parser.parse(["orders", "-h"]) == .help(path: ["orders"]))
        #expect(try parser.parse(["make", "--pages", "1", "--help"]) == .help(path: ["make"]))
        #expect(try parser.parse(["make", "--nope", "--help"]) == .help(path: ["make"]))
    }

    @Test("--version only right after the program name")
    func version() throws {
        #expect(try parser.parse(["--version"]) == .version)
        #expect(throws: UsageError.self) { try parser.parse(["make", "--pages", "1", "--version"]) }
    }

    @Test("a group with a default runs it when given no subcommand or only options")
    func defaultSubcommand() throws {
        #expect(try parser.parse(["orders"]) == .run(Invocation(path: ["orders", "list"])))
        #expect(
            try parser.parse(["orders", "--json"])
                == .run(Invocation(path: ["orders", "list"], flags: ["json"])))
        #expect(
            try parser.parse(["orders", "show", "7"])
                == .run(Invocation(path: ["orders", "show"], arguments: ["7"])))
    }

    @Test("leaf paths list every runnable command")
    func leafPaths() {
        #expect(parser.root.leaves.map(\.path) == [["make"], ["orders", "list"], ["orders", "show"]])
    }

    @Test("a counting argument or value is a whole number from 1, or exit 65 naming what it is")
    func countingNumbers() throws {
        let given = Invocation(path: ["users", "show"], values: ["page": ["2"]], arguments: ["7"])
        #expect(try given.countingArgument(naming: "The user id") == 7)
        #expect(try given.countingValue("page") == 2)
        #expect(try Invocation(path: []).countingValue("page") == nil)
        for text in ["0", "-3", "seven", "", "1.5", "99999999999999999999"] {
            let bad = Invocation(path: [], values: ["page": [text]], arguments: [text])
            #expect(
                throws: CommandFailure(
                    code: .invalidInput, message: "The loan id must be a whole number, 1 or more.")
            ) {
                try bad.countingArgument(naming: "The loan id")
            }
            #expect(
                throws: CommandFailure(
                    code: .invalidInput, message: "--page must be a whole number, 1 or more.")
            ) {
                try bad.countingValue("page")
            }
        }
        #expect(throws: CommandFailure.self) { try Invocation(path: []).countingArgument(naming: "The id") }
    }
}
