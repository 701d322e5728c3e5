import Domain
import Presentation
import __NAME__Domain

/// The values that cross the scene's boundaries (Clean Swift's Models file), one namespace per use case.
enum __NAME__Models {
    /// Showing every item, after adding the items given, if any.
    enum Show {
        struct Request: Equatable, Sendable {
            let adding: [String]
        }

        struct Response: Equatable, Sendable {
            let result: Result<[__NAME__Item], Failure>
        }

        /// Its outcome is the exit code.
        struct ViewModel: Equatable, Sendable, ShowsOutcome {
            let outcome: Outcome
            let summary: String?
            let error: String?
        }
    }

    enum Failure: Error, Equatable, Sendable {
        /// The item at `position` (from 1) breaks Domain's rule; nothing was stored.
        case invalidItem(position: Int)
        case storage(StorageError)
    }
}
