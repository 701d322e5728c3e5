import DataAccess
import DataTestSupport
import Domain
import Foundation
import LoansDomain
import OrdersDomain
import Presentation
import PresentationTestSupport
import ReadingPlanDomain
import Testing
import UsersDomain

@testable import AppCore
@testable import CLIKit
@testable import Composition

/// What a hostile row puts after a screen command's name.
enum ScreenHostility: String, Sendable, CaseIterable {
    /// No words at all.
    case empty
    /// A word where a number may be expected.
    case nonNumeric
    case negative
    /// A number beyond `Int`.
    case huge
    /// The integer edges: `Int.max`, `Int.min`, `Int.max - 1`, and 2^63, one past `Int.max`.
    case intMax
    case intMin
    case intMaxLessOne
    case pastIntMax
    /// The example's words and one more.
    case extra
    /// An ANSI "clear screen" and a bell: echoed raw, they would act on the user's terminal.
    case control

    /// The integer edges, which a bare line also gets: where a screen's number may be expected.
    static let integerEdges: [ScreenHostility] = [.intMax, .intMin, .intMaxLessOne, .pastIntMax]

    /// The word put in place of each of the example's words, one at a time.
    var word: String? {
        switch self {
        case .nonNumeric: "abc"
        case .negative: "-1"
        case .huge: "99999999999999999999999"
        case .intMax: "9223372036854775807"
        case .intMin: "-9223372036854775808"
        case .intMaxLessOne: "9223372036854775806"
        case .pastIntMax: "9223372036854775808"
        case .control: "\u{1B}[2J\u{07}x"
        case .empty, .extra: nil
        }
    }
}

/// One hostile line typed on one screen of the shell, and what the screen must make of it.
struct ScreenRow: Sendable, CustomTestStringConvertible {
    /// The lines that lead from the home screen to the screen, such as `["users", "open 1"]`.
    let route: [String]
    /// The prompt's path on that screen, such as `["strata", "users", "1"]`.
    let path: [String]
    let command: String
    let hostility: ScreenHostility
    let words: [String]
    /// Whether the words are valid for the command: it runs (and, if it writes, may change the store).
    let isValid: Bool
    /// Whether the command may change stored data (``ScreenCommand/writes``).
    let writes: Bool
    /// Whether the command opens a screen: its example pushed one when the table walked the screens.
    let opens: Bool

    var line: String { ([command] + words).joined(separator: " ") }

    var testDescription: String {
        "\(path.joined(separator: " > ")) > \(line.debugDescription) (\(hostility.rawValue))"
    }
}

/// The shell's screens get the hostile-input table that `HostileInputTests` runs on the command line.
///
/// The rows are derived from each screen's `commands`, as the command line's rows are from the command
/// table: every screen the home screen opens, and every screen a command's example opens from there
/// (the user detail), is walked, so a new screen or command is covered the moment it exists. Each
/// command gets no words, then its example with each word in turn replaced by a non-numeric, a
/// negative, a huge and a control-character word and by each integer edge (`Int.max`, `Int.min`,
/// `Int.max - 1`, 2^63), then its example with one word too many. After
/// each, the rules docs/ARCHITECTURE.md gives beside "Add a route", which a failure names: the shell goes
/// on (no exit 70, no hang), a message, no raw control character, and the screen and the store (the plan
/// and its revision, every user, loan, order and stock row) exactly as they were unless the words are valid
/// and the command writes (the store changes) or opens a screen (one more is pushed). Every row runs in
/// English, and a sample of them (``rowsInEachLanguage()``) in each other language, where no English sentence
/// of any module's words may be left.
// Serialized: every row runs on the main actor, and run all at once they queued there behind one another
// (and ahead of the other suites' shells), so each row's time limit measured the whole table's: under
// ThreadSanitizer on two busy cores it ran out with no row hung. One at a time, the limit is a row's.
@MainActor
@Suite("hostile input, for every screen command", .serialized, .timeLimit(.minutes(5)))
struct ScreenHostileInputTests {
    /// Lines run on a screen before each row, where a command is only dangerous with something to act on:
    /// with a plan made, `save` with a bad revision would really save it.
    static let preparation: [String: [String]] = ["plan": ["make 300 10"]]

