/// The order VoiceOver reads the parts of one container in (navigator-model.md §2, §7: top
/// to bottom, then leading to trailing): parts whose tops lie within half the shorter one's
/// height are on one line and read by their leading edge. Each part is placed by the frame of
/// what it holds, not its own: a full-screen container whose content starts below the
/// navigation bar is read after the bar. A container with a part of unknown place keeps the
/// dump's order, as does a tie.
enum ReadingOrder {
    /// The indexes of `boxes` in reading order; `rightToLeft` reads a line from its right end.
    static func sorted(_ boxes: [DumpFrame?], rightToLeft: Bool) -> [Int] {
        guard boxes.count > 1 else { return Array(boxes.indices) }
        let placed = boxes.compactMap { $0 }
        guard placed.count == boxes.count else { return Array(boxes.indices) }
        let byTop = placed.indices.sorted { a, b in
            if placed[a].y != placed[b].y { return placed[a].y < placed[b].y }
            return a < b
        }
        var order: [Int] = []
        var line: [Int] = []
        var anchor = placed[byTop[0]]
        func flush() {
            order += line.sorted { a, b in
                let (first, second) = (placed[a], placed[b])
                if rightToLeft, first.maxX != second.maxX { return first.maxX > second.maxX }
                if !rightToLeft, first.x != second.x { return first.x < second.x }
                return a < b
            }
            line.removeAll()
        }
        for index in byTop {
            let box = placed[index]
            if !line.isEmpty, box.y >= anchor.y + min(anchor.height, box.height) / 2 {
                flush()
                anchor = box
            }
            line.append(index)
        }
        flush()
        return order
    }

    /// Whether most of the letters in `texts` are of a right-to-left script (Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko): then a line is read from the right.
    static func isRightToLeft(_ texts: [String]) -> Bool {
        var rightToLeft = 0
        var leftToRight = 0
        for text in texts {
            for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                switch scalar.value {
                case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: rightToLeft += 1
                default: leftToRight += 1
                }
            }
        }
        return rightToLeft > leftToRight
    }
}
