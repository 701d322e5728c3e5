import Foundation
import Presentation

extension Words {
    /// The Orders scenes' words, in this module's own resources.
    static func orders(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
