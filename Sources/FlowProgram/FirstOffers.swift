import FlowSyntax

/// Which screen first offers each name, for an unknown name's note ("screen 'Cart' has it").
/// It needs every screen, so it is built only when a name is first unknown, and then once for
/// the whole program: the threads that check tasks share it (one table per file made a typo
/// in every file cost the size of the program once per file).
final class FirstOffers: Sendable {
    private let program: [Screen]
    private let lock = Lock()
    // Written once, under `lock`; read only under it.
    nonisolated(unsafe) private var first: [String: Int]?

    init(_ program: [Screen]) {
        self.program = program
    }

    func screen(offering name: String) -> Int? {
        lock.withLock {
            if let first { return first[name] }
            let built = build()
            first = built
            return built[name]
        }
    }

    /// How many times the table was built: once at most (for tests).
    var builds: Int { lock.withLock { first == nil ? 0 : 1 } }

    private func build() -> [String: Int] {
        var first: [String: Int] = [:]
        for (position, screen) in program.enumerated() {
            for element in screen.elements {
                element.forEachName { if first[$0] == nil { first[$0] = position } }
                if let icon = element.icon, first[icon] == nil { first[icon] = position }
            }
        }
        return first
    }
}
