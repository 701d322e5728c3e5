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
            ([:], "en", "C"),
            (["LANG": "de_DE.UTF-8"], "de", "de_DE"),
            (["LANG": "de_AT.UTF-8@euro"], "de", "de_AT"),
            (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], "en", "C"),
            (["LC_ALL": "POSIX", "LANGUAGE": "de"], "en", "C"),
            (["LC_ALL": "", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "de", "en_US"),
            (["LANG": "xx_YY.UTF-8"], "en", "xx_YY"),
            (["LANG": "en_GB.UTF-8", "LANGUAGE": "fr:de:en"], "de", "en_GB"),
            (["LANG": "de_CH.UTF-8", "LANGUAGE": "fr"], "de", "de_CH"),
            (["LANGUAGE": "de"], "en", "C"),
        ])
    func chosen(environment: [String: String], code: String, locale: String) {
        let language = Language.chosen(by: environment)
        #expect(language.code == code)
        #expect(language.numericLocaleIdentifier == locale && language.monetaryLocaleIdentifier == locale)
        #expect(language.codeset == .utf8)
    }

    @Test(
        "numbers come from LC_NUMERIC and money from LC_MONETARY, each under LC_ALL and over LANG",
        arguments: [
            (["LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "de", "100,000", "1,234.50"),
            (["LC_MONETARY": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "en", "100,000", "1.234,50"),
            (["LC_NUMERIC": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "en", "100.000", "1,234.50"),
            (
                ["LC_ALL": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"], "en",
                "100,000", "1,234.50"
            ),
            (["LANG": "de_DE.UTF-8"], "de", "100.000", "1.234,50"),
            (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], "en", "100000", "1234.50"),
            (["LC_MESSAGES": "de_DE.UTF-8"], "de", "100000", "1234.50"),
        ])
    func categories(environment: [String: String], code: String, number: String, money: String) {
        let language = Language.chosen(by: environment)
        #expect(language.code == code)
        #expect(language.number(100_000) == number)
        #expect(MoneyFormatting.amount(cents: 123_450, in: language) == money)
    }

    @Test(
        "the codeset comes from LC_CTYPE under LC_ALL and over LANG; one this app does not write gets English",
        arguments: [
            (["LANG": "de_DE.ISO-8859-1"], Language.Codeset.latin1, "de"),
            (["LANG": "de_DE.iso885915@euro"], .latin9, "de"),
            (["LC_CTYPE": "de_DE.ISO-8859-15", "LANG": "de_DE.UTF-8"], .latin9, "de"),
            (["LC_ALL": "de_DE.UTF-8", "LC_CTYPE": "de_DE.ISO-8859-1"], .utf8, "de"),
            (["LANG": "de_DE.EUC-JP"], .ascii, "en"),
            (["LANG": "de_DE"], .utf8, "de"),
            (["LANG": "C"], .utf8, "en"),
        ])
    func codeset(environment: [String: String], codeset: Language.Codeset, code: String) {
        let language = Language.chosen(by: environment)
        #expect(language.codeset == codeset)
        #expect(language.code == code)
    }

    @Test(
        "a count's plural form is CLDR's, by each language's rule as its words keep it",
        arguments: [
            (Language.english, [0: "other", 1: "one", 2: "other", 21: "other", -1: "one"]),
            (Language.german, [1: "one", 5: "other"]),
            (
                Language.polish,
                [
                    0: "many", 1: "one", 2: "few", 4: "few", 5: "many", 11: "many", 12: "many", 14: "many",
                    21: "many", 22: "few", 25: "many", 112: "many", 122: "few", 1001: "many", Int.min: "many",
                ]
            ),
        ])
    func plurals(language: Language, forms: [Int: String]) {
        for (count, form) in forms {
            #expect(language.pluralForm(count) == form, "\(language.code) \(count)")
        }
    }

    @Test("a rule is read as CLDR writes it: or, and, modulo, lists and ranges")
    func ruleSyntax() {
        let rule = PluralRule("one: n = 1; two: n % 10 = 2,7 and n != 12; few: n = 3..5, 9 or n % 100 = 40")
        #expect(rule.names == ["one", "two", "few", "other"])
        let forms = [1, 2, 7, 12, 3, 5, 9, 140, 6].map(rule.category(of:))
        #expect(forms == ["one", "two", "two", "other", "few", "few", "few", "few", "other"])
        #expect(Language.polish.pluralCategories == ["one", "few", "many", "other"])
    }

    @Test("a number is grouped in threes, a negative one and the extremes too")
    func numbers() {
        let english = Language.chosen(by: ["LANG": "en_US.UTF-8"])
        #expect(english.number(0) == "0")
        #expect(english.number(999) == "999")
        #expect(english.number(1000) == "1,000")
        #expect(Language.german.number(-1_234_567) == "-1.234.567")
        #expect(english.number(.min) == "-9,223,372,036,854,775,808")
        #expect(Language.english.number(100_000) == "100000")
    }

    @Test("money takes the locale's separators")
    func money() {
        #expect(MoneyFormatting.amount(cents: 2500, in: .german) == "25,00")
        #expect(MoneyFormatting.amount(cents: 123_456_78, in: .german) == "123.456,78")
        #expect(MoneyFormatting.amount(cents: 2500, in: .english) == "25.00")
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
