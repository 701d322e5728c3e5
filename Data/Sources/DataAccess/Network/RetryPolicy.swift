/// How often, and after which pauses, ``HTTPClient`` retries a GET that failed transiently.
///
/// Only GET is ever retried, and only after a timeout, a refused connection, `408`, `429` or a `5xx`
/// answer; POST and PUT are sent exactly once whatever the policy says. The pause is performed by
/// ``sleep``, which tests replace with a no-op so retry tests run instantly.
public struct RetryPolicy: Sendable {
    /// How many times a failed GET is sent again; the total number of attempts is one more.
    public var maxRetries: Int
    /// The pause before each retry: the first entry before the first retry, and so on.
    ///
    /// When there are more retries than entries, the last entry is reused; with no entries there is no pause.
    public var delays: [Duration]
    /// Performs a pause; the default sleeps the current task and returns early if it is cancelled.
    public var sleep: @Sendable (Duration) async -> Void

    /// Creates a policy; `maxRetries` below zero means no retries.
    public init(
        maxRetries: Int,
        delays: [Duration],
        sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
    ) {
        self.maxRetries = max(0, maxRetries)
        self.delays = delays
        self.sleep = sleep
    }

    /// Two retries, 0.2 s and then 0.6 s apart: three attempts within about a second plus the timeouts.
    public static let standard = RetryPolicy(maxRetries: 2, delays: [.milliseconds(200), .milliseconds(600)])

    /// Every request is sent exactly once.
    public static let none = RetryPolicy(maxRetries: 0, delays: [])

    /// The pause before retry number `retry`, counting from 1.
    public func delay(beforeRetry retry: Int) -> Duration {
        guard let last = delays.last else { return .zero }
        let index = retry - 1
        return delays.indices.contains(index) ? delays[index] : last
    }
}
