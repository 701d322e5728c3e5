import AppCore
import CLIKit
import Composition
import DataTestSupport
import Foundation
import PresentationTestSupport
import Testing

/// One hostile invocation of a subcommand and what the app must do with it.
struct HostileRow: Sendable, CustomTestStringConvertible {
    /// The subcommand's words as `app --help` lists them, such as `users show`.
    let command: String
    /// What follows the command's words.
    let arguments: [String]
    /// The documented exit code (`app --help`, EXIT CODES).
    let status: Int32
    /// A fragment the message on stderr (or stdout, for a success) must contain.
    let message: String
    /// Whether the command may change the database; when false the file must stay byte-for-byte equal.
    var writes = false
    /// Lines typed on standard input.
    var stdin: String?

    init(
        _ command: String, _ arguments: [String], _ status: Int32, _ message: String, writes: Bool = false,
        stdin: String? = nil
    ) {
        self.command = command
        self.arguments = arguments
        self.status = status
        self.message = message
        self.writes = writes
        self.stdin = stdin
    }

    var testDescription: String {
        let shown = arguments.map { $0.count > 40 ? "<\($0.utf8.count) bytes>" : $0.debugDescription }
        return "app \(command) \(shown.joined(separator: " ")) → \(status)"
    }
}

/// One command line with an integer edge in place of one value, derived from the command table.
struct EdgeCase: Sendable, CustomTestStringConvertible {
    let command: [String]
    let arguments: [String]
    let writes: Bool

    var testDescription: String { "app " + (command + arguments).joined(separator: " ") }
}

/// Values that have no business in a well-formed command line.
enum Hostile {
    /// The longest single argument Linux passes to a program (MAX_ARG_STRLEN is 128 KiB with its NUL):
    /// a 1 MB argument is refused by the kernel before the app starts, so 1 MB goes in on stdin instead.
    static let longest = String(repeating: "9", count: 131_071)
    static let longestText = String(repeating: "ab ", count: 43_690)
    static let megabyteLine = String(repeating: "ab ", count: 349_526)
    static let beyondInt = "99999999999999999999999"
    static let sql = "'; DROP TABLE users;--"
    /// An ANSI "clear screen" and a bell: echoed raw, they would act on the user's terminal.
    static let control = "\u{1B}[2J\u{07}x"
    static let fullWidthFive = "５"
    /// The integer edges: `Int.max`, `Int.min`, `Int.max - 1`, and 2^63, one past `Int.max`.
    static let integerEdges = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775806", "9223372036854775808",
    ]

    /// Whether `text` is a whole number from 1 that fits in `Int`: the edges that reach a store.
    static func isPositiveInt(_ text: String) -> Bool { Int(text).map { $0 >= 1 } ?? false }
}

/// The hostile-input table, run against the built `app`.
///
/// Every subcommand in the app's command table gets rows made from its spec (its example, a repeated
/// `--json`, unknown options), so a new feature is covered the moment it is registered; the scenes'
/// own rows below add what only they know. A test fails when a subcommand `app --help` lists has no
/// rows. Each row runs on its own copy of a seeded database; each subcommand's first refusal runs
/// again with `--json`, where it must print exactly one JSON document.
@Suite("hostile input, for every subcommand")
struct HostileInputTests {
    static let rows: [HostileRow] =
        planRows + userRows + loanRows + orderRows + otherRows + edgeRows + bareEdgeRows + derivedRows

    /// The integer edges typed as whole lines in the shell, alone and before a word, on the home screen
    /// (where a bare number names a screen: `-9223372036854775808` once trapped there with exit 132) and
    /// on every screen it opens: exit 0, and a sentence for each.
    static let bareEdgeRows: [HostileRow] = ([""] + RegisteredFeatures.commands.map(\.name)).map {
        screen in
        let lines = Hostile.integerEdges.flatMap { [$0, $0 + " open"] }
        let edge = Hostile.integerEdges[1]
        let message = screen.isEmpty ? "There is no screen '\(edge)'" : "Unknown command '\(edge)' here."
        return HostileRow(
            "shell open", [], 0, message,
            stdin: ((screen.isEmpty ? [] : [screen]) + lines + ["quit"]).joined(separator: "\n") + "\n")
    }

