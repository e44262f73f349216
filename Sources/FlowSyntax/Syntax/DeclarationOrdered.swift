/// A closed set ordered as its cases are declared: profiles, patterns and text sizes sort, and
/// so print, in the order their enum lists them.
public protocol DeclarationOrdered: CaseIterable, Comparable {}

extension DeclarationOrdered {
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
