import Presentation
import UsersDomain

/// The boundary values of the user-detail scene.
enum UserDetailModels {
    /// Showing the one user this scene was opened for.
    enum ShowUser {
        struct Request: Equatable, Sendable {
        }

        struct Response: Equatable, Sendable {
            let result: Result<User, UserError>
        }

        struct ViewModel: Equatable, Sendable, ShowsOutcome {
            let outcome: Outcome
            let id: Int?
            let name: String?
            let email: String?
            let errorMessage: String?
        }
    }

    /// Saving edits to the first name, last name and email; nil fields are left as they are.
    enum Save {
        struct Request: Equatable, Sendable {
            let firstName: String?
            let lastName: String?
            let email: String?

            init(firstName: String? = nil, lastName: String? = nil, email: String? = nil) {
                self.firstName = firstName
                self.lastName = lastName
                self.email = email
            }
        }

        struct Response: Equatable, Sendable {
            enum Result: Equatable, Sendable {
                case saved(User)
                /// The edits break these rules; nothing was sent.
                case invalid([UserProfileRules.Violation])
                case failed(UserError)
                /// A save is still pending; this one was rejected.
                case alreadySaving
                /// The user cancelled while the save was on its way; it may or may not have been stored.
                case cancelled
            }

            let result: Result
        }

        struct ViewModel: Equatable, Sendable, ShowsOutcome {
            let outcome: Outcome
            let message: String?
            /// One sentence per broken rule or failure, in field order.
            let errors: [String]
        }
    }
}
