import LoansDomain
import Presentation

/// The compact widget's presenter: the same use case and result as the full screen, its own words.
@MainActor
final class DueLoansWidgetPresenter {
    private let interactor: any DueLoansBusinessLogic
    private let wording: LoanWording
    private weak var view: (any DueLoansWidgetDisplayLogic)?

    /// `language` is the one its words are in: the terminal's, which the assembly hands on.
    init(interactor: any DueLoansBusinessLogic, language: Language) {
        self.interactor = interactor
        self.wording = LoanWording(language)
    }

    func attach(_ view: any DueLoansWidgetDisplayLogic) {
        self.view = view
    }

    func refresh(on day: LoanDay) async {
        let model: DueLoansModels.WidgetViewModel
        do {
            model = Self.model(for: try await interactor.dueLoans(on: day), wording: wording)
        } catch {
            let words = wording.words
            model = DueLoansModels.WidgetViewModel(outcome: .unavailable, line: words("loans.failed"))
        }
        view?.display(model)
    }

    /// One line: the counts and the most urgent loan (the most overdue, else the soonest due).
    static func model(for result: DueLoansModels.Response, wording: LoanWording)
        -> DueLoansModels.WidgetViewModel
    {
        let words = wording.words
        guard let urgent = result.overdue.first ?? result.dueSoon.first else {
            return DueLoansModels.WidgetViewModel(outcome: .success, line: words("loans.empty.dueSoon"))
        }
        var counts: [String] = []
        if !result.overdue.isEmpty { counts.append(words.count("widget.overdue", result.overdue.count)) }
        if !result.dueSoon.isEmpty { counts.append(words.count("widget.dueSoon", result.dueSoon.count)) }
        let line = words(
            "widget.line",
            [
                "counts": counts.joined(separator: ", "), "title": urgent.title,
                "when": wording.relativeInline(urgent.daysRemaining),
            ])
        return DueLoansModels.WidgetViewModel(outcome: .success, line: line)
    }
}
