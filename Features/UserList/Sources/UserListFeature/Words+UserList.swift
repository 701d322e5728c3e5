import Foundation
import Presentation

extension Words {
    /// The words of the user list and user detail scenes, in this module's own resources.
    static func userList(_ language: Language) -> Words { Words(bundle: .module, language: language) }

    /// Words said later, in the language a refusal is reported in: how `CommandFailure` and CLIKit's
    /// number rule take them, since a command line is read before any screen exists.
    static func userList(saying say: @escaping @Sendable (Words) -> String) -> @Sendable (Language) -> String
    {
        { language in say(.userList(language)) }
    }
}
