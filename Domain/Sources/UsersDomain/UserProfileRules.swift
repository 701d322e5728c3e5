/// The rules for editing a user's profile: names are not blank, the email is plausible.
public enum UserProfileRules {
    /// A field of the profile that failed its rule.
    public enum Violation: Equatable, Hashable, Sendable {
        case invalidFirstName
        case invalidLastName
        case implausibleEmail
    }

    /// The longest name or email accepted, in characters.
    public static let maximumLength = 100

    /// The user with `edits` applied and trimmed, or every rule the result breaks, in field order.
    public static func apply(
        firstName: String?, lastName: String?, email: String?, to user: User
    ) -> Result<User, ProfileViolations> {
        let first = (firstName ?? user.firstName).trimmingWhitespace
        let last = (lastName ?? user.lastName).trimmingWhitespace
        let mail = (email ?? user.email).trimmingWhitespace
        var violations: [Violation] = []
        if first.isEmpty || first.count > maximumLength || first.containsControlCharacter {
            violations.append(.invalidFirstName)
        }
        if last.isEmpty || last.count > maximumLength || last.containsControlCharacter {
            violations.append(.invalidLastName)
        }
        if !isPlausibleEmail(mail) { violations.append(.implausibleEmail) }
        guard violations.isEmpty else { return .failure(ProfileViolations(violations: violations)) }
        return .success(User(id: user.id, firstName: first, lastName: last, email: mail, avatar: user.avatar))
    }

    /// One `@`, a non-empty local part, a domain with a dot not at either end, no spaces or controls.
    ///
    /// Deliberately loose: the only real check of an address is sending mail to it.
    public static func isPlausibleEmail(_ email: String) -> Bool {
        guard email.count <= maximumLength, !email.containsControlCharacter,
            !email.contains(where: \.isWhitespace)
        else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last, !local.isEmpty else {
            return false
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    fileprivate var containsControlCharacter: Bool {
        unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
