// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Domain
public import UsersDomain

/// The user directory a fresh database holds (Data's migration 2), for fakes that show what the app shows.
///
/// The migration that seeds the database has shipped and never changes; Data's tests read a fresh
/// database through its adapter and check that it holds exactly these users, paged as ``perPage`` says.
public enum DemoUsers {
    /// Users per page, as the SQLite directory and the app page them: 42 users are seven pages of six.
    public static let perPage = 6

    /// The 42 demo users in directory order: ids 1 to 42, first names cycling through 12 and last names
    /// through 7, `first.last.id@example.com` in lower case, and no avatar.
    public static let users: [User] = (1...42).map { id in
        let firstName = firstNames[(id - 1) % firstNames.count]
        let lastName = lastNames[(id - 1) % lastNames.count]
        return User(
            id: User.ID(rawValue: id), firstName: firstName, lastName: lastName,
            email: "\(firstName.lowercased()).\(lastName.lowercased()).\(id)@example.com")
    }

    private static let firstNames = [
        "Ada", "Grace", "Alan", "Barbara", "Edsger", "Frances", "Donald", "Margaret", "Niklaus", "Radia",
        "Ken",
        "Sophie",
    ]
    private static let lastNames = ["Lovelace", "Hopper", "Turing", "Liskov", "Dijkstra", "Allen", "Knuth"]
}
