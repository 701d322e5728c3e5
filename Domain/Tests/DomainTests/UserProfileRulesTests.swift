import Domain
import Testing
import UsersDomain

@Suite("UserProfileRules")
struct UserProfileRulesTests {
    let ada = User(id: User.ID(rawValue: 1), firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test("edits are applied and trimmed; untouched fields are kept")
    func applies() throws {
        let edited = try UserProfileRules.apply(firstName: "  Augusta ", lastName: nil, email: nil, to: ada)
            .get()
        #expect(
            edited == User(id: ada.id, firstName: "Augusta", lastName: "Lovelace", email: "ada@example.com"))
    }

    @Test(
        "plausible and implausible emails",
        arguments: [
            ("a@b.co", true), ("first.last+tag@sub.example.org", true), ("not-an-email", false),
            ("@b.co", false),
            ("a@", false), ("a@b", false), ("a@b.", false), ("a@.b", false), ("a@@b.co", false),
            ("a b@c.de", false),
            ("", false), ("a@b.co\n", false), ("o'neil@x.io", true), ("'; DROP TABLE users;--@x.io", false),
        ])
    func emails(email: String, plausible: Bool) {
        #expect(UserProfileRules.isPlausibleEmail(email) == plausible)
    }

    @Test("every broken rule is reported, in field order")
    func allViolations() {
        let result = UserProfileRules.apply(firstName: " ", lastName: "", email: "nope", to: ada)
        #expect(
            result
                == .failure(
                    ProfileViolations(violations: [.invalidFirstName, .invalidLastName, .implausibleEmail])))
    }

    @Test("names longer than the limit or with control characters are refused")
    func hostileNames() {
        let long = String(repeating: "x", count: UserProfileRules.maximumLength + 1)
        #expect(
            UserProfileRules.apply(firstName: long, lastName: "a\u{7}b", email: nil, to: ada)
                == .failure(ProfileViolations(violations: [.invalidFirstName, .invalidLastName])))
    }
}
