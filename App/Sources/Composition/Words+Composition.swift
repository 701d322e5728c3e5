import Foundation
import Presentation

extension Words {
    /// The composition root's refusals (a bad `--db`, `--api`, `--time-zone`), in this module's resources.
    static func composition(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