    /// Words that are free text by what they are (a person's name; an item of a scaffolded feature's
    /// list, which `make feature` writes), named by the placeholder in the command's usage
    /// (`first <name> ...`), and the hostile words that are valid text for them.
    ///
    /// Every other row is refused. A new command that accepts hostile words fails the table until its
    /// placeholder is listed here.
    static let acceptedText: [String: Set<ScreenHostility>] = [
        "name": [.nonNumeric, .negative, .huge, .intMax, .intMin, .intMaxLessOne, .pastIntMax, .extra],
        "item": [.nonNumeric, .negative, .huge, .intMax, .intMin, .intMaxLessOne, .pastIntMax, .extra],
    ]

    /// Every row in English; in each other language, the first refused row and the first accepted row of
    /// each command of each screen (every kind of answer it gives), so a new language adds these, not every row.
    static func rowsInEachLanguage() async -> [(ScreenRow, Language)] {
        let rows = await rows()
        var seen = Set<String>()
        let sample = rows.filter { seen.insert("\($0.path) \($0.command) \($0.isValid)").inserted }
        return rows.map { ($0, .english) }
            + Language.supported.dropFirst().flatMap { language in sample.map { ($0, language) } }
    }

    @Test(
        "every screen command, hostile words: each in English, a sample in each other language",
        arguments: await rowsInEachLanguage())
    func hostileRow(_ row: ScreenRow, in language: Language) async throws {
        let run = try await Self.run(row, in: language)
        if language != .english {
            let left = Self.english.filter { run.message.contains($0) }
            #expect(left.isEmpty, "in German, English was left: \(left) in \(run.message)")
        }
        #expect(run.status == .success, "rule 1, the shell goes on: it ended with \(run.status)")
        #expect(!run.message.isEmpty, "rule 2, every line answers: no message")
        // The shell's error lines carry no program prefix: the prompt says where you are (`ExitCode`).
        #expect(
            !run.errors.split(separator: "\n").contains { $0.hasPrefix("app: ") },
            "rule 3, a refusal in the shell's words: \(run.errors)")
        if row.isValid {
            #expect(
                run.errors.isEmpty,
                "rule 6, free text is accepted: a valid command was refused: \(run.errors)")
        } else {
            #expect(
                !run.errors.isEmpty, "rule 3, a bad word is refused: nothing was; printed: \(run.message)")
        }
        let raw = run.message.unicodeScalars.filter {
            $0.properties.generalCategory == .control && $0 != "\n"
        }
        #expect(raw.isEmpty, "rule 5, nothing typed reaches the terminal raw: \(raw.map(\.value))")
        if row.isValid && row.opens {
            #expect(
                run.path.count == row.path.count + 1 && run.path.starts(with: row.path),
                "rule 4, a valid line of a verb that opens a screen pushes one: the path is \(run.path)")
        } else {
            #expect(
                run.path == row.path,
                "rule 3 or 4, a refused line, or a verb whose example opens nothing, keeps the screen: \(run.path)"
            )
        }
        if row.isValid && row.writes {
            #expect(
                !run.after.changes(since: run.before).isEmpty,
                "rule 4, a valid write changes the store: it did not")
        } else {
            #expect(
                run.after.changes(since: run.before).isEmpty,
                "rule 3 or 4, only a valid write changes the store: \(run.after.changes(since: run.before))")
        }
    }

    /// A line that is only an integer edge, where the home screen reads a screen's number, alone and
    /// followed by a word: on the home screen it opens no screen and says which numbers there are (it
    /// once trapped on `-9223372036854775808`); elsewhere it is an unknown command.
    @Test("a bare integer edge on every screen, alone and before a word", arguments: await bareRows())
    func bareNumberRow(_ row: ScreenRow) async throws {
        let run = try await Self.run(row)
        #expect(run.status == .success, "the shell ended with \(run.status)")
        #expect(run.path == row.path, "the screen changed")
        let expected =
            row.path == ["strata"]
            ? "There is no screen '\(row.command)': type a number from 1 to \(ScreenSession.homeScreenNames().count)"
            : "Unknown command '\(row.command)' here."
        #expect(run.message.contains(expected), "printed: \(run.message)")
        #expect(run.after.changes(since: run.before).isEmpty, "the store changed")
    }

    @Test("the table reaches every screen, and each command of each screen has rows")
    func coverage() async throws {
        let bare = await Self.bareRows()
        #expect(bare.first?.path == ["strata"], "the bare numbers do not start on the home screen")
        for screen in await Self.screens() {
            #expect(bare.contains { $0.path == screen.path }, "no bare numbers on \(screen.path)")
        }
        let rows = await Self.rows()
        let paths = Set(rows.map(\.path))
        for name in ["plan", "users", "loans", "orders", "inventory"] {
            #expect(paths.contains(["strata", name]), "no rows for the \(name) screen")
        }
        #expect(paths.contains(["strata", "users", "1"]), "the user detail was not reached")
        #expect(paths.contains(["strata", "orders", "O-1001"]), "the order detail was not reached")
        #expect(
            paths.contains(["strata", "orders", "O-1001", "inventory"]),
            "the stock from an order was not reached")
        for screen in await Self.screens() {
            for command in screen.commands {
                #expect(
                    rows.contains { $0.path == screen.path && $0.command == command },
                    "no rows for \(command) on \(screen.path)")
            }
        }
        #expect(rows.count >= 100, "only \(rows.count) rows")
    }

    // MARK: - Deriving the rows

    /// One screen: how to reach it and what it accepts.
    struct Screen: Sendable {
        let route: [String]
        let path: [String]
        let commands: [String]
        /// For each command: its example, the placeholder of its first word (nil when it takes none),
        /// whether it writes.
        let details: [String: (example: [String], word: String?, writes: Bool)]
        /// The commands whose example pushed a screen.
        var opening: Set<String> = []
    }

    static func rows() async -> [ScreenRow] {
        await screens().flatMap { screen in
            screen.commands.flatMap { command -> [ScreenRow] in
                guard let detail = screen.details[command] else { return [] }
                return rows(
                    for: command, example: detail.example, word: detail.word, writes: detail.writes,
                    opens: screen.opening.contains(command), on: screen)
            }
        }
    }

    /// Each integer edge as a whole line, alone and followed by a word, on the home screen and then on
    /// every other screen.
    static func bareRows() async -> [ScreenRow] {
        let home = Screen(route: [], path: ["strata"], commands: [], details: [:])
        return ([home] + (await screens())).flatMap { screen in
            ScreenHostility.integerEdges.flatMap { edge in
                [[], ["open"]].compactMap { (words: [String]) -> ScreenRow? in
                    edge.word.map {
                        ScreenRow(
                            route: screen.route, path: screen.path, command: $0, hostility: edge,
                            words: words,
                            isValid: false, writes: false, opens: false)
                    }
                }
            }
        }
    }

    private static func rows(
        for command: String, example: [String], word: String?, writes: Bool, opens: Bool, on screen: Screen
    ) -> [ScreenRow] {
        func row(_ hostility: ScreenHostility, _ words: [String]) -> ScreenRow {
            let accepted =
                hostility == .empty
                ? word == nil : word.flatMap { acceptedText[$0] }?.contains(hostility) == true
            return ScreenRow(
                route: screen.route, path: screen.path, command: command, hostility: hostility, words: words,
                isValid: accepted, writes: writes, opens: opens)
        }
        var rows = [row(.empty, [])]
        for hostility in ScreenHostility.allCases {
            guard let word = hostility.word else { continue }
            if example.isEmpty {
                rows.append(row(hostility, [word]))
            } else {
                for index in example.indices {
                    var words = example
                    words[index] = word
                    rows.append(row(hostility, words))
                }
            }
        }
        rows.append(row(.extra, example + ["1"]))
        return rows
    }

    /// Every screen: the ones the home screen opens, and the ones a command's example opens from them.
    static func screens() async -> [Screen] {
        var found: [Screen] = []
        var routes = ScreenSession.homeScreenNames().map { [$0] }
        while let route = routes.first {
            routes.removeFirst()
            let session = ScreenSession()
            let shell = session.shell(route)
            _ = await shell.run()
            guard let top = shell.stack.top else { continue }
            let path = shell.stack.path
            let commands = top.commands
            // A command whose example opens another screen leads to one more screen to walk.
            var opening: Set<String> = []
            for command in commands {
                let line = ([command.name] + command.example).joined(separator: " ")
                let probe = ScreenSession().shell(route + [line])
                _ = await probe.run()
                guard probe.stack.path.count > path.count else { continue }
                opening.insert(command.name)
                if route.count < 3 { routes.append(route + [line]) }
            }
            found.append(
                Screen(
                    route: route, path: path, commands: commands.map(\.name),
                    details: Dictionary(
                        uniqueKeysWithValues: commands.map { command in
                            (
                                command.name,
                                (
                                    command.example,
                                    command.usage.split(separator: " ").dropFirst().first {
                                        $0.hasPrefix("<")
                                    }.map { String($0.dropFirst().dropLast()) },
                                    command.writes
                                )
                            )
                        }),
                    opening: opening))
        }
        return found
    }

    // MARK: - Running a row

    /// What a row left: the shell's exit, the screen, what it printed, the store before and after.
    struct Run {
        let status: ExitCode
        let path: [String]
        /// Everything the line printed, on both outputs, without the prompt that followed.
        let message: String
        let errors: String
        let before: StoreSnapshot
        let after: StoreSnapshot
    }

    /// The English a German screen must not show, of every module's words.
    static let english = WordsAudit.englishPieces(ofEveryPackage: true)

    static func run(_ row: ScreenRow, in language: Language = .english) async throws -> Run {
        // A file, so that the snapshots also see rows no port above reads (a scaffolded feature's).
        let folder = try TemporaryFolder()
        let session = ScreenSession(file: folder.path("screens.sqlite"), language: language)
        let stores = try session.stores()
        let lines = row.route + (row.route.first.flatMap { preparation[$0] } ?? []) + [row.line]
        let input = CheckpointInput(lines, output: session.output, errors: session.errors, stores: stores)
        let shell = session.shell(input: input)
        let status = await shell.run()
        let marks = input.marks
        let prompt = (shell.stack.path + [""]).joined(separator: " > ")
        let printed = String(
            session.output.text.dropFirst(marks.output).prefix(marks.outputEnd - marks.output))
        let errors = String(session.errors.text.dropFirst(marks.errors))
        return Run(
            status: status, path: shell.stack.path,
            message: (printed.hasSuffix(prompt) ? String(printed.dropLast(prompt.count)) : printed) + errors,
            errors: errors, before: try #require(input.before), after: try #require(input.after))
    }
}

