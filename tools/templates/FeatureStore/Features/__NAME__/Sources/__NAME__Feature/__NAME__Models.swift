import Domain
import Presentation
import __NAME__Domain

/// Adding items: what the user typed, what the interactor decided, and what was stored.
enum Add__NAME__Items {
    /// The items as typed, one text each.
    struct Request: Equatable, Sendable {
        let items: [String]
    }

    /// The items stored, or why not.
    struct Response: Equatable, Sendable {
        let result: Result<[__NAME__Item], __NAME__Failure>
    }
}

/// Listing the stored items.
enum List__NAME__Items {
    /// Every item, oldest first, or why the store could not answer.
    struct Response: Equatable, Sendable {
        let result: Result<[__NAME__Item], __NAME__Failure>
    }
}

/// What the view shows after adding or listing: display-ready text, and the items for scripts.
struct __NAME__ViewModel: Equatable, Sendable, Encodable {
    let outcome: Outcome
    let summary: String?
    let items: [String]
    let error: String?
}

/// Why items could not be added or listed.
enum __NAME__Failure: Error, Equatable, Sendable {
    /// No item was given.
    case noItems
    /// The item at `position` (from 1) breaks Domain's rule; nothing was stored.
    case invalidItem(position: Int, __NAME__ItemError)
    /// The store failed; `added` are the items it had stored before it did.
    case storage(StorageError, added: [__NAME__Item])
}
