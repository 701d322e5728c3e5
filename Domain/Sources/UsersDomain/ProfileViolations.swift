/// Every rule an edit broke, so the user can fix them all at once.
public struct ProfileViolations: Error, Equatable, Sendable {
    /// The broken rules, in field order.
    public let violations: [UserProfileRules.Violation]

    /// Violations in field order.
    public init(violations: [UserProfileRules.Violation]) {
        self.violations = violations
    }
}
