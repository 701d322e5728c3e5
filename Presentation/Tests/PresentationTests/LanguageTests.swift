import Domain
import Foundation
import PresentationTestSupport
import Testing

@testable import Presentation

@Suite("Language")
struct LanguageTests {
    @Test(
        "the language is read as a POSIX program reads it: LC_ALL, LC_MESSAGES, LANG, then LANGUAGE's list",
        arguments: [
            ([:], "en", "en_US"),
            (["LANG": "de_DE.UTF-8"], "de", "de_DE"),
            (["LANG": "de_AT.UTF-8@euro"], "de", "de_AT"),
            (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], "en", "en_US"),
            (["LC_ALL": "POSIX", "LANGUAGE": "de"], "en", "en_US"),
            (["LC_ALL": "", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "de", "de_DE"),
            (["LANG": "xx_YY.UTF-8"], "en", "en_US"),
            (["LANG": "en_GB.UTF-8", "LANGUAGE": "fr:de:en"], "de", "de_DE"),
            (["LANG": "de_CH.UTF-8", "LANGUAGE": "fr"], "de", "de_CH"),
            (["LANGUAGE": "de"], "en", "en_US"),
        ])
    func chosen(environment: [String: String], code: String, locale: String) {
        let language = Language.chosen(by: environment)
        #expect(language.code == code)
        #expect(language.localeIdentifier == locale)
    }

    @Test("money takes the locale's decimal separator and no grouping")
    func money() {
        #expect(MoneyFormatting.amount(cents: 2500, in: Language.german.locale) == "25,00")
        #expect(MoneyFormatting.amount(cents: 123_456_78, in: Language.german.locale) == "123456,78")
        #expect(MoneyFormatting.amount(cents: 2500, in: Language.english.locale) == "25.00")
    }

    @Test("a JSON renderer is English whatever it is asked, so scripts read the same bytes")
    func jsonIsEnglish() {
        let output = BufferedOutput()
        let json = TerminalRenderer(format: .json, output: output, errorOutput: output, language: .german)
        let text = TerminalRenderer(format: .text, output: output, errorOutput: output, language: .german)
        #expect(json.language == .english)
        #expect(text.language == .german)
    }

    @Test("a shared failure reads in German, a count in its plural form")
    func german() {
        #expect(
            StorageWording.message(for: .readOnly, in: .german)
                == "Der Speicher ist hier schreibgeschützt: Nichts wurde gespeichert.")
        let one = StorageWording.message(
            for: .newerVersion(path: "/a", found: 3, supported: 2, unknownTables: ["x"]), in: .german)
        let two = StorageWording.message(
            for: .newerVersion(path: "/a", found: 3, supported: 2, unknownTables: ["x", "y"]), in: .german)
        #expect(one.contains("hat eine Tabelle, die") && one.contains("(x; Schema 3, dieser Build kennt 2)"))
        #expect(two.contains("hat Tabellen, die") && two.contains("(x, y; Schema 3"))
    }

    @Test("an argument is filled in once, left to right: a value that looks like an argument stays as typed")
    func argumentsOnce() {
        let words = Words(bundle: .main, language: .english)
        #expect(words("{a} and {b}, {c}", ["a": "{b}", "b": 2]) == "{b} and 2, {c}")
        #expect(words("{open", ["open": 1]) == "{open")
    }

    @Test("every key of Presentation and CLIKit has a value in every language, and every key is used")
    func everyKey() {
        #expect(WordsAudit.problems(languages: Language.supported.map(\.code)) == [])
    }
}
