import Foundation
import Presentation

extension Words {
    /// The words of the user list and user detail scenes, in this module's own resources.
    static func userList(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
