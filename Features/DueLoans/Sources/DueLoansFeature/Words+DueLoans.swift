import Foundation
import Presentation

extension Words {
    /// The loans scenes' words (headings, statuses, refusals), in this module's own resources.
    static func dueLoans(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
