import CLIKit
import Domain
import DomainTestSupport
import Foundation
import Presentation
import PresentationTestSupport
import Testing
import UsersDomain
import UsersDomainTestSupport

@testable import UserListFeature

/// The scenes' words: every key in every language, and both scenes, their refusals and their help in German.
@MainActor
@Suite("UserList words")
struct UserListWordsTests {
    let ada = User(id: .init(rawValue: 7), firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")
    var german: UserListPresenter { UserListPresenter(language: .german) }

    @Test("every key is in every language, with the same {arguments}, and used")
    func everyKey() {
        #expect(WordsAudit.problems(languages: Language.supported.map(\.code)) == [])
    }

    @Test("the home screen's line is the scene's summary in English, and the feature's own words in German")
    func homeSummary() {
        let scene = UserListEntry.scenes[0]
        #expect(UserListEntry.summary(of: scene, in: .english) == scene.summary)
        #expect(
            UserListEntry.summary(of: scene, in: .german)
                == "Benutzerverzeichnis: Seiten, Details, Änderungen (VIP mit Router und Data Store)")
    }

    @Test(
        "the page line in German, one user and more",
        arguments: [
            (1, 1, 1, "Seite 1 von 1, 1 Benutzer"),
            (2, 7, 42, "Seite 2 von 7, 42 Benutzer"),
        ])
    func pageLine(page: Int, totalPages: Int, total: Int, line: String) {
        let model = german.viewModel(
            for: .init(
                users: [ada], loading: .none, error: nil, page: page, totalPages: totalPages, total: total))
        #expect(model.pageInfo == line)
        #expect(model.rows == [.init(id: 7, title: "Ada Lovelace", subtitle: "ada@example.com")])
    }

    @Test(
        "a page past the end in German: one page, and more",
        arguments: [
            (9, 1, "Seite 9 gibt es nicht: Es gibt 1 Seite."),
            (9, 2, "Seite 9 gibt es nicht: Es gibt 2 Seiten."),
            (4, 3, "Seite 4 gibt es nicht: Es gibt 3 Seiten."),
        ])
    func missingPage(page: Int, totalPages: Int, message: String) {
        let model = german.viewModel(
            for: .init(
                users: [], loading: .none, error: nil, page: 0, totalPages: totalPages, total: 5,
                missingPage: page))
        #expect(model.outcome == .invalidInput)
        #expect(model.errorMessage == message)
    }

