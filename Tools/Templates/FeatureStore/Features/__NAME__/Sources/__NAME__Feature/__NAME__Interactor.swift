import Domain
import __NAME__Domain

/// What the view may ask of the scene.
@MainActor
protocol __NAME__BusinessLogic: AnyObject {
    func showItems(_ request: __NAME__Models.Show.Request) async
    /// Ends the scene: an answer still in flight is dropped, never displayed.
    func stop()
}

/// Decides, and never words: every item must keep Domain's rule before any is stored.
@MainActor
final class __NAME__Interactor: __NAME__BusinessLogic {
    private let store: any __NAME__Store
    private let presenter: any __NAME__PresentationLogic
    private var isStopped = false

    init(store: any __NAME__Store, presenter: any __NAME__PresentationLogic) {
        self.store = store
        self.presenter = presenter
    }

    func showItems(_ request: __NAME__Models.Show.Request) async {
        let items = request.adding.map(__NAME__Item.init)
        let result: Result<[__NAME__Item], __NAME__Models.Failure>
        if let invalid = items.firstIndex(of: nil) {
            result = .failure(.invalidItem(position: invalid + 1))
        } else {
            let valid = items.compactMap { $0 }
            do throws(StorageError) {
                result = .success(try await valid.isEmpty ? store.items() : store.add(valid))
            } catch {
                result = .failure(.storage(error))
            }
        }
        // The scene may have left the screen while the store answered.
        guard !isStopped else { return }
        presenter.present(__NAME__Models.Show.Response(result: result))
    }

    func stop() {
        isStopped = true
    }
}
