import Domain
public import DomainTestSupport
import Foundation

/// Replies held by a ``LoopbackServer`` until the test lets them go: how a test acts while a request is in flight
/// without betting that a delay outlasts the app's reaction.
///
/// A held reply waits, on its connection's thread, until the test releases it (or the server stops). Replies are
/// let go in the order their requests reached the gate, so a test can decide which answer arrives first.
///
/// ```swift
/// let gate = server.holdReplies()
/// session.type("show\n")
/// try await waitForRequests("GET", "/api/users/2", count: 1)  // the request is in flight
/// session.type("back\n")                                      // act while it is held
/// gate.release()                                              // then let the answer go
/// ```
public final class ReplyGate: Sendable, Equatable {
    private struct Counts {
        /// Replies that have reached the gate; each takes the next ticket.
        var arrived = 0
        /// Replies with a ticket below this may go.
        var released = 0
        /// Replies written to their connection after being let go.
        var delivered = 0
    }

    private let counts = Locked(Counts())
    /// A reply reaching the gate, let go or written: what a test waits on.
    public let changes = Changes()

    public init() {}

    public static func == (left: ReplyGate, right: ReplyGate) -> Bool { left === right }

    /// Lets every held reply go, and every later one pass at once.
    public func release() {
        counts.withLock { $0.released = .max }
        changes.changed()
    }

    /// Lets the next `count` held replies go, in the order their requests arrived.
    public func release(_ count: Int) {
        counts.withLock { counts in
            counts.released = counts.released == .max ? .max : min(counts.arrived, counts.released + count)
        }
        changes.changed()
    }

    /// How many replies are held now.
    public var held: Int {
        counts.withLock { max(0, $0.arrived - min($0.released, $0.arrived)) }
    }

    /// How many replies have been let go and written.
    public var delivered: Int {
        counts.withLock { $0.delivered }
    }

    /// Called by the server when a held reply reaches the gate: its ticket.
    func arrive() -> Int {
        defer { changes.changed() }
        return counts.withLock { counts in
            counts.arrived += 1
            return counts.arrived - 1
        }
    }

    /// Whether the reply with `ticket` may go.
    func isReleased(_ ticket: Int) -> Bool {
        counts.withLock { ticket < $0.released }
    }

    /// Called by the server once a released reply was written.
    func markDelivered() {
        counts.withLock { $0.delivered += 1 }
        changes.changed()
    }
}
