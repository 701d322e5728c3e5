import DataAccess
import Domain
import DomainTestSupport
import Foundation

/// The server's shared state, used by the accept thread and every connection thread.
final class ServerState: Sendable {
    private struct Guarded {
        /// The listening socket, nil once stopped.
        var listener: Int32?
        /// Once stopped, a socket that keeps the port (``Socket/reservePort(_:)``), so a test that
        /// stopped the server to be refused is never answered by another test's new server.
        var placeholder: Int32?
        var requests: [RecordedRequest] = []
    }

    private let guarded: Locked<Guarded>
    private let port: UInt16
    private let handler: @Sendable (Int, RecordedRequest) -> Reply
    /// A request recorded: what a test waits on.
    let changes = Changes()

    init(listener: Int32, port: UInt16, handler: @escaping @Sendable (Int, RecordedRequest) -> Reply) {
        self.guarded = Locked(Guarded(listener: listener))
        self.port = port
        self.handler = handler
    }

    deinit {
        guarded.withLock { guarded in
            if let placeholder = guarded.placeholder { close(placeholder) }
        }
    }

    var isStopped: Bool {
        guarded.withLock { $0.listener == nil }
    }

    var recordedRequests: [RecordedRequest] {
        guarded.withLock { $0.requests }
    }

    /// Appends `request` to the record and returns the handler's reply for it.
    func record(_ request: RecordedRequest) -> Reply {
        let index = guarded.withLock { guarded in
            guarded.requests.append(request)
            return guarded.requests.count - 1
        }
        changes.changed()
        return handler(index, request)
    }

    func stop() {
        guarded.withLock { guarded in
            if let listener = guarded.listener {
                Socket.closeListener(listener)
                guarded.placeholder = Socket.reservePort(port)
            }
            guarded.listener = nil
        }
    }

    /// Accepts connections, each served on its own thread, until ``stop()``.
    func acceptUntilStopped() {
        while let listener = guarded.withLock({ $0.listener }) {
            // Polling with a short timeout (instead of blocking in accept) lets `stop()` close the
            // listener at any moment; accepting under the lock guarantees the descriptor is still ours.
            guard Socket.waitReadable(listener, milliseconds: 50) else { continue }
            let client = guarded.withLock { guarded in
                guarded.listener.flatMap { Socket.acceptClient($0) }
            }
            guard let client else {
                Thread.sleep(forTimeInterval: 0.005)
                continue
            }
            let connection = HTTPConnection(descriptor: client, state: self)
            Thread.detachNewThread { connection.serve() }
        }
    }
}
