import FlowProgram

/// Estimates where each element of a screen sits at the largest accessibility text size, AX5
/// (navigator-model.md §6, §9.1). A deliberately simple model: elements stack in reading order,
/// text wraps at the width it has, controls are at least 44 pt tall, images keep their size. A
/// `row` lays its children side by side unless it `reflows`; a `pinned` group (a tab bar is one)
/// stays on screen and takes its height from the room the others have.
///
/// Constants and their sources:
/// - Reference device: iPhone 16, 393 × 852 pt (Apple, iPhone 16 technical specifications).
/// - Safe area: 59 pt at the top (status bar and Dynamic Island) and 34 pt at the bottom (Home
///   indicator); a 44 pt navigation bar (Apple Human Interface Guidelines, Layout).
/// - Body and Headline at AX5: 53 pt (Apple Human Interface Guidelines, Typography, "iOS, iPadOS
///   Dynamic Type sizes"); line height 1.2 × the point size (SF Pro's default leading, rounded).
/// - Average SF Pro glyph width: 0.52 em (an estimate for mixed Latin text); at AX5 53 × 0.52 ≈
///   27.6 pt, so a row of the 393 pt device has 361 pt between its margins for about 13 glyphs.
/// - 16 pt margins on each side and 8 pt of vertical padding above and below each element.
/// - 8 pt between the children of a row (SwiftUI's default `HStack` spacing).
/// - A tab bar is 49 pt tall at every text size: its items do not grow, the system shows the
///   Large Content Viewer on a long press instead (Apple Human Interface Guidelines, Tab bars;
///   UIKit's standard tab bar height).
struct LargerTextLayout {
    static let screenWidth = 393.0
    static let usableHeight = 852.0 - 59 - 34 - 44
    static let textSize = 53.0
    static let lineHeight = textSize * 1.2
    static let glyphWidth = textSize * 0.52
    static let margin = 16.0
    static let padding = 8.0
    static let rowSpacing = 8.0
    static let tabBarHeight = 49.0
    /// The width between the margins.
    static let contentWidth = screenWidth - 2 * margin
    /// The Human Interface Guidelines' minimum target, which Small Target enforces.
    static let minimumControl = SmallTarget.frictionBelow

    /// The estimated top of each element at AX5, in points from the top of the content (of its
    /// pinned bar, for an element in one).
    let tops: [Double]
    /// §9.1: the element is in a pinned group (or a tab bar): always on screen.
    let pinned: [Bool]
    /// §9.1: the element is in a tab bar, whose items do not grow: never clipped.
    let keepsSize: [Bool]
    /// §9.1 (*unverified*: `row-overflow`): the element is pushed past the screen's trailing edge
    /// by the children before it in a row that does not reflow.
    let pastEdge: [Bool]
    /// The height the pinned groups take from a screen that does not scroll.
    let pinnedHeight: Double

    init(_ screen: Screen) {
        let elements = screen.elements
        let count = elements.count
        var tops = Array(repeating: 0.0, count: count)
        var pinned = Array(repeating: false, count: count)
        var keepsSize = Array(repeating: false, count: count)
        var pastEdge = Array(repeating: false, count: count)
        // The width each element has to lay itself out in; a row's children share their row's.
        var widths = Array(repeating: LargerTextLayout.contentWidth, count: count)
        var pinnedHeight = 0.0
        var frames: [Frame] = []
        var y = 0.0
        // Open pagers: at AX5 a pager is as tall as its tallest page, never its pages stacked
        // (navigator-model.md §9.3); each page starts at the pager's top.
        var pagers: [(pager: Int, end: Int, top: Double, bottom: Double)] = []
        for (index, element) in elements.enumerated() {
            while let frame = frames.last, index >= frame.end {
                frames.removeLast()
                y = frame.close(y, pinnedHeight: &pinnedHeight)
                if !frames.isEmpty { frames[frames.count - 1].bottom = max(frames[frames.count - 1].bottom, y) }
            }
            while let last = pagers.last, index >= last.end {
                pagers.removeLast()
                y = max(y, last.bottom)
            }
            if let last = pagers.last, element.parent == last.pager {
                pagers[pagers.count - 1].bottom = max(last.bottom, y)
                y = last.top
            }
            if element.pages { pagers.append((index, element.subtreeEnd, y, y)) }
            // A text's only children are links inside its sentence: it is no container.
            let hasChildren = element.kind.model.children != .linksInSentence && element.subtreeEnd > index + 1
            if let parent = element.parent {
                widths[index] = widths[parent]
                pinned[index] = pinned[parent]
                keepsSize[index] = keepsSize[parent]
                pastEdge[index] = pastEdge[parent]
                if var frame = frames.last, frame.row == parent {
                    // A child of a row: it starts at the row's top, in its share of the row's width.
                    y = frame.top
                    widths[index] = frame.share
                    let wanted = LargerTextLayout.oneLineWidth(of: element, hasChildren: hasChildren) ?? frame.share
                    let start = frame.used + (frame.used > 0 ? LargerTextLayout.rowSpacing : 0)
                    if start + wanted > frame.width { pastEdge[index] = true }
                    frame.used = start + wanted
                    frames[frames.count - 1] = frame
                }
            }
            tops[index] = y
            if element.kind == .group && element.layout.pinned && !pinned[index] {
                pinned[index] = true
                // §9.1, §10.2: a bar's items never grow (the Large Content Viewer instead).
                let tabBar = element.accessibility.traits.contains(.tabBar)
                keepsSize[index] = element.accessibility.traits.isBar
                frames.append(Frame(end: element.subtreeEnd, savedY: y, fixedHeight: tabBar ? LargerTextLayout.tabBarHeight : nil))
                y = 0
                tops[index] = 0
            }
            if element.kind == .group && element.layout.row && !element.layout.reflows && hasChildren {
                var children = 0
                var child = index + 1
                while child < element.subtreeEnd {
                    children += 1
                    child = elements[child].subtreeEnd
                }
                let width = widths[index]
                let share = max(LargerTextLayout.glyphWidth, (width - Double(children - 1) * LargerTextLayout.rowSpacing) / Double(children))
                frames.append(Frame(end: element.subtreeEnd, row: index, top: y, width: width, share: share))
            }
            // A link inside a text is words of its sentence (§9.3): the text is as tall as its
            // words, and the link adds nothing.
            if InlineLink.isInline(index, in: elements) { continue }
            y += LargerTextLayout.height(of: element, hasChildren: hasChildren, width: widths[index])
            if !frames.isEmpty { frames[frames.count - 1].bottom = max(frames[frames.count - 1].bottom, y) }
        }
        for last in pagers.reversed() { y = max(y, last.bottom) }
        while let frame = frames.popLast() {
            y = frame.close(y, pinnedHeight: &pinnedHeight)
            if !frames.isEmpty { frames[frames.count - 1].bottom = max(frames[frames.count - 1].bottom, y) }
        }
        self.tops = tops
        self.pinned = pinned
        self.keepsSize = keepsSize
        self.pastEdge = pastEdge
        self.pinnedHeight = pinnedHeight
    }

