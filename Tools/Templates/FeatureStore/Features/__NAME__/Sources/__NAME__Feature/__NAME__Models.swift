import Domain
import Presentation
import __NAME__Domain

/// The values that cross the __NAME__ scene's boundaries (Clean Swift's Models file): one namespace per use
/// case, with what the user typed, what the use case decided and what the view shows.
enum __NAME__Models {
    /// Adding items: what the user typed, what the interactor decided, and what was stored.
    enum AddItems {
        /// The items as typed, one text each.
        struct Request: Equatable, Sendable {
            let items: [String]
        }

        /// The items stored, or why not.
        struct Response: Equatable, Sendable {
            let result: Result<[__NAME__Item], __NAME__Models.Failure>
        }
    }

    /// Listing the stored items.
    enum ListItems {
        /// Every item, oldest first, or why the store could not answer.
        struct Response: Equatable, Sendable {
            let result: Result<[__NAME__Item], __NAME__Models.Failure>
        }
    }

    /// What the view shows after adding or listing: display-ready text, and the items for scripts.
    struct ViewModel: Equatable, Sendable, Encodable {
        let outcome: Outcome
        let summary: String?
        let items: [String]
        let error: String?
    }

    /// Why items could not be added or listed.
    enum Failure: Error, Equatable, Sendable {
        /// No item was given.
        case noItems
        /// The item at `position` (from 1) breaks Domain's rule; nothing was stored.
        case invalidItem(position: Int, __NAME__ItemError)
        /// The store failed; `added` are the items it had stored before it did.
        case storage(StorageError, added: [__NAME__Item])
    }
}
