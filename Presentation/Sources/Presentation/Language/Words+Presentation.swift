import Foundation

extension Words {
    /// The words every scene shares (storage and service failures), in this module's own resources.
    static func presentation(_ language: Language) -> Words { Words(bundle: .module, language: language) }
}
