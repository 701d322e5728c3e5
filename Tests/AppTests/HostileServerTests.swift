import DataTestSupport
import Foundation
import PresentationTestSupport
import Testing

/// The built app against a backend that misbehaves at the byte level (``ServerFault``): what a person is told,
/// the exit code, that no stock is lost, and that nothing a server sends can rearrange the terminal.
@Suite("app against a hostile server")
struct HostileServerTests {
    let folder: TemporaryFolder
    var db: String { folder.path("app.sqlite") }

    init() throws {
        folder = try TemporaryFolder()
    }

    func app(_ arguments: [String], environment: [String: String] = [:]) async throws -> AppProcess.Result {
        try await AppProcess.run(arguments + ["--db", db], environment: environment)
    }

    /// Every fault but the dripping header, which only the client's deadline ends (10 s per attempt, three
    /// attempts): Data's fault table runs that row with a short deadline.
    static let faults = ServerFault.allCases.filter { !$0.endsByTimeout }

    /// What `users list` says for each fault (exit 69), after its first sentence, which names the users.
    static let userMessages: [ServerFault: String] = [
        .truncatedBody: "The service is unavailable: the server's answer was cut off. Try again later.",
        .longerThanDeclared:
            "The service's answer could not be used: the server sent an answer in a form this app does not read.",
        .invalidChunked: "The service's answer could not be used: the server sent a malformed answer.",
        .resetBeforeHeaders:
            "The service is unavailable: the server closed the connection without answering. Try again later.",
        .resetAfterHeaders: "The service is unavailable: the server's answer was cut off. Try again later.",
        .closedWithoutAnswer:
            "The service is unavailable: the server closed the connection without answering. Try again later.",
        .redirectLoop: "The service request failed: the server redirected too many times.",
        .redirectElsewhere:
            "The service request failed: the server redirected to another host (127.0.0.2), which is not followed.",
        .hugeHeader: "The service's answer could not be used: the server sent a malformed answer.",
        .gzipThatIsNot: "The service's answer could not be used: the server sent a malformed answer.",
        .noContent: "The service's answer could not be used: the server's answer was empty.",
        .emptyOK: "The service's answer could not be used: the server's answer was empty.",
        .status999: "The service request failed: the server answered 999.",
        .tooManyRequests: "The service is unavailable: the server answered 429. Try again later.",
        .htmlPage:
            "The service's answer could not be used: the server sent a web page where data was expected.",
        .deepNesting:
            "The service's answer could not be used: the server sent an answer in a form this app does not read.",
        .numberOutOfRange:
            "The service's answer could not be used: the server sent an answer in a form this app does not read.",
        .nulls:
            "The service's answer could not be used: the server sent an answer in a form this app does not read.",
        .invalidUTF8:
            "The service's answer could not be used: the server sent an answer in a form this app does not read.",
        .wrongShape:
            "The service's answer could not be used: the server sent an answer in a form this app does not read.",
    ]

    @Test("every fault has its message written here")
    func everyFaultHasAMessage() {
        #expect(Set(Self.userMessages.keys) == Set(Self.faults))
    }

    @Test(
        "users list: each fault is a person's sentence and exit 69; --verbose adds the detail",
        arguments: faults)
    func usersList(fault: ServerFault) async throws {
        let server = try LoopbackServer.sequence([fault.reply])
        defer { server.stop() }
        let api = server.baseURL.appendingPathComponent("api").absoluteString

        let result = try await app(["users", "list", "--api", api])
        #expect(result.status == 69, "stderr: \(result.stderr)")
        #expect(result.stderr == "app: Users could not be loaded. \(Self.userMessages[fault] ?? "")\n")
        for text in ServerFault.libraryText {
            #expect(!result.stderr.contains(text), "stderr: \(result.stderr)")
        }

        let verbose = try await app(["users", "list", "--api", api, "--verbose"])
        #expect(verbose.status == 69)
        let detail = verbose.stderr.split(separator: "\n").filter {
            $0.hasPrefix("app: verbose: GET /api/users")
        }
        #expect(!detail.isEmpty, "stderr: \(verbose.stderr)")
        #expect(verbose.stderr.hasSuffix(result.stderr))
        #expect(!verbose.stderr.contains("\u{1B}"))
    }

