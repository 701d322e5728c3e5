import CLIKit
import Presentation
import PresentationTestSupport
import Testing

@testable import AppCore
@testable import Composition

/// The composition root's own words: its refusals of the options that choose adapters.
@Suite("Composition's words")
struct CompositionWordsTests {
    @Test("every key of Composition has a value in every language, and every key is used")
    func everyKey() {
        #expect(WordsAudit.problems(languages: Language.supported.map(\.code)) == [])
    }

    @Test("a refused option is said in the environment's language, with the same exit code")
    @MainActor
    func refusalInGerman() async {
        let words = ["loans", "list", "--time-zone", "Mars/Olympus", "--db", ":memory:"]
        var said: [String] = []
        for environment in [["LANG": "de_DE.UTF-8"], [:]] {
            let (output, errors) = (BufferedOutput(), BufferedOutput())
            let app = Application(
                context: ProcessContext(
                    environment: environment, output: output, errorOutput: errors, input: ScriptedInput([])))
            #expect(await app.run(words) == .invalidInput)
            said.append(errors.text)
        }
        #expect(
            said == [
                "app: Unbekannte Zeitzone 'Mars/Olympus'; verwenden Sie einen IANA-Namen wie Europe/Berlin.\n",
                "app: Unknown time zone 'Mars/Olympus'; use an IANA name such as Europe/Berlin.\n",
            ])
    }
}
