import Foundation
import Presentation

extension Words {
    /// This feature's words, in its own Resources/<language>.lproj: no other module can reach them.
    static func __name__Feature(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
