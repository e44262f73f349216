import FlowSyntax

extension DiagnosticID {
    /// Whether `self` and `other` are one id, told apart by their cases. `DiagnosticID`'s own
    /// `==` (and its hash) are `RawRepresentable`'s, which make and compare the printed ids:
    /// two strings for every comparison, in loops that run per result.
    func isSame(as other: DiagnosticID) -> Bool {
        switch (self, other) {
        case (.problem(let a), .problem(let b)): a == b
        case (.pattern(let a), .pattern(let b)): a == b
        default: false
        }
    }
}
