import CLIKit
import DueLoansFeature
import Foundation
import LoansDomain
import LoansDomainTestSupport

/// `due-loans-preview`: the loans' commands and screens over an in-memory repository that holds the
/// demo loans a fresh database gets, around today in the system's time zone.
@main
enum DueLoansPreview {
    static func main() async {
        let preview = ScenePreview("due-loans-preview", scenes: DueLoansEntry.make(ports: { $0 })) {
            let today = LoanDay(at: Date(), in: .current).today
            return DueLoansPorts(
                repository: FakeLoanRepository(loans: DemoLoans.loans(around: today)), timeZone: .current,
                now: { Date() })
        }
        let code = await preview.run(
            Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            input: StandardInput())
        exit(code.rawValue)
    }
}
