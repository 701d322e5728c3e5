/// Stock taken for an order under its reference, kept until the order's fate is known.
public struct Reservation: Equatable, Sendable {
    /// The reference the order is placed under.
    public let reference: OrderReference
    /// The merged lines whose stock the reservation holds.
    public let lines: [OrderLine]

    /// A reservation of `lines` for the order `reference`.
    public init(reference: OrderReference, lines: [OrderLine]) {
        self.reference = reference
        self.lines = lines
    }
}
