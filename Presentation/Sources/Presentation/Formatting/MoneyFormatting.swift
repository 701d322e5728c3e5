/// Amounts of money as people read them, from integer cents (money is never a floating-point value).
public enum MoneyFormatting {
    /// `123450` → `"1,234.50"` (en_US), `"1.234,50"` (de_DE), `"1234.50"` (C, and every JSON document); `-5` →
    /// `"-0.05"`: the separators of the language's money locale (LC_MONETARY), so a column of amounts lines up
    /// when it is right-aligned.
    public static func amount(cents: Int, in language: Language = .english) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        let (group, decimal) = Language.separators(language.monetaryLocaleIdentifier)
        let whole = Language.grouped(String(magnitude / 100), group)
        return "\(sign)\(whole)\(decimal)\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
