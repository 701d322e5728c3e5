/// An order whose place request had an unknown outcome: its reference and the stock it holds.
public struct UnconfirmedOrder: Equatable, Sendable {
    /// The reference the place request carried.
    public let reference: OrderReference
    /// The merged lines whose stock stays reserved until the order's fate is known.
    public let lines: [OrderLine]

    /// An unconfirmed order and the stock it holds.
    public init(reference: OrderReference, lines: [OrderLine]) {
        self.reference = reference
        self.lines = lines
    }
}
