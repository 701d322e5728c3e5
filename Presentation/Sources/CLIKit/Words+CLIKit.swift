import Foundation
import Presentation

extension Words {
    /// The command line's and the shell's own words, in this module's resources.
    static func cliKit(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
