public import Foundation

/// "Today" for one request: the reference instant, read once, seen in one time zone.
///
/// Capturing it once means a request that crosses midnight still uses a single date for every loan.
public struct LoanDay: Equatable, Sendable {
    /// The civil date the whole request uses as today.
    public let today: CivilDate

    /// A day fixed by the caller, such as `--today`.
    public init(today: CivilDate) {
        self.today = today
    }

    /// Today at `instant` in `timeZone`.
    public init(at instant: Date, in timeZone: TimeZone) {
        self.today = CivilDate(instant, in: timeZone)
    }
}
