import CLIKit
import Domain
import DomainTestSupport
import Foundation
import LoansDomain
import LoansDomainTestSupport
import Presentation
import PresentationTestSupport
import Testing

@testable import DueLoansFeature

/// German titles around seed 002's day 100 (2026-01-10), so that no English word on a German screen is the data's.
enum GermanFixture {
    static let loans = [
        Fixture.loan(1, "Der Zauberberg", dueDay: 100), Fixture.loan(2, "Effi Briest", dueDay: 101),
        Fixture.loan(3, "Faust", dueDay: 107), Fixture.loan(4, "Die Blechtrommel", dueDay: 99),
        Fixture.loan(5, "Buddenbrooks", dueDay: 96), Fixture.loan(6, "Der Prozess", dueDay: 120),
    ]
    static let day100 = LoanDay(today: Fixture.day(100))
}

/// A terminal for people in German, keeping what each screen wrote.
@MainActor
struct GermanTerminal {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    var renderer: TerminalRenderer {
        TerminalRenderer(format: .text, output: output, errorOutput: errors, language: .german)
    }
}

@MainActor
@Suite("DueLoans' words: every key in English and German, every screen in German")
struct DueLoansWordsTests {
    let repository = FakeLoanRepository(loans: GermanFixture.loans)
    var ports: DueLoansPorts {
        DueLoansPorts(repository: repository, timeZone: .gmt, now: { Date() }, planReading: { _ in })
    }

    @Test("every key has a value in every language, with the same {arguments}, and every key is used")
    func everyKey() {
        #expect(WordsAudit.problems(languages: Language.supported.map(\.code)) == [])
    }

    @Test(
        "a loan's status in German, one day and more",
        arguments: [
            (0, "Heute fällig", "heute fällig"), (1, "Fällig in 1 Tag", "fällig in 1 Tag"),
            (2, "Fällig in 2 Tagen", "fällig in 2 Tagen"), (-1, "1 Tag überfällig", "1 Tag überfällig"),
            (-2, "2 Tage überfällig", "2 Tage überfällig"),
        ])
    func status(daysRemaining: Int, status: String, inline: String) {
        let wording = LoanWording(.german)
        #expect(wording.relative(daysRemaining) == status)
        #expect(wording.relativeInline(daysRemaining) == inline)
    }

    @Test(
        "a due date in German and in English, from the calendar's first day to its last",
        arguments: [
            (CivilDate(year: 2026, month: 1, day: 17), "17.01.2026", "2026-01-17"),
            (CivilDate(year: 1, month: 1, day: 1), "01.01.0001", "0001-01-01"),
            (CivilDate(year: 1582, month: 10, day: 10), "10.10.1582", "1582-10-10"),
            (CivilDate.latest, "31.12.9999", "9999-12-31"),
        ])
    func date(_ date: CivilDate?, german: String, english: String) throws {
        let date = try #require(date)
        #expect(LoanWording(.german).date(date) == german)
        #expect(LoanWording(.english).date(date) == english)
    }

