import AppCore
import CLIKit
import DataTestSupport
import Foundation
import PresentationTestSupport
import Testing

/// The app in the person's language, end to end: chosen from the environment, German on every screen and
/// in every refusal, JSON the same bytes in each, and a copy installed elsewhere with its words.
@Suite("app in the person's language")
struct AppLanguageTests {
    /// LANG=de_DE.UTF-8 with nothing before it (AppProcess pins LC_ALL=C otherwise).
    static let german = [
        "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "", "LANG": "de_DE.UTF-8", "NO_COLOR": "1",
    ]
    static let english = german.merging(["LANG": "en_US.UTF-8"]) { $1 }

    @Test(
        "words from LC_MESSAGES, money from LC_MONETARY, each under LC_ALL, over LANG; C is English",
        arguments: [
            (["LANG": "de_DE.UTF-8"], true, "25,00"),
            (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], false, "25.00"),
            (["LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], true, "25.00"),
            (["LC_MONETARY": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], false, "25,00"),
            (["LANG": "xx_YY.UTF-8"], false, "25.00"),
        ])
    func chosen(environment: [String: String], isGerman: Bool, money: String) async throws {
        let database = try await SeededDatabase()
        let result = try await AppProcess.run(
            ["orders", "--db", database.path], environment: Self.german.merging(environment) { $1 })
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("Summe") == isGerman, "\(result.stdout)")
        #expect(result.stdout.contains("3 Artikel, Summe 25") == isGerman, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(money + "\n"), "\(result.stdout)")
    }

