import LoansDomain
import Presentation

/// The due-loans list's display logic with no screen, for `loans open`: it records the view models and
/// draws none; the detail its router opens lands on its own stack.
@MainActor
final class DueLoansRecorder: DueLoansDisplayLogic {
    private(set) var viewModel = DueLoansModels.ViewModel.empty
    let navigator = NavigationStack()

    func display(_ viewModel: DueLoansModels.ViewModel) { self.viewModel = viewModel }
}
