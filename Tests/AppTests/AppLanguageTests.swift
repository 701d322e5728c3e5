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
        #expect(german.status == 65 && english.status == 65)
        // en_US groups the bound as the C locale, the seed's, does not: `Enter 1 to 100000 pages.`
        #expect(english.stderr == "app: Enter 1 to 100,000 pages.\n", "\(english.stderr)")
        #expect(german.stderr == "app: Geben Sie 1 bis 100.000 Seiten ein.\n", "\(german.stderr)")
        #expect(EnglishWords.left(in: german.stderr) == [], "\(german.stderr)")
        #expect(german.stderr.hasPrefix("app: ") && german.stderr != english.stderr)
    }

    @Test("every leaf's example, and every screen of the shell, in German: no English sentence is left")
    func everyScreen() async throws {
        #expect(
            EnglishWords.pieces.count > 150, "the English tables were not read: \(EnglishWords.pieces.count)")
        for (path, command) in Application.root.leaves where command.example != nil {
            let database = try await SeededDatabase()
            let result = try await AppProcess.run(
                path + (command.example ?? []) + ["--db", database.path], environment: Self.german)
            #expect(!(result.stdout + result.stderr).isEmpty, "\(path): printed nothing")
            #expect(EnglishWords.left(in: result.stdout + result.stderr) == [], "\(path): \(result.stdout)")
        }
        let database = try await SeededDatabase()
        let walk = try await AppProcess.run(
            ["shell", "--db", database.path], environment: Self.german, stdin: Self.shellWalk)
        #expect(walk.status == 0)
        #expect(EnglishWords.left(in: walk.stdout + walk.stderr) == [], "\(walk.stdout)")
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
        let (first, second) = (try await SeededDatabase(), try await SeededDatabase())
        let german = try await AppProcess.run(
            words + ["--json", "--db", first.path], environment: Self.german)
        let english = try await AppProcess.run(
            words + ["--json", "--db", second.path], environment: Self.english)
        #expect(german.status == 0 && german.stdout == english.stdout, "\(german.stdout)")
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
