/// What the view may ask of the scene.
@MainActor
protocol __NAME__BusinessLogic: AnyObject {
    func showItems(_ request: __NAME__Models.Show.Request)
}

/// Decides which items to keep: trims each one and refuses the first blank one, or the first that
/// holds a control character.
///
/// It never chooses wording.
@MainActor
final class __NAME__Interactor: __NAME__BusinessLogic {
    private let presenter: any __NAME__PresentationLogic

    init(presenter: any __NAME__PresentationLogic) {
        self.presenter = presenter
    }

    func showItems(_ request: __NAME__Models.Show.Request) {
        let items = request.items.map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
        let result: Result<[String], __NAME__Models.Failure> =
            if let blank = items.firstIndex(where: \.isEmpty) {
                .failure(.blankItem(position: blank + 1))
            } else if let control = items.firstIndex(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
                .failure(.controlCharacter(position: control + 1))
            } else {
                .success(items)
            }
        presenter.present(__NAME__Models.Show.Response(result: result))
    }
}
