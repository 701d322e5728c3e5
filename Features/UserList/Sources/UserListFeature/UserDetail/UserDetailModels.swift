import Presentation
import UsersDomain

/// The boundary values of the user-detail scene.
public enum UserDetail {
    /// Showing the one user this scene was opened for.
    public enum ShowUser {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let result: Result<User, UserError>

            public init(result: Result<User, UserError>) {
                self.result = result
            }
        }

        public struct ViewModel: Equatable, Sendable, Encodable {
            public let outcome: Outcome
            public let id: Int?
            public let name: String?
            public let email: String?
            public let errorMessage: String?
        }
    }

    /// Saving edits to the first name, last name and email; nil fields are left as they are.
    public enum Save {
        public struct Request: Equatable, Sendable {
            public let firstName: String?
            public let lastName: String?
            public let email: String?

            public init(firstName: String? = nil, lastName: String? = nil, email: String? = nil) {
                self.firstName = firstName
                self.lastName = lastName
                self.email = email
            }
        }

        public struct Response: Equatable, Sendable {
            public enum Result: Equatable, Sendable {
                case saved(User)
                /// The edits break these rules; nothing was sent.
                case invalid([UserProfileRules.Violation])
                case failed(UserError)
                /// A save is still pending; this one was rejected.
                case alreadySaving
                /// The user cancelled while the save was on its way; it may or may not have been stored.
                case cancelled
            }

            public let result: Result

            public init(result: Result) {
                self.result = result
            }
        }

        public struct ViewModel: Equatable, Sendable, Encodable {
            public let outcome: Outcome
            public let message: String?
            /// One sentence per broken rule or failure, in field order.
            public let errors: [String]
        }
    }
}