/// Every row the app's stores hold that a screen could change: the plan and its revision, the users,
/// the open loans, the orders and the stock; and the database's bytes (its file and write-ahead log),
/// which any write changes, also to a table no port here reads.
struct StoreSnapshot: Equatable, Sendable {
    let plan: SavedPlan?
    let users: [User]
    let loans: [Loan]
    let orders: [Order]
    let stock: [StockItem]
    let files: [Data?]

    /// The parts that differ from `earlier`, by name: `["plan", "database"]` after a save.
    func changes(since earlier: StoreSnapshot) -> [String] {
        [
            ("plan", plan == earlier.plan), ("users", users == earlier.users),
            ("loans", loans == earlier.loans),
            ("orders", orders == earlier.orders), ("stock", stock == earlier.stock),
            ("database", files == earlier.files),
        ]
        .filter { !$0.1 }.map(\.0)
    }
}

/// The stores of one shell session, read for snapshots.
struct SessionStores: Sendable {
    let plan: any ReadingPlanStore
    let users: any UserRepository
    let loans: any LoanRepository
    let orders: any OrderRepository
    let inventory: any InventoryRepository
    /// The database file and its write-ahead log; none for an in-memory database.
    let files: [String]

    func snapshot() async throws -> StoreSnapshot {
        var users: [User] = []
        var page = 1
        while true {
            let next = try await self.users.page(page)
            users += next.users
            guard next.page < next.totalPages else { break }
            page += 1
        }
        return StoreSnapshot(
            plan: try await plan.load(), users: users,
            loans: try await loans.openLoans(dueOnOrBefore: .latest).sorted {
                $0.id.rawValue < $1.id.rawValue
            },
            orders: try await orders.fetchOrders().orders, stock: try await inventory.stock(),
            files: files.map { FileManager.default.contents(atPath: $0) })
    }
}

