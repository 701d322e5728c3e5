import Foundation

/// What a ``LoopbackServer`` sends back for one request, including the broken answers real servers give.
public enum Reply: Sendable, Equatable {
    /// A complete response with the given status, body and extra headers.
    ///
    /// `Content-Length` and `Connection: close` are added by the server.
    case status(Int, body: String, headers: [String: String] = [:])
    /// Waits `seconds` (or until the server stops), then sends `reply`: slow enough to trip a client timeout.
    ///
    /// Only for a test about a timeout, which says so in a comment (`make lint` checks): a test that acts while a
    /// request is in flight holds the reply instead (``held(_:_:)``).
    indirect case delayed(seconds: Double, Reply)
    /// Waits until the test lets it go through `gate` (or the server stops), then sends `reply`.
    indirect case held(ReplyGate, Reply)
    /// Declares `declaredLength` bytes of body, sends only `body`, then closes the connection.
    case truncated(status: Int, declaredLength: Int, body: String)
    /// Closes the connection without writing a single byte.
    case dropConnection
    /// Sends a status line and headers without a length, then streams bytes until the client goes away.
    ///
    /// The stream ends by itself after ``LoopbackServer/endlessByteLimit`` bytes,
    /// ``LoopbackServer/endlessTimeLimit`` seconds, or when the server stops, so no test can hang on it.
    case endless(status: Int)
    /// Answers `302 Found` with `Location: location`.
    case redirect(to: String)
    /// Sends `bytes` exactly as given (status line, headers, body, or none of them), then closes the connection:
    /// for answers no well-behaved server writes, such as a broken chunked body.
    case raw([UInt8])
    /// Sends `bytes` as given, then resets the connection (a TCP RST) instead of closing it.
    case reset(after: [UInt8])
    /// Sends `bytes` one at a time, `interval` seconds apart, then resets the connection: a server too slow to
    /// finish even its headers. Like ``delayed(seconds:_:)``, only for a test about a timeout.
    case drip([UInt8], every: Double)

    /// A `200 OK` (or `status`) response whose body is `body`, labelled `application/json`.
    ///
    /// The body is sent as given, so malformed JSON is simply `.json("{\"id\": ")`.
    public static func json(_ body: String, status: Int = 200) -> Reply {
        .status(status, body: body, headers: ["Content-Type": "application/json"])
    }

    /// The raw reply of the bytes of `text` (its UTF-8), for an answer written as text with `\r\n` line ends.
    public static func raw(_ text: String) -> Reply {
        .raw(Array(text.utf8))
    }
}
