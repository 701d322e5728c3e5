import Domain
import Foundation
import OrdersDomain
import OrdersDomainTestSupport
import Presentation
import PresentationTestSupport
import Testing

@testable import OrdersFeature

/// The orders' words: every key in every language, and each screen and refusal in German.
@MainActor
@Suite("Orders' words")
struct OrdersWordsTests {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    let stack = NavigationStack()
    let german = OrderWording(.german)

    /// The demo's orders and stock, in memory.
    static func ports() -> OrdersPorts {
        OrdersPorts(
            orders: FakeOrderRepository(orders: DemoOrders.orders, prices: DemoOrders.prices),
            inventory: FakeInventoryRepository(stock: DemoOrders.stock))
    }

    /// A shell's terminal (progress shown) speaking `language`.
    func terminal(_ language: Language = .german, format: OutputFormat = .text) -> TerminalRenderer {
        TerminalRenderer(
            format: format, output: output, errorOutput: errors, showsProgress: true, language: language)
    }

    /// Runs `line` on the screen on top, as the shell does.
    func type(_ line: String) async {
        let words = line.split(separator: " ").map(String.init)
        let command = stack.top?.commands.first { $0.name == words[0] }
        _ = await command?.run(Array(words.dropFirst()))
    }

    @Test("every key has a value in every language, and every key is used")
    func everyKey() {
        #expect(WordsAudit.problems(languages: Language.supported.map(\.code)) == [])
    }

