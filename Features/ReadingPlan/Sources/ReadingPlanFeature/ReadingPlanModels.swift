import Domain

/// The values that cross each boundary of the "make plan" cycle: what the user typed, what the use
/// case decided, and what the view shows.
public enum MakePlan {
    /// The form's text, exactly as typed: parsing it is the interactor's job.
    public struct Request: Equatable, Sendable {
        public let pagesText: String
        public let daysText: String

        public init(pagesText: String, daysText: String) {
            self.pagesText = pagesText
            self.daysText = daysText
        }
    }

    /// The use case's outcome: a plan, or which field was invalid first.
    public struct Response: Equatable, Sendable {
        public let result: Result<ReadingPlan, PlanFailure>

        public init(result: Result<ReadingPlan, PlanFailure>) {
            self.result = result
        }
    }

    /// Display-ready text: a summary on success, an error message otherwise.
    public struct ViewModel: Equatable, Sendable, Encodable {
        public let summary: String?
        public let error: String?

        public init(summary: String?, error: String?) {
            self.summary = summary
            self.error = error
        }

        /// What the view shows before the first request.
        public static let empty = ViewModel(summary: nil, error: nil)
    }
}
