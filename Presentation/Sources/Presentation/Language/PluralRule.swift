/// A language's plural rule for whole numbers, as CLDR writes it and `Language.pluralRules` keeps it:
/// `one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; …`.
///
/// Each category (`zero`, `one`, `two`, `few`, `many`) has a condition; a count that meets none is `other`.
/// A count is a whole number, so its operands `n` and `i` are the count's magnitude and `v`, `w`, `f`, `t`,
/// `c` and `e` (its fraction digits and exponent) are 0. Adding a language adds its rule as data, no code.
struct PluralRule: Sendable, Equatable {
    /// Each category the rule names, in order, with its condition.
    let categories: [(name: String, condition: String)]

    init(_ text: String) {
        categories = text.split(separator: ";").compactMap { part in
            let pieces = part.split(separator: ":", maxSplits: 1)
            guard pieces.count == 2 else { return nil }
            return (Self.trimmed(pieces[0]), Self.trimmed(pieces[1]))
        }
    }

    static func == (lhs: PluralRule, rhs: PluralRule) -> Bool {
        lhs.categories.elementsEqual(rhs.categories) { $0.name == $1.name && $0.condition == $1.condition }
    }

    /// Every category a count can take in this language, `other` last.
    var names: [String] { categories.map(\.name) + ["other"] }

    /// The category of `count`: the first whose condition it meets, else `other`.
    func category(of count: Int) -> String {
        let value = UInt64(count.magnitude)
        return categories.first { Self.holds($0.condition, value) }?.name ?? "other"
    }

    /// `a and b or c`: `and` binds tighter, as in CLDR.
    private static func holds(_ condition: String, _ value: UInt64) -> Bool {
        condition.split(separator: " or ").contains { alternative in
            alternative.split(separator: " and ").allSatisfy { relation(trimmed($0), value) }
        }
    }

    /// `i % 10 = 2..4`, `n != 1`, `v = 0`: an operand, perhaps modulo a number, against a list of values and
    /// ranges.
    private static func relation(_ text: String, _ value: UInt64) -> Bool {
        let negated = text.contains("!=")
        let sides = text.split(separator: negated ? "!=" : "=", maxSplits: 1).map(trimmed)
        guard sides.count == 2 else { return false }
        let expression = sides[0].split(separator: "%").map(trimmed)
        var operand: UInt64 = ["n", "i"].contains(expression[0]) ? value : 0
        if expression.count == 2, let modulus = UInt64(expression[1]), modulus > 0 { operand %= modulus }
        let listed = sides[1].split(separator: ",").contains { item in
            let bounds = item.split(separator: ".", omittingEmptySubsequences: true).compactMap {
                UInt64(trimmed($0))
            }
            return bounds.count == 2
                ? (bounds[0]...max(bounds[0], bounds[1])).contains(operand) : bounds.first == operand
        }
        return listed != negated
    }

    private static func trimmed(_ text: some StringProtocol) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
