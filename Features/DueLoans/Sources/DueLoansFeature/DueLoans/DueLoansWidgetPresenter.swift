import LoansDomain
import Presentation

/// What the widget shows.
@MainActor
protocol DueWidgetDisplaying: AnyObject {
    func display(_ model: DueWidgetModel)
}

/// The compact widget's presenter: the same use case and result as the full screen, its own words.
@MainActor
final class DueLoansWidgetPresenter {
    private let interactor: any DueLoansUseCases
    private weak var view: (any DueWidgetDisplaying)?

    init(interactor: any DueLoansUseCases) {
        self.interactor = interactor
    }

    func attach(_ view: any DueWidgetDisplaying) {
        self.view = view
    }

    func refresh(on day: LoanDay) async {
        let model: DueWidgetModel
        do {
            model = Self.model(for: try await interactor.dueLoans(on: day))
        } catch {
            model = DueWidgetModel(outcome: .unavailable, line: "Loans could not be loaded.")
        }
        view?.display(model)
    }

    /// One line: the counts and the most urgent loan (the most overdue, else the soonest due).
    static func model(for result: DueLoansResult) -> DueWidgetModel {
        guard let urgent = result.overdue.first ?? result.dueSoon.first else {
            return DueWidgetModel(outcome: .success, line: "No loans due soon.")
        }
        var counts: [String] = []
        if !result.overdue.isEmpty { counts.append("\(result.overdue.count) overdue") }
        if !result.dueSoon.isEmpty { counts.append("\(result.dueSoon.count) due soon") }
        let line =
            counts.joined(separator: ", ")
            + " · next: \(urgent.title) (\(LoanWording.relative(urgent.daysRemaining).lowercased()))"
        return DueWidgetModel(outcome: .success, line: line)
    }
}
