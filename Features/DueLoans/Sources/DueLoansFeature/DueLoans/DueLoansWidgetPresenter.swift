import LoansDomain
import Presentation

/// What the widget shows.
@MainActor
public protocol DueWidgetDisplaying: AnyObject {
    func display(_ model: DueWidgetModel)
}

/// The compact widget's presenter: the same use case and result as the full screen, its own words.
@MainActor
public final class DueLoansWidgetPresenter {
    private let interactor: any DueLoansUseCases
    private weak var view: (any DueWidgetDisplaying)?

    public init(interactor: any DueLoansUseCases) {
        self.interactor = interactor
    }

    public func attach(_ view: any DueWidgetDisplaying) {
        self.view = view
    }

    public func refresh(on day: LoanDay) async {
        let model: DueWidgetModel
        do {
            model = Self.model(for: try await interactor.dueLoans(on: day))
        } catch {
            model = DueWidgetModel(outcome: .unavailable, line: "Loans could not be loaded.")
        }
        view?.display(model)
    }

    /// One line: the counts and the most urgent loan (the most overdue, else the soonest due).
    public static func model(for result: DueLoansResult) -> DueWidgetModel {
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
