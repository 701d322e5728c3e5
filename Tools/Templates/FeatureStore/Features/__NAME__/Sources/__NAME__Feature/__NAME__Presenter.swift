import Presentation
import __NAME__Domain

/// What the interactor may hand to the presenter.
@MainActor
protocol __NAME__PresentationLogic: AnyObject {
    func present(_ response: __NAME__Models.Show.Response)
}

/// Owns every word the scene shows; holds the view weakly.
@MainActor
final class __NAME__Presenter: __NAME__PresentationLogic {
    weak var view: (any __NAME__DisplayLogic)?

    func present(_ response: __NAME__Models.Show.Response) {
        let model: __NAME__Models.Show.ViewModel =
            switch response.result {
            case .success(let items) where items.isEmpty:
                .init(outcome: .success, summary: "__NAME__: no items yet.", error: nil)
            case .success(let items):
                .init(
                    outcome: .success,
                    summary: "__NAME__: \(CountWording.counted(items.count, "item")): "
                        + items.map(\.text).joined(separator: ", ") + ".",
                    error: nil)
            case .failure(.invalidItem(let position)):
                .init(
                    outcome: .invalidInput, summary: nil,
                    error: "Item \(position) is blank or holds a control character; type plain text.")
            case .failure(.storage(let error)):
                .init(outcome: .unavailable, summary: nil, error: StorageWording.message(for: error))
            }
        view?.display(model)
    }
}
