import FlowProgram

/// Estimates where each element of a screen sits at the largest accessibility text size, AX5
/// (navigator-model.md §6). A deliberately simple model: elements stack in reading order, text
/// wraps at the screen's width, controls are at least 44 pt tall, images keep their size.
///
/// Constants and their sources:
/// - Reference device: iPhone 16, 393 × 852 pt (Apple, iPhone 16 technical specifications).
/// - Safe area: 59 pt at the top (status bar and Dynamic Island) and 34 pt at the bottom (Home
///   indicator); a 44 pt navigation bar (Apple Human Interface Guidelines, Layout).
/// - Body and Headline at AX5: 53 pt (Apple Human Interface Guidelines, Typography, "iOS, iPadOS
///   Dynamic Type sizes"); line height 1.2 × the point size (SF Pro's default leading, rounded).
/// - Average SF Pro glyph width: 0.52 em (an estimate for mixed Latin text).
/// - 16 pt margins on each side and 8 pt of vertical padding above and below each element.
struct LargerTextLayout {
    static let screenWidth = 393.0
    static let usableHeight = 852.0 - 59 - 34 - 44
    static let textSize = 53.0
    static let lineHeight = textSize * 1.2
    static let glyphWidth = textSize * 0.52
    static let margin = 16.0
    static let padding = 8.0
    /// The Human Interface Guidelines' minimum target, which Small Target enforces.
    static let minimumControl = SmallTarget.frictionBelow

    /// The estimated top of each element at AX5, in points from the top of the content.
    let tops: [Double]

    init(_ screen: Screen) {
        var tops = Array(repeating: 0.0, count: screen.elements.count)
        var y = 0.0
        // Open pagers: at AX5 a pager is as tall as its tallest page, never its pages stacked
        // (navigator-model.md §9.3); each page starts at the pager's top.
        var pagers: [(pager: Int, end: Int, top: Double, bottom: Double)] = []
        for (index, element) in screen.elements.enumerated() {
            while let last = pagers.last, index >= last.end {
                pagers.removeLast()
                y = max(y, last.bottom)
            }
            if let last = pagers.last, element.parent == last.pager {
                pagers[pagers.count - 1].bottom = max(last.bottom, y)
                y = last.top
            }
            if element.pages { pagers.append((index, element.subtreeEnd, y, y)) }
            tops[index] = y
            // A link inside a text is words of its sentence (§9.3): the text is as tall as its
            // words, and the link adds nothing.
            if InlineLink.isInline(index, in: screen.elements) { continue }
            y += LargerTextLayout.height(of: element, hasChildren: element.kind != .text && element.subtreeEnd > index + 1)
        }
        self.tops = tops
    }

    /// Whether the element starts past the bottom of a screen that does not scroll.
    func isOffscreen(_ element: Int, on screen: Screen) -> Bool {
        !screen.scrolls && tops[element] >= LargerTextLayout.usableHeight
    }

    /// A container's height is its children's; a leaf's is its wrapped text, its control's
    /// minimum, or its image's size.
    static func height(of element: Element, hasChildren: Bool) -> Double {
        if hasChildren { return 0 }
        switch element.kind {
        case .group:
            return element.size?.height ?? 0
        case .image:
            return (element.size?.height ?? lineHeight) + 2 * padding
        default:
            let text = element.visibleText ?? element.accessibility.label
            let lines = text.map(lineCount) ?? 1
            let textHeight = Double(lines) * lineHeight + 2 * padding
            return max(textHeight, minimumControl, element.size?.height ?? 0)
        }
    }

    /// Greedy word wrap at the number of average glyphs that fit in one line.
    static func lineCount(_ text: String) -> Int {
        var text = text
        // Most text is ASCII, where a character is a byte: wrap it without building substrings
        // or walking grapheme clusters, which made up most of the layout's cost (callgrind).
        if let lines = text.withUTF8(asciiLineCount) { return lines }
        var wrap = Wrap()
        for word in text.split(separator: " ") { wrap.add(word.count) }
        return wrap.lines
    }

    static let perLine = max(1, Int((screenWidth - 2 * margin) / glyphWidth))

    /// The greedy wrap, one word length (in characters) at a time.
    struct Wrap {
        var lines = 1
        var used = 0

        mutating func add(_ length: Int) {
            if used == 0 {
                used = length
            } else if used + 1 + length <= LargerTextLayout.perLine {
                used += 1 + length
            } else {
                lines += 1
                used = length
            }
            while used > LargerTextLayout.perLine {
                lines += 1
                used -= LargerTextLayout.perLine
            }
        }
    }

    /// `lineCount` of ASCII text; nil for other text, and for a "\r" ("\r\n" is one character).
    static func asciiLineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var wrap = Wrap()
        var length = 0
        for byte in bytes {
            guard byte < 0x80, byte != UInt8(ascii: "\r") else { return nil }
            if byte == UInt8(ascii: " ") {
                if length > 0 { wrap.add(length) }
                length = 0
            } else {
                length += 1
            }
        }
        if length > 0 { wrap.add(length) }
        return wrap.lines
    }
}
