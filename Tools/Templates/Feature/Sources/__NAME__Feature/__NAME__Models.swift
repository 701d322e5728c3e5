import Presentation

/// The values that cross the __NAME__ scene's boundaries (Clean Swift's Models file): one namespace per use
/// case, with what the user typed, what the use case decided and what the view shows.
enum __NAME__Models {
    /// The values that cross each boundary of the __NAME__ scene's "show items" cycle.
    enum Show {
        /// The items as the user typed them.
        struct Request: Equatable, Sendable {
            let items: [String]
        }

        /// The items kept, or the position of the first blank one.
        struct Response: Equatable, Sendable {
            let result: Result<[String], __NAME__Models.Failure>
        }

        /// Display-ready text.
        struct ViewModel: Equatable, Sendable, Encodable {
            let outcome: Outcome
            let summary: String?
            let error: String?
        }
    }

    /// Why the items could not be kept.
    enum Failure: Error, Equatable, Sendable {
        /// The item at this position (from 1) is blank.
        case blankItem(position: Int)
        /// The item at this position (from 1) holds a control character, such as an escape.
        case controlCharacter(position: Int)
    }
}
