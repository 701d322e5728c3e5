import Presentation

/// What the interactor may hand to the presenter.
@MainActor
protocol __NAME__PresentationLogic: AnyObject {
    func present(_ response: __NAME__Models.Show.Response)
}

/// Owns every word the scene shows; holds the view weakly.
@MainActor
final class __NAME__Presenter: __NAME__PresentationLogic {
    weak var view: (any __NAME__DisplayLogic)?
    /// The language is the presenter's explicit dependency, handed from the terminal by the configurator.
    private let words: Words

    init(language: Language) { words = .__name__Feature(language) }

    func present(_ response: __NAME__Models.Show.Response) {
        let model: __NAME__Models.Show.ViewModel =
            switch response.result {
            case .success(let items) where items.isEmpty:
                .init(outcome: .success, summary: words("items.none"), error: nil)
            case .success(let items):
                .init(
                    outcome: .success,
                    summary: words.count("items.list", items.count, ["items": items.joined(separator: ", ")]), error: nil)
            case .failure(.invalidItem(let position)):
                .init(outcome: .invalidInput, summary: nil, error: words("items.invalid", ["position": position]))
            }
        view?.display(model)
    }
}
