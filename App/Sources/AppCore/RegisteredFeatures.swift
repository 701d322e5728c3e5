import CLIKit
import DueLoansFeature
import OrdersFeature
import ReadingPlanFeature
import UserListFeature

/// Every feature the app offers, one line each.
///
/// The order is the one `app --help` and the shell's home screen list them in. Each line hands the
/// feature its ports from the composition root.
///
/// `app --help`, the completion scripts, the shell's home screen and the end-to-end tests all derive
/// from this list: a new feature is one line here (`make feature` writes it).
enum RegisteredFeatures {
    static let all: [FeatureEntry<CompositionRoot>] = [
        ReadingPlanEntry.make { root throws(CommandFailure) in try root.readingPlanStore() },
        UserListEntry.make { root throws(CommandFailure) in try root.users() },
        DueLoansEntry.make { root throws(CommandFailure) in
            DueLoansPorts(
                repository: try root.loans(), timeZone: try root.timeZone(), now: root.now,
                demoLoans: try root.demoLoans())
        },
        OrdersEntry.make { root throws(CommandFailure) in
            OrdersPorts(orders: try root.orders(), inventory: try root.inventory())
        },
        // scaffold:feature (make feature inserts new features above this line)
    ]

    /// Every scene of every feature.
    static let scenes = all.flatMap(\.scenes)
}
