import FlowNavigator
import FlowOutput

/// A cell of a step table: `StepWording`'s words escaped as Markdown text (`MarkdownText`),
/// straight into the report's buffer, which the cell holds while the words are written.
struct MarkdownStepCell: StepWordingOutput, ~Copyable {
    var out: TextBuffer

    /// Writes the action's words into `out`.
    static func action(_ kind: StepKind, into out: inout TextBuffer) {
        var cell = MarkdownStepCell(out: out)
        StepWording.action(kind, into: &cell)
        out = cell.out
    }

    /// Writes the words of what is heard or seen into `out`.
    static func target(_ target: StepTarget, into out: inout TextBuffer) {
        var cell = MarkdownStepCell(out: out)
        StepWording.target(target, into: &cell)
        out = cell.out
    }

    /// Fixed words hold nothing that `MarkdownText` escapes (debug builds check), so they are
    /// copied as they are.
    mutating func words(_ piece: StaticString) {
        assert(MarkdownText.escape(piece.description) == piece.description, "\(piece) needs escaping")
        out.append(piece)
    }

    mutating func words(from piece: String) {
        out.append(piece, escaping: MarkdownText.self)
    }

    mutating func name(_ piece: String) {
        out.append(piece, escaping: MarkdownText.self)
    }

    mutating func digits(_ number: Int) {
        out.append(decimal: number)
    }
}
