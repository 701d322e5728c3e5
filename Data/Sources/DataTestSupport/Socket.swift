import Foundation

#if canImport(Glibc)
    import Glibc

    private let streamSocketType = Int32(SOCK_STREAM.rawValue)
    /// Linux reports a vanished peer as `EPIPE` instead of raising SIGPIPE when this flag is passed.
    private let sendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Musl)
    import Musl

    /// musl declares the socket types as plain integer constants, not as Glibc's `__socket_type`.
    private let streamSocketType = Int32(SOCK_STREAM)
    private let sendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
    import Darwin

    private let streamSocketType = SOCK_STREAM
    /// Darwin has no `MSG_NOSIGNAL`; `SO_NOSIGPIPE` is set on every socket instead (see `configure`).
    private let sendFlags: Int32 = 0
#endif

/// The handful of POSIX socket calls the loopback server needs, with platform differences in one place.
enum Socket {
    /// Opens a non-blocking listening socket on 127.0.0.1 with a port chosen by the kernel.
    static func listenOnLoopback() throws(LoopbackServerError) -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, streamSocketType, 0)
        guard descriptor >= 0 else { throw LoopbackServerError(operation: "socket", code: errno) }
        do throws(LoopbackServerError) {
            configure(descriptor)
            guard bindLoopback(descriptor, port: 0) else {
                throw LoopbackServerError(operation: "bind", code: errno)
            }
            let length = socklen_t(MemoryLayout<sockaddr_in>.size)
            guard listen(descriptor, 64) == 0 else {
                throw LoopbackServerError(operation: "listen", code: errno)
            }
            guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0 else {
                throw LoopbackServerError(operation: "fcntl", code: errno)
            }
            var boundAddress = sockaddr_in()
            var boundLength = length
            let named = withUnsafeMutablePointer(to: &boundAddress) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    getsockname(descriptor, $0, &boundLength)
                }
            }
            guard named == 0 else { throw LoopbackServerError(operation: "getsockname", code: errno) }
            return (descriptor, UInt16(bigEndian: boundAddress.sin_port))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Waits up to `milliseconds` for `descriptor` to become readable (for a listener: a pending connection).
    static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Accepts one pending connection, or returns nil when none is waiting.
    ///
    /// The accepted socket is blocking, with a send timeout so that no write waits forever; reads wait in
    /// ``receive(_:maxCount:until:)``.
    static func acceptClient(_ listener: Int32) -> Int32? {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return nil }
        _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) & ~O_NONBLOCK)
        configure(client)
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return client
    }

    /// Reads up to `maxCount` bytes, waiting for them until `stopped()` is true; an empty result means end of
    /// stream, an error or a stop.
    ///
    /// A clock would bet on the client's speed: under ThreadSanitizer on two busy cores a client took over 5 s
    /// from connecting to sending, and a server that gave up then answered a good request with nothing.
    static func receive(_ descriptor: Int32, maxCount: Int, until stopped: () -> Bool) -> [UInt8] {
        while !waitReadable(descriptor, milliseconds: 50) {
            if stopped() { return [] }
        }
        var buffer = [UInt8](repeating: 0, count: maxCount)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maxCount, 0) }
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? Array(buffer[..<count]) : []
        }
    }

    /// Writes every byte, returning false as soon as the peer is gone or the send timeout expires.
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress.map { $0 + offset }, bytes.count - offset, sendFlags)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Signals end of output to the peer, then releases the descriptor.
    static func finish(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        close(descriptor)
    }

    /// Aborts the connection: the peer gets a reset (RST), not an orderly end, and unsent bytes are dropped.
    static func reset(_ descriptor: Int32) {
        var abort = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
        close(descriptor)
    }

    /// Stops a listener: pending and future connections are refused from now on.
    static func closeListener(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }

    /// A socket bound to 127.0.0.1:`port` that never listens; nil if the port is taken.
    ///
    /// Connections to the port are refused, and no other server is given the port while it is open.
    static func reservePort(_ port: UInt16, reuseAddress: Bool = true) -> Int32? {
        let descriptor = socket(AF_INET, streamSocketType, 0)
        guard descriptor >= 0 else { return nil }
        guard bindLoopback(descriptor, port: port, reuseAddress: reuseAddress) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Binds `descriptor` to 127.0.0.1:`port` (0: the kernel chooses), by default reusing the address
    /// of a socket that just closed; false when the port is in use.
    ///
    /// A port the kernel chooses is never one another socket is bound to, reusable or not.
    private static func bindLoopback(_ descriptor: Int32, port: UInt16, reuseAddress: Bool = true) -> Bool {
        var reuse: Int32 = reuseAddress ? 1 : 0
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        } == 0
    }

    private static func configure(_ descriptor: Int32) {
        #if canImport(Darwin)
            var noSignal: Int32 = 1
            _ = setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
