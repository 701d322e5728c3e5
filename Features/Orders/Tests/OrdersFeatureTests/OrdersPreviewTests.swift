import PresentationTestSupport
import Testing

/// `orders-preview`, the feature alone over Domain's fakes, started as a user starts it.
@Suite("orders-preview")
struct OrdersPreviewTests {
    @Test("placing is priced from the demo stock, refused beyond it, and does not outlive the run")
    func command() throws {
        let placed = try BuiltProgram.run("orders-preview", ["place", "--item", "TEA-GREEN:1"])
        #expect(placed.status == 0, "\(placed.stderr)")
        #expect(placed.stdout == "Placed order O-1004: 1 item, total 6.50.\n")
        let refused = try BuiltProgram.run("orders-preview", ["place", "--item", "TEA-GREEN:999"])
        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "orders-preview: Only 40 of TEA-GREEN in stock; 999 were asked for. Nothing was ordered.\n"
        )
        let stock = try BuiltProgram.run("orders-preview", ["inventory", "list"])
        #expect(stock.stdout.contains("TEA-GREEN   Green tea, 100 g"))
        #expect(stock.stdout.contains("40 in stock"))
    }

    @Test("in German: placed and refused in German words, with a decimal comma")
    func commandInGerman() throws {
        let placed = try BuiltProgram.run(
            "orders-preview", ["place", "--item", "TEA-GREEN:1"], locale: "de_DE.UTF-8")
        #expect(placed.status == 0, "\(placed.stderr)")
        #expect(placed.stdout == "Bestellung O-1004 aufgegeben: 1 Artikel, Summe 6,50.\n")
        let refused = try BuiltProgram.run(
            "orders-preview", ["place", "--item", "TEA-GREEN:999"], locale: "de_DE.UTF-8")
        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "orders-preview: Von TEA-GREEN sind nur 40 auf Lager; angefragt wurden 999. "
                + "Es wurde nichts bestellt.\n")
        let screen = try BuiltProgram.run(
            "orders-preview", [], input: "orders\nplace TEA-GREEN:2\nquit\n", locale: "de_DE.UTF-8")
        #expect(screen.status == 0, "\(screen.stderr)")
        #expect(screen.stdout.contains("  2. inventory  Bestand aller Produkte"))
        #expect(
            screen.stdout.contains(
                "Bestellung O-1004 aufgegeben: 2 Artikel, Summe 13,00.\n"
                    + "O-1004  Zahlung ausstehend  2 Artikel, Summe 13,00\n"))
    }

    @Test("with no command it opens the orders screen, where an order is placed and listed")
    func screen() throws {
        let run = try BuiltProgram.run("orders-preview", [], input: "orders\nplace TEA-GREEN:2\nquit\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  2. inventory  Stock of every product"))
        #expect(
            run.stdout.contains(
                "strata > orders > place TEA-GREEN:2\nPlaced order O-1004: 2 items, total 13.00.\n"
                    + "O-1004  Pending payment  2 items, total 13.00\n"))
    }
}
