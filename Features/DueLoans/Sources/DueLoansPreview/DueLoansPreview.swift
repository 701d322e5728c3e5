import CLIKit
import DueLoansFeature
import Foundation
import LoansDomainTestSupport
import Presentation

/// `due-loans-preview`: the loans' commands and screens over an in-memory repository that gets the demo
/// loans as a fresh database does, around the first day it is asked for; its one event out answered by a
/// stand-in that says which scene the app would open, and with what.
@main
enum DueLoansPreview {
    static func main() async {
        await ScenePreview("due-loans-preview", feature: DueLoansEntry.self) { terminal, navigator in
            // Empty, and given the demo loans on the first day asked for (`--today`, else today), as the app's
            // fresh database is.
            let repository = FakeLoanRepository(loans: [])
            return DueLoansPorts(
                repository: repository, timeZone: .current, now: { Date() },
                demoLoans: { today in await repository.addDemoLoansIfNeeded(today: today) },
                planReading: { [weak navigator] plan in
                    let words = Words.dueLoans(terminal.language)
                    // The pages as typed (the plan's scene checks them), their form by the number they are.
                    let pages = words.count(
                        "standIn.pages", Int(plan.pagesText) ?? 0, ["count": plan.pagesText])
                    let says = words.count(
                        "standIn.readingPlan", plan.days, ["pages": pages])
                    await navigator?.push(
                        StandInScene(title: "plan", says: says, payload: plan, terminal: terminal))
                })
        }.runProcess()
    }
}
