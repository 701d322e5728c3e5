public import AppCore
import CLIKit
import DueLoansFeature
import OrdersFeature
import ReadingPlanFeature
import UserListFeature

/// Every feature the app offers, one line each.
///
/// The order is the one `app --help` and the shell's home screen list them in. Each line tells the
/// feature where its ports are among the composition root's adapters, which are made only after a
/// command line was read, and open nothing until first used.
///
/// `app --help`, the completion scripts, the shell's home screen and the end-to-end tests all derive
/// from this list: a new feature is its line here and its import (`make feature` writes both).
public enum RegisteredFeatures {
    static let features: [[SceneEntry<CompositionRoot>]] = [
        ReadingPlanEntry.make(store: \.readingPlanStore),
        UserListEntry.make(repository: \.users),
        DueLoansEntry.make(ports: \.dueLoans),
        OrdersEntry.make(ports: \.ordersPorts),
        // scaffold:feature (make feature inserts new features above this line)
    ]

    /// Every scene of every feature, in the order listed.
    static let scenes = features.flatMap { $0 }

    /// What the app runs: the scenes as listed, each over the adapters its command line chooses.
    public static let app = AppFeatures(scenes: scenes, ports: CompositionRoot.init(options:leaf:context:))
}
