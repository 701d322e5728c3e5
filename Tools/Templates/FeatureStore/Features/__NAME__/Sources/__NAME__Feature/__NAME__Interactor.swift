import Domain
import __NAME__Domain

/// What the view may ask of the scene.
@MainActor
protocol __NAME__BusinessLogic: AnyObject {
    /// Checks every item against Domain's rule, then stores them in order.
    func addItems(_ request: __NAME__Models.AddItems.Request) async
    /// Shows every stored item.
    func listItems() async
    /// Ends the scene: answers still in flight are dropped, never displayed.
    func stop()
}

/// Decides what to store: every item must keep Domain's rule before the first one is stored, so bad
/// input stores nothing.
///
/// It never chooses wording.
@MainActor
final class __NAME__Interactor: __NAME__BusinessLogic {
    private let worker: __NAME__Worker
    private let presenter: any __NAME__PresentationLogic
    private var isStopped = false

    init(worker: __NAME__Worker, presenter: any __NAME__PresentationLogic) {
        self.worker = worker
        self.presenter = presenter
    }

    func addItems(_ request: __NAME__Models.AddItems.Request) async {
        guard !isStopped else { return }
        let result = await add(request.items)
        guard !isStopped else { return }
        presenter.presentAdd(__NAME__Models.AddItems.Response(result: result))
    }

    func listItems() async {
        guard !isStopped else { return }
        let result: Result<[__NAME__Item], __NAME__Models.Failure>
        do throws(StorageError) {
            result = .success(try await worker.items())
        } catch {
            result = .failure(.storage(error, added: []))
        }
        guard !isStopped else { return }
        presenter.presentList(__NAME__Models.ListItems.Response(result: result))
    }

    func stop() {
        isStopped = true
    }

    private func add(_ texts: [String]) async -> Result<[__NAME__Item], __NAME__Models.Failure> {
        guard !texts.isEmpty else { return .failure(.noItems) }
        var items: [__NAME__Item] = []
        for (index, text) in texts.enumerated() {
            do throws(__NAME__ItemError) {
                items.append(try __NAME__Item(text))
            } catch {
                return .failure(.invalidItem(position: index + 1, error))
            }
        }
        var added: [__NAME__Item] = []
        for item in items {
            do throws(StorageError) {
                try await worker.add(item)
            } catch {
                return .failure(.storage(error, added: added))
            }
            added.append(item)
        }
        return .success(added)
    }
}
