import FlowSyntax

/// The name a `screen` or `task` line declares must say something and say it exactly: an empty
/// or blank name (`empty-name`) names nothing a reader can find, and a space before or after
/// the words (`padded-name`) is invisible in every report while a reference must repeat it, and
/// GitHub drops it from headings, so that " Inbox" and "Inbox" get one anchor. Both are
/// errors: neither is ever meant, and the fix is one edit (grammar.md, section 6.1).
enum DeclaredName {
    /// The problem with a declared name, if it has one. `what` is "screen" or "task".
    static func check(_ name: Name, _ what: StaticString) -> Diagnostic? {
        // Both ends ASCII and neither a space, as nearly every name: decided from two bytes,
        // without decoding scalars (the declarations are checked on one core).
        if let first = name.text.utf8.first, let last = name.text.utf8.last, first < 0x80, last < 0x80,
            !isWhitespace(Unicode.Scalar(first)), !isWhitespace(Unicode.Scalar(last))
        {
            return nil
        }
        let scalars = name.text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else {
            return Diagnostic(
                .problem(.emptyName), .error, "\(what) name is empty", at: name.span, help: example(what))
        }
        let leading = isWhitespace(first)
        let trailing = isWhitespace(last)
        guard leading || trailing else { return nil }
        let trimmed = name.text.trimmingWhitespace()
        guard !trimmed.isEmpty else {
            return Diagnostic(.problem(.emptyName), .error, "\(what) name is only spaces", at: name.span, help: example(what))
        }
        let side = leading && trailing ? "starts and ends" : leading ? "starts" : "ends"
        return Diagnostic(
            .problem(.paddedName), .error, "\(what) name '\(name.text)' \(side) with a space", at: name.span,
            help: "write \(what) \"\(trimmed)\"; a reference must then use the same words")
    }

    /// Unicode's White_Space: for ASCII, the space and tab to carriage return, without looking
    /// the property up (a name is checked per declaration, and nearly every name is ASCII).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    private static func example(_ what: StaticString) -> String {
        "\(what)" == "screen"
            ? "name the screen as its title reads, for example screen \"Inbox\""
            : "name the task after what the user wants done, for example task \"Reply to Ben\""
    }
}

extension String {
    /// The string without the white space (by Unicode's White_Space property) at either end.
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
