import Foundation
import Presentation

extension Words {
    /// The preview's own words (its stand-in's line), in this module's own resources.
    static func userList(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
