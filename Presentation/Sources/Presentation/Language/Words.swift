public import Foundation

/// One module's words in one language: its `<code>.lproj/Localizable.strings`, read from the module's own
/// resources, so no other module can reach them (each module's `Bundle.module` is internal to it).
///
/// A value names its arguments, `"Saved: {pages} in {days}."`, so a translation may put them in any order.
/// A count picks its form by the language's rule from `<key>.one` and `<key>.other`.
public struct Words: Sendable {
    public let language: Language
    private let table: [String: String]

    /// The words of `bundle` in `language`; a language the bundle lacks reads English.
    ///
    /// Each table is read once a process, however often a module's accessor is called (Orders' words were read
    /// twice for one `orders place`).
    public init(bundle: Bundle, language: Language) {
        self.language = language
        self.table =
            Self.read.table(in: bundle, code: language.code) ?? Self.read.table(in: bundle, code: "en") ?? [:]
    }

    private static let read = TablesRead()

    /// A language's table, as the bundle holds it (text or binary property list, as each engine copies it).
    public static func table(in bundle: Bundle, code: String) -> [String: String]? {
        // By path, not `url(forResource:…localization:)`, whose search of the bundle costs start-up.
        guard let folder = bundle.resourceURL,
            let data = try? Data(
                contentsOf: folder.appendingPathComponent("\(code).lproj/Localizable.strings"))
        else { return nil }
        return strings(String(decoding: data, as: UTF8.self))
            ?? (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
    }

    /// A `.strings` file as this project writes it, read directly, or nil for anything else.
    ///
    /// `"key" = "value";`, comments, and `\"`, `\\` and `\n` in a value: `PropertyListSerialization` and the
    /// cast of its dictionary cost half a millisecond of each start-up. A binary property list, as Xcode may
    /// copy one, is nil here, and the caller reads it the long way.
    static func strings(_ text: String) -> [String: String]? {
        var (table, rest) = ([String: String](), Substring(text))
        /// Drops blanks and comments.
        func skipBlanks() {
            while true {
                rest = rest.drop(while: \.isWhitespace)
                if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
                    rest = rest[end.upperBound...]
                } else if rest.hasPrefix("//") {
                    rest = rest.drop { $0 != "\n" }
                } else {
                    return
                }
            }
        }
        /// The next quoted string, its escapes read.
        func quoted() -> String? {
            skipBlanks()
            guard rest.popFirst() == "\"" else { return nil }
            var value = ""
            while let character = rest.popFirst() {
                switch character {
                case "\"": return value
                case "\\":
                    guard let escaped = rest.popFirst(), "\"\\n".contains(escaped) else { return nil }
                    value.append(escaped == "n" ? "\n" : escaped)
                default: value.append(character)
                }
            }
            return nil
        }
        func next(is character: Character) -> Bool {
            skipBlanks()
            return rest.popFirst() == character
        }
        while true {
            skipBlanks()
            if rest.isEmpty { return table }
            guard let key = quoted(), next(is: "="), let value = quoted(), next(is: ";") else { return nil }
            table[key] = value
        }
    }

    /// Words said later, in the language they are reported in: a command line is read, and refused, before
    /// any screen exists (`CommandFailure`, CLIKit's number rule).
    ///
    /// `module` is the sayer's own accessor, as in `Words.said(by: Words.orders) { words in … }`.
    public static func said(
        by module: @escaping @Sendable (Language) -> Words, _ say: @escaping @Sendable (Words) -> String
    ) -> @Sendable (Language) -> String {
        { language in say(module(language)) }
    }

    /// The words for `key`, each `{name}` replaced by its value, in one pass: a value is never read again, so
    /// a title typed as `{due}` stays as typed.
    ///
    /// A key the table lacks shows itself, which each module's every-key test keeps off every screen.
    public func callAsFunction(_ key: String, _ values: [String: any CustomStringConvertible] = [:]) -> String
    {
        var (text, rest) = ("", (table[key] ?? key)[...])
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let name = rest[rest.index(after: open)...].prefix { $0 != "}" }
            if name.endIndex < rest.endIndex, let value = values[String(name)] {
                text += value.description
                rest = rest[rest.index(after: name.endIndex)...]
            } else {
                text += "{"
                rest = rest[rest.index(after: open)...]
            }
        }
        return text + rest
    }

    /// `count("pages", 1)` → `<key>.one` ("1 page"), any other count → `<key>.other` ("2 pages"), with the
    /// count as `{count}`, grouped as the language writes numbers ("100,000 pages").
    ///
    /// A number that is no count but a bound belongs in ``number(_:)``; an identifier stays as typed.
    public func count(_ key: String, _ count: Int, _ values: [String: any CustomStringConvertible] = [:])
        -> String
    {
        self(
            "\(key).\(language.pluralForm(count))",
            values.merging(["count": language.number(count)]) { own, _ in own })
    }

    /// `100000` as the language writes numbers: `100,000`, `100.000`.
    public func number(_ value: Int) -> String { language.number(value) }
}

/// The tables read so far in this process, by bundle and language; nil for one the bundle lacks.
private final class TablesRead: @unchecked Sendable {  // `tables` is read and written only under `lock`.
    private let lock = NSLock()
    private var tables: [String: [String: String]?] = [:]

    func table(in bundle: Bundle, code: String) -> [String: String]? {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(bundle.bundlePath)\u{0}\(code)"
        if let known = tables[key] { return known }
        let table = Words.table(in: bundle, code: code)
        tables[key] = table
        return table
    }
}
