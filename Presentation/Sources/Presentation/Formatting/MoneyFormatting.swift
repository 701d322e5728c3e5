public import Foundation

/// Amounts of money as people read them, from integer cents (money is never a floating-point value).
public enum MoneyFormatting {
    /// `1250` → `"12.50"` (English), `"12,50"` (German); `-5` → `"-0.05"`: the locale's decimal separator,
    /// no grouping, so a column of amounts stays aligned and the same digits in every language.
    public static func amount(cents: Int, in locale: Locale = Language.english.locale) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        let separator = locale.decimalSeparator ?? "."
        return "\(sign)\(magnitude / 100)\(separator)\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
