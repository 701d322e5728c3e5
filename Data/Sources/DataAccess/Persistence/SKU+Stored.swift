import Domain
import OrdersDomain

extension SKU {
    /// A SKU read from the database: a code that breaks Domain's rule means the file was damaged
    /// outside the app, and is reported as such.
    init(stored code: String) throws(OrderError) {
        guard let sku = SKU(rawValue: code) else { throw .storage(.damaged) }
        self = sku
    }
}