    @Test("a codeset of ISO-8859-1 or -15 gets its own bytes; any other but UTF-8 gets English in ASCII")
    func codesets() async throws {
        let words = ["users", "show", "0"]
        let latin =
            "app: Die Benutzer-ID muss eine ganze Zahl ab 1 sein; '0' liegt außerhalb dieses Bereichs.\n"
        for codeset in ["ISO-8859-1", "ISO-8859-15"] {
            let run = try await AppProcess.run(
                words, environment: Self.german.merging(["LANG": "de_DE." + codeset]) { $1 })
            #expect(run.status == 65)
            #expect(run.stderrBytes == Data(latin.unicodeScalars.map { UInt8($0.value) }), "\(codeset)")
        }
        let other = try await AppProcess.run(
            words, environment: Self.german.merging(["LANG": "de_DE.EUC-JP"]) { $1 })
        #expect(other.status == 65)
        #expect(
            other.stderr == "app: The user id must be a whole number of at least 1; '0' is out of range.\n")
    }

    @Test("a refusal is German, with the same exit code")
    func refusal() async throws {
        let words = ["plan", "make", "--pages", "0", "--days", "10"]
        let german = try await AppProcess.run(words, environment: Self.german)
        let english = try await AppProcess.run(words, environment: Self.english)
        let polish = try await AppProcess.run(
            words, environment: Self.german.merging(["LANG": "pl_PL.UTF-8"]) { $1 })
        #expect(german.status == 65 && english.status == 65 && polish.status == 65)
        #expect(
            polish.stderr == "app: Podaj od 1 do 100\u{A0}000 stron.\n",
            "\(polish.stderr.unicodeScalars.map(\.value))")
        // en_US groups the bound as the C locale, the seed's, does not: `Enter 1 to 100000 pages.`
        #expect(english.stderr == "app: Enter 1 to 100,000 pages.\n", "\(english.stderr)")
        #expect(german.stderr == "app: Geben Sie 1 bis 100.000 Seiten ein.\n", "\(german.stderr)")
        #expect(EnglishWords.left(in: german.stderr) == [], "\(german.stderr)")
        #expect(german.stderr.hasPrefix("app: ") && german.stderr != english.stderr)
    }

    @Test(
        "every leaf's example, every screen, a network and a storage failure: no English is left",
        arguments: ["de_DE.UTF-8", "pl_PL.UTF-8"])
    func everyScreen(locale: String) async throws {
        let environment = Self.german.merging(["LANG": locale]) { $1 }
        #expect(
            EnglishWords.pieces.count > 150, "the English tables were not read: \(EnglishWords.pieces.count)")
        for (path, command) in Application.root.leaves where command.example != nil {
            let database = try await SeededDatabase()
            let result = try await AppProcess.run(
                path + (command.example ?? []) + ["--db", database.path], environment: environment)
            #expect(!(result.stdout + result.stderr).isEmpty, "\(path): printed nothing")
            #expect(EnglishWords.left(in: result.stdout + result.stderr) == [], "\(path): \(result.stdout)")
        }
        let database = try await SeededDatabase()
        let walk = try await AppProcess.run(
            ["shell", "--db", database.path], environment: environment, stdin: Self.shellWalk)
        #expect(walk.status == 0)
        #expect(EnglishWords.left(in: walk.stdout + walk.stderr) == [], "\(walk.stdout)")
        // A server that is not there, and a database file that is not one.
        let network = try await AppProcess.run(
            ["users", "--api", "http://127.0.0.1:9"], environment: environment)
        let folder = try TemporaryFolder()
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: folder.path("damaged.sqlite")))
        let storage = try await AppProcess.run(
            ["plan", "show", "--db", folder.path("damaged.sqlite")], environment: environment)
        for failure in [network, storage] {
            #expect(failure.status == 69 && !failure.stderr.isEmpty, "\(failure.stderr)")
            #expect(EnglishWords.left(in: failure.stderr) == [], "\(failure.stderr)")
        }
        // Every kind of usage error the command line gives, each in the reader's words.
        for words in Self.usageErrors {
            let refused = try await AppProcess.run(words, environment: environment)
            #expect(refused.status == 64 && !refused.stderr.isEmpty, "\(words): \(refused.stderr)")
            #expect(EnglishWords.left(in: refused.stderr) == [], "\(words): \(refused.stderr)")
        }
    }

    /// One command line for each of CLIKit's `usage.*` refusals.
    static let usageErrors = [
        ["plan"], ["plan", "make", "--bogus"], ["nope"],
        ["plan", "make", "--pages", "1", "--pages", "2", "--days", "1"],
        ["plan", "make", "--pages", "1", "--days", "1", "--json=1"], ["plan", "make", "--pages"],
        ["plan", "make", "--days", "1"], ["plan", "show", "extra"], ["loans", "return"], ["--help", "extra"],
    ]

    @Test("Polish counts take CLDR's forms: one, few and many")
    func polishCounts() async throws {
        let polish = Self.german.merging(["LANG": "pl_PL.UTF-8"]) { $1 }
        var lines: [String] = []
        for pages in [1, 2, 5, 22, 25] {
            let run = try await AppProcess.run(
                ["plan", "make", "--pages", String(pages), "--days", "1"], environment: polish)
            lines.append(run.stdout)
        }
        #expect(
            lines
                == [1: "stronę", 2: "strony", 5: "stron", 22: "strony", 25: "stron"].sorted {
                    $0.key < $1.key
                }
                .map { "Czytaj najwyżej \($0.key) \($0.value) dziennie.\n" })
        let database = try await SeededDatabase()
        let loans = try await AppProcess.run(["loans", "--db", database.path], environment: polish)
        for line in [
            "Po terminie", "3 dni po terminie", "1 dzień po terminie", "Termin za 2 dni", "Termin za 7 dni",
        ] {
            #expect(loans.stdout.contains(line), "\(loans.stdout)")
        }
    }

    /// Every screen, its help, a refusal on each, and the routes between them.
    static let shellWalk =
        [
            "help", "9", "nope", "plan", "help", "make 0 10", "make 300 30", "back", "users", "help",
            "open 99", "open 1",
            "help", "loans", "back", "back", "back", "loans", "help", "open 99", "open 1", "help", "plan 300",
            "back",
            "back", "back", "orders", "help", "open 999", "back", "inventory", "help", "back", "back", "quit",
        ].joined(separator: "\n") + "\n"

    @Test(
        "--json is the same bytes in every language", arguments: [["orders"], ["loans"], ["users", "list"]])
    func json(words: [String]) async throws {
        var documents: [String] = []
        for locale in ["en_US.UTF-8", "de_DE.UTF-8", "pl_PL.UTF-8"] {
            let database = try await SeededDatabase()
            let run = try await AppProcess.run(
                words + ["--json", "--db", database.path],
                environment: Self.german.merging(["LANG": locale]) { $1 })
            #expect(run.status == 0, "\(run.stderr)")
            documents.append(run.stdout)
        }
        #expect(Set(documents).count == 1 && !documents[0].isEmpty, "\(documents)")
    }

    @Test("a copy with its resource folders speaks German; without them it stops with 72, naming them")
    func installedCopy() async throws {
        let app = try AppProcess.executable
        let folder = try TemporaryFolder()
        // A hard link where it can be, not a copy: a copy is written through a file descriptor that a process
        // another test starts meanwhile can inherit, and the kernel then refuses to run it ("Text file busy").
        do {
            try FileManager.default.linkItem(atPath: app.path, toPath: folder.path("app"))
        } catch {
            // The temporary folder is on another file system.
            try FileManager.default.copyItem(atPath: app.path, toPath: folder.path("app"))
        }
        let copy = URL(fileURLWithPath: folder.path("app"))
        let words = ["plan", "make", "--pages", "300", "--days", "30"]
        let bare = try await AppProcess.run(words, environment: Self.german, executable: copy)
        #expect(bare.status == 72 && bare.stdout.isEmpty)
        #expect(
            bare.stderr.contains("CLIKit, Composition") && bare.stderr.contains("docs/CLI.md"),
            "\(bare.stderr)")
        let built = app.deletingLastPathComponent()
        for name in try FileManager.default.contentsOfDirectory(atPath: built.path)
        where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
            try FileManager.default.copyItem(
                atPath: built.appendingPathComponent(name).path, toPath: folder.path(name))
        }
        let whole = try await AppProcess.run(words, environment: Self.german, executable: copy)
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(EnglishWords.left(in: whole.stdout) == [] && !whole.stdout.isEmpty, "\(whole.stdout)")
    }
}

/// The English of every module's words, to find one left on a German screen.
enum EnglishWords {
    static let pieces = WordsAudit.englishPieces(ofEveryPackage: true)

    /// Each piece of an English value (``WordsAudit/englishPieces(ofEveryPackage:testFile:)``) that `text` shows.
    static func left(in text: String) -> [String] {
        pieces.filter { text.contains($0) }
    }
}
