/// Where the detail can go: to a reading plan for its loan, which DueLoans asks the app for with its one
/// outgoing event.
@MainActor
final class LoanDetailRouter {
    private let planReading: @MainActor @Sendable (LoanReadingPlan) async -> Void

    init(ports: DueLoansPorts) {
        self.planReading = ports.planReading
    }

    /// Raises the event: the app's root pushes the plan's scene on the navigator it gave the scene.
    func openReadingPlan(_ plan: LoanReadingPlan) async {
        await planReading(plan)
    }
}
