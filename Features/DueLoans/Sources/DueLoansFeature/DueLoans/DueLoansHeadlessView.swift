import LoansDomain
import Presentation

/// The due-loans list with no screen: its frames, kept and never drawn, and the detail its router
/// opened on a stack of its own.
@MainActor
final class DueLoansHeadlessView: DueLoansDisplayLogic {
    private(set) var frame = DueLoansModels.ViewModel.empty
    var detail: LoanDetailTerminalView?
    let navigator = NavigationStack()

    func display(_ frame: DueLoansModels.ViewModel) { self.frame = frame }
}
