import FlowSyntax

/// The lines of a screen or a component in reading order, its elements and its `use` lines
/// together (§9.1), as the expansion walks them: what each line is, the end of its subtree and
/// its `repeat`, by position in this list.
struct BlockLines: Sendable {
    enum Line: Sendable {
        /// The element at this index of the block's `elements`.
        case element(Int)
        /// The `use` at this index of the block's `uses`.
        case use(Int)
    }

    let lines: [Line]
    /// Each line's parent, by position.
    let parents: [Int?]
    /// One past the position of each line's last descendant.
    let subtreeEnds: [Int]
    let repetitions: [RepeatSyntax?]

    init(elements: [ElementSyntax], uses: [UseSyntax]) {
        var lines: [Line] = []
        lines.reserveCapacity(elements.count + uses.count)
        var parents: [Int?] = []
        parents.reserveCapacity(elements.count + uses.count)
        var repetitions: [RepeatSyntax?] = []
        repetitions.reserveCapacity(elements.count + uses.count)
        // Each element's position here, for its children's parent links.
        var positionOf = [Int](repeating: 0, count: elements.count)
        var nextUse = 0
        for element in 0...elements.count {
            while nextUse < uses.count, uses[nextUse].position == element {
                lines.append(.use(nextUse))
                parents.append(uses[nextUse].parent.map { positionOf[$0] })
                repetitions.append(uses[nextUse].repetition)
                nextUse += 1
            }
            guard element < elements.count else { break }
            positionOf[element] = lines.count
            lines.append(.element(element))
            parents.append(elements[element].parent.map { positionOf[$0] })
            repetitions.append(elements[element].repetition)
        }
        // Parents come before children, so one backward pass gives every subtree's end.
        var ends = lines.indices.map { $0 + 1 }
        for position in lines.indices.reversed() {
            if let parent = parents[position], ends[parent] < ends[position] { ends[parent] = ends[position] }
        }
        self.lines = lines
        self.parents = parents
        self.subtreeEnds = ends
        self.repetitions = repetitions
    }

    var count: Int { lines.count }
}
