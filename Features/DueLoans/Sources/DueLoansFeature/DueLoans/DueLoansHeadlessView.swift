import LoansDomain
import Presentation

/// The due-loans list with no screen: its view models, kept and never drawn, and the detail its router
/// opened on a stack of its own.
@MainActor
final class DueLoansHeadlessView: DueLoansDisplayLogic {
    private(set) var viewModel = DueLoansModels.ViewModel.empty
    var detail: LoanDetailTerminalView?
    let navigator = NavigationStack()

    func display(_ viewModel: DueLoansModels.ViewModel) { self.viewModel = viewModel }
}
