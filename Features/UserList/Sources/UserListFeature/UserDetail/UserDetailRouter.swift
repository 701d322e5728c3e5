import Presentation

/// Where the user detail can go.
@MainActor
protocol UserDetailRoutingLogic: AnyObject {
    /// Leaves the detail for the list below it; false when the detail is not the screen shown.
    func routeToList() -> Bool
    /// Asks the app for the loans screen, above this detail.
    func routeToLoans() async
}

/// The detail's ways out: off the navigation stack, back to the list it was opened from; or on to the
/// loans screen, which the app opens.
///
/// The stack stops the detail as it pops it, so a load or save still in flight draws nothing, and
/// nothing holds it afterwards. The shell then shows the list again, which reloads, so an edit made
/// here shows in its row.
@MainActor
final class UserDetailRouter: UserDetailRoutingLogic {
    /// Weak: the stack owns the scenes, and each scene owns its router.
    private weak var navigator: NavigationStack?
    /// Weak: the view owns this router.
    weak var view: UserDetailTerminalView?

    private let showLoans: @MainActor @Sendable () async -> Void

    init(showLoans: @escaping @MainActor @Sendable () async -> Void, navigator: NavigationStack) {
        self.showLoans = showLoans
        self.navigator = navigator
    }

    /// Pops only this detail: a detail that is no longer on top (already left) never pops the list.
    func routeToList() -> Bool {
        guard let navigator, let view, navigator.top === view else { return false }
        return navigator.pop() != nil
    }

    /// Raises the feature's event out: the app's root pushes the loans screen, of a feature this one does
    /// not import.
    func routeToLoans() async { await showLoans() }
}