    /// A server that closes the connection cleanly inside its headers: told as one that closed without answering.
    ///
    /// On Linux, Swift 6.3's FoundationNetworking stops the whole process there instead ("Transfer completed, but
    /// there's no response": swift-corelibs-foundation#5285, fixed for 6.4), and nothing in the app can catch it.
    /// There, that crash is a known issue, and only that crash: any other failure, or none, fails the test.
    @Test("users list: a server that closes inside its headers (on Swift 6.3, a known crash)")
    func headersCutOff() async throws {
        let server = try LoopbackServer.sequence([.raw("HTTP/1.1 200 OK\r\nContent-Type: appli")])
        defer { server.stop() }
        let api = server.baseURL.appendingPathComponent("api").absoluteString

        // Without Swift's backtracer, a crash ends at once, with only its message.
        let result = try await app(
            ["users", "list", "--api", api], environment: ["SWIFT_BACKTRACE": "enable=no"])
        let closed = Self.userMessages[.closedWithoutAnswer] ?? ""
        let told = {
            #expect(result.status == 69, "stderr: \(result.stderr)")
            #expect(result.stderr == "app: Users could not be loaded. \(closed)\n")
        }
        #if canImport(FoundationNetworking) && !compiler(>=6.4)
            withKnownIssue("swift-corelibs-foundation#5285 stops the app") {
                told()
            } matching: { _ in
                result.stderr.contains("Fatal error: Transfer completed, but there's no response.")
            }
        #else
            told()
        #endif
    }

