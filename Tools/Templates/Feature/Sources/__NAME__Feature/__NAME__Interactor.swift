/// What the view may ask of the scene.
@MainActor
protocol __NAME__BusinessLogic: AnyObject {
    func showItems(_ request: __NAME__Models.Show.Request)
}

/// Decides, and never words: keeps the items trimmed, and refuses the first that is blank or holds a
/// control character (an escape sequence would act on the user's terminal).
@MainActor
final class __NAME__Interactor: __NAME__BusinessLogic {
    private let presenter: any __NAME__PresentationLogic

    init(presenter: any __NAME__PresentationLogic) {
        self.presenter = presenter
    }

    func showItems(_ request: __NAME__Models.Show.Request) {
        let items = request.items.map {
            String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        let invalid = items.firstIndex { item in
            item.isEmpty || item.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
        let result: Result<[String], __NAME__Models.Failure> =
            invalid.map { .failure(.invalidItem(position: $0 + 1)) } ?? .success(items)
        presenter.present(__NAME__Models.Show.Response(result: result))
    }
}
