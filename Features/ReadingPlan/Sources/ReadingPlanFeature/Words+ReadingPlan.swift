import Foundation
import Presentation

extension Words {
    /// The plan scene's words, in this module's own resources.
    static func readingPlan(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
