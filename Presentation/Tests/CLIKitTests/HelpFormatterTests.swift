import CLIKit
import Testing

@Suite("HelpFormatter")
struct HelpFormatterTests {
    let root = CommandSpec(
        "tool",
        summary: "A tool.",
        subcommands: [
            CommandSpec(
                "make",
                summary: "Make a thing.",
                options: [
                    OptionSpec("pages", .value(placeholder: "pages"), help: "Pages.", isRequired: true),
                    OptionSpec("item", .value(placeholder: "sku:qty"), help: "An item.", isRepeatable: true),
                    OptionSpec("json", .flag, help: "JSON."),
                ],
                arguments: [ArgumentSpec("id", help: "The id.")])
        ])

    @Test("a leaf's help shows its usage line, arguments and options")
    func leaf() {
        let help = HelpFormatter.help(for: ["make"], in: root)
        #expect(
            help.hasPrefix(
                "USAGE: tool make <id> --pages <pages> [--item <sku:qty>] ... [--json]\n\nMake a thing."))
        #expect(help.contains("  <id>   The id."))
        #expect(help.contains("  --pages <pages>    Pages. (required)"))
        #expect(help.contains("  -h, --help         Show this help."))
        #expect(!help.contains("EXIT CODES"))
    }

    @Test("the root's help lists subcommands, --version and every exit code")
    func rootHelp() {
        let help = HelpFormatter.help(for: [], in: root, version: "1.0")
        #expect(help.contains("USAGE: tool <subcommand>"))
        #expect(help.contains("  make   Make a thing."))
        #expect(help.contains("--version"))
        for code in ExitCode.allCases {
            #expect(help.contains("  \(code.rawValue)"), "exit code \(code.rawValue) missing")
        }
    }
}
