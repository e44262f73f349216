/// The lines every screen and every task of the corpus starts with, written once; the
/// elements and steps are written one a line as in a flow, indented under them here (a line
/// left empty, as a waiver not written, is no line).
enum FlowLines {
    /// A screen: its comment, its declaration, its header, then `elements`.
    static func screen(_ name: String, scrolls: Bool, comment: String, header: String, _ elements: String) -> [String] {
        ["# \(comment)", "screen \"\(name)\"\(scrolls ? " scrolls" : "")", "  header \"\(header)\""] + indented(elements)
    }

    /// A task that starts on `screen`, then `steps` (with its expectations and waivers).
    static func task(_ name: String, start screen: String, _ steps: String) -> [String] {
        ["task \"\(name)\"", "  start \"\(screen)\""] + indented(steps)
    }

    private static func indented(_ lines: String) -> [String] {
        lines.split(separator: "\n").map { "  " + $0 }
    }
}
