import Foundation
import Presentation

extension Words {
    /// The preview's own words (its stand-in's line), in this executable's resources.
    static func dueLoans(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
