import Presentation

/// Where the user detail can go.
@MainActor
protocol UserDetailRoutingLogic: AnyObject {
    /// Leaves the detail for the list below it; false when the detail is not the screen shown.
    func routeToList() -> Bool
}

/// The detail's way out: off the navigation stack, back to the list it was opened from (its `loans` verb is
/// a route the app's root answers, through the ports' opener).
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

    init(navigator: NavigationStack) {
        self.navigator = navigator
    }

    /// Pops only this detail: a detail that is no longer on top (already left) never pops the list.
    func routeToList() -> Bool {
        guard let navigator, let view, navigator.top === view else { return false }
        return navigator.pop() != nil
    }
}
