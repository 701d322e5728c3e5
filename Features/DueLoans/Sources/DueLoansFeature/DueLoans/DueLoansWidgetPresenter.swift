import LoansDomain
import Presentation

/// The compact widget's presenter: the same use case and result as the full screen, its own words.
@MainActor
final class DueLoansWidgetPresenter {
    private let interactor: any DueLoansBusinessLogic
    private weak var view: (any DueLoansWidgetDisplayLogic)?

    init(interactor: any DueLoansBusinessLogic) {
        self.interactor = interactor
    }

    func attach(_ view: any DueLoansWidgetDisplayLogic) {
        self.view = view
    }

    func refresh(on day: LoanDay) async {
        let model: DueLoansModels.WidgetViewModel
        do {
            model = Self.model(for: try await interactor.dueLoans(on: day))
        } catch {
            model = DueLoansModels.WidgetViewModel(outcome: .unavailable, line: "Loans could not be loaded.")
        }
        view?.display(model)
    }

    /// One line: the counts and the most urgent loan (the most overdue, else the soonest due).
    static func model(for result: DueLoansModels.Response) -> DueLoansModels.WidgetViewModel {
        guard let urgent = result.overdue.first ?? result.dueSoon.first else {
            return DueLoansModels.WidgetViewModel(outcome: .success, line: "No loans due soon.")
        }
        var counts: [String] = []
        if !result.overdue.isEmpty { counts.append("\(result.overdue.count) overdue") }
        if !result.dueSoon.isEmpty { counts.append("\(result.dueSoon.count) due soon") }
        let line =
            counts.joined(separator: ", ")
            + " · next: \(urgent.title) (\(LoanWording.relative(urgent.daysRemaining).lowercased()))"
        return DueLoansModels.WidgetViewModel(outcome: .success, line: line)
    }
}