/// One shell on a fresh in-memory database, in UTC, as `app shell --db :memory:` makes it.
@MainActor
final class ScreenSession {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    private let root: CompositionRoot
    private let files: [String]
    private let language: Language

    /// - Parameter file: The database file; nil for a fresh in-memory database.
    init(file: String? = nil, language: Language = .english) {
        self.language = language
        root = CompositionRoot(
            database: SQLiteDatabase(location: file.map { .file(path: $0) } ?? .inMemory), client: nil,
            now: { Date() })
        files = file.map { [$0, $0 + "-wal"] } ?? []
    }

    static func homeScreenNames() -> [String] { RegisteredFeatures.commands.map(\.name) }

    func shell(_ lines: [String]) -> Shell { shell(input: ScriptedInput(lines)) }

    func shell(input: any LineSource) -> Shell {
        let terminal = TerminalRenderer(
            format: .text, output: output, errorOutput: errors, language: language)
        return Shell(
            screens: RegisteredFeatures.screens(over: root, terminal: terminal),
            input: input, output: output,
            style: .plain, echoesInput: false, language: language)
    }

    func stores() throws -> SessionStores {
        SessionStores(
            plan: root.readingPlanStore, users: root.users, loans: root.loans, orders: root.orders,
            inventory: root.inventory, files: files)
    }
}