    @Test("the loans screen in German: both groups, their rows lined up, and its help rows")
    func listInGerman() async {
        let terminal = GermanTerminal()
        let list = DueLoansAssembly.makeList(
            ports: ports, today: { GermanFixture.day100 }, terminal: terminal.renderer,
            navigator: NavigationStack())
        #expect(await list.refresh() == .success)
        #expect(
            terminal.output.lines == [
                "Überfällig",
                "  #5  Buddenbrooks      4 Tage überfällig",
                "  #4  Die Blechtrommel  1 Tag überfällig",
                "Bald fällig",
                "  #1  Der Zauberberg    Heute fällig",
                "  #2  Effi Briest       Fällig in 1 Tag",
                "  #3  Faust             Fällig in 7 Tagen",
            ])
        #expect(
            list.commands.map(\.help) == [
                "Eine Ausleihe aus dieser Liste öffnen.", "Die Ausleihen für heute neu laden.",
                "Das kompakte einzeilige Widget zeigen.",
            ])
        #expect(
            DueLoansEntry.summary(of: DueLoansEntry.scenes[0], in: .german)
                == "Ausleihen: überfällige und bald fällige, mit Detailansicht (VIPER)")
        #expect(terminal.errors.lines.isEmpty)
    }

    @Test("the loans screen in German with nothing due, and the widget the same day")
    func emptyInGerman() async {
        let result = DueLoansModels.Response(today: Fixture.day(200), overdue: [], dueSoon: [])
        let viewModel = DueLoansPresenter.viewModel(for: result, wording: LoanWording(.german))
        #expect(viewModel.sections.map(\.heading) == ["Bald fällig"])
        #expect(viewModel.sections.map(\.emptyMessage) == ["Bald ist keine Ausleihe fällig."])
        #expect(
            DueLoansWidgetPresenter.model(for: result, wording: LoanWording(.german)).line
                == "Bald ist keine Ausleihe fällig.")
    }

    @Test(
        "the widget in German: the counts and the most urgent loan",
        arguments: [
            (
                [1, 2, 3, 4, 5],
                "2 überfällig, 3 bald fällig · als Nächstes: Buddenbrooks (4 Tage überfällig)"
            ),
            (
                [1, 2, 3, 4],
                "1 überfällig, 3 bald fällig · als Nächstes: Die Blechtrommel (1 Tag überfällig)"
            ),
            ([1, 3], "2 bald fällig · als Nächstes: Der Zauberberg (heute fällig)"),
            ([2], "1 bald fällig · als Nächstes: Effi Briest (fällig in 1 Tag)"),
            ([3], "1 bald fällig · als Nächstes: Faust (fällig in 7 Tagen)"),
        ])
    func widgetInGerman(ids: [Int], line: String) async {
        let open = GermanFixture.loans.filter { ids.contains($0.id.rawValue) }
        let terminal = GermanTerminal()
        let widget = DueLoansAssembly.makeWidget(
            repository: FakeLoanRepository(loans: open), today: { GermanFixture.day100 },
            terminal: terminal.renderer)
        #expect(await widget.refresh() == .success)
        #expect(terminal.output.lines == [line])
    }

    @Test(
        "a loan's detail in German: its date as Germans write it and its status",
        arguments: [
            (2, ["Effi Briest", "  Fällig am: 11.01.2026", "  Status:    Fällig in 1 Tag"]),
            (5, ["Buddenbrooks", "  Fällig am: 06.01.2026", "  Status:    4 Tage überfällig"]),
            (6, ["Der Prozess", "  Fällig am: 30.01.2026", "  Status:    Fällig in 20 Tagen"]),
        ])
    func detailInGerman(id: Int, lines: [String]) async {
        let terminal = GermanTerminal()
        let detail = DueLoansAssembly.makeDetail(
            id: Loan.ID(rawValue: id), day: GermanFixture.day100, ports: ports, terminal: terminal.renderer)
        await detail.appear()
        #expect(detail.exitCode == .success)
        #expect(terminal.output.lines == lines)
        #expect(
            detail.commands.map(\.help) == [
                "Die Lektüre planen: Seiten pro Tag, um das Buch vor der Fälligkeit auszulesen."
            ])
    }

    @Test("a returned loan's detail says so in German")
    func returnedInGerman() async throws {
        _ = try await repository.markReturned(Loan.ID(rawValue: 3), on: Fixture.day(100))
        let terminal = GermanTerminal()
        let detail = DueLoansAssembly.makeDetail(
            id: Loan.ID(rawValue: 3), day: GermanFixture.day100, ports: ports, terminal: terminal.renderer)
        await detail.appear()
        #expect(terminal.output.lines.last == "  Status:    Zurückgegeben")
    }

    @Test(
        "a reading plan refused in German: overdue by one day or more, or returned",
        arguments: [
            (
                4,
                "Kein Leseplan: „Die Blechtrommel“ ist 1 Tag überfällig, bis zur Fälligkeit bleibt also kein Tag."
            ),
            (
                5,
                "Kein Leseplan: „Buddenbrooks“ ist 4 Tage überfällig, bis zur Fälligkeit bleibt also kein Tag."
            ),
            (1, "Kein Leseplan: „Der Zauberberg“ wurde zurückgegeben."),
            (999, "Es gibt keine Ausleihe mit der Nummer 999."),
        ])
    func planRefusedInGerman(id: Int, refusal: String) async throws {
        _ = try await repository.markReturned(Loan.ID(rawValue: 1), on: Fixture.day(100))
        let terminal = GermanTerminal()
        let detail = DueLoansAssembly.makeDetail(
            id: Loan.ID(rawValue: id), day: GermanFixture.day100, ports: ports, terminal: terminal.renderer)
        await detail.plan(pagesText: "412")
        #expect(detail.exitCode == .invalidInput)
        #expect(terminal.errors.lines == [refusal])
    }

    @Test(
        "adding a loan in German: its line, and each refusal",
        arguments: [
            ("Der Prozess", "2026-05-10", ["Ausleihe 7 angelegt: Der Prozess, fällig am 10.05.2026."], []),
            ("", "2026-05-10", [], ["Geben Sie einen Titel mit 1 bis 200 Zeichen ohne Steuerzeichen ein."]),
            (
                "Buch", "2026-02-30", [],
                [
                    "Den Tag 2026-02-30 gibt es nicht: Geben Sie ein gültiges Datum im Format JJJJ-MM-TT ein, "
                        + "etwa 2026-05-10."
                ]
            ),
            (
                "Buch", "10.05.2026", [],
                ["Geben Sie das Fälligkeitsdatum im Format JJJJ-MM-TT ein, etwa 2026-05-10."]
            ),
        ])
    func addInGerman(title: String, due: String, lines: [String], refusals: [String]) async {
        let terminal = GermanTerminal()
        let view = DueLoansAssembly.makeActions(repository: repository, terminal: terminal.renderer)
        let code = await view.add(title: title, dueText: due)
        #expect(code == (refusals.isEmpty ? .success : .invalidInput))
        #expect(terminal.output.lines == lines)
        #expect(terminal.errors.lines == refusals)
    }

    @Test("returning a loan in German, and returning one there is not")
    func returnInGerman() async {
        let terminal = GermanTerminal()
        let view = DueLoansAssembly.makeActions(repository: repository, terminal: terminal.renderer)
        let day = GermanFixture.day100.today
        #expect(await view.returnLoan(Loan.ID(rawValue: 1), on: day) == .success)
        #expect(await view.returnLoan(Loan.ID(rawValue: 999), on: day) == .invalidInput)
        #expect(await view.returnLoan(Loan.ID(rawValue: 1), on: day) == .invalidInput)
        #expect(terminal.output.lines == ["Ausleihe 1 zurückgegeben: Der Zauberberg."])
        #expect(
            terminal.errors.lines == [
                "Es gibt keine Ausleihe mit der Nummer 999.",
                "Die Ausleihe 1 wurde schon am \(LoanWording(.german).date(day)) zurückgegeben; nichts wurde geändert.",
            ])
    }

    @Test("the screen's refusals in German: a loan not on the list, an id that is none, a failed read")
    func screenRefusalsInGerman() async throws {
        let terminal = GermanTerminal()
        let list = DueLoansAssembly.makeList(
            ports: ports, today: { GermanFixture.day100 }, terminal: terminal.renderer,
            navigator: NavigationStack())
        await list.refresh()
        await list.open(id: Loan.ID(rawValue: 6))  // due later: not on the list
        let open = try #require(list.commands.first { $0.name == "open" })
        _ = await open.run(["x"])
        await repository.failReads(with: .storage(.damaged))
        #expect(await list.refresh() == .unavailable)
        let widget = DueLoansAssembly.makeWidget(
            repository: repository, today: { GermanFixture.day100 }, terminal: terminal.renderer)
        #expect(await widget.refresh() == .unavailable)
        #expect(
            terminal.errors.lines == [
                "Die Ausleihe 6 steht nicht auf der Liste.",
                "Die Nummer der Ausleihe muss eine ganze Zahl ab 1 sein; 'x' ist keine "
                    + "ganze Zahl.",
                "Die Ausleihen konnten nicht geladen werden. "
                    + StorageWording.message(for: .damaged, in: .german),
                "Die Ausleihen konnten nicht geladen werden.",
            ])
    }

    @Test("the command line's refusals in German, and in English as before")
    func commandLineRefusals() {
        let badDay = Invocation(
            path: ["loans", "list"], values: ["today": ["2026-02-30"]], flags: [], arguments: [])
        let badID = Invocation(path: ["loans", "open"], values: [:], flags: [], arguments: ["0"])
        for (invocation, german, english) in [
            (
                badDay, "--today muss ein gültiges Datum im Format JJJJ-MM-TT sein.",
                "--today must be a real date written YYYY-MM-DD."
            ),
            (
                badID,
                "Die Nummer der Ausleihe muss eine ganze Zahl ab 1 sein; '0' liegt "
                    + "außerhalb dieses Bereichs.",
                "The loan id must be a whole number of at least 1; '0' is out of range."
            ),
        ] {
            let failure = #expect(throws: CommandFailure.self) { try DueLoansEntry.read(invocation) }
            #expect(failure?.code == .invalidInput)
            #expect(failure?.message(in: .german) == german)
            #expect(failure?.message == english)
        }
    }

    @Test("JSON is the same bytes whatever language the terminal was asked for")
    func jsonIsEnglish() async {
        var documents: [[String]] = []
        for language in Language.supported {
            let output = BufferedOutput()
            let terminal = TerminalRenderer(
                format: .json, output: output, errorOutput: BufferedOutput(), language: language)
            let list = DueLoansAssembly.makeList(
                ports: ports, today: { GermanFixture.day100 }, terminal: terminal,
                navigator: NavigationStack())
            await list.refresh()
            let detail = DueLoansAssembly.makeDetail(
                id: Loan.ID(rawValue: 2), day: GermanFixture.day100, ports: ports, terminal: terminal)
            await detail.appear()
            documents.append(output.lines)
        }
        #expect(documents[0] == documents[1])
        #expect(documents[0].joined().contains(#""dueDate":"2026-01-11""#))
        #expect(documents[0].joined().contains(#""subtitle":"Due in 1 day""#))
    }

    @Test("no screen in German shows a sentence of the English table")
    func noEnglishOnGermanScreens() async throws {
        let terminal = GermanTerminal()
        let list = DueLoansAssembly.makeList(
            ports: ports, today: { GermanFixture.day100 }, terminal: terminal.renderer,
            navigator: NavigationStack())
        await list.refresh()
        await list.open(id: Loan.ID(rawValue: 6))
        let widget = DueLoansAssembly.makeWidget(
            repository: repository, today: { GermanFixture.day100 }, terminal: terminal.renderer)
        await widget.refresh()
        for id in [2, 4, 5, 999] {
            let detail = DueLoansAssembly.makeDetail(
                id: Loan.ID(rawValue: id), day: GermanFixture.day100, ports: ports,
                terminal: terminal.renderer)
            await detail.appear()
            await detail.plan(pagesText: "412")
        }
        let actions = DueLoansAssembly.makeActions(repository: repository, terminal: terminal.renderer)
        await actions.presenter.add(title: "Der Prozess", dueText: "2026-05-10")
        for (title, due) in [("", "2026-05-10"), ("Buch", "2026-02-30"), ("Buch", "morgen")] {
            await actions.presenter.add(title: title, dueText: due)
        }
        await actions.presenter.returnLoan(Loan.ID(rawValue: 1), on: GermanFixture.day100.today)
        await actions.presenter.returnLoan(Loan.ID(rawValue: 999), on: GermanFixture.day100.today)
        let returned = DueLoansAssembly.makeDetail(
            id: Loan.ID(rawValue: 1), day: GermanFixture.day100, ports: ports, terminal: terminal.renderer)
        await returned.appear()
        await returned.plan(pagesText: "412")
        await repository.failReads(with: .storage(.busy))
        await list.refresh()
        await widget.refresh()
        let shown =
            terminal.output.lines + terminal.errors.lines + list.commands.map(\.help)
            + returned.commands.map(\.help) + [
                DueLoansEntry.summary(of: DueLoansEntry.scenes[0], in: .german)
            ]
        #expect(shown.count > 30)

        let pieces = WordsAudit.englishPieces()
        #expect(pieces.count > 25)
        for piece in pieces {
            #expect(!shown.contains { $0.contains(piece) }, "English on a German screen: \(piece)")
        }
    }
}
