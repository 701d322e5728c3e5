import DataAccess
import Domain
public import DomainTestSupport
public import Foundation

/// A real HTTP/1.1 server on 127.0.0.1, on a port the kernel picks, for tests of network clients.
///
/// Every request is answered on its own connection with `Connection: close`, by the ``Reply`` the
/// handler returns, and recorded in ``requests`` so a test can prove the server was really hit.
/// ``stop()`` closes the listening socket: later connections are refused. The server also stops when
/// it is deallocated, and then every connection ends within a moment, so no test can hang on it.
///
/// ```swift
/// let server = try LoopbackServer.sequence([.status(503, body: ""), .json(#"{"id": 1}"#)])
/// // ... call server.baseURL ...
/// #expect(server.hitCount == 2)
/// ```
public final class LoopbackServer: Sendable {
    /// The most bytes a ``Reply/endless(status:)`` reply streams before giving up on the client.
    public static let endlessByteLimit = 50_000_000
    /// The most seconds a ``Reply/endless(status:)`` reply streams before giving up on the client.
    public static let endlessTimeLimit: Double = 10
    /// A client deadline, in seconds, for tests that are not about timeouts.
    ///
    /// It is long enough that no loaded runner reaches it (a 5 s deadline ran out under ThreadSanitizer
    /// on two busy cores), so such a test fails only on what it checks. A test about a timeout sets its
    /// own, short one.
    public static let patientTimeout: TimeInterval = 600

    /// The server's root, `http://127.0.0.1:PORT`, without a trailing slash.
    public let baseURL: URL
    /// The port the kernel assigned; it stays reserved for this server until it is dropped, refusing
    /// connections once ``stop()`` was called.
    public let port: Int
    private let state: ServerState

    /// Starts listening and answers every request with `handler(request)`.
    public convenience init(handler: @escaping @Sendable (RecordedRequest) -> Reply)
        throws(LoopbackServerError)
    {
        try self.init(indexedHandler: { _, request in handler(request) })
    }

    /// Starts a server whose handler also receives the zero-based arrival index of each request.
    init(indexedHandler: @escaping @Sendable (Int, RecordedRequest) -> Reply) throws(LoopbackServerError) {
        let (descriptor, port) = try Socket.listenOnLoopback()
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            Socket.closeListener(descriptor)
            throw LoopbackServerError(operation: "URL(string:)", code: 0)
        }
        self.baseURL = url
        self.port = Int(port)
        let state = ServerState(listener: descriptor, port: port, handler: indexedHandler)
        self.state = state
        // The thread captures only the state, never `self`, so dropping the server runs `deinit`.
        let thread = Thread { state.acceptUntilStopped() }
        thread.name = "LoopbackServer:\(port)"
        thread.start()
    }

    deinit {
        state.stop()
    }

    /// A server that answers the Nth request with the Nth reply, and every later one with the last reply.
    ///
    /// With no replies at all, every request gets `500` so a test notices the missing script.
    public static func sequence(_ replies: [Reply]) throws(LoopbackServerError) -> LoopbackServer {
        try LoopbackServer(indexedHandler: { index, _ in
            guard let last = replies.last else {
                return .status(500, body: "LoopbackServer.sequence was given no replies")
            }
            return index < replies.count ? replies[index] : last
        })
    }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] {
        state.recordedRequests
    }

    /// Changes with every request received: `try await server.changes.until { server.hitCount == 2 }`.
    public var changes: Changes { state.changes }

    /// How many requests the server has received so far.
    public var hitCount: Int {
        state.recordedRequests.count
    }

    /// Closes the listening socket, so later connections are refused (the port stays this server's);
    /// replies still running wind down.
    ///
    /// Calling it more than once is harmless.
    public func stop() {
        state.stop()
    }
}
