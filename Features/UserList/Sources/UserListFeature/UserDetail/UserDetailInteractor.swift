import UsersDomain

/// What the view may ask of the user detail.
@MainActor
protocol UserDetailBusinessLogic: AnyObject {
    func showUser(_ request: UserDetailModels.ShowUser.Request) async
    func save(_ request: UserDetailModels.Save.Request) async
    /// Ends the scene: responses still in flight are dropped.
    func stop()
}

/// Loads the user, applies Domain's profile rules to edits, and saves through the worker.
@MainActor
final class UserDetailInteractor: UserDetailBusinessLogic {
    let userID: User.ID
    private(set) var user: User?

    private let worker: UserDetailWorker
    private let presenter: any UserDetailPresentationLogic
    private var isSaving = false
    private var isStopped = false

    init(userID: User.ID, worker: UserDetailWorker, presenter: any UserDetailPresentationLogic) {
        self.userID = userID
        self.worker = worker
        self.presenter = presenter
    }

    func showUser(_ request: UserDetailModels.ShowUser.Request) async {
        let result: Result<User, UserError>
        do {
            result = .success(try await worker.fetchUser(userID))
        } catch {
            result = .failure(error)
        }
        guard !isStopped, !Task.isCancelled else { return }
        if case .success(let loaded) = result { user = loaded }
        presenter.presentUser(UserDetailModels.ShowUser.Response(result: result))
    }

    /// Validates before sending: invalid edits never reach the repository.
    ///
    /// A second save while one is pending is rejected.
    func save(_ request: UserDetailModels.Save.Request) async {
        guard !isStopped else { return }
        guard !isSaving else { return presenter.presentSave(.init(result: .alreadySaving)) }
        isSaving = true
        defer { isSaving = false }

        let result: UserDetailModels.Save.Response.Result
        do {
            let current: User
            if let user {
                current = user
            } else {
                current = try await worker.fetchUser(userID)
            }
            switch UserProfileRules.apply(
                firstName: request.firstName, lastName: request.lastName, email: request.email, to: current)
            {
            case .failure(let broken):
                result = .invalid(broken.violations)
            case .success(let edited):
                let saved = try await worker.update(edited)
                user = saved
                result = .saved(saved)
            }
        } catch {
            result = .failed(error)
        }
        guard !isStopped else { return }
        // Cancelled (Ctrl-C in the shell) while the save was on its way: say so, not what came back.
        guard !Task.isCancelled else {
            return presenter.presentSave(UserDetailModels.Save.Response(result: .cancelled))
        }
        presenter.presentSave(UserDetailModels.Save.Response(result: result))
    }

    func stop() {
        isStopped = true
    }
}
