import Domain
import Presentation
import ReadingPlanDomain

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

/// Loading the saved plan: absence and an unavailable store are different answers.
public enum LoadPlan {
    public struct Request: Equatable, Sendable {
        public init() {}
    }

    /// The saved plan, nil when none was ever saved, or why the store could not answer.
    public struct Response: Equatable, Sendable {
        public let result: Result<SavedPlan?, StorageError>

        public init(result: Result<SavedPlan?, StorageError>) {
            self.result = result
        }
    }

    public struct ViewModel: Equatable, Sendable, Encodable {
        public let outcome: Outcome
        public let summary: String?
        public let error: String?
        public let revision: Int?

        public init(outcome: Outcome, summary: String?, error: String?, revision: Int?) {
            self.outcome = outcome
            self.summary = summary
            self.error = error
            self.revision = revision
        }
    }
}

/// Saving the plan that the last "make plan" produced, guarded by the revision the user saw.
public enum SavePlan {
    /// `expectedRevision` nil means "the revision this scene last loaded or saved", or, if it has
    /// seen none, "replace whatever is stored".
    public struct Request: Equatable, Sendable {
        public let expectedRevision: Revision?

        public init(expectedRevision: Revision?) {
            self.expectedRevision = expectedRevision
        }
    }

    public struct Response: Equatable, Sendable {
        public enum Result: Equatable, Sendable {
            case saved(SavedPlan)
            /// There is no valid plan to save: the last "make plan" failed, or none was made.
            case invalid(PlanFailure)
            case conflict(currentRevision: Revision)
            case unavailable(StorageUnavailability)
            /// A save is still pending; this one was rejected rather than queued.
            case alreadySaving
            /// The user cancelled while the store was saving; it may or may not have stored the plan.
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
        public let error: String?
        public let revision: Int?

        public init(outcome: Outcome, message: String?, error: String?, revision: Int?) {
            self.outcome = outcome
            self.message = message
            self.error = error
            self.revision = revision
        }
    }
}

/// The form fields, for effects that point at one of them.
public enum PlanField: String, Equatable, Sendable {
    case pages
    case days
}

/// A one-time instruction to the view, kept apart from the view model so that showing the same
/// model again does not repeat it.
public enum PlanEffect: Equatable, Sendable {
    /// Put the cursor in the field that was invalid.
    case focus(PlanField)
}
