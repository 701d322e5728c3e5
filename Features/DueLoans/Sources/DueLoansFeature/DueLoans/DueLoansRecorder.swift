import LoansDomain

/// The due-loans list's display logic with no screen, for `loans open`: it records the view models and
/// draws none.
@MainActor
final class DueLoansRecorder: DueLoansDisplayLogic {
    private(set) var viewModel = DueLoansModels.ViewModel.empty

    func display(_ viewModel: DueLoansModels.ViewModel) { self.viewModel = viewModel }
}