    /// Every numeric option and argument at the integer edges: a sentence and 65, never a trap.
    ///
    /// A number that fits in `Int` reaches the store and is not found there; one that does not is refused as
    /// no number.
    static let edgeRows: [HostileRow] = Hostile.integerEdges.flatMap { edge in
        let fits = Hostile.isPositiveInt(edge)
        return ["plan make", "plan save"].flatMap { command in
            [
                HostileRow(command, ["--pages", edge, "--days", "3"], 65, "Enter 1 to 100000 pages."),
                HostileRow(command, ["--pages", "3", "--days", edge], 65, "Enter 1 to 365 days."),
            ]
        } + [
            HostileRow(
                "plan save", ["--pages", "5", "--days", "5", "--revision", edge], 65,
                fits ? "There is no revision \(edge): the plan is at revision 0." : "--revision"),
            HostileRow("users list", ["--page", edge], 65, fits ? "Page \(edge) does not exist" : "--page"),
            HostileRow("users show", [edge], 65, fits ? "no user with id \(edge)" : "The user id"),
            HostileRow(
                "users edit", [edge, "--email", "a@b.c"], 65, fits ? "no user with id \(edge)" : "The user id"
            ),
            HostileRow("loans open", [edge], 65, fits ? "Loan \(edge) is not on the list" : "The loan id"),
            HostileRow("loans return", [edge], 65, fits ? "no loan with id \(edge)" : "The loan id"),
            HostileRow("orders show", [edge], 65, "There is no order"),
            HostileRow(
                "orders place", ["--item", "KETTLE-1L:" + edge], 65,
                "The quantity for KETTLE-1L must be 1 to 999"),
        ]
    }

    /// Every value option and argument of every leaf, at each integer edge, in place of its example's value
    /// (or added to it): derived from the command table, so a new option is swept the moment it exists.
    ///
    /// `--db` is left out: any word is a valid path, and a number would make a database in the working folder.
    static let everyValueAtTheEdges: [EdgeCase] = Application.root.leaves.flatMap { path, command in
        let example = command.example ?? []
        let positions = positionalIndices(of: example, in: command)
        let options = command.options.filter { $0.kind != .flag && $0 != CommonOptions.database }
        return Hostile.integerEdges.flatMap { edge in
            options.map { option in
                var words = example
                if let at = words.firstIndex(of: "--" + option.name), words.indices.contains(at + 1) {
                    words[at + 1] = edge
                } else {
                    words += ["--" + option.name, edge]
                }
                return EdgeCase(command: path, arguments: words, writes: command.writes)
            }
                + positions.map { index in
                    var words = example
                    words[index] = edge
                    return EdgeCase(command: path, arguments: words, writes: command.writes)
                }
        }
    }

    /// Where the example's arguments are: the words that are neither an option nor an option's value.
    static func positionalIndices(of example: [String], in command: CommandSpec) -> [Int] {
        var indices: [Int] = []
        var index = 0
        while index < example.count {
            let word = example[index]
            if word.hasPrefix("--"), let option = command.options.first(where: { "--" + $0.name == word }) {
                index += option.kind == .flag ? 1 : 2
            } else {
                indices.append(index)
                index += 1
            }
        }
        return indices
    }

