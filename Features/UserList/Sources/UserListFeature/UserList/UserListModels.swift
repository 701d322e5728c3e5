import Presentation
import UsersDomain

/// The boundary values of the user-list scene.
enum UserListModels {
    /// Loading users: the first page, the next one, a given page, or every page.
    enum FetchUsers {
        struct Request: Equatable, Sendable {
            /// Replace the rows (a refresh or a jump to `page`) instead of appending the next page.
            let reset: Bool
            /// The page a reset starts from.
            let page: Int
            /// Keep loading pages until the last one, and show the result once.
            let throughLastPage: Bool

            init(reset: Bool, page: Int = 1, throughLastPage: Bool = false) {
                self.reset = reset
                self.page = page
                self.throughLastPage = throughLastPage
            }

            /// Reload from the first page.
            static let refresh = Request(reset: true)
            /// Append the page after the last one loaded.
            static let nextPage = Request(reset: false)
            /// Every user, page after page.
            static let all = Request(reset: true, throughLastPage: true)
        }

        /// The whole current snapshot: the presenter keeps nothing between responses.
        struct Response: Equatable, Sendable {
            let users: [User]
            let loading: ViewModel.Loading
            let error: UserError?
            /// The last page loaded (0 before the first load).
            let page: Int
            let totalPages: Int
            let total: Int
            /// A page asked for that does not exist; `users` and `page` are still the ones shown before.
            let missingPage: Int?

            init(
                users: [User], loading: ViewModel.Loading, error: UserError?, page: Int, totalPages: Int,
                total: Int, missingPage: Int? = nil
            ) {
                self.users = users
                self.loading = loading
                self.error = error
                self.page = page
                self.totalPages = totalPages
                self.total = total
                self.missingPage = missingPage
            }
        }

        struct ViewModel: Equatable, Sendable, ShowsOutcome {
            struct Row: Equatable, Sendable, Encodable {
                let id: Int
                let title: String
                let subtitle: String
            }

            enum Loading: String, Equatable, Sendable, Encodable {
                case none
                case fullScreen
                case nextPage
            }

            let outcome: Outcome
            let rows: [Row]
            let loading: Loading
            let errorMessage: String?
            /// Such as "Page 2 of 7, 42 users".
            let pageInfo: String?
            /// Whether a page follows the one shown (none is shown before the first page loads).
            let canLoadMore: Bool
        }
    }

    /// `next` asked for a page after the last one: said, so that the command is not met with silence.
    enum LastPage {
        struct Response: Equatable, Sendable {
            /// The last page, which is shown.
            let page: Int
            let totalPages: Int
        }

        struct ViewModel: Equatable, Sendable, Encodable {
            let message: String
        }
    }

    /// The user picked a row; the router reads the choice from the data store.
    enum SelectRow {
        struct Request: Equatable, Sendable {
            /// The row's position in the list, from 0.
            let index: Int
        }

        /// A row that is not on the list: which one was asked for, and how many rows there are.
        struct Response: Equatable, Sendable {
            /// The row's position, from 0, as requested.
            let index: Int
            let rowCount: Int
        }

        struct ViewModel: Equatable, Sendable, ShowsOutcome {
            let outcome: Outcome
            let errorMessage: String
        }
    }
}
