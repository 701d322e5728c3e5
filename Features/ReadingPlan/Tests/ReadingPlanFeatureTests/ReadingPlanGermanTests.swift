import CLIKit
import Domain
import Foundation
import Presentation
import PresentationTestSupport
import ReadingPlanDomain
import ReadingPlanDomainTestSupport
import Testing

@testable import ReadingPlanFeature

/// The plan scene in German, driven as a user drives it, and worded by the presenter alone.
@MainActor
@Suite("Reading plan in German")
struct ReadingPlanGermanTests {
    let store = FakeReadingPlanStore()
    let output = BufferedOutput()
    let errors = BufferedOutput()
    let view: ReadingPlanTerminalView
    let presenter = ReadingPlanPresenter(language: .german)

    init() {
        view = ReadingPlanConfigurator.makeScene(
            ports: ReadingPlanPorts(store: store, open: ScreenOpener { _ in }),
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors, language: .german))
    }

    @Test(
        "make: the daily quota, one page or more, and each field's refusal",
        arguments: [
            ("101", "10", "Lesen Sie bis zu 11 Seiten pro Tag.", nil),
            ("1", "1", "Lesen Sie bis zu 1 Seite pro Tag.", nil),
            ("2", "1", "Lesen Sie bis zu 2 Seiten pro Tag.", nil),
            ("many", "10", nil, "Geben Sie 1 bis 100.000 Seiten ein."),
            ("100", "0", nil, "Geben Sie 1 bis 365 Tage ein."),
        ] as [(String, String, String?, String?)])
    func make(pages: String, days: String, summary: String?, error: String?) {
        view.submit(pages: pages, days: days)
        #expect(view.model == ReadingPlanModels.MakePlan.ViewModel(summary: summary, error: error))
        #expect(output.lines == (summary.map { [$0] } ?? []))
        #expect(errors.lines == (error.map { [$0] } ?? []))
    }

    @Test(
        "save and load describe the plan, one page and one day in the singular",
        arguments: [
            (
                "300", "30", "Gespeichert: 300 Seiten in 30 Tagen, bis zu 10 Seiten pro Tag (Revision 1).",
                "Gespeicherter Plan: 300 Seiten in 30 Tagen, bis zu 10 Seiten pro Tag (Revision 1)."
            ),
            (
                "1", "1", "Gespeichert: 1 Seite in 1 Tag, bis zu 1 Seite pro Tag (Revision 1).",
                "Gespeicherter Plan: 1 Seite in 1 Tag, bis zu 1 Seite pro Tag (Revision 1)."
            ),
            (
                "2", "2", "Gespeichert: 2 Seiten in 2 Tagen, bis zu 1 Seite pro Tag (Revision 1).",
                "Gespeicherter Plan: 2 Seiten in 2 Tagen, bis zu 1 Seite pro Tag (Revision 1)."
            ),
        ])
    func saveThenLoad(pages: String, days: String, saved: String, loaded: String) async {
        await view.load()
        await view.save(
            form: ReadingPlanModels.MakePlan.Request(pagesText: pages, daysText: days), expectedRevision: nil)
        await view.load()
        #expect(output.lines == ["Noch kein Plan gespeichert.", saved, loaded])
        #expect(errors.lines.isEmpty)
    }

    @Test(
        "each refused or failed save says what happened in German",
        arguments: [
            (
                ReadingPlanModels.SavePlan.Response.Result.failed(
                    .conflict(currentRevision: Revision(rawValue: 3))),
                "Der Plan wurde an anderer Stelle geändert und steht jetzt bei Revision 3. "
                    + "Laden Sie ihn und speichern Sie dann erneut mit Revision 3."
            ),
            (
                .unknownRevision(asked: Revision(rawValue: 5), current: Revision(rawValue: 3)),
                "Eine Revision 5 gibt es nicht: Der Plan steht bei Revision 3. "
                    + "Laden Sie ihn und speichern Sie dann erneut mit Revision 3."
            ),
            (
                .cancelled,
                "Das Speichern wurde abgebrochen; der Plan wurde möglicherweise gespeichert, möglicherweise "
                    + "auch nicht. Laden Sie ihn, um nachzusehen."
            ),
            (.alreadySaving, "Es läuft bereits ein Speichervorgang; dieser wurde nicht gesendet."),
            (.invalid(.invalidPages), "Geben Sie 1 bis 100.000 Seiten ein."),
            (
                .failed(.storage(.full)),
                "Der Speicher ist voll: Nichts wurde gespeichert. "
                    + "Geben Sie Speicherplatz frei und versuchen Sie es erneut."
            ),
        ])
    func saveRefusals(result: ReadingPlanModels.SavePlan.Response.Result, error: String) {
        let model = presenter.viewModel(for: ReadingPlanModels.SavePlan.Response(result: result))
        #expect(model.error == error)
        #expect(model.message == nil)
    }

    @Test("a store that cannot answer a load is worded by the shared storage wording, in German")
    func loadUnavailable() {
        let model = presenter.viewModel(for: ReadingPlanModels.LoadPlan.Response(result: .failure(.busy)))
        #expect(
            model.error
                == "Der Speicher ist belegt: Ein anderes Programm benutzt die Datenbank. "
                + "Bitte gleich noch einmal versuchen.")
    }

    @Test("the screen's help rows, its question for a refused field, and its revision refusal")
    func screen() async {
        let commands = view.commands
        #expect(commands.map(\.usage) == ["make <Seiten> <Tage>", "save [<Revision>]", "load", "loans"])
        #expect(
            commands.map(\.help) == [
                "Einen Plan erstellen.", "Den zuletzt erstellten Plan speichern.",
                "Den gespeicherten Plan anzeigen.", "Die Ansicht loans öffnen.",
            ])
        let prompt = await commands[0].run(["300", "0"])
        #expect(prompt?.question == "Geben Sie die Anzahl der Tage erneut ein (oder cancel zum Abbrechen):")
        #expect(
            await commands[0].run(["x", "10"])?.question
                == "Geben Sie die Seitenzahl erneut ein (oder cancel zum Abbrechen):")
        _ = await commands[1].run(["abc"])
        #expect(
            errors.lines == [
                "Geben Sie 1 bis 365 Tage ein.", "Geben Sie 1 bis 100.000 Seiten ein.",
                "Die Revision muss eine ganze Zahl ab 0 sein; 'abc' ist keine ganze Zahl.",
            ])
    }

    @Test("the shell's home screen shows the German line; --help keeps the English summary")
    func homeLine() {
        let scene = ReadingPlanEntry.scenes[0]
        #expect(
            ReadingPlanEntry.summary(of: scene, in: .german)
                == "Leseplan: Seiten pro Tag, um rechtzeitig fertig zu werden (Clean Swift VIP)")
        #expect(ReadingPlanEntry.summary(of: scene, in: .english) == scene.summary)
    }

    @Test("JSON is the same bytes whatever language the terminal was asked for")
    func json() async {
        var lines: [[String]] = []
        for language in Language.supported {
            let json = BufferedOutput()
            let view = ReadingPlanConfigurator.makeScene(
                ports: ReadingPlanPorts(store: FakeReadingPlanStore(), open: ScreenOpener { _ in }),
                terminal: TerminalRenderer(
                    format: .json, output: json, errorOutput: errors, language: language))
            view.submit(pages: "x", days: "1")
            await view.save(
                form: ReadingPlanModels.MakePlan.Request(pagesText: "300", daysText: "30"),
                expectedRevision: nil)
            await view.load()
            _ = await view.commands[1].run(["abc"])
            lines.append(json.lines)
        }
        #expect(lines[0] == lines[1])
        #expect(
            lines[0] == [
                #"{"error":"Enter 1 to 100000 pages."}"#,
                #"{"message":"Saved: 300 pages in 30 days, up to 10 pages per day (revision 1).","outcome":"success","revision":1}"#,
                #"{"outcome":"success","revision":1,"summary":"Saved plan: 300 pages in 30 days, up to 10 pages per day (revision 1)."}"#,
                #"{"error":"The revision must be a whole number of at least 0; 'abc' is not a whole number."}"#,
            ])
    }

    @Test("nothing the German screen shows is one of the English table's sentences")
    func noEnglishLeft() async throws {
        await view.load()
        view.submit(pages: "many", days: "10")
        let prompt = await view.commands[0].run(["300", "0"])
        view.submit(pages: "1", days: "1")
        await view.save(expectedRevision: nil)
        await view.load()
        await view.save(expectedRevision: Revision(rawValue: 0))
        await view.save(expectedRevision: Revision(rawValue: 9))
        _ = await view.commands[1].run(["abc"])
        let shown =
            output.lines + errors.lines + view.commands.map(\.help) + [prompt?.question ?? ""]
            + [ReadingPlanEntry.summary(of: ReadingPlanEntry.scenes[0], in: .german)]
        #expect(shown.count > 10)
        let fragments = WordsAudit.englishPieces()
        #expect(fragments.count > 12)
        for line in shown {
            for fragment in fragments {
                #expect(!line.contains(fragment), "\(line) holds the English \(fragment)")
            }
        }
    }
}