    /// The stock of KETTLE-1L, from `app inventory --json`.
    func kettleStock() async throws -> Int? {
        let listed = try await app(["inventory", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any]
        let rows = document?["stock"] as? [[String: Any]] ?? []
        return rows.first { $0["sku"] as? String == "KETTLE-1L" }?["available"] as? Int
    }

    @Test(
        "orders place: after a later list against a healthy server, no stock is taken without an order",
        arguments: faults, [true, false])
    func placeLosesNothing(fault: ServerFault, placedFirst: Bool) async throws {
        let server = try OrdersServer()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let before = try #require(try await kettleStock())
        server.breakAnswers(with: fault.reply, afterPlacing: placedFirst)

        let placing = try await app(["orders", "place", "--item", "KETTLE-1L:2", "--api", api])
        #expect([65, 69].contains(placing.status), "stderr: \(placing.stderr)")
        for text in ServerFault.libraryText {
            #expect(!placing.stderr.contains(text), "stderr: \(placing.stderr)")
        }

        server.loseAnswers(afterPlacing: nil)
        let listed = try await app(["orders", "--api", api])
        #expect(listed.status == 0, "stderr: \(listed.stderr)")
        let placed = server.orders.count - OrdersServer.demoOrders.count
        #expect(placed == (placedFirst ? 1 : 0))
        let stock = try #require(try await kettleStock())
        // Never stock taken without an order. A server that states a refusal (a 4xx, a redirect) is believed:
        // if it placed the order anyway, that order has no stock taken, and the server has to answer for it.
        #expect(stock >= before - 2 * placed, "place said: \(placing.stderr)")
        let believed = Self.statedRefusals.contains(fault)
        #expect(stock == (believed ? before : before - 2 * placed), "place said: \(placing.stderr)")
    }

    /// The faults whose answer says the request was not acted on.
    static let statedRefusals: Set<ServerFault> = [.tooManyRequests, .redirectLoop, .redirectElsewhere]

    @Test(
        "orders place: an answer that names other lines leaves the order unconfirmed until a list settles it")
    func placeAnsweredWithOtherLines() async throws {
        let server = try OrdersServer()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let other = OrdersServer.Record(
            id: "O-7777", statusCode: 0,
            items: [OrdersServer.Item(sku: "MUG-BLUE", quantity: 9, unitPriceCents: 1)])
        server.breakAnswers(with: .json(OrdersServer.json(other), status: 201), afterPlacing: true)

        let placing = try await app(["orders", "place", "--item", "KETTLE-1L:2", "--api", api])
        #expect(placing.status == 69)
        #expect(placing.stderr.contains("the service confirmed an order with other lines than were sent."))
        #expect(placing.stderr.contains("recorded as unconfirmed order U-"))
        #expect(try await kettleStock() == 3)

        server.loseAnswers(afterPlacing: nil)
        let listed = try await app(["orders", "--api", api])
        #expect(listed.stderr.contains("was placed: it is O-1004."), "stderr: \(listed.stderr)")
        #expect(try await kettleStock() == 3)
    }

    @Test(
        "orders place: a server that refuses the order's content (422) is invalid input, exit 65, stock unchanged"
    )
    func placeRejected() async throws {
        let server = try OrdersServer()
        defer { server.stop() }
        server.override("/orders", with: .json(#"{"error": "no"}"#, status: 422))

        let placing = try await app([
            "orders", "place", "--item", "KETTLE-1L:2", "--api", server.baseURL.absoluteString,
        ])
        #expect(placing.status == 65)
        #expect(
            placing.stderr
                == "app: The order service refused the order: the server answered 422: it refused the request's content. "
                + "Nothing was ordered.\n")
        #expect(try await kettleStock() == 5)
    }

    // MARK: - Text that would rearrange the terminal

    static let override = "\u{202E}"
    static let isolate = "\u{2066}"

    /// `text` shows no bidirectional control raw, and shows the two used here as escapes.
    func expectEscaped(_ text: String, _ comment: Comment? = nil) {
        #expect(!text.unicodeScalars.contains { $0.properties.isBidiControl }, comment)
        #expect(text.contains("\\u{202E}") && text.contains("\\u{2066}"), comment)
    }

    @Test("users: a name with bidirectional controls is shown escaped, in the list and in a user's detail")
    func usersBidi() async throws {
        let server = try ReqresServer(people: [
            ReqresServer.Person(
                id: 1, email: "a@example.com", firstName: "Ada\(Self.override)evil",
                lastName: "\(Self.isolate)Lovelace")
        ])
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        for command in [["users", "list"], ["users", "show", "1"]] {
            let result = try await app(command + ["--api", api])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            expectEscaped(result.stdout, "\(command): \(result.stdout)")
        }
    }

    @Test(
        "orders: an order id with bidirectional controls is shown escaped, in the list and when it is typed")
    func ordersBidi() async throws {
        let id = "O-\(Self.override)1\(Self.isolate)"
        let server = try OrdersServer(orders: [
            OrdersServer.Record(
                id: id, statusCode: 1,
                items: [OrdersServer.Item(sku: "TEA-GREEN", quantity: 1, unitPriceCents: 650)])
        ])
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let listed = try await app(["orders", "--api", api])
        #expect(listed.status == 0, "stderr: \(listed.stderr)")
        expectEscaped(listed.stdout, "\(listed.stdout)")
        // An id that is not URL-safe is no order's, and is not sent; the echo is escaped.
        let shown = try await app(["orders", "show", id, "--api", api])
        #expect(shown.status == 65, "stderr: \(shown.stderr)")
        expectEscaped(shown.stderr, "\(shown.stderr)")
    }

    @Test(
        "orders: a line whose SKU holds bidirectional controls makes the answer unusable, never printed raw")
    func orderLinesBidi() async throws {
        let server = try OrdersServer(orders: [
            OrdersServer.Record(
                id: "O-1", statusCode: 1,
                items: [
                    OrdersServer.Item(
                        sku: "TEA\(Self.override)\(Self.isolate)", quantity: 1, unitPriceCents: 650)
                ])
        ])
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        for command in [["orders"], ["orders", "show", "O-1"]] {
            let result = try await app(command + ["--api", api, "--verbose"])
            #expect(result.status == 69, "stderr: \(result.stderr)")
            #expect(result.stderr.contains("the server sent an answer in a form this app does not read"))
            // The decoder's account quotes the SKU; under --verbose it is printed, escaped.
            expectEscaped(result.stderr, "\(command): \(result.stderr)")
        }
    }

    @Test("the shell: a user's name with bidirectional controls is shown escaped on the screen")
    func shellBidi() async throws {
        let server = try ReqresServer(people: [
            ReqresServer.Person(
                id: 1, email: "a@example.com", firstName: "Ada\(Self.override)", lastName: "\(Self.isolate)L")
        ])
        defer { server.stop() }
        let result = try await AppProcess.run(
            ["shell", "--api", server.baseURL.absoluteString, "--db", db], stdin: "users\nquit\n")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        expectEscaped(result.stdout, "\(result.stdout)")
    }
}
