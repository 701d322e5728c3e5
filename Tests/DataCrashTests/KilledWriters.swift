import Testing

/// The suites that SIGKILL writing child processes, run one after the other: each starts a child
/// after another, and two such loops at once (under ThreadSanitizer every child costs a good part of
/// a core) took the machine from the timing-sensitive tests running beside them.
@Suite(.serialized)
enum KilledWriters {}