/// Lines for a script that marks where the last line's output starts and ends, and snapshots the
/// store just before the last line and once it has run.
///
/// The shell runs a script's lines one at a time, so when it asks for a line, the one before has
/// finished.
final class CheckpointInput: LineSource {
    struct Marks: Sendable {
        var output = 0
        var errors = 0
        var outputEnd = 0
    }

    private let lines: [String]
    private let output: BufferedOutput
    private let errors: BufferedOutput
    private let stores: SessionStores
    private let state = Locked(
        (next: 0, marks: Marks(), before: StoreSnapshot?.none, after: StoreSnapshot?.none))

    init(_ lines: [String], output: BufferedOutput, errors: BufferedOutput, stores: SessionStores) {
        self.lines = lines
        self.output = output
        self.errors = errors
        self.stores = stores
    }

    var marks: Marks { state.withLock { $0.marks } }
    var before: StoreSnapshot? { state.withLock { $0.before } }
    var after: StoreSnapshot? { state.withLock { $0.after } }

    func nextLine() async -> String? {
        let index = state.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
        if index == lines.count - 1 {
            let snapshot = try? await stores.snapshot()
            let (output, errors) = (output.text.count, errors.text.count)
            state.withLock {
                $0.before = snapshot
                $0.marks.output = output
                $0.marks.errors = errors
            }
        }
        if index == lines.count {
            let end = output.text.count
            let snapshot = try? await stores.snapshot()
            state.withLock {
                $0.after = snapshot
                $0.marks.outputEnd = end
            }
        }
        return lines.indices.contains(index) ? lines[index] : nil
    }
}
