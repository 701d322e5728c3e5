import Presentation

/// The values that cross the scene's boundaries (Clean Swift's Models file), one namespace per use case.
enum __NAME__Models {
    /// Showing the items given.
    enum Show {
        struct Request: Equatable, Sendable {
            let items: [String]
        }

        struct Response: Equatable, Sendable {
            let result: Result<[String], Failure>
        }

        /// Its outcome is the exit code.
        struct ViewModel: Equatable, Sendable, ShowsOutcome {
            let outcome: Outcome
            let summary: String?
            let error: String?
        }
    }

    enum Failure: Error, Equatable, Sendable {
        /// The item at `position` (from 1) is blank or holds a control character.
        case invalidItem(position: Int)
    }
}
