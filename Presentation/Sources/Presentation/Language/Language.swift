public import Foundation

/// The language a screen speaks, chosen from the environment as a POSIX program chooses it, and the locale
/// its numbers and dates are written in.
///
/// The composition root reads it once and hands it on; presenters take it as an explicit dependency (seed
/// 002: a localized formatter is a presenter's dependency, never a global). `Locale.current` is not used:
/// on Linux it stays `en_001` whatever LANG says (swift-foundation #717).
public struct Language: Sendable, Equatable {
    /// The name of its folder in every module's resources: `de` is `de.lproj/Localizable.strings`.
    public let code: String
    /// The environment's own locale when it speaks this language (`de_AT`), else the language's.
    public let localeIdentifier: String

    /// Numbers, money and dates in this locale; made when asked for, as a first `Locale` costs start-up.
    public var locale: Locale { Locale(identifier: localeIdentifier) }

    public init(code: String, localeIdentifier: String) {
        self.code = code
        self.localeIdentifier = localeIdentifier
    }

    /// The words the code is written in, and every module's fallback.
    public static let english = Language(code: "en", localeIdentifier: "en_US")
    public static let german = Language(code: "de", localeIdentifier: "de_DE")
    /// Every language each module's resources hold; the every-key test holds each module to this list.
    public static let supported = [english, german]

    /// The language the environment asks for: the first of LC_ALL, LC_MESSAGES and LANG that is set names the
    /// locale; unless it is `C` or `POSIX`, LANGUAGE's list (`de:en`) goes before it, as gettext reads it.
    ///
    /// The first supported language wins; none, or `C`, is English, without a warning.
    public static func chosen(by environment: [String: String]) -> Language {
        guard
            let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] })
                .first(where: { !$0.isEmpty }).map(Self.identifier),
            !["C", "POSIX"].contains(locale)
        else { return .english }
        let wanted = (environment["LANGUAGE"] ?? "").split(separator: ":").map { identifier(String($0)) }
        for identifier in wanted + [locale] {
            let code = String(identifier.prefix { $0 != "_" && $0 != "-" })
            guard let language = supported.first(where: { $0.code == code }) else { continue }
            return identifier == code
                ? language : Language(code: code, localeIdentifier: identifier)
        }
        return .english
    }

    /// `de_DE.UTF-8@euro` → `de_DE`: the locale without its encoding and modifier.
    private static func identifier(_ posix: String) -> String {
        String(posix.prefix { $0 != "." && $0 != "@" })
    }

    /// Which plural form a count takes.
    ///
    /// English and German share the rule: `one` for 1, `other` for the rest; a language with more forms adds
    /// its rule here (no `.stringsdict`: it crashes Foundation on Linux).
    func pluralForm(_ count: Int) -> String {
        count == 1 ? "one" : "other"
    }
}
