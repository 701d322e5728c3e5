import Presentation
import UsersDomain

/// The boundary values of the user-list scene.
public enum UserList {
    /// Loading users: the first page, the next one, a given page, or every page.
    public enum FetchUsers {
        public struct Request: Equatable, Sendable {
            /// Replace the rows (a refresh or a jump to `page`) instead of appending the next page.
            public let reset: Bool
            /// The page a reset starts from.
            public let page: Int
            /// Keep loading pages until the last one, and show the result once.
            public let throughLastPage: Bool

            public init(reset: Bool, page: Int = 1, throughLastPage: Bool = false) {
                self.reset = reset
                self.page = page
                self.throughLastPage = throughLastPage
            }

            /// Reload from the first page.
            public static let refresh = Request(reset: true)
            /// Append the page after the last one loaded.
            public static let nextPage = Request(reset: false)
            /// Every user, page after page.
            public static let all = Request(reset: true, throughLastPage: true)
        }

        /// The whole current snapshot: the presenter keeps nothing between responses.
        public struct Response: Equatable, Sendable {
            public let users: [User]
            public let loading: ViewModel.Loading
            public let error: UserError?
            /// The last page loaded (0 before the first load).
            public let page: Int
            public let totalPages: Int
            public let total: Int

            public init(
                users: [User], loading: ViewModel.Loading, error: UserError?, page: Int, totalPages: Int,
                total: Int
            ) {
                self.users = users
                self.loading = loading
                self.error = error
                self.page = page
                self.totalPages = totalPages
                self.total = total
            }
        }

        public struct ViewModel: Equatable, Sendable, Encodable {
            public struct Row: Equatable, Sendable, Encodable {
                public let id: Int
                public let title: String
                public let subtitle: String
            }

            public enum Loading: String, Equatable, Sendable, Encodable {
                case none
                case fullScreen
                case nextPage
            }

            public let outcome: Outcome
            public let rows: [Row]
            public let loading: Loading
            public let errorMessage: String?
            /// Such as "Page 2 of 7, 42 users".
            public let pageInfo: String?
            /// Whether a "next page" request would load anything.
            public let canLoadMore: Bool
        }
    }

    /// The user picked a row; the router reads the choice from the data store.
    public enum SelectRow {
        public struct Request: Equatable, Sendable {
            /// The row's position in the list, from 0.
            public let index: Int

            public init(index: Int) {
                self.index = index
            }
        }

        /// A row that is not on the list: which one was asked for, and how many rows there are.
        public struct Response: Equatable, Sendable {
            /// The row's position, from 0, as requested.
            public let index: Int
            public let rowCount: Int

            public init(index: Int, rowCount: Int) {
                self.index = index
                self.rowCount = rowCount
            }
        }

        public struct ViewModel: Equatable, Sendable, Encodable {
            public let outcome: Outcome
            public let errorMessage: String
        }
    }
}
