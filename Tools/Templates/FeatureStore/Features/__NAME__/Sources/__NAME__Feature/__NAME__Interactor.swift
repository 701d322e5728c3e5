import Domain
import __NAME__Domain

/// What the view may ask of the scene.
@MainActor
protocol __NAME__BusinessLogic: AnyObject {
    func addItems(_ request: __NAME__Models.AddItems.Request) async
    func listItems() async
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

    func addItems(_ request: __NAME__Models.AddItems.Request) async {
        let items = request.items.map(__NAME__Item.init)
        if let invalid = items.firstIndex(of: nil) {
            return present(.failure(.invalidItem(position: invalid + 1)))
        }
        do throws(StorageError) {
            present(.success(try await store.add(items.compactMap { $0 })))
        } catch {
            present(.failure(.storage(error)))
        }
    }

    func listItems() async {
        do throws(StorageError) {
            present(.success(try await store.items()))
        } catch {
            present(.failure(.storage(error)))
        }
    }

    func stop() {
        isStopped = true
    }

    /// Presents `result` unless the scene stopped while the store answered.
    private func present(_ result: Result<[__NAME__Item], __NAME__Models.Failure>) {
        guard !isStopped else { return }
        presenter.present(__NAME__Models.ListItems.Response(result: result))
    }
}
