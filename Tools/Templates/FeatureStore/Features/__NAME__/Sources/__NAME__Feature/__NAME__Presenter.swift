import Domain
import Presentation
import __NAME__Domain

/// What the interactor may hand to the presenter.
@MainActor
protocol __NAME__PresentationLogic: AnyObject {
    func presentAdd(_ response: __NAME__Models.AddItems.Response)
    func presentList(_ response: __NAME__Models.ListItems.Response)
}

/// Owns every word the scene shows; holds the view weakly.
@MainActor
final class __NAME__Presenter: __NAME__PresentationLogic {
    weak var view: (any __NAME__DisplayLogic)?

    init() {}

    func presentAdd(_ response: __NAME__Models.AddItems.Response) {
        view?.display(Self.viewModel(for: response))
    }

    func presentList(_ response: __NAME__Models.ListItems.Response) {
        view?.display(Self.viewModel(for: response))
    }

    static func viewModel(for response: __NAME__Models.AddItems.Response) -> __NAME__Models.ViewModel {
        switch response.result {
        case .success(let added):
            .init(
                outcome: .success,
                summary: "__NAME__: added \(CountWording.counted(added.count, "item")): \(joined(added)).",
                items: added.map(\.text), error: nil)
        case .failure(let failure):
            viewModel(for: failure)
        }
    }

    static func viewModel(for response: __NAME__Models.ListItems.Response) -> __NAME__Models.ViewModel {
        switch response.result {
        case .success(let items) where items.isEmpty:
            .init(outcome: .success, summary: "__NAME__: no items yet.", items: [], error: nil)
        case .success(let items):
            .init(
                outcome: .success,
                summary: "__NAME__: \(CountWording.counted(items.count, "item")): \(joined(items)).",
                items: items.map(\.text), error: nil)
        case .failure(let failure):
            viewModel(for: failure)
        }
    }

    private static func viewModel(for failure: __NAME__Models.Failure) -> __NAME__Models.ViewModel {
        switch failure {
        case .noItems:
            .init(outcome: .invalidInput, summary: nil, items: [], error: "Give at least one item.")
        case .invalidItem(let position, let reason):
            .init(outcome: .invalidInput, summary: nil, items: [], error: message(position: position, reason))
        case .storage(let error, let added):
            .init(
                outcome: .unavailable, summary: nil, items: added.map(\.text),
                error: StorageWording.message(for: error)
                    + (added.isEmpty ? "" : " Added before it failed: \(joined(added)).")
            )
        }
    }

    private static func message(position: Int, _ reason: __NAME__ItemError) -> String {
        switch reason {
        case .blank:
            "Item \(position) is blank; give it some text."
        case .tooLong(let length):
            "Item \(position) is \(CountWording.counted(length, "character")) long; "
                + "an item is 1 to \(__NAME__Item.maximumLength) characters."
        case .controlCharacters:
            "Item \(position) holds control characters; type plain text."
        }
    }

    private static func joined(_ items: [__NAME__Item]) -> String {
        items.map(\.text).joined(separator: ", ")
    }
}