    @Test("every value option and argument at the integer edges: a sentence, 0 or 65, never a trap")
    func valuesAtTheEdges() {
        #expect(Self.everyValueAtTheEdges.count >= 4 * 12, "only \(Self.everyValueAtTheEdges.count) cases")
        let swept = Set(Self.everyValueAtTheEdges.map { $0.command.joined(separator: " ") })
        #expect(
            swept.isSuperset(of: ["plan save", "users list", "users show", "loans return", "orders place"]))
    }

    /// The locales besides C that the tables run in: each adds its sample, not every row.
    static let otherLocales = ["de_DE.UTF-8", "pl_PL.UTF-8"]

    /// Every edge in C; in each other locale, each command's first edge (the refusal's words are the number
    /// rule's, whichever value broke it).
    static var edgesInEachLocale: [(EdgeCase, String)] {
        var seen = Set<String>()
        let sample = everyValueAtTheEdges.filter { seen.insert($0.command.joined(separator: " ")).inserted }
        return everyValueAtTheEdges.map { ($0, "C") }
            + otherLocales.flatMap { locale in sample.map { ($0, locale) } }
    }

    @Test(.serialized, arguments: edgesInEachLocale)
    func integerEdge(_ edge: EdgeCase, locale: String) async throws {
        let database = try await SeededDatabase()
        let before = try database.bytes()

        let result = try await AppProcess.run(
            edge.command + edge.arguments
                + (Self.takesDatabase(edge.command.joined(separator: " ")) ? ["--db", database.path] : []),
            environment: ["NO_COLOR": "1", "STRATA_API": "", "LC_ALL": locale])

        #expect([0, 65].contains(result.status), "stderr: \(result.stderr.prefix(300))")
        if result.status != 0 {
            #expect(
                result.stderr.hasSuffix(".\n") && result.stderr.count > 10, "no sentence: \(result.stderr)")
            #expect(Self.followsThePrefixRule(result.stderr), "stderr: \(result.stderr.prefix(300))")
            if locale != "C" { #expect(EnglishWords.left(in: result.stderr) == [], "\(result.stderr)") }
            #expect(try database.bytes() == before, "a refusal changed the database")
        } else if edge.writes {
            #expect(try await database.isIntact())
        } else {
            #expect(try database.bytes() == before, "the database changed")
        }
    }

    @Test(
        "a word after --help or --version is a usage error naming it; help <command> and <command> --help work",
        arguments: [
            (["--version", "--frobnicate"], 64, "app: '--frobnicate' after '--version' was not understood"),
            (["--help", "extra"], 64, "app: 'extra' after '--help' was not understood"),
            (["plan", "--help", "make"], 64, "app: 'make' after '--help' was not understood"),
            (["users", "show", "-h", "7"], 64, "app: '7' after '-h' was not understood"),
            (["help", "plan", "nope"], 64, "app: unknown command 'nope' for 'app help plan'."),
            (["help", "plan", "make"], 0, "USAGE: app plan make --pages <pages> --days <days>"),
            (["plan", "make", "--help"], 0, "USAGE: app plan make --pages <pages> --days <days>"),
            (["--version"], 0, "app 0.1.0"),
        ])
    func helpAndVersionTakeNothingAfter(words: [String], status: Int32, message: String) async throws {
        let result = try await AppProcess.run(words, environment: ["NO_COLOR": "1"])
        #expect(result.status == status, "stderr: \(result.stderr)")
        #expect((status == 0 ? result.stdout : result.stderr).hasPrefix(message), "got: \(result.stderr)")
        #expect(status == 0 ? result.stderr.isEmpty : result.stdout.isEmpty)
    }

    /// Rows every leaf of the command table gets from its spec: its example succeeds, and a repeated
    /// `--json` is a usage error.
    static let derivedRows: [HostileRow] = Application.root.leaves.flatMap { path, command in
        let name = path.joined(separator: " ")
        // The example prints something (a row with no message checks that).
        var rows = [HostileRow(name, command.example ?? [], 0, "", writes: command.writes)]
        if command.takes(CommonOptions.json) {
            rows.append(
                HostileRow(
                    name, (command.example ?? []) + ["--json", "--json"], 64, "was given more than once"))
        }
        return rows
    }

    static let planRows: [HostileRow] =
        ["plan make", "plan save"].flatMap { command in
            [
                HostileRow(command, ["--pages", "", "--days", "3"], 65, "Enter 1 to 100000 pages."),
                HostileRow(command, ["--pages", " ", "--days", "3"], 65, "Enter 1 to 100000 pages."),
                HostileRow(command, ["--pages", "-5", "--days", "3"], 65, "Enter 1 to 100000 pages."),
                HostileRow(command, ["--pages", "100001", "--days", "3"], 65, "Enter 1 to 100000 pages."),
                HostileRow(
                    command, ["--pages", Hostile.beyondInt, "--days", "3"], 65, "Enter 1 to 100000 pages."),
                HostileRow(
                    command, ["--pages", Hostile.longest, "--days", "3"], 65, "Enter 1 to 100000 pages."),
                HostileRow(
                    command, ["--pages", Hostile.fullWidthFive, "--days", "3"], 65, "Enter 1 to 100000 pages."
                ),
                HostileRow(command, ["--pages", "1e3", "--days", "3"], 65, "Enter 1 to 100000 pages."),
                HostileRow(command, ["--pages", "10", "--days", "366"], 65, "Enter 1 to 365 days."),
                HostileRow(command, ["--pages", "10", "--days", Hostile.sql], 65, "Enter 1 to 365 days."),
                HostileRow(
                    command, ["--pages", "1", "--pages", "2", "--days", "1"], 64, "was given more than once"),
                HostileRow(command, ["--days", "1"], 64, "missing required option '--pages"),
            ]
        } + [
            HostileRow(
                "plan save", ["--pages", "5", "--days", "5", "--revision", Hostile.beyondInt], 65,
                "--revision"),
            HostileRow(
                "plan save", ["--pages", "5", "--days", "5", "--revision", Hostile.sql], 65, "--revision"),
            HostileRow("plan save", ["--pages", "5", "--days", "5", "--revision", "7"], 65, "revision"),
            HostileRow("plan show", ["extra"], 64, "unexpected argument"),
            HostileRow("plan show", ["--db", ""], 65, "--db"),
        ]

    static let userRows: [HostileRow] = [
        HostileRow("users list", ["--page", ""], 65, "--page must be a whole number"),
        HostileRow("users list", ["--page", "0"], 65, "--page must be a whole number"),
        HostileRow("users list", ["--page", "-1"], 65, "--page must be a whole number"),
        HostileRow("users list", ["--page", Hostile.beyondInt], 65, "--page must be a whole number"),
        HostileRow("users list", ["--page", "999999999999"], 65, "does not exist"),
        HostileRow("users list", ["--page", Hostile.sql], 65, "--page must be a whole number"),
        HostileRow("users list", ["--page", "1", "--page", "2"], 64, "was given more than once"),
        HostileRow("users list", ["--page", "1", "--all"], 64, "--all"),
        HostileRow("users list", ["--api", "file:///etc/passwd"], 65, "--api"),
        HostileRow("users list", ["--api", ""], 65, "--api"),
        HostileRow("users list", ["--api", "http://127.0.0.1:99999/api"], 65, "--api must be"),
        HostileRow("users list", ["--api", "http://127.0.0.1:0/api"], 65, "port from 1 to 65535"),
        HostileRow(
            "users list", ["--api", "http://127.0.0.1:\(Hostile.beyondInt)"], 65, "port from 1 to 65535"),
        HostileRow("users show", [""], 65, "The user id must be a whole number"),
        HostileRow("users show", ["0"], 65, "The user id must be a whole number"),
        HostileRow("users show", ["-1"], 65, "The user id must be a whole number"),
        HostileRow("users show", [Hostile.beyondInt], 65, "The user id must be a whole number"),
        HostileRow("users show", [Hostile.sql], 65, "The user id must be a whole number"),
        HostileRow("users show", [Hostile.longest], 65, "The user id must be a whole number"),
        HostileRow("users show", ["999999"], 65, "999999"),
        HostileRow("users show", ["1", "2"], 64, "unexpected argument"),
        HostileRow("users edit", ["3", "--first-name", ""], 65, "first name"),
        HostileRow("users edit", ["3", "--first-name", "   "], 65, "first name"),
        HostileRow("users edit", ["3", "--first-name", Hostile.longestText], 65, "first name"),
        HostileRow("users edit", ["3", "--first-name", Hostile.control], 65, "first name"),
        HostileRow("users edit", ["3", "--email", Hostile.sql], 65, "email"),
        HostileRow(
            "users edit", ["3", "--email", "a@b.c", "--email", "d@e.f"], 64, "was given more than once"),
        HostileRow("users edit", ["3"], 64, "Give at least one of --first-name"),
        HostileRow(
            "users edit", [Hostile.beyondInt, "--email", "a@b.c"], 65, "The user id must be a whole number"),
        // SQL metacharacters in a valid name are data, not SQL: the edit succeeds and users survives.
        HostileRow("users edit", ["3", "--last-name", Hostile.sql], 0, Hostile.sql, writes: true),
    ]

    static let loanRows: [HostileRow] =
        ["loans list", "loans open"].flatMap { command in
            let id = command == "loans open" ? ["1"] : []
            return [
                HostileRow(command, id + ["--today", ""], 65, "--today must be a real date"),
                HostileRow(command, id + ["--today", "2026-02-30"], 65, "--today must be a real date"),
                HostileRow(command, id + ["--today", "99999-01-01"], 65, "--today must be a real date"),
                HostileRow(command, id + ["--today", Hostile.control], 65, "--today must be a real date"),
                HostileRow(command, id + ["--time-zone", ""], 65, "time zone"),
                HostileRow(command, id + ["--time-zone", "../../../etc/passwd"], 65, "time zone"),
                HostileRow(command, id + ["--time-zone", Hostile.longest], 65, "time zone"),
            ]
        } + [
            HostileRow("loans list", ["--widget", "--widget"], 64, "was given more than once"),
            HostileRow("loans open", ["0"], 65, "The loan id must be a whole number"),
            HostileRow("loans open", [Hostile.beyondInt], 65, "The loan id must be a whole number"),
            HostileRow("loans open", [Hostile.sql], 65, "The loan id must be a whole number"),
            HostileRow("loans open", ["999999"], 65, "999999"),
            HostileRow(
                "loans add", ["--title", "", "--due", "2026-01-01"], 65,
                "Enter a title of 1 to 200 characters, with no control characters."),
            HostileRow(
                "loans add", ["--title", "  ", "--due", "2026-01-01"], 65,
                "Enter a title of 1 to 200 characters, with no control characters."),
            HostileRow(
                "loans add", ["--title", Hostile.longestText, "--due", "2026-01-01"], 65,
                "Enter a title of 1 to 200 characters, with no control characters."),
            HostileRow(
                "loans add", ["--title", Hostile.control, "--due", "2026-01-01"], 65, "no control characters"),
            HostileRow(
                "loans add", ["--title", "x", "--due", "2026-02-30"], 65,
                "There is no day 2026-02-30: enter a real date as YYYY-MM-DD"),
            HostileRow(
                "loans add", ["--title", "x", "--due", Hostile.sql], 65, "Enter the due date as YYYY-MM-DD"),
            HostileRow("loans add", ["--title", "x"], 64, "missing required option '--due"),
            HostileRow(
                "loans add", ["--title", Hostile.sql, "--due", "2026-01-01"], 0, Hostile.sql, writes: true),
            HostileRow("loans return", [""], 65, "The loan id must be a whole number"),
            HostileRow("loans return", ["-1"], 65, "The loan id must be a whole number"),
            HostileRow(
                "loans return", [Hostile.beyondInt], 65,
                "The loan id must be a whole number of at least 1; '\(Hostile.beyondInt)' is out of range."
            ),
            HostileRow(
                "loans return", ["x1"], 65,
                "The loan id must be a whole number of at least 1; 'x1' is not a whole number."
            ),
            HostileRow("loans return", [Hostile.sql], 65, "The loan id must be a whole number"),
            HostileRow("loans return", ["999999"], 65, "999999"),
            HostileRow("loans return", [], 64, "<id>"),
        ]

    static let orderRows: [HostileRow] = [
        HostileRow("orders list", ["extra"], 64, "unexpected argument"),
        HostileRow("orders list", ["--api", "ftp://example.com"], 65, "--api"),
        HostileRow("orders show", [""], 65, "There is no order ''."),
        HostileRow("orders show", ["\t"], 65, "There is no order '\\t'."),
        HostileRow("orders show", [Hostile.sql], 65, "There is no order"),
        HostileRow("orders show", [Hostile.longest], 65, "order"),
        HostileRow("orders show", [Hostile.control], 65, "There is no order"),
        HostileRow("orders place", ["--item", ""], 65, "SKU"),
        HostileRow("orders place", ["--item", ":"], 65, "A SKU is letters, digits and dashes"),
        HostileRow(
            "orders place", ["--item", "KETTLE-1L:"], 65, "The quantity for KETTLE-1L must be 1 to 999"),
        HostileRow(
            "orders place", ["--item", "KETTLE-1L:0"], 65, "The quantity for KETTLE-1L must be 1 to 999"),
        HostileRow(
            "orders place", ["--item", "KETTLE-1L:-1"], 65, "The quantity for KETTLE-1L must be 1 to 999"),
        HostileRow(
            "orders place", ["--item", "KETTLE-1L:1000"], 65, "The quantity for KETTLE-1L must be 1 to 999"),
        HostileRow(
            "orders place", ["--item", "KETTLE-1L:" + Hostile.beyondInt], 65,
            "The quantity for KETTLE-1L must be 1 to 999"),
        HostileRow("orders place", ["--item", "KETTLE-1L:1:2"], 65, "KETTLE-1L"),
        HostileRow(
            "orders place", ["--item", Hostile.sql + ":1"], 65, "A SKU is letters, digits and dashes"),
        HostileRow(
            "orders place", ["--item", Hostile.control + ":1"], 65, "A SKU is letters, digits and dashes"),
        HostileRow(
            "orders place", ["--item", Hostile.longest.dropFirst(2) + ":1"], 65,
            "A SKU is letters, digits and dashes"),
        HostileRow("orders place", ["--item", "NO-SUCH-SKU:1"], 65, "NO-SUCH-SKU"),
        HostileRow("orders place", ["--item", "KETTLE-1L:6"], 65, "KETTLE-1L"),
        HostileRow("orders place", ["--item", "KETTLE-1L:3", "--item", "KETTLE-1L:3"], 65, "KETTLE-1L"),
        HostileRow("orders place", [], 64, "missing required option '--item"),
    ]

    static let otherRows: [HostileRow] = [
        HostileRow("inventory list", ["extra"], 64, "unexpected argument"),
        HostileRow("inventory list", ["--json", "--json"], 64, "was given more than once"),
        HostileRow(
            "shell open", [], 0, "Unknown command",
            stdin: [
                Hostile.sql, Hostile.control, Hostile.megabyteLine, "open " + Hostile.beyondInt, "2",
                "open -1", "edit", "quit",
            ]
            .joined(separator: "\n") + "\n"),
        HostileRow("shell open", ["extra"], 64, "unexpected argument"),
        HostileRow("completion bash", ["extra"], 64, "unexpected argument"),
        HostileRow("completion zsh", ["--db", "x"], 64, "unknown option '--db'"),
    ]

    /// Rows every subcommand gets: an unknown flag, one made of control characters, and a 1 MB one.
    static func commonRows(for command: String) -> [HostileRow] {
        [
            HostileRow(command, ["--bogus"], 64, "unknown option '--bogus'"),
            HostileRow(command, ["--" + Hostile.control], 64, "unknown option"),
            HostileRow(command, ["--" + Hostile.longest.dropFirst(2)], 64, "unknown option"),
        ]
    }

    static var everyRow: [HostileRow] {
        rows + Set(rows.map(\.command)).sorted().flatMap(commonRows(for:))
    }

    @Test("every subcommand listed by app --help has rows in the table")
    func tableCoversEverySubcommand() async throws {
        let listed = try await Self.listedSubcommands()
        let covered = Set(Self.rows.map(\.command))
        #expect(
            listed.isSuperset(of: ["plan make", "users edit", "completion zsh"]),
            "the help parser failed: \(listed.sorted())")
        #expect(
            listed.subtracting(covered).isEmpty,
            "no hostile rows for: \(listed.subtracting(covered).sorted())")
        #expect(
            covered.subtracting(listed).isEmpty,
            "rows for unlisted commands: \(covered.subtracting(listed).sorted())")
    }

    // One row at a time: the rows start ~170 processes, which would otherwise crowd the timing tests
    // that run beside them.
    /// The rows run in each locale besides C: each command's first row of each exit status, so every kind of
    /// refusal a command gives is worded in each language, and a new language adds these, not every row.
    static var sampleInEachLocale: [HostileRow] {
        var seen = Set<String>()
        return everyRow.filter { seen.insert("\($0.command) \($0.status)").inserted }
    }

    /// Each row in English (its message checked), then the sample in each other language (no English
    /// sentence left).
    @Test(
        .serialized,
        arguments: everyRow.map { ($0, "C") }
            + otherLocales.flatMap { locale in sampleInEachLocale.map { ($0, locale) } })
    func hostileInput(row: HostileRow, locale: String) async throws {
        let database = try await SeededDatabase()
        let before = try database.bytes()
        let words = row.command.split(separator: " ").map(String.init)

        let result = try await AppProcess.run(
            words + row.arguments
                + (Self.takesDatabase(row.command) && !row.arguments.contains("--db")
                    ? ["--db", database.path] : []),
            environment: ["NO_COLOR": "1", "STRATA_API": "", "LC_ALL": locale],
            stdin: row.stdin)

        #expect(result.status == row.status, "stderr: \(result.stderr.prefix(300))")
        #expect(result.status < 128, "the app died on a signal")
        let message = row.status == 0 ? result.stdout : result.stderr
        // A row made from an example names no message: it must print something.
        #expect(
            row.message.isEmpty || locale != "C" ? !message.isEmpty : message.contains(row.message),
            "got: \(message.prefix(300))")
        // With --json every line is English, for scripts (docs/CLI.md, Language).
        if locale != "C", !row.arguments.contains("--json") {
            #expect(EnglishWords.left(in: message) == [], "English in German: \(message.prefix(300))")
        }
        if row.status != 0 {
            #expect(!result.stderr.isEmpty)
            #expect(Self.followsThePrefixRule(result.stderr), "stderr: \(result.stderr.prefix(300))")
            #expect(
                result.stderr.utf8.count < 2_000,
                "the message echoes too much: \(result.stderr.utf8.count) bytes")
        }
        let raw = (result.stdout + result.stderr).unicodeScalars.filter {
            $0.properties.generalCategory == .control && $0 != "\n"
        }
        #expect(raw.isEmpty, "control characters reached the terminal: \(raw.map { $0.value })")
        if row.writes {
            #expect(try await database.isIntact())
        } else {
            #expect(try database.bytes() == before, "the database changed")
            if Self.jsonRows.contains(row.testDescription), locale == "C" {
                try await expectOneJSONDocument(row, words: words, database: database)
            }
        }
    }

    /// The rows run again with `--json`: each subcommand's first refusal that writes nothing.
    ///
    /// One per subcommand, because every rerun is one more process: `ApplicationTests` checks every
    /// leaf's `--json` in memory, and these check a scene's own refusals end to end.
    static let jsonRows: Set<String> = Set(
        Dictionary(
            grouping: everyRow.filter { $0.status != 0 && !$0.writes && $0.stdin == nil }, by: \.command
        )
        .compactMap { $0.value.first?.testDescription })

    /// The row again with `--json`: the same exit code, and exactly one JSON document on standard output.
    private func expectOneJSONDocument(_ row: HostileRow, words: [String], database: SeededDatabase)
        async throws
    {
        guard Self.spec(row.command)?.takes(CommonOptions.json) == true, row.stdin == nil else { return }
        let result = try await AppProcess.run(
            words + row.arguments + ["--json"]
                + (Self.takesDatabase(row.command) && !row.arguments.contains("--db")
                    ? ["--db", database.path] : []),
            environment: ["NO_COLOR": "1", "STRATA_API": ""])
        #expect(result.status == row.status, "with --json; stderr: \(result.stderr.prefix(300))")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "not one line: \(result.stdout.prefix(300))")
        let document = try? JSONSerialization.jsonObject(with: Data(lines[0].utf8))
        #expect(document is [String: Any], "not one JSON object: \(result.stdout.prefix(300))")
    }

    // MARK: - Helpers

    /// The rule beside `ExitCode`: on the command line every error line starts with `app: `, whoever found
    /// the failure; only a usage error's hint (`Run 'app … --help' for usage.`, in German `Mit 'app … --help'
    /// erfahren Sie, …`, in Polish `Uruchom 'app … --help', …`) does not.
    static func followsThePrefixRule(_ stderr: String) -> Bool {
        let lines = stderr.split(separator: "\n")
        return lines.first?.hasPrefix("app: ") == true
            && lines.allSatisfy {
                $0.hasPrefix("app: ") || ($0.hasPrefix("Run 'app") && $0.hasSuffix("for usage."))
                    || ($0.hasPrefix("Mit 'app") && $0.hasSuffix("aufgerufen wird."))
                    || ($0.hasPrefix("Uruchom 'app") && $0.hasSuffix("sposób użycia."))
            }
    }

    /// The command table's leaf at `command`, such as `users show`.
    static func spec(_ command: String) -> CommandSpec? {
        Application.root.descendant(command.split(separator: " ").map(String.init))
    }

    /// Commands with a `--db` option; the rest are run without one.
    static func takesDatabase(_ command: String) -> Bool {
        spec(command)?.takes(CommonOptions.database) == true
    }

    /// `group sub` for every subcommand in `app --help` and each group's `--help`.
    static func listedSubcommands() async throws -> Set<String> {
        var listed = Set<String>()
        for group in try await subcommands(of: []) {
            for sub in try await subcommands(of: [group]) {
                listed.insert("\(group) \(sub)")
            }
        }
        return listed
    }

    private static func subcommands(of words: [String]) async throws -> [String] {
        let help = try await AppProcess.run(words + ["--help"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }
}

/// A database file made by the app itself (migrated and seeded), in its own folder.
struct SeededDatabase {
    let folder: TemporaryFolder
    var path: String { folder.path("app.sqlite") }

    init() async throws {
        folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: try await Self.template(), toPath: path)
    }

    func bytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Whether the app still reads every table after the row ran.
    func isIntact() async throws -> Bool {
        for command in [
            ["users", "list"], ["loans", "list"], ["orders", "list"], ["inventory"], ["plan", "show"],
        ] {
            let result = try await AppProcess.run(command + ["--db", path], environment: ["STRATA_API": ""])
            guard result.status == 0 || (command == ["plan", "show"] && result.status == 65) else {
                return false
            }
        }
        return true
    }

    /// One seeded database per test process, copied for each row.
    private static func template() async throws -> String { try await madeTemplate.value }

    private static let madeTemplate = Task<String, any Error> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("app.sqlite").path
        // Loans are seeded on first use; do it here so that reading rows find nothing left to write.
        for command in [["inventory"], ["loans", "list"]] {
            let seeded = try await AppProcess.run(command + ["--db", path])
            guard seeded.status == 0 else { throw TemplateFailed(stderr: seeded.stderr) }
        }
        return path
    }

    private struct TemplateFailed: Error {
        let stderr: String
    }
}

extension Application {
    /// The whole command table of the app with its registered features, from which the rows of the
    /// end-to-end tests derive.
    nonisolated static let root = commandTable(RegisteredFeatures.commands)
}