    /// An open row or pinned group while the layout walks the elements.
    struct Frame {
        /// One past the group's last descendant.
        let end: Int
        /// A row: the row's element, top, width, and each child's share of it.
        var row: Int?
        var top = 0.0
        var width = 0.0
        var share = 0.0
        /// The width the row's children have taken so far, one line each.
        var used = 0.0
        /// The lowest bottom reached inside the group.
        var bottom = 0.0
        /// A pinned group: the main flow's y to return to, and a tab bar's fixed height.
        var savedY: Double?
        var fixedHeight: Double?

        init(end: Int, row: Int, top: Double, width: Double, share: Double) {
            self.end = end
            self.row = row
            self.top = top
            self.width = width
            self.share = share
            self.bottom = top
        }

        init(end: Int, savedY: Double, fixedHeight: Double?) {
            self.end = end
            self.savedY = savedY
            self.fixedHeight = fixedHeight
        }

        /// The y after the group: below a row's tallest child; for a pinned group, the main
        /// flow's y again, its height taken from the room the others have.
        func close(_ y: Double, pinnedHeight: inout Double) -> Double {
            if let savedY {
                pinnedHeight += fixedHeight ?? max(y, bottom)
                return savedY
            }
            return max(y, bottom)
        }
    }

    /// Whether the element starts past the bottom of a screen that does not scroll. A pinned
    /// element never does (§9.1).
    func isOffscreen(_ element: Int, on screen: Screen) -> Bool {
        !screen.scrolls && !pinned[element] && tops[element] >= LargerTextLayout.usableHeight - pinnedHeight
    }

    /// The width a control or image needs to show its content on one line at AX5; nil for text
    /// and groups, which wrap within their share of a row (§9.1).
    static func oneLineWidth(of element: Element, hasChildren: Bool) -> Double? {
        switch element.kind.model.largerText {
        case .wrappingText, .container: return nil
        case .image: return element.size?.width ?? lineHeight
        case .control:
            if hasChildren { return nil }
            if element.icon != nil && element.text == nil { return max(lineHeight, minimumControl) }
            let text = element.visibleText ?? element.accessibility.label ?? ""
            return max(Double(text.count) * glyphWidth, minimumControl, element.size?.width ?? 0)
        }
    }

    /// A container's height is its children's; a leaf's is its wrapped text, its control's
    /// minimum, or its image's size.
    static func height(of element: Element, hasChildren: Bool, width: Double = contentWidth) -> Double {
        if hasChildren { return 0 }
        switch element.kind.model.largerText {
        case .container:
            return element.size?.height ?? 0
        case .image:
            return (element.size?.height ?? lineHeight) + 2 * padding
        case .wrappingText, .control:
            let text = element.visibleText ?? element.accessibility.label
            // A control in a row keeps to one line (§9.1); text wraps in the width it has.
            let perLine = max(1, Int(width / glyphWidth))
            let oneLine = width < contentWidth && element.kind.model.largerText == .control
            let lines = oneLine ? 1 : text.map { lineCount($0, perLine: perLine) } ?? 1
            let textHeight = Double(lines) * lineHeight + 2 * padding
            return max(textHeight, minimumControl, element.size?.height ?? 0)
        }
    }

    /// Greedy word wrap at the number of average glyphs that fit in one line.
    static func lineCount(_ text: String, perLine: Int = perLine) -> Int {
        var wrap = Wrap(perLine: perLine)
        for word in text.split(separator: " ") { wrap.add(word.count) }
        return wrap.lines
    }

    static let perLine = max(1, Int((screenWidth - 2 * margin) / glyphWidth))

    /// The greedy wrap, one word length (in characters) at a time.
    struct Wrap {
        var perLine = LargerTextLayout.perLine
        var lines = 1
        var used = 0

        mutating func add(_ length: Int) {
            if used == 0 {
                used = length
            } else if used + 1 + length <= perLine {
                used += 1 + length
            } else {
                lines += 1
                used = length
            }
            while used > perLine {
                lines += 1
                used -= perLine
            }
        }
    }
}
