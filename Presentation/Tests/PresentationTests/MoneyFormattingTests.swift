import Presentation
import Testing

@Suite("MoneyFormatting")
struct MoneyFormattingTests {
    @Test(
        "cents become a decimal amount",
        arguments: [
            (0, "0.00"), (5, "0.05"), (50, "0.50"), (1250, "12.50"), (100_000_01, "100000.01"), (-5, "-0.05"),
        ])
    func amounts(cents: Int, text: String) {
        #expect(MoneyFormatting.amount(cents: cents) == text)
    }

    @Test("the smallest Int does not overflow")
    func extreme() {
        #expect(MoneyFormatting.amount(cents: Int.min).hasPrefix("-92233720368547758."))
    }
}
