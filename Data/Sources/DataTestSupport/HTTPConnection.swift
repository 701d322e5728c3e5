import Foundation

/// Serves exactly one request on one accepted socket, then closes it (`Connection: close`).
struct HTTPConnection {
    /// Requests whose head exceeds this are abandoned; real clients send a few hundred bytes.
    private static let maxHeadBytes = 64 * 1024
    /// Request bodies are read up to this size; tests send small JSON documents.
    private static let maxBodyBytes = 16 * 1024 * 1024
    private static let headTerminator: [UInt8] = Array("\r\n\r\n".utf8)

    let descriptor: Int32
    let state: ServerState

    /// Reads the request, records it, asks the handler for a reply and writes it; always closes the socket.
    func serve() {
        guard let request = readRequest() else { return Socket.finish(descriptor) }
        let reply = state.record(request)
        write(reply)
        switch reply {
        // A drip stops inside the headers, so it ends in a reset, never a clean close: on Swift 6.3,
        // FoundationNetworking kills the client's whole process when a connection closes cleanly before the
        // headers end (swift-corelibs-foundation#5285), and a client that gave up may not have let go yet.
        case .reset, .drip: Socket.reset(descriptor)
        default: Socket.finish(descriptor)
        }
    }

    // MARK: - Reading

    private func readRequest() -> RecordedRequest? {
        var buffer: [UInt8] = []
        var headEnd: Int?
        while headEnd == nil {
            guard buffer.count < Self.maxHeadBytes else { return nil }
            let chunk = Socket.receive(descriptor, maxCount: 4096, until: { state.isStopped })
            guard !chunk.isEmpty else { return nil }
            buffer += chunk
            headEnd = Self.firstIndex(of: Self.headTerminator, in: buffer)
        }
        guard let headEnd else { return nil }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let declaredLength = headers["content-length"].flatMap { Int($0) } ?? 0
        guard declaredLength >= 0, declaredLength <= Self.maxBodyBytes else { return nil }
        if headers["expect"]?.lowercased() == "100-continue" {
            _ = Socket.sendAll(descriptor, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        var body = Array(buffer[(headEnd + Self.headTerminator.count)...])
        while body.count < declaredLength {
            let chunk = Socket.receive(
                descriptor, maxCount: min(65_536, declaredLength - body.count), until: { state.isStopped })
            guard !chunk.isEmpty else { return nil }
            body += chunk
        }
        return RecordedRequest(
            method: String(requestLine[0]),
            path: String(requestLine[1]),
            headers: headers,
            body: Data(body.prefix(declaredLength))
        )
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    // MARK: - Writing

    private func write(_ reply: Reply) {
        switch reply {
        case .status(let status, let body, let headers):
            let bytes = Array(body.utf8)
            var fields = headers
            fields["Content-Length"] = String(bytes.count)
            _ = Socket.sendAll(descriptor, Self.head(status: status, fields: fields) + bytes)
        case .delayed(let seconds, let next):
            let deadline = Date(timeIntervalSinceNow: seconds)
            while Date() < deadline {
                guard !state.isStopped else { return }
                Thread.sleep(forTimeInterval: min(0.02, max(0, deadline.timeIntervalSinceNow)))
            }
            write(next)
        case .held(let gate, let next):
            let ticket = gate.arrive()
            // Polls the gate, not a clock: the reply goes when the test releases it, at whatever speed the machine has.
            while !gate.isReleased(ticket) {
                guard !state.isStopped else { return }
                Thread.sleep(forTimeInterval: 0.005)
            }
            write(next)
            gate.markDelivered()
        case .truncated(let status, let declaredLength, let body):
            let fields = ["Content-Length": String(declaredLength), "Content-Type": "application/json"]
            _ = Socket.sendAll(descriptor, Self.head(status: status, fields: fields) + Array(body.utf8))
        case .dropConnection:
            return
        case .endless(let status):
            streamEndlessly(status: status)
        case .redirect(let location):
            let fields = ["Location": location, "Content-Length": "0"]
            _ = Socket.sendAll(descriptor, Self.head(status: 302, fields: fields))
        case .raw(let bytes), .reset(let bytes):
            _ = Socket.sendAll(descriptor, bytes)
        case .drip(let bytes, let interval):
            for byte in bytes {
                guard !state.isStopped, Socket.sendAll(descriptor, [byte]) else { return }
                Thread.sleep(forTimeInterval: interval)
            }
        }
    }

    private func streamEndlessly(status: Int) {
        let fields = ["Content-Type": "application/octet-stream"]
        guard Socket.sendAll(descriptor, Self.head(status: status, fields: fields)) else { return }
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
        let deadline = Date(timeIntervalSinceNow: LoopbackServer.endlessTimeLimit)
        var sent = 0
        while sent < LoopbackServer.endlessByteLimit, Date() < deadline, !state.isStopped {
            guard Socket.sendAll(descriptor, chunk) else { return }
            sent += chunk.count
        }
    }

    private static func head(status: Int, fields: [String: String]) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reasonPhrase(for: status))\r\n"
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            text += "\(name): \(value)\r\n"
        }
        text += "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }

    private static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 302: "Found"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
