import CLIKit
import DataAccess
import DataTestSupport
import Foundation
import Presentation
import Testing

@testable import AppCore
@testable import Composition

/// `app loans` across the four daylight-saving changes of 2026, driven by the clock and
/// `--time-zone` (never `--today`): today is the civil date of the clock's instant in that zone, at
/// instants either side of midnight and inside the hour that is skipped or repeated.
@MainActor
@Suite("Loans across daylight-saving changes")
struct DaylightSavingTests {
    /// One instant: the zone, the instant in UTC, and what the loan due on the change day shows.
    struct Case: Sendable, CustomStringConvertible {
        let zone: String
        let utc: String
        let local: String
        let shows: String
        var description: String { "\(utc) = \(local) in \(zone): \(shows)" }
    }

    nonisolated static let cases: [Case] = [
        // Berlin springs forward on 2026-03-29 at 01:00 UTC (02:00 CET becomes 03:00 CEST).
        Case(
            zone: "Europe/Berlin", utc: "2026-03-28T22:59:00Z", local: "03-28 23:59 CET",
            shows: "Due in 1 day"),
        Case(
            zone: "Europe/Berlin", utc: "2026-03-28T23:01:00Z", local: "03-29 00:01 CET", shows: "Due today"),
        Case(
            zone: "Europe/Berlin", utc: "2026-03-29T01:30:00Z", local: "03-29 03:30 CEST", shows: "Due today"),
        Case(
            zone: "Europe/Berlin", utc: "2026-03-29T21:59:00Z", local: "03-29 23:59 CEST", shows: "Due today"),
        Case(
            zone: "Europe/Berlin", utc: "2026-03-29T22:01:00Z", local: "03-30 00:01 CEST",
            shows: "1 day overdue"),
        // Berlin falls back on 2026-10-25 at 01:00 UTC (03:00 CEST becomes 02:00 CET: 02:xx twice).
        Case(
            zone: "Europe/Berlin", utc: "2026-10-24T21:59:00Z", local: "10-24 23:59 CEST",
            shows: "Due in 1 day"),
        Case(
            zone: "Europe/Berlin", utc: "2026-10-24T22:01:00Z", local: "10-25 00:01 CEST", shows: "Due today"),
        Case(
            zone: "Europe/Berlin", utc: "2026-10-25T00:30:00Z", local: "10-25 02:30 CEST", shows: "Due today"),
        Case(
            zone: "Europe/Berlin", utc: "2026-10-25T01:30:00Z", local: "10-25 02:30 CET", shows: "Due today"),
        Case(
            zone: "Europe/Berlin", utc: "2026-10-25T22:59:00Z", local: "10-25 23:59 CET", shows: "Due today"),
        Case(
            zone: "Europe/Berlin", utc: "2026-10-25T23:01:00Z", local: "10-26 00:01 CET",
            shows: "1 day overdue"),
        // New York springs forward on 2026-03-08 at 07:00 UTC (02:00 EST becomes 03:00 EDT).
        Case(
            zone: "America/New_York", utc: "2026-03-08T04:59:00Z", local: "03-07 23:59 EST",
            shows: "Due in 1 day"),
        Case(
            zone: "America/New_York", utc: "2026-03-08T05:01:00Z", local: "03-08 00:01 EST",
            shows: "Due today"),
        Case(
            zone: "America/New_York", utc: "2026-03-08T07:30:00Z", local: "03-08 03:30 EDT",
            shows: "Due today"),
        Case(
            zone: "America/New_York", utc: "2026-03-09T03:59:00Z", local: "03-08 23:59 EDT",
            shows: "Due today"),
        Case(
            zone: "America/New_York", utc: "2026-03-09T04:01:00Z", local: "03-09 00:01 EDT",
            shows: "1 day overdue"),
        // New York falls back on 2026-11-01 at 06:00 UTC (02:00 EDT becomes 01:00 EST: 01:xx twice).
        Case(
            zone: "America/New_York", utc: "2026-11-01T03:59:00Z", local: "10-31 23:59 EDT",
            shows: "Due in 1 day"),
        Case(
            zone: "America/New_York", utc: "2026-11-01T04:01:00Z", local: "11-01 00:01 EDT",
            shows: "Due today"),
        Case(
            zone: "America/New_York", utc: "2026-11-01T05:30:00Z", local: "11-01 01:30 EDT",
            shows: "Due today"),
        Case(
            zone: "America/New_York", utc: "2026-11-01T06:30:00Z", local: "11-01 01:30 EST",
            shows: "Due today"),
        Case(
            zone: "America/New_York", utc: "2026-11-02T04:59:00Z", local: "11-01 23:59 EST",
            shows: "Due today"),
        Case(
            zone: "America/New_York", utc: "2026-11-02T05:01:00Z", local: "11-02 00:01 EST",
            shows: "1 day overdue"),
    ]

    /// The change day in each zone for the case's month.
    nonisolated static func changeDay(_ item: Case) -> String {
        switch (item.zone, item.utc.prefix(7)) {
        case ("Europe/Berlin", "2026-03"): "2026-03-29"
        case ("Europe/Berlin", _): "2026-10-25"
        case (_, "2026-03"): "2026-03-08"
        default: "2026-11-01"
        }
    }

    @Test(
        "today follows the clock in the zone, around midnight and inside the changing hour", arguments: cases)
    func loanDueOnTheChangeDay(item: Case) async throws {
        let folder = try TemporaryFolder()
        let db = folder.path("loans.sqlite")
        let instant = try #require(ISO8601DateFormatter().date(from: item.utc))
        let output = BufferedOutput()
        let errors = BufferedOutput()
        let app = Application(
            context: ProcessContext(
                environment: [:], output: output, errorOutput: errors, input: ScriptedInput([]),
                now: { instant }))
        #expect(
            await app.run(["loans", "add", "--title", "Clocks", "--due", Self.changeDay(item), "--db", db])
                == .success)
        #expect(await app.run(["loans", "list", "--time-zone", item.zone, "--db", db]) == .success)
        let line = output.lines.first { $0.hasPrefix("  #1 ") }
        #expect(line?.hasSuffix(item.shows) == true, "\(item): \(output.lines)")
    }
}
