import FlowProgram
import FlowSyntax

/// Estimates where each element of a screen sits at a text size: at the largest accessibility
/// size, AX5, for Larger Text (navigator-model.md §6, §9.1, §10.5), and at the default size
/// where a medium sheet asks what its first half shows (§10.4). A deliberately simple model:
/// elements stack in reading order, text wraps at the width it has, controls are at least 44 pt
/// tall, images keep their size. A `row` lays its children side by side unless it `reflows`; a
/// `pinned` group (a tab bar is one) stays on screen and takes its height from the room the
/// others have; a `map` places its children by coordinate; `caps SIZE` holds an element's text
/// and its children's at SIZE.
///
/// Constants and their sources:
/// - Reference device: iPhone 16, 393 × 852 pt (Apple, iPhone 16 technical specifications).
/// - Safe area: 59 pt at the top (status bar and Dynamic Island) and 34 pt at the bottom (Home
///   indicator); a 44 pt navigation bar (Apple Human Interface Guidelines, Layout).
/// - Body sizes (§10.5, Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic
///   Type sizes"): `bodySize`; line height 1.2 × the point size (SF Pro's default leading,
///   rounded).
/// - Average SF Pro glyph width: 0.52 em (an estimate for mixed Latin text); at AX5 53 × 0.52 ≈
///   27.6 pt, so a row of the 393 pt device has 361 pt between its margins for about 13 glyphs.
/// - 16 pt margins on each side and 8 pt of vertical padding above and below each element.
/// - 8 pt between the children of a row (SwiftUI's default `HStack` spacing).
/// - A tab bar is 49 pt tall at every text size: its items do not grow, the system shows the
///   Large Content Viewer on a long press instead (Apple Human Interface Guidelines, Tab bars;
///   UIKit's standard tab bar height).
/// - §10.5: an SF Symbol beside body text is 22 pt at the default size and 66 pt at AX5
///   (it scales with its text style), in a target of at least 44 pt; a `UISwitch` is 51 pt wide
///   and a `UIStepper` 94 pt (UIKit's intrinsic sizes), neither grows with text.
struct LargerTextLayout {
    static let screenWidth = 393.0
    static let screenHeight = 852.0
    static let usableHeight = screenHeight - 59 - 34 - 44
    static let margin = 16.0
    static let padding = 8.0
    static let rowSpacing = 8.0
    static let tabBarHeight = 49.0
    static let switchWidth = 51.0
    static let stepperWidth = 94.0
    /// The width between the margins.
    static let contentWidth = screenWidth - 2 * margin
    /// The Human Interface Guidelines' minimum target, which Small Target enforces.
    static let minimumControl = SmallTarget.frictionBelow

    /// Apple's body text size at each Dynamic Type size, in points (§10.5).
    static func bodySize(_ size: TextSize) -> Double {
        switch size {
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .ax1: 28
        case .ax2: 33
        case .ax3: 40
        case .ax4: 47
        case .ax5: 53
        }
    }

    /// What text of one body size measures.
    struct Metrics: Equatable {
        let textSize: Double
        var lineHeight: Double { textSize * 1.2 }
        var glyphWidth: Double { textSize * 0.52 }
        /// §10.5: 22 pt at the default size, 66 pt at AX5, in between as the text grows.
        var symbol: Double {
            let (small, large) = (LargerTextLayout.bodySize(.large), LargerTextLayout.bodySize(.ax5))
            return 22 + (textSize - small) / (large - small) * 44
        }
        /// Whole glyphs on one line of `width`.
        func perLine(_ width: Double) -> Int { max(1, Int(width / glyphWidth)) }

        static let ax5 = Metrics(textSize: LargerTextLayout.bodySize(.ax5))
    }

    /// The estimated top of each element, in points from the top of the content (of its pinned
    /// bar, for an element in one).
    let tops: [Double]
    /// The text size each element is laid out at: the profile's, or its `caps` (§10.5).
    let metrics: [Metrics]
    /// §9.1: the element is in a pinned group (or a tab bar): always on screen.
    let pinned: [Bool]
    /// §9.1, §10.5: the element is in a tab bar, whose items do not grow, or on a map, whose
    /// children text never moves: never clipped or offscreen.
    let keepsSize: [Bool]
    /// §10.5: a fixed child of a row whose fixed children do not fit the screen's width, past
    /// its trailing edge.
    let pastEdge: [Bool]
    /// §10.5: a text control in a row, narrower than its longest word.
    let clipped: [Bool]
    /// The height the pinned groups take from a screen that does not scroll.
    let pinnedHeight: Double

