/// Amounts of money as people read them, from integer cents (money is never a floating-point value).
public enum MoneyFormatting {
    /// `1250` → `"12.50"`, `-5` → `"-0.05"`.
    public static func amount(cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
