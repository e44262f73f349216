/// Which screen first offers each name, for an unknown name's note ("screen 'Cart' has it").
/// It needs every screen, so it is built only when a name is unknown, once per checker thread.
final class FirstOffers {
    private let program: [Screen]
    private var first: [String: Int]?

    init(_ program: [Screen]) {
        self.program = program
    }

    func screen(offering name: String) -> Int? {
        if let first { return first[name] }
        var first: [String: Int] = [:]
        for (position, screen) in program.enumerated() {
            for element in screen.elements {
                ScreenNameIndex.forEachName(offeredBy: element) { if first[$0] == nil { first[$0] = position } }
                if let icon = element.icon, first[icon] == nil { first[icon] = position }
            }
        }
        self.first = first
        return first[name]
    }
}
