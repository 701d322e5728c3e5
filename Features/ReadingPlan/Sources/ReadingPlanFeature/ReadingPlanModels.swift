import Domain
import Presentation
import ReadingPlanDomain

/// The values that cross the reading-plan scene's boundaries, one namespace per use case (Clean Swift's
/// Models file): what the user typed, what the use case decided, and what the view shows.
enum ReadingPlanModels {
    /// The values that cross each boundary of the "make plan" cycle: what the user typed, what the use
    /// case decided, and what the view shows.
    enum MakePlan {
        /// The form's text, exactly as typed: parsing it is the interactor's job.
        struct Request: Equatable, Sendable {
            let pagesText: String
            let daysText: String
        }

        /// The use case's outcome: a plan, or which field was invalid first.
        struct Response: Equatable, Sendable {
            let result: Result<ReadingPlan, PlanFailure>
        }

        /// Display-ready text: a summary on success, an error message otherwise.
        struct ViewModel: Equatable, Sendable, ShowsOutcome {
            let summary: String?
            let error: String?

            /// What the view shows before the first request.
            static let empty = ViewModel(summary: nil, error: nil)

            /// A form is refused only for what was typed (the JSON form has no outcome: it was made first).
            var outcome: Outcome { error == nil ? .success : .invalidInput }
        }
    }

    /// Loading the saved plan: absence and an unavailable store are different answers.
    enum LoadPlan {
        struct Request: Equatable, Sendable {
        }

        /// The saved plan, nil when none was ever saved, or why the store could not answer.
        struct Response: Equatable, Sendable {
            let result: Result<SavedPlan?, StorageError>
        }

        struct ViewModel: Equatable, Sendable, ShowsOutcome {
            let outcome: Outcome
            let summary: String?
            let error: String?
            let revision: Int?
        }
    }

    /// Saving the plan that the last "make plan" produced, guarded by the revision the user saw.
    enum SavePlan {
        /// A save of the form's plan, or of the plan made last.
        ///
        /// `form` is the form to make the plan from, so that a one-shot save shows only its own outcome;
        /// nil saves the plan made last. `expectedRevision` nil means "the revision this scene last loaded
        /// or saved", or, if it has seen none, "replace whatever is stored".
        struct Request: Equatable, Sendable {
            let form: ReadingPlanModels.MakePlan.Request?
            let expectedRevision: Revision?

            init(form: ReadingPlanModels.MakePlan.Request? = nil, expectedRevision: Revision?) {
                self.form = form
                self.expectedRevision = expectedRevision
            }
        }

        struct Response: Equatable, Sendable {
            enum Result: Equatable, Sendable {
                case saved(SavedPlan)
                /// There is no valid plan to save: the last "make plan" failed, or none was made.
                case invalid(PlanFailure)
                /// The port refused or failed, in its own error: someone else saved first (a conflict,
                /// with the stored revision), or the store failed. Nothing was saved.
                case failed(ReadingPlanError)
                /// The save named a revision the plan never reached: nobody changed it, the number is wrong.
                /// Nothing was saved.
                case unknownRevision(asked: Revision, current: Revision)
                /// A save is still pending; this one was rejected rather than queued.
                case alreadySaving
                /// The user cancelled while the store was saving; it may or may not have stored the plan.
                case cancelled
            }

            let result: Result
        }

        struct ViewModel: Equatable, Sendable, ShowsOutcome {
            let outcome: Outcome
            let message: String?
            let error: String?
            let revision: Int?
        }
    }

    /// The form fields, for effects that point at one of them.
    enum Field: Equatable, Sendable {
        case pages
        case days
    }

    /// A one-time instruction to the view, kept apart from the view model so that showing the same
    /// model again does not repeat it.
    enum Effect: Equatable, Sendable {
        /// Put the cursor in the field that was invalid.
        case focus(ReadingPlanModels.Field)
    }
}
