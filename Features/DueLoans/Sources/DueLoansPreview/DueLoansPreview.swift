import CLIKit
import DueLoansFeature
import Foundation
import LoansDomainTestSupport

/// `due-loans-preview`: the loans' commands and screens over an in-memory repository that gets the demo
/// loans as a fresh database does, around the first day it is asked for; its one outgoing event answered
/// by a stand-in.
@main
enum DueLoansPreview {
    static func main() async {
        await ScenePreview("due-loans-preview", scenes: DueLoansEntry.make(ports: { $0 })) {
            // Empty, and given the demo loans on the first day asked for (`--today`, else today), as the app's
            // fresh database is.
            let repository = FakeLoanRepository(loans: [])
            return DueLoansPorts(
                repository: repository, timeZone: .current, now: { Date() },
                demoLoans: { today in await repository.addDemoLoansIfNeeded(today: today) },
                planReading: LoanReadingPlanStandIn.planReading)
        }.runProcess()
    }
}
