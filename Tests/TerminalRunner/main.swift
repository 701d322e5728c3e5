// Runs a program on a new pseudo-terminal, as a terminal window would, and relays between that
// terminal and this process's standard input and output. The end-to-end tests' terminal: util-linux
// and BSD `script` take different flags, and forkpty is the same call in Glibc and Darwin.
//
//   TerminalRunner PROGRAM [ARGUMENT ...]
//
// PROGRAM (a path) leads a new session whose controlling terminal is the pseudo-terminal, so a 0x03
// byte on standard input raises SIGINT in it and a 0x04 ends its input, as Ctrl-C and Ctrl-D do; when
// standard input ends, Ctrl-D is typed. Exits with PROGRAM's status, 128 + the signal that ended it,
// or 127 when PROGRAM cannot be started.
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

let command = Array(CommandLine.arguments.dropFirst())
guard let program = command.first else {
    FileHandle.standardError.write(Data("usage: TerminalRunner PROGRAM [ARGUMENT ...]\n".utf8))
    exit(64)
}

// Everything the child needs is made before the fork: after it, the child only calls execv, write
// and _exit.
let childProgram: UnsafeMutablePointer<CChar> = strdup(program)
let childArguments: [UnsafeMutablePointer<CChar>?] =
    [childProgram] + command.dropFirst().map { strdup($0) } + [nil]
let cannotStart = Array("TerminalRunner: cannot start \(program)\n".utf8)
// Its write end closes in the child at execv (close-on-exec), when the pseudo-terminal is the child's
// controlling terminal; nothing typed is relayed before, since a Ctrl-C taken earlier would signal nobody.
var started: [Int32] = [-1, -1]
guard pipe(&started) == 0 else {
    FileHandle.standardError.write(Data("TerminalRunner: no pipe (errno \(errno))\n".utf8))
    exit(71)
}
for end in started { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }

// The program starts with the signals of a fresh terminal: none blocked, none ignored. This process may
// have inherited otherwise (a dispatch thread that starts it blocks SIGINT, for one), and the program
// would inherit it in turn, so that Ctrl-C did nothing. SIGCHLD too: ignored, it would leave waitpid
// below no status to read.
var noSignals = sigset_t()
sigemptyset(&noSignals)
sigprocmask(SIG_SETMASK, &noSignals, nil)
for number in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD] {
    signal(number, SIG_DFL)
}

// The program inherits its terminal and nothing else: every descriptor this process was given closes at
// execv, above all the socket by which Foundation in the test process sees this runner exit. Held by the
// program too, that socket would hide this runner's exit from the test for as long as the program ran.
for name in (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd")) ?? [] {
    if let descriptor = Int32(name), descriptor > 2 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
}

var terminal: Int32 = -1
let child = forkpty(&terminal, nil, nil, nil)
if child == 0 {
    execv(childProgram, childArguments)
    _ = cannotStart.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    _exit(127)
}
guard child > 0 else {
    FileHandle.standardError.write(Data("TerminalRunner: no pseudo-terminal (errno \(errno))\n".utf8))
    exit(71)
}
close(started[1])
var startedByte: UInt8 = 0
while read(started[0], &startedByte, 1) < 0 && errno == EINTR {}
close(started[0])
// A reader of this process's output that has gone must not end the relay (the default kills).
signal(SIGPIPE, SIG_IGN)

/// Writes all of `bytes` to `descriptor`, or as much as it takes.
@Sendable func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let start = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, start + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
    }
    return true
}

// What is typed goes to the terminal from a thread of its own, so a program that does not read cannot
// stop its output from being relayed below.
Thread.detachNewThread { [terminal] in
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        guard buffer.withUnsafeBytes({ writeAll(terminal, UnsafeRawBufferPointer(rebasing: $0[..<count])) })
        else { return }
    }
    var endOfInput: UInt8 = 0x04
    _ = write(terminal, &endOfInput, 1)
}

// The terminal's output, until every process holding the terminal has closed it: then the read fails
// (EIO on Linux) or finds the end.
var buffer = [UInt8](repeating: 0, count: 4096)
while true {
    let count = read(terminal, &buffer, buffer.count)
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { break }
    _ = buffer.withUnsafeBytes { writeAll(STDOUT_FILENO, UnsafeRawBufferPointer(rebasing: $0[..<count])) }
}

var status: Int32 = 0
while waitpid(child, &status, 0) < 0 && errno == EINTR {}
// The wait status: the exit code in bits 8-15, or the signal in bits 0-6 (the W* macros are not imported).
let signalNumber = status & 0x7f
exit(signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber)
