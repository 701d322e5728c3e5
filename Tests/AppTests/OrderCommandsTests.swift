import DataTestSupport
import Foundation
import PresentationTestSupport
import Testing

/// `app orders` and `app inventory` end to end: the embedded default and an HTTP backend on loopback.
@Suite("app orders and inventory")
final class OrderCommandsTests {
    let folder: URL
    var db: String { folder.appendingPathComponent("app.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-orders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func app(_ arguments: [String]) async throws -> AppProcess.Result {
        try await AppProcess.run(arguments + ["--db", db])
    }

    /// The KETTLE-1L line of `app inventory`.
    func kettleStock() async throws -> String {
        try await app(["inventory"]).stdout.split(separator: "\n").first { $0.hasPrefix("KETTLE-1L") }.map(
            String.init) ?? ""
    }

    @Test("a fresh database lists demo orders and shows stock")
    func demo() async throws {
        let orders = try await app(["orders"])
        #expect(orders.status == 0)
        #expect(orders.stdout.contains("O-1001  Delivered"))
        let inventory = try await app(["inventory"])
        #expect(inventory.status == 0)
        #expect(inventory.stdout.contains("KETTLE-1L"))
        #expect(inventory.stdout.contains("5 in stock"))
    }

    @Test("placing an order lowers stock by its quantity, seen by a new process")
    func place() async throws {
        #expect(try await kettleStock().hasSuffix("5 in stock"))
        let placed = try await app(["orders", "place", "--item", "KETTLE-1L:2"])
        #expect(placed.status == 0)
        #expect(placed.stdout.hasPrefix("Placed order O-"))
        #expect(try await kettleStock().hasSuffix("3 in stock"))
        #expect(try await app(["orders"]).stdout.contains("Pending payment"))
    }

    @Test("ordering more than is in stock is refused naming the SKU, exit 65, stock unchanged")
    func overStock() async throws {
        let refused = try await app(["orders", "place", "--item", "TEA-GREEN:1", "--item", "KETTLE-1L:6"])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("KETTLE-1L"))
        #expect(try await kettleStock().hasSuffix("5 in stock"))
        #expect(try await app(["inventory"]).stdout.contains("40 in stock"))  // TEA-GREEN untouched too
    }

