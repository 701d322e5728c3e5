import Foundation

/// The ways a backend, a proxy or a captive portal misbehaves at the byte level, each as the ``Reply`` that
/// plays it: the rows of the HTTP fault tables in Data's tests and in the app's.
///
/// A table says what each row must end in; this type only says what the server does. The bodies fit no DTO
/// of the app's: a users page and an order both fail to decode from them, each for the row's reason.
public enum ServerFault: String, CaseIterable, Sendable {
    /// `Content-Length: 100`, then 12 bytes and the end of the connection.
    case truncatedBody
    /// `Content-Length: 5` on a longer body: the client reads five bytes, which are not the document.
    case longerThanDeclared
    /// `Transfer-Encoding: chunked` with a chunk size that is not hexadecimal.
    case invalidChunked
    /// The connection is reset (TCP RST) before a byte of the answer.
    case resetBeforeHeaders
    /// Status line and headers, part of the body, then a reset.
    case resetAfterHeaders
    /// The connection is closed (an orderly FIN) without a byte of answer.
    case closedWithoutAnswer
    /// Every request is redirected to the same path again.
    case redirectLoop
    /// A redirect to another host, which the client must not follow.
    case redirectElsewhere
    /// A header line of 1 MiB.
    case hugeHeader
    /// `Content-Encoding: gzip` on a body that is plain JSON.
    case gzipThatIsNot
    /// `204 No Content` where a document is expected.
    case noContent
    /// `200 OK` with an empty body.
    case emptyOK
    /// Status 999, which no HTTP status is.
    case status999
    /// `429 Too Many Requests` with `Retry-After: 999999`, every time.
    case tooManyRequests
    /// The status line, then a header line that never ends, one byte every 50 ms: only the client's
    /// deadline ends it.
    case drippingHeader
    /// A captive portal's login page (`text/html`) where JSON is expected.
    case htmlPage
    /// JSON arrays nested 100,000 deep.
    case deepNesting
    /// Numbers beyond what `Int` holds.
    case numberOutOfRange
    /// Every field `null`.
    case nulls
    /// Bytes that are not UTF-8 inside a JSON string.
    case invalidUTF8
    /// An array where an object belongs.
    case wrongShape

    /// The reply that plays this fault.
    public var reply: Reply {
        switch self {
        case .truncatedBody:
            .truncated(status: 200, declaredLength: 100, body: #"{"page": 1, "#)
        case .longerThanDeclared:
            .raw(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n" + Self.fields
            )
        case .invalidChunked:
            .raw(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"
            )
        case .resetBeforeHeaders:
            .reset(after: [])
        case .resetAfterHeaders:
            .reset(
                after: Array(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"page\""
                        .utf8))
        case .closedWithoutAnswer:
            .dropConnection
        case .redirectLoop:
            .redirect(to: "/loop")
        case .redirectElsewhere:
            .redirect(to: "http://127.0.0.2:9/steal")
        case .hugeHeader:
            .raw(
                "HTTP/1.1 200 OK\r\nX-Filler: \(String(repeating: "a", count: 1 << 20))\r\n"
                    + "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
        case .gzipThatIsNot:
            .status(
                200, body: Self.fields,
                headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"])
        case .noContent:
            .status(204, body: "")
        case .emptyOK:
            .json("")
        case .status999:
            .raw("HTTP/1.1 999 Nonsense\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
        case .tooManyRequests:
            .status(429, body: "", headers: ["Retry-After": "999999"])
        case .drippingHeader:
            // For the timeout row only. The header line runs on for 100 s, so however late a loaded runner
            // fires the client's timer, the answer cannot complete first: a whole answer, dripped in under
            // 4 s, once did under ThreadSanitizer.
            .drip(
                Array("HTTP/1.1 200 OK\r\nX-Drip: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 2_000),
                every: 0.05)
        case .htmlPage:
            .status(
                200, body: "<html><body><h1>Log in to use the Wi-Fi</h1></body></html>",
                headers: ["Content-Type": "text/html; charset=utf-8"])
        case .deepNesting:
            .json(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        case .numberOutOfRange:
            .json(Self.document(number: "99999999999999999999999"))
        case .nulls:
            .json(
                #"{"page": null, "per_page": null, "total": null, "total_pages": null, "data": null, "#
                    + #""id": null, "items": null, "status_code": null}"#)
        case .invalidUTF8:
            .raw(
                Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n".utf8)
                    + Array(#"{"id": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8))
        case .wrongShape:
            .json(#"[{"page": 1}, {"id": "O-1"}]"#)
        }
    }

    /// Text that belongs to a library (a type name, a URLError code, a decoder's or libcurl's account) and never
    /// to a message for a person: the tables check every message against it.
    public static let libraryText = [
        "URLError", "DecodingError", "EncodingError", "NSURL", "debugDescription", "Dictionary<", "Swift.",
        "CodingKeys", "Optional(", "curl", "(-1",
    ]

    /// Whether the fault ends only by the client's own deadline, so a table should set a short timeout.
    public var endsByTimeout: Bool { self == .drippingHeader }

    /// A document with every field a users page or an order has, each number written as `number`.
    private static func document(number: String) -> String {
        #"{"page": \#(number), "per_page": \#(number), "total": \#(number), "total_pages": \#(number), "data": [], "#
            + #""id": "O-1", "items": [], "status_code": \#(number)}"#
    }

    /// A well-formed document for both DTOs' shapes, to send where the bytes around it are the fault.
    private static let fields = document(number: "1")
}