    init(_ screen: Screen, size: TextSize = .ax5) {
        let elements = screen.elements
        let count = elements.count
        let profileSize = LargerTextLayout.bodySize(size)
        var tops = Array(repeating: 0.0, count: count)
        var metrics = Array(repeating: Metrics(textSize: profileSize), count: count)
        var pinned = Array(repeating: false, count: count)
        var keepsSize = Array(repeating: false, count: count)
        var pastEdge = Array(repeating: false, count: count)
        var clipped = Array(repeating: false, count: count)
        // The width each element has to lay itself out in; a row's children have their place.
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
                metrics[index] = metrics[parent]
                pinned[index] = pinned[parent]
                keepsSize[index] = keepsSize[parent]
                pastEdge[index] = pastEdge[parent]
                if let frame = frames.last, let row = frame.row, row.parent == parent, let place = row.places[index] {
                    // A child of a row: it starts at the row's top, in its place of the row's width.
                    y = frame.top
                    widths[index] = place.width
                    if place.pastEdge { pastEdge[index] = true }
                    if place.clipped { clipped[index] = true }
                }
            }
            // §10.5: `caps SIZE` holds the element's text, and its children's, at SIZE.
            if let cap = element.caps { metrics[index] = Metrics(textSize: min(metrics[index].textSize, LargerTextLayout.bodySize(cap))) }
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
            if element.kind == .group && element.layout.map {
                // §10.5: a map places its children by coordinate; text size never moves them.
                keepsSize[index] = true
            }
            if element.kind == .group && element.layout.row && !element.layout.reflows && hasChildren {
                let row = RowLayout(index, in: elements, width: widths[index], metrics: metrics[index])
                frames.append(Frame(end: element.subtreeEnd, row: row, top: y))
            }
            // A link inside a text is words of its sentence (§9.3): the text is as tall as its
            // words, and the link adds nothing. A map's children are drawn over it, and the
            // system's parts (§10.4) are drawn by the system: neither adds height.
            if InlineLink.isInline(index, in: elements) || element.part == .sheetGrabber { continue }
            if let parent = element.parent, keepsSize[parent], elements[parent].layout.map { continue }
            y += LargerTextLayout.height(of: element, hasChildren: hasChildren, width: widths[index], metrics: metrics[index])
            if !frames.isEmpty { frames[frames.count - 1].bottom = max(frames[frames.count - 1].bottom, y) }
        }
        for last in pagers.reversed() { y = max(y, last.bottom) }
        while let frame = frames.popLast() {
            y = frame.close(y, pinnedHeight: &pinnedHeight)
            if !frames.isEmpty { frames[frames.count - 1].bottom = max(frames[frames.count - 1].bottom, y) }
        }
        self.tops = tops
        self.metrics = metrics
        self.pinned = pinned
        self.keepsSize = keepsSize
        self.pastEdge = pastEdge
        self.clipped = clipped
        self.pinnedHeight = pinnedHeight
    }

    /// An open row or pinned group while the layout walks the elements.
    struct Frame {
        /// One past the group's last descendant.
        let end: Int
        /// A row: where each child goes.
        var row: RowLayout?
        var top = 0.0
        /// The lowest bottom reached inside the group.
        var bottom = 0.0
        /// A pinned group: the main flow's y to return to, and a tab bar's fixed height.
        var savedY: Double?
        var fixedHeight: Double?

        init(end: Int, row: RowLayout, top: Double) {
            self.end = end
            self.row = row
            self.top = top
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
    /// element never does (§9.1), nor a map's (§10.5).
    func isOffscreen(_ element: Int, on screen: Screen) -> Bool {
        !screen.scrolls && !pinned[element] && !keepsSize[element] && tops[element] >= LargerTextLayout.usableHeight - pinnedHeight
    }

    /// §10.5: at the layout's text size a control with visible text grows with its text (its
    /// height at least its line height, its width at least its text's, within the screen), so
    /// only icon-only controls keep a declared `size`, a fixed frame. The shorter side of the
    /// element's target; nil where it keeps its declared size or has none.
    func grownSide(of element: Element, at index: Int) -> Double? {
        guard let size = element.size, let text = element.visibleText, element.kind.model.largerText == .control else { return nil }
        let metrics = metrics[index]
        let width = max(size.width, min(Double(text.count) * metrics.glyphWidth, LargerTextLayout.contentWidth))
        return min(width, max(size.height, metrics.lineHeight))
    }

    /// A container's height is its children's; a leaf's is its wrapped text, its control's
    /// minimum, or its image's size. A field keeps to one line (its text scrolls inside it).
    static func height(of element: Element, hasChildren: Bool, width: Double = contentWidth, metrics: Metrics = .ax5) -> Double {
        if hasChildren { return 0 }
        switch element.kind.model.largerText {
        case .container:
            return element.size?.height ?? 0
        case .image:
            return (element.size?.height ?? metrics.lineHeight) + 2 * padding
        case .wrappingText, .control:
            let text = element.visibleText ?? element.accessibility.label
            let oneLine = element.kind == .field || (element.kind.model.largerText == .control && text == nil)
            let lines = oneLine ? 1 : text.map { lineCount($0, perLine: metrics.perLine(width)) } ?? 1
            let textHeight = Double(lines) * metrics.lineHeight + 2 * padding
            return max(textHeight, minimumControl, element.size?.height ?? 0)
        }
    }

    /// Greedy word wrap at the number of average glyphs that fit in one line.
    static func lineCount(_ text: String, perLine: Int) -> Int {
        var wrap = Wrap(perLine: perLine)
        for word in text.split(separator: " ") { wrap.add(word.count) }
        return wrap.lines
    }

    /// The greedy wrap, one word length (in characters) at a time.
    struct Wrap {
        var perLine: Int
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