    @Test(
        "a missing row in German: an empty list, one row, and more",
        arguments: [
            (98, 6, "Zeile 99 gibt es nicht: Die Liste hat die Zeilen 1 bis 6."),
            (2, 2, "Zeile 3 gibt es nicht: Die Liste hat die Zeilen 1 bis 2."),
            (1, 1, "Zeile 2 gibt es nicht: Die Liste hat 1 Zeile."),
            (0, 0, "Zeile 1 gibt es nicht: Die Liste ist leer."),
        ])
    func missingRow(index: Int, rowCount: Int, message: String) {
        #expect(
            german.viewModel(for: UserListModels.SelectRow.Response(index: index, rowCount: rowCount))
                == .init(outcome: .invalidInput, errorMessage: message))
    }

    @Test("next after the last page, in German")
    func lastPage() {
        #expect(
            german.viewModel(for: UserListModels.LastPage.Response(page: 3, totalPages: 3))
                == .init(message: "Dies ist die letzte Seite (3 von 3); eine nächste gibt es nicht."))
    }

    @Test(
        "a failed directory request in German, the service's reason too",
        arguments: [
            (
                UserError.notFound(.init(rawValue: 99)), Outcome.invalidInput,
                "Es gibt keinen Benutzer mit der ID 99."
            ),
            (
                .storage(.busy), .unavailable,
                "Die Benutzer konnten nicht geladen werden. Der Speicher ist belegt: Ein anderes Programm "
                    + "benutzt die Datenbank. Bitte gleich noch einmal versuchen."
            ),
            (
                .service(.unavailable(reason: .answered(status: 500))), .unavailable,
                "Die Benutzer konnten nicht geladen werden. Der Dienst ist nicht erreichbar: der Server "
                    + "antwortete mit 500. Bitte später erneut versuchen."
            ),
        ] as [(UserError, Outcome, String)])
    func failures(error: UserError, outcome: Outcome, message: String) {
        let model = german.viewModel(
            for: .init(users: [], loading: .none, error: error, page: 0, totalPages: 1, total: 0))
        #expect(model.outcome == outcome)
        #expect(model.errorMessage == message)
    }

    @Test(
        "a save's outcome in German: saved, each broken rule, not found, cancelled, already saving",
        arguments: [
            (
                UserDetailModels.Save.Response.Result.saved(
                    User(
                        id: .init(rawValue: 3), firstName: "Grace", lastName: "Hopper",
                        email: "grace@navy.mil")),
                "Gespeichert: Grace Hopper <grace@navy.mil>.", [String]()
            ),
            (
                .invalid([.invalidFirstName, .invalidLastName, .implausibleEmail]), nil,
                [
                    "Geben Sie einen Vornamen mit 1 bis 100 Zeichen ein.",
                    "Geben Sie einen Nachnamen mit 1 bis 100 Zeichen ein.",
                    "Geben Sie eine E-Mail-Adresse wie name@example.com ein.",
                ]
            ),
            (.failed(.notFound(.init(rawValue: 42))), nil, ["Es gibt keinen Benutzer mit der ID 42."]),
            (
                .cancelled, nil,
                [
                    "Das Speichern wurde abgebrochen; die Änderung ist vielleicht gespeichert, vielleicht auch "
                        + "nicht. Geben Sie show ein, um nachzusehen."
                ]
            ),
            (
                .alreadySaving, nil,
                ["Es wird bereits gespeichert; dieser Speichervorgang wurde nicht gesendet."]
            ),
        ] as [(UserDetailModels.Save.Response.Result, String?, [String])])
    func saveOutcomes(result: UserDetailModels.Save.Response.Result, message: String?, errors: [String]) {
        let model = UserDetailPresenter(language: .german).viewModel(for: .init(result: result))
        #expect(model.message == message)
        #expect(model.errors == errors)
    }

    @Test("the list screen in German: rows, page line, a missing row, the last page, and its help rows")
    func listScreen() async {
        let screen = Screen(language: .german)
        let list = UserListConfigurator.makeScene(
            ports: UserListPorts(repository: FakeUserRepository.numbered(3), open: ScreenOpener { _ in }),
            terminal: screen.terminal, navigator: NavigationStack())
        await list.refresh()
        await list.open(row: 5)
        await list.nextPage()
        await list.nextPage()
        #expect(
            screen.output.lines == [
                "  1. First1 Last1  user1@example.com  (ID 1)",
                "  2. First2 Last2  user2@example.com  (ID 2)",
                "Seite 1 von 2, 3 Benutzer",
                "  1. First1 Last1  user1@example.com  (ID 1)",
                "  2. First2 Last2  user2@example.com  (ID 2)",
                "  3. First3 Last3  user3@example.com  (ID 3)",
                "Seite 2 von 2, 3 Benutzer",
                "Dies ist die letzte Seite (2 von 2); eine nächste gibt es nicht.",
            ])
        #expect(screen.errors.lines == ["Zeile 5 gibt es nicht: Die Liste hat die Zeilen 1 bis 2."])
        #expect(
            list.commands.map(\.help) == [
                "Die nächste Seite unter den gezeigten Zeilen laden.", "Ab der ersten Seite neu laden.",
                "Seite n zeigen.",
                "Den Benutzer in dieser Zeile öffnen.",
            ])
    }

    @Test("the detail screen in German: the user, a save, broken rules, and its help rows")
    func detailScreen() async {
        let screen = Screen(language: .german)
        let detail = UserDetailConfigurator.makeScene(
            userID: .init(rawValue: 2),
            ports: UserListPorts(repository: FakeUserRepository.numbered(3), open: ScreenOpener { _ in }),
            terminal: screen.terminal, navigator: NavigationStack())
        await detail.load()
        await detail.save(firstName: "Ada")
        await detail.save(lastName: " ", email: "nope")
        #expect(
            screen.output.lines == [
                "First2 Last2", "  E-Mail: user2@example.com", "  ID:     2",
                "Gespeichert: Ada Last2 <user2@example.com>.",
            ])
        #expect(
            screen.errors.lines == [
                "Geben Sie einen Nachnamen mit 1 bis 100 Zeichen ein.",
                "Geben Sie eine E-Mail-Adresse wie name@example.com ein.",
            ])
        #expect(
            detail.commands.map(\.help) == [
                "Einen neuen Vornamen speichern.", "Einen neuen Nachnamen speichern.",
                "Eine neue E-Mail-Adresse speichern.", "Den Benutzer erneut zeigen.",
                "Die Ansicht loans öffnen.",
            ])
    }

    @Test("a loading line in German, drawn only where progress is shown")
    func loading() {
        let screen = Screen(language: .german, showsProgress: true)
        let list = UserListConfigurator.makeScene(
            ports: UserListPorts(repository: FakeUserRepository.numbered(3), open: ScreenOpener { _ in }),
            terminal: screen.terminal, navigator: NavigationStack())
        let model = german.viewModel(
            for: .init(users: [], loading: .fullScreen, error: nil, page: 0, totalPages: 1, total: 0))
        list.display(model)
        #expect(screen.output.lines == ["Benutzer werden geladen…"])
    }

    @Test("JSON is English whatever the language asked: the same bytes as an English run")
    func jsonStaysEnglish() async {
        var documents: [[String]] = []
        for language in Language.supported {
            let output = BufferedOutput()
            let terminal = TerminalRenderer(
                format: .json, output: output, errorOutput: BufferedOutput(), language: language)
            let list = UserListConfigurator.makeScene(
                ports: UserListPorts(repository: FakeUserRepository.numbered(3), open: ScreenOpener { _ in }),
                terminal: terminal, navigator: NavigationStack())
            await list.showPage(9)
            documents.append(output.lines)
        }
        #expect(documents[0] == documents[1])
        #expect(documents[0].first?.contains("Page 9 does not exist: there are 2 pages.") == true)
    }

    @Test(
        "a command line's refusals in German, and in English as before",
        arguments: [
            (
                Invocation(path: ["users", "list"], values: ["page": ["2"]], flags: ["all"]),
                "--page and --all cannot be used together.",
                "--page und --all lassen sich nicht zusammen verwenden."
            ),
            (
                Invocation(path: ["users", "edit"], arguments: ["3"]),
                "Give at least one of --first-name, --last-name and --email.",
                "Geben Sie mindestens eine der Optionen --first-name, --last-name und --email an."
            ),
            (
                Invocation(path: ["users", "show"], arguments: ["0"]),
                "The user id must be a whole number of at least 1; '0' is out of range.",
                "Die Benutzer-ID muss eine ganze Zahl ab 1 sein; '0' liegt außerhalb "
                    + "dieses Bereichs."
            ),
            (
                Invocation(path: ["users", "list"], values: ["page": ["x"]]),
                "--page must be a whole number of at least 1; 'x' is not a whole number.",
                "--page muss eine ganze Zahl ab 1 sein; 'x' ist keine ganze Zahl."
            ),
        ] as [(Invocation, String, String)])
    func commandRefusals(invocation: Invocation, english: String, german: String) {
        do throws(CommandFailure) {
            _ = try UserListEntry.read(invocation)
            Issue.record("\(invocation) was read")
        } catch {
            #expect(error.message == english)
            #expect(error.message(in: .german) == german)
        }
    }

    @Test(
        "the list screen's refusals of a page or a row in German",
        arguments: [
            (
                "page", ["x"],
                "Die Seite muss eine ganze Zahl ab 1 sein; 'x' ist keine ganze Zahl."
            ),
            (
                "page", ["0"],
                "Die Seite muss eine ganze Zahl ab 1 sein; '0' liegt außerhalb dieses "
                    + "Bereichs."
            ),
            (
                "open", ["0"],
                "Die Zeile muss eine ganze Zahl von 1 bis 2 sein; '0' liegt außerhalb dieses Bereichs."
            ),
            ("open", ["9"], "Zeile 9 gibt es nicht: Die Liste hat die Zeilen 1 bis 2."),
        ])
    func screenRefusals(command: String, words: [String], message: String) async throws {
        let screen = Screen(language: .german)
        let list = UserListConfigurator.makeScene(
            ports: UserListPorts(repository: FakeUserRepository.numbered(3), open: ScreenOpener { _ in }),
            terminal: screen.terminal, navigator: NavigationStack())
        await list.refresh()
        let shown = screen.output.lines
        let typed = try #require(list.commands.first { $0.name == command })
        _ = await typed.run(words)
        #expect(screen.errors.lines == [message])
        #expect(screen.output.lines == shown)
    }

    @Test("no English sentence of the scenes is on a German screen")
    func noEnglishOnGermanScreens() async throws {
        let pieces = WordsAudit.englishPieces()
        #expect(pieces.count > 25)

        let screen = Screen(language: .german)
        let ports = UserListPorts(repository: FakeUserRepository.numbered(3), open: ScreenOpener { _ in })
        let list = UserListConfigurator.makeScene(
            ports: ports, terminal: screen.terminal, navigator: NavigationStack())
        await list.refresh()
        await list.showAll()
        await list.nextPage()
        await list.open(row: 9)
        await list.showPage(7)
        let detail = UserDetailConfigurator.makeScene(
            userID: .init(rawValue: 1), ports: ports, terminal: screen.terminal, navigator: NavigationStack())
        await detail.load()
        await detail.save(email: "grace@navy.mil")
        await detail.save(firstName: "", lastName: "", email: "x")
        let missing = UserDetailConfigurator.makeScene(
            userID: .init(rawValue: 99), ports: ports, terminal: screen.terminal, navigator: NavigationStack()
        )
        await missing.load()
        for (command, typed) in [("page", ["x"]), ("open", ["0"])] {
            _ = await list.commands.first { $0.name == command }?.run(typed)
        }
        let shown =
            screen.output.lines + screen.errors.lines + list.commands.map(\.help)
            + detail.commands.map(\.help)
            + [UserListEntry.summary(of: UserListEntry.scenes[0], in: .german)]
        #expect(shown.count > 20)
        for line in shown {
            let found = pieces.filter { line.contains($0) }
            #expect(found.isEmpty, "\(line) shows English: \(found)")
        }
    }
}

/// A text terminal in `language`, its output and error output kept.
@MainActor
struct Screen {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    let terminal: TerminalRenderer

    init(language: Language, showsProgress: Bool = false) {
        terminal = TerminalRenderer(
            format: .text, output: output, errorOutput: errors, showsProgress: showsProgress,
            language: language)
    }
}
