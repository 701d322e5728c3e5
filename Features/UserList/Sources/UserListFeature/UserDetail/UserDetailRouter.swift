import Presentation

/// Where the user detail can go.
@MainActor
public protocol UserDetailRoutingLogic: AnyObject {
    /// Back to the list: pops this scene, which frees it.
    func routeBack()
}

@MainActor
public final class UserDetailRouter: UserDetailRoutingLogic {
    /// Weak: the stack owns the scene that owns this router.
    public weak var navigator: NavigationStack?

    public init() {}

    public func routeBack() {
        navigator?.pop()
    }
}
