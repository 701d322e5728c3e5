import AppCore
import CLIKit
import DueLoansFeature
import OrdersFeature
import ReadingPlanFeature
import UserListFeature

/// Every feature the app offers, one line each.
///
/// The order is the one `app --help` and the shell's home screen list them in. Each line hands the
/// feature its ports: adapters from the composition root, which open nothing until first used.
///
/// `app --help`, the completion scripts, the shell's home screen and the end-to-end tests all derive
/// from this list: a new feature is one line here (`make feature` writes it).
public enum RegisteredFeatures {
    static func all(_ root: CompositionRoot) -> [FeatureEntry] {
        [
            ReadingPlanEntry.make(store: root.readingPlanStore),
            UserListEntry.make(repository: root.users),
            DueLoansEntry.make(ports: root.dueLoans),
            OrdersEntry.make(ports: OrdersPorts(orders: root.orders, inventory: root.inventory)),
            // scaffold:feature (make feature inserts new features above this line)
        ]
    }

    /// Every scene of every feature, over one root's adapters.
    static func scenes(_ root: CompositionRoot) -> [SceneEntry] { all(root).flatMap(\.scenes) }

    /// What the app runs: the scenes as listed, and the same scenes over each command line's adapters.
    public static let app = AppFeatures(
        scenes: scenes(.unopened),
        wire: { options, declared, context throws(CommandFailure) in
            scenes(
                try CompositionRoot(
                    options: options, declared: declared, environment: context.environment,
                    diagnostics: context.errorOutput, now: context.now))
        })
}