    @Test("quantities are checked after merging lines of one SKU: exit 65, the total named, nothing reserved")
    func mergedQuantityTooLarge() async throws {
        let refused = try await app(["orders", "place", "--item", "TEA-GREEN:999", "--item", "tea-green:999"])
        #expect(refused.status == 65)
        #expect(
            refused.stderr == "app: TEA-GREEN: 1998 asked for; at most 999 per order. Nothing was ordered.\n")
        #expect(try await app(["inventory"]).stdout.contains("40 in stock"))
        #expect(!(try await app(["orders"]).stdout.contains("Pending payment")))
    }

    @Test("with --api, a backend that answered once and then went away: cached orders, said to be cached")
    func cachedAfterOutage() async throws {
        let server = try OrdersServer()
        let api = server.baseURL.absoluteString
        let live = try await app(["orders", "--api", api])
        #expect(live.status == 0)
        #expect(server.requests.map(\.path) == ["/orders"])
        server.stop()
        let cached = try await app(["orders", "--api", api])
        #expect(cached.status == 0, "stderr: \(cached.stderr)")
        #expect(cached.stdout == live.stdout)
        #expect(cached.stderr.contains("saved orders"))
    }

    @Test("with --api and no cache, an unreachable backend is unavailable: exit 69")
    func unavailable() async throws {
        let server = try OrdersServer()
        server.stop()
        let result = try await app(["orders", "--api", server.baseURL.absoluteString])
        #expect(result.status == 69)
        #expect(result.stderr.hasPrefix("app: Orders could not be loaded."))
    }

    /// The unconfirmed order's reference in a message, such as `U-0A1B2C3D`.
    func reference(in text: String) throws -> String {
        let range = try #require(text.range(of: "U-[0-9A-F]{8}", options: .regularExpression))
        return String(text[range])
    }

    @Test("a POST whose answer is lost keeps its stock reserved as unconfirmed; a list learns it was placed")
    func lostAnswerButPlaced() async throws {
        let server = try OrdersServer()
        let api = server.baseURL.absoluteString
        server.loseAnswers(afterPlacing: true)
        let placing = try await app(["orders", "place", "--item", "KETTLE-1L:2", "--api", api])
        #expect(placing.status == 69)
        let reference = try reference(in: placing.stderr)
        #expect(placing.stderr.contains("recorded as unconfirmed order \(reference)"))
        #expect(try await kettleStock().hasSuffix("3 in stock"))
        #expect(server.orders.first?.reference == reference)

        server.loseAnswers(afterPlacing: nil)
        let listed = try await app(["orders", "--api", api])
        #expect(listed.status == 0)
        #expect(listed.stderr.contains("Unconfirmed order \(reference) was placed: it is O-1004."))
        #expect(try await kettleStock().hasSuffix("3 in stock"))
        let again = try await app(["orders", "--api", api])
        #expect(!again.stderr.contains(reference))
    }

    @Test(
        "while the backend cannot be asked, orders show says the order is still unconfirmed and keeps its stock"
    )
    func stillUnconfirmed() async throws {
        let server = try OrdersServer()
        let api = server.baseURL.absoluteString
        server.loseAnswers(afterPlacing: false)
        let placing = try await app(["orders", "place", "--item", "KETTLE-1L:2", "--api", api])
        #expect(placing.status == 69)
        let reference = try reference(in: placing.stderr)
        #expect(try await kettleStock().hasSuffix("3 in stock"))

        server.stop()
        let unknown = try await app(["orders", "show", reference, "--api", api])
        #expect(unknown.status == 69)
        #expect(unknown.stderr.contains("still unconfirmed"))
        #expect(try await kettleStock().hasSuffix("3 in stock"))
    }

    @Test("orders show of an unconfirmed order the backend never placed: exit 65, stock given back")
    func showLearnsNotPlaced() async throws {
        let server = try OrdersServer()
        let api = server.baseURL.absoluteString
        server.loseAnswers(afterPlacing: false)
        let reference = try reference(
            in: try await app(["orders", "place", "--item", "KETTLE-1L:2", "--api", api]).stderr)
        server.loseAnswers(afterPlacing: nil)
        let shown = try await app(["orders", "show", reference, "--api", api])
        #expect(shown.status == 65)
        #expect(
            shown.stderr == "app: Unconfirmed order \(reference) was not placed; its stock was given back.\n")
        #expect(try await kettleStock().hasSuffix("5 in stock"))
    }

    @Test(
        "a place killed while its POST is out keeps the stock reserved; the next list asks and gives it back")
    func killedWhilePlacing() async throws {
        let server = try OrdersServer()
        let api = server.baseURL.absoluteString
        // The POST's answer is held until the server stops: the process is killed while it is out.
        server.override("/orders", with: .held(ReplyGate(), .json("{}")))
        let placing = Process()
        placing.executableURL = try AppProcess.executable
        placing.arguments = ["orders", "place", "--item", "KETTLE-1L:2", "--api", api, "--db", db]
        placing.standardOutput = FileHandle.nullDevice
        placing.standardError = FileHandle.nullDevice
        // The client's deadline is out of the way, so the kill, not a timeout, is what ends the place.
        placing.environment = AppProcess.patient()
        try ChildProcess.start { try placing.run() }
        let deadline = Date().addingTimeInterval(60)
        while !server.requests.contains(where: { $0.method == "POST" }), Date() < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        kill(placing.processIdentifier, SIGKILL)
        placing.waitUntilExit()
        #expect(placing.terminationReason == .uncaughtSignal)
        #expect(try await kettleStock().hasSuffix("3 in stock"))

        server.removeOverride("/orders")
        let listed = try await app(["orders", "--api", api])
        #expect(listed.status == 0)
        #expect(listed.stderr.contains("was not placed; its stock was given back."))
        #expect(try await kettleStock().hasSuffix("5 in stock"))
    }

    static let refusals: [([String], Int32)] = [
        (["orders", "place"], 64), (["orders", "place", "--item", "TEA-GREEN"], 65),
        (["orders", "place", "--item", "TEA-GREEN:1000"], 65), (["orders", "place", "--item", "NOPE:1"], 65),
        (["orders", "show", "O-0"], 65), (["orders", "--api", "ftp://x"], 65),
        (["inventory", "--api", "http://x"], 64),
    ]

    @Test("bad input is refused with the documented code", arguments: refusals)
    func refused(arguments: [String], status: Int32) async throws {
        let result = try await app(arguments)
        #expect(result.status == status)
        #expect(!result.stderr.isEmpty)
    }
}