    @Test("the home screen's lines: English as --help has them, and German")
    func homeSummaries() {
        let lines = { (language: Language) in
            OrdersEntry.scenes.map { OrdersEntry.summary(of: $0, in: language) }
        }
        #expect(
            lines(.english) == [
                "Orders: list, open, place, retry (Clean Architecture, view model)", "Stock of every product",
            ])
        #expect(
            lines(.german) == [
                "Bestellungen: auflisten, öffnen, aufgeben, erneut versuchen (Clean Architecture, View-Model)",
                "Bestand aller Produkte",
            ])
    }

    @Test("the list in German: statuses, items and totals with a decimal comma")
    func listInGerman() async {
        let viewModel = OrdersViewModel(
            repository: FakeOrderRepository(orders: DemoOrders.orders), language: .german)
        await viewModel.load()
        #expect(
            viewModel.state.value
                == .loaded(
                    rows: [
                        OrdersViewModel.Row(
                            id: "O-1003", status: "Bezahlt", items: "4 Artikel", total: "55,50"),
                        OrdersViewModel.Row(
                            id: "O-1002", status: "Versandt", items: "1 Artikel", total: "45,00"),
                        OrdersViewModel.Row(
                            id: "O-1001", status: "Zugestellt", items: "3 Artikel", total: "25,00"),
                    ],
                    notice: nil))
    }

    @Test(
        "every status in German",
        arguments: [
            (OrderStatus.pending, "Zahlung ausstehend"), (.paid, "Bezahlt"), (.shipped, "Versandt"),
            (.delivered, "Zugestellt"), (.cancelled, "Storniert"), (.unrecognized, "Status unbekannt"),
        ])
    func statusInGerman(status: OrderStatus, expected: String) {
        #expect(german.status(status) == expected)
    }

    @Test("a list from the cache says so in German, and a failed list offers its retry in German")
    func listNoticesInGerman() async {
        let repository = FakeOrderRepository(orders: DemoOrders.orders)
        await repository.answerFromCache(true)
        await stack.push(
            OrdersComposer.makeList(
                ports: OrdersPorts(orders: repository, inventory: FakeInventoryRepository(available: [:])),
                terminal: terminal(), navigator: stack))
        #expect(output.lines.first == "Bestellungen werden geladen …")
        #expect(
            errors.lines
                == ["Dies sind gespeicherte Bestellungen: Der Bestelldienst war gerade nicht erreichbar."])
        await repository.failFetches(with: [.storage(.busy)])
        await type("refresh")
        #expect(
            errors.lines.suffix(2) == [
                "Die Bestellungen konnten nicht geladen werden. "
                    + "Der Speicher ist belegt: Ein anderes Programm benutzt die Datenbank. "
                    + "Bitte gleich noch einmal versuchen.",
                "Geben Sie retry ein, um es erneut zu versuchen.",
            ])
    }

    @Test("an order's detail, and the stock it opens, in German")
    func detailAndStockInGerman() async {
        await stack.push(OrdersComposer.makeList(ports: Self.ports(), terminal: terminal(), navigator: stack))
        await type("open O-1001")
        #expect(
            output.lines.suffix(4) == [
                "Bestellung O-1001: Zugestellt", "  2 × TEA-GREEN zu je 6,50 = 13,00",
                "  1 × MUG-BLUE zu je 12,00 = 12,00", "  Summe 25,00",
            ])
        await type("stock")
        #expect(
            output.lines.last
                == "TEA-GREEN   Green tea, 100 g                                    6,50  40 auf Lager")
        #expect(errors.lines.isEmpty)
    }

    @Test("the shell's help rows and refusals in German")
    func shellInGerman() async {
        await stack.push(OrdersComposer.makeList(ports: Self.ports(), terminal: terminal(), navigator: stack))
        #expect(
            stack.top?.commands.map(\.help) == [
                "Erneut versuchen, nachdem die Bestellungen nicht geladen werden konnten.",
                "Die Bestellungen neu laden.", "Eine Bestellung dieser Liste anzeigen.",
                "Eine Bestellung aufgeben, dann die Liste anzeigen.",
            ])
        await type("retry")
        #expect(output.lines.last == "Es gibt nichts zu wiederholen.")
        await type("open O-9999")
        #expect(stack.path == ["orders"])
        #expect(errors.lines == ["Die Bestellung 'O-9999' steht nicht auf der Liste."])
        await type("open O-1001")
        #expect(stack.top?.commands.map(\.help) == ["Den Bestand aller Produkte anzeigen."])
        await type("stock")
        #expect(stack.top?.commands.map(\.help) == ["Den Bestand neu laden."])
    }

    @Test(
        "each refusal of the typed items in German",
        arguments: [
            ([String](), "Geben Sie mindestens einen Artikel an, etwa TEA-GREEN:2."),
            (
                ["TEA-GREEN"],
                "Geben Sie jeden Artikel als SKU:QTY an, etwa TEA-GREEN:2 (eingegeben: 'TEA-GREEN')."
            ),
            (["TEA-GREEN:0"], "Die Menge für TEA-GREEN muss zwischen 1 und 999 liegen (eingegeben: '0')."),
            (
                [":2"],
                "Eine SKU besteht aus Buchstaben, Ziffern und Bindestrichen, etwa TEA-GREEN (eingegeben: ':2')."
            ),
        ])
    func inputRefusalInGerman(items: [String], message: String) {
        #expect(
            PlaceOrderViewModel.parse(items, in: .german)
                == .failure(PlaceOrderViewModel.InputProblem(message: message)))
    }

    @Test(
        "each failure in German, with its outcome",
        arguments: [
            (
                OrderError.outOfStock("TEA-GREEN", requested: 1, available: 0), Outcome.invalidInput,
                "Von TEA-GREEN sind nur 0 auf Lager; angefragt wurde 1. Es wurde nichts bestellt."
            ),
            (
                .outOfStock("TEA-GREEN", requested: 2, available: 1), .invalidInput,
                "Von TEA-GREEN sind nur 1 auf Lager; angefragt wurden 2. Es wurde nichts bestellt."
            ),
            (
                .quantityOutOfRange("TEA-GREEN", requested: 1998), .invalidInput,
                "TEA-GREEN: 1.998 angefragt; höchstens 999 pro Bestellung. Es wurde nichts bestellt."
            ),
            (.notFound(Order.ID(rawValue: "O-9")), .invalidInput, "Es gibt keine Bestellung 'O-9'."),
            (.unknownSKU("TEA-RED"), .invalidInput, "Es gibt kein Produkt TEA-RED."),
            (.noLines, .invalidInput, "Eine Bestellung braucht mindestens eine Position."),
            (
                .service(.rejected(reason: .refusedContent)), .invalidInput,
                """
                Der Bestelldienst hat die Bestellung abgelehnt: der Server antwortete mit 422: er hat den Inhalt \
                der Anfrage abgelehnt. Es wurde nichts bestellt.
                """
            ),
            (
                .unconfirmed(
                    OrderReference(rawValue: "U-1"), cause: .unknown(reason: .timedOut(seconds: 10))),
                .unavailable,
                """
                Der Bestelldienst hat keine verwertbare Antwort gegeben: der Server hat nicht innerhalb von 10 s \
                geantwortet. Die Bestellung wurde möglicherweise aufgegeben. Die Ware bleibt daher reserviert, und \
                die Bestellung wird als unbestätigte Bestellung U-1 geführt, bis 'orders show U-1' oder 'orders' \
                vom Bestelldienst erfährt, ob sie aufgegeben wurde.
                """
            ),
        ])
    func failureInGerman(error: OrderError, outcome: Outcome, message: String) {
        #expect(german.failure(error) == (outcome, message))
    }

    @Test("what a list learned about an unconfirmed order, in German")
    func fateInGerman() {
        let reference = OrderReference(rawValue: "U-1")
        #expect(
            german.fate(.placed(reference, DemoOrders.orders[0]))
                == "Die unbestätigte Bestellung U-1 wurde als O-1003 aufgegeben.")
        #expect(
            german.fate(.notPlaced(reference))
                == "Die unbestätigte Bestellung U-1 wurde nicht aufgegeben; die reservierte Ware wurde freigegeben."
        )
        #expect(german.fate(.stillUnconfirmed(reference)) == nil)
    }

    @Test("placing in German: one item and two, priced with a decimal comma")
    func placedInGerman() async {
        for (count, items) in [(1, "1 Artikel"), (2, "2 Artikel")] {
            let viewModel = PlaceOrderViewModel(
                placeOrder: PlaceOrderUseCase(
                    orders: FakeOrderRepository(prices: DemoOrders.prices),
                    inventory: FakeInventoryRepository(stock: DemoOrders.stock)),
                language: .german)
            await viewModel.place(["TEA-GREEN:\(count)"])
            let total = MoneyFormatting.amount(cents: 650 * count, in: .german)
            #expect(
                viewModel.state.value
                    == .placed(message: "Bestellung O-1001 aufgegeben: \(items), Summe \(total).")
            )
        }
        #expect(german.items(1) == "1 Artikel" && german.items(2) == "2 Artikel")
        #expect(OrderWording(.english).items(1) == "1 item" && OrderWording(.english).items(2) == "2 items")
    }

    @Test("the German screens show none of the English sentences")
    func noEnglishInGerman() async throws {
        await stack.push(OrdersComposer.makeList(ports: Self.ports(), terminal: terminal(), navigator: stack))
        var helps: [String] = []
        for line in [
            "retry", "open O-9999", "place", "place TEA-GREEN", "place TEA-GREEN:999", "place TEA-GREEN:1",
            "open O-1001", "stock", "refresh",
        ] {
            helps += stack.top?.commands.map(\.help) ?? []
            await type(line)
        }
        #expect(stack.path == ["orders", "O-1001", "inventory"])
        let shown = output.text + errors.text + helps.joined(separator: "\n")
        #expect(shown.contains("Bestellung O-1004 aufgegeben"))
        let pieces = WordsAudit.englishPieces()
        #expect(pieces.count > 25)
        for piece in pieces {
            #expect(!shown.contains(piece), "English '\(piece)' in German: \(shown)")
        }
    }

    @Test("JSON is the same bytes whichever language the environment asks for")
    func jsonInEveryLanguage() async {
        var documents: [String] = []
        for language in Language.supported {
            let json = terminal(language, format: .json)
            await OrdersComposer.makeList(ports: Self.ports(), terminal: json, navigator: NavigationStack())
                .appear()
            await OrdersComposer.makeDetail(
                id: Order.ID(rawValue: "O-1001"), ports: Self.ports(), terminal: json,
                navigator: NavigationStack()
            ).appear()
            await OrdersComposer.makePlaceOrder(ports: Self.ports(), terminal: json).place(["TEA-GREEN:999"])
            await OrdersComposer.makeInventory(ports: Self.ports(), terminal: json).appear()
            documents.append(output.text)
        }
        #expect(documents[1] == documents[0] + documents[0])
        #expect(documents[0].contains(#""status":"Delivered""#))
    }
}
