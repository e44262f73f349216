/// The words after a screen's name (navigator-model.md §9.1): `scrolls` first, then suffixes
/// (`alert` or `sheet`, `sheet medium`), with `focus "Name"` written last. One loop with one
/// case per suffix, so that a new suffix (one that consumes its words and continues) is one
/// more case. A word out of its place gets the order as its help, whichever word it is.
extension Parser {
    /// The help of a screen word out of its place: grammar.md's `screen-line`, in words.
    static let screenWordOrder =
        "a screen's words come in this order: screen \"Name\" [scrolls] [alert | sheet [medium]] [focus \"Element\"]"

    mutating func parseScreenSuffixes(into screen: inout ScreenSyntax) {
        while let token = peek() {
            switch token.keyword {
            case .alert where screen.presentation == nil, .sheet where screen.presentation == nil:
                // `alert` or `sheet`: a modal screen over the one that opened it (§9.1); once.
                screen.presentation = Presentation(token.keyword)
                cursor += 1
            case .medium where screen.presentation == .sheet && !screen.medium:
                // `sheet medium`: a sheet at its medium detent, with the system grabber (§10.4).
                screen.medium = true
                cursor += 1
            case .medium where screen.medium:
                error(.problem(.duplicateAttribute), "the screen already has 'medium'", token.start, token.end, help: "keep one of the two")
                return
            case .medium:
                error(
                    .problem(.expectedToken), "'medium' is the detent of a sheet, but this screen is no sheet", token.start, token.end,
                    help: "write it right after 'sheet'; " + Self.screenWordOrder)
                return
            case .focus:
                cursor += 1
                guard let name = expectString(after: "focus") else { return }
                screen.focus = name
                // `focus "Name"` is written last: nothing may follow it.
                expectLineEnd(help: "'focus' is written last; " + Self.screenWordOrder)
                return
            default:
                error(
                    .problem(.expectedToken), "expected end of line, found \(describe(token))", token.start, token.end,
                    help: Self.screenWordOrder)
                return
            }
        }
    }
}
