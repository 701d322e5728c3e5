import Foundation

/// The language a screen speaks and how it writes numbers, money and text, each chosen from the environment as
/// a POSIX program chooses it: words from LC_MESSAGES, numbers from LC_NUMERIC, money from LC_MONETARY and the
/// codeset from LC_CTYPE, each with LC_ALL over it and LANG under it.
///
/// The composition root reads it once and hands it on; presenters take it as an explicit dependency (seed
/// 002: a localized formatter is a presenter's dependency, never a global). `Locale.current` is not used:
/// on Linux it stays `en_001` whatever LANG says (swift-foundation #717).
public struct Language: Sendable, Equatable {
    /// The name of its folder in every module's resources: `de` is `de.lproj/Localizable.strings`.
    public let code: String
    /// Where numbers take their grouping from (`de_AT`): LC_NUMERIC's locale; `C` when none is set, which
    /// groups nothing (POSIX's C locale has no thousands separator: `Enter 1 to 100000 pages.`, as seed 000 has it).
    public let numericLocaleIdentifier: String
    /// Where money takes its separators from: LC_MONETARY's locale, or `C`.
    public let monetaryLocaleIdentifier: String
    /// The bytes lines are written in.
    public let codeset: Codeset

    /// How text reaches the terminal: UTF-8, unless the locale names another codeset.
    public enum Codeset: Sendable, Equatable {
        case utf8
        /// ISO-8859-1: each character in one byte, `?` for one it lacks.
        case latin1
        /// ISO-8859-15: Latin-1 with the euro sign and seven letters in place of eight symbols.
        case latin9
        /// Any other codeset this app does not write: English, and `?` for every character beyond ASCII.
        case ascii
    }

    public init(
        code: String, localeIdentifier: String, numeric: String? = nil, monetary: String? = nil,
        codeset: Codeset = .utf8
    ) {
        self.code = code
        self.numericLocaleIdentifier = numeric ?? localeIdentifier
        self.monetaryLocaleIdentifier = monetary ?? localeIdentifier
        self.codeset = codeset
    }

    /// The words the code is written in, and every module's fallback, with numbers as the C locale writes them.
    public static let english = Language(code: "en", localeIdentifier: "C")
    public static let german = Language(code: "de", localeIdentifier: "de_DE")
    public static let polish = Language(code: "pl", localeIdentifier: "pl_PL")
    /// Every language each module's resources hold, English first.
    ///
    /// The every-key test holds each module to this list. Adding one is a recipe: docs/CLI.md, "Language".
    public static let supported = [english, german, polish]

    /// The language the environment asks for.
    ///
    /// Words: the first of LC_ALL, LC_MESSAGES and LANG that is set names the locale; unless it is `C` or
    /// `POSIX`, LANGUAGE's list (`de:en`) goes before it, as gettext reads it, and the first supported language
    /// wins (none, or `C`, is English, without a warning). Numbers and money: LC_ALL, then LC_NUMERIC or
    /// LC_MONETARY, then LANG (`C` is English's). The codeset: LC_ALL, LC_CTYPE, LANG; a locale that names none,
    /// and `C`, write UTF-8; a codeset other than UTF-8 and ISO-8859-1 or -15 gets English in ASCII.
    public static func chosen(by environment: [String: String]) -> Language {
        let set = { (names: [String]) in names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty } }
        let codeset = set(["LC_ALL", "LC_CTYPE", "LANG"]).map(Self.codeset) ?? .utf8
        let format = { (category: String) in
            set(["LC_ALL", category, "LANG"]).map(identifier).map { $0 == "POSIX" ? "C" : $0 } ?? "C"
        }
        let words =
            codeset == .ascii ? .english : Self.words(set(["LC_ALL", "LC_MESSAGES", "LANG"]), environment)
        return Language(
            code: words.code, localeIdentifier: "C", numeric: format("LC_NUMERIC"),
            monetary: format("LC_MONETARY"), codeset: codeset)
    }

    /// The language of the messages' locale, or of LANGUAGE's list before it.
    private static func words(_ messages: String?, _ environment: [String: String]) -> Language {
        guard let locale = messages.map(identifier), !["C", "POSIX"].contains(locale) else { return .english }
        let wanted = (environment["LANGUAGE"] ?? "").split(separator: ":").map { identifier(String($0)) }
        for identifier in wanted + [locale] {
            let code = String(identifier.prefix { $0 != "_" && $0 != "-" })
            guard let language = supported.first(where: { $0.code == code }) else { continue }
            return identifier == code ? language : Language(code: code, localeIdentifier: identifier)
        }
        return .english
    }

    /// `de_DE.UTF-8@euro` → `de_DE`: the locale without its encoding and modifier.
    private static func identifier(_ posix: String) -> String {
        String(posix.prefix { $0 != "." && $0 != "@" })
    }

    /// `de_DE.ISO-8859-15@euro` → `.latin9`; no codeset named, `C` and `POSIX` → `.utf8`.
    private static func codeset(_ posix: String) -> Codeset {
        guard let dot = posix.firstIndex(of: ".") else { return .utf8 }
        let name = posix[posix.index(after: dot)...].prefix { $0 != "@" }.lowercased().filter {
            $0 != "-" && $0 != "_"
        }
        switch name {
        case "utf8": return .utf8
        case "iso88591": return .latin1
        case "iso885915": return .latin9
        default: return .ascii
        }
    }

    /// `100000` → `100,000` (en_US), `100.000` (de_DE), `100000` (C): grouped in threes as the numeric locale
    /// writes counts.
    public func number(_ value: Int) -> String {
        (value < 0 ? "-" : "")
            + Self.grouped(String(value.magnitude), Self.separators(numericLocaleIdentifier).group)
    }

    /// A locale's separators: between groups of three digits, and before a fraction.
    ///
    /// None and `.` in the C locale; the supported languages' own locales from CLDR's data here, as a first
    /// `Locale` costs start-up; any other from a `Locale`, made only when asked for.
    static func separators(_ identifier: String) -> (group: String, decimal: String) {
        if let known = knownSeparators[identifier] { return known }
        let locale = Locale(identifier: identifier)
        return (locale.groupingSeparator ?? ",", locale.decimalSeparator ?? ".")
    }

    /// CLDR's separators for the C locale and the supported languages' own (`numbers.xml`, latn).
    static let knownSeparators: [String: (group: String, decimal: String)] = [
        "C": ("", "."), "en_US": (",", "."), "en_GB": (",", "."), "de_DE": (".", ","),
        "pl_PL": ("\u{A0}", ","),
    ]

    /// `"100000"` → `"100,000"`: digits grouped in threes from the right.
    static func grouped(_ digits: String, _ separator: String) -> String {
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += separator }
            grouped.append(digit)
        }
        return grouped
    }

    /// Which plural form (CLDR's category) a count takes: by the language's rule, which is data (no
    /// `.stringsdict`: it crashes Foundation on Linux).
    func pluralForm(_ count: Int) -> String {
        pluralRule.category(of: count)
    }

    /// The forms a count takes in this language, `other` last: the keys each of its counts needs.
    public var pluralCategories: [String] { pluralRule.names }

    private var pluralRule: PluralRule { PluralRule(Self.pluralRules[code] ?? "one: i = 1 and v = 0") }

    /// CLDR's cardinal plural rule of each language, as CLDR writes it (`plurals.xml`).
    ///
    /// Adding a language adds its line. Here rather than in the language's words, so that counting reads no other
    /// module's table.
    static let pluralRules = [
        "en": "one: i = 1 and v = 0",
        "de": "one: i = 1 and v = 0",
        "pl": "one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; "
            + "many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14",
    ]
}
