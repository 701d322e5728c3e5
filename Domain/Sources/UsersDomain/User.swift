public import Domain

/// A person in the user directory.
public struct User: Identifiable, Equatable, Hashable, Sendable {
    /// The user's identity, typed so it cannot be mixed up with another id or a row number.
    public typealias ID = Tagged<User, Int>

    /// The user's identity.
    public let id: ID
    /// The given name.
    public let firstName: String
    /// The family name.
    public let lastName: String
    /// The email address.
    public let email: String
    /// Where the user's picture is, if the source has one.
    public let avatar: String?

    /// A user as a source stores it.
    public init(id: ID, firstName: String, lastName: String, email: String, avatar: String? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.avatar = avatar
    }

    /// First and last name, as people read them.
    public var name: String { "\(firstName) \(lastName)" }
}
