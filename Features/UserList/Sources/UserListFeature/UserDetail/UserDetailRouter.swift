import Presentation

/// Where the user detail can go.
@MainActor
protocol UserDetailRoutingLogic: AnyObject {
    /// Back to the list: pops this scene, which frees it.
    func routeBack()
}

@MainActor
final class UserDetailRouter: UserDetailRoutingLogic {
    /// Weak: the stack owns the scene that owns this router.
    weak var navigator: NavigationStack?

    init() {}

    func routeBack() {
        navigator?.pop()
    }
}
