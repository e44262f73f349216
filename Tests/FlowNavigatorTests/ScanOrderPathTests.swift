import FlowPipeline
import FlowProgram
import FlowSyntax
import Foundation
import Testing
@testable import FlowNavigator

/// Switch Control's fewest moves between two stops (`ScanOrder.runs`) are found without a
/// search: the same moves as a breadth-first search over every stop, in time that does not grow
/// with the screen.
@Suite struct ScanOrderPathTests {
    /// Random screens of nested `contain` groups: every pair of stops (and the screen's
    /// appearance) gets exactly the moves the breadth-first search over scan and select finds.
    @Test func theMovesAreThoseOfASearchOverEveryStop() throws {
        var random = SeededRandom(seed: 0x5CA7)
        for _ in 0..<60 {
            let view = try AccessibilityViewTests.view(Self.randomScreen(&random))
            let scan = ScanOrder(view)
            let stops = view.nodes.indices.filter { scan.isStop($0) }
            for target in stops {
                for origin in [nil] + stops.map(Optional.some) {
                    let expected = Self.searchedMoves(scan, from: origin ?? scan.first!, to: target)
                    #expect(scan.moves(from: origin, to: target) == expected, "from \(String(describing: origin)) to \(target)")
                    // Each run's landing is where its moves, made one at a time, end.
                    var position = origin ?? scan.first!
                    for run in scan.runs(from: origin, to: target) ?? [] {
                        for _ in 0..<run.count {
                            position = run.move == .scan ? scan.next(after: position)! : scan.children[position]!.first!
                        }
                        #expect(run.landing == position)
                    }
                    #expect(position == target)
                }
            }
        }
    }

    /// `N` `contain` groups and a task that visits them last to first: every step wraps around
    /// the screen. A search per step took 44 s for 2,000 groups (debug build); now well under a
    /// second, so 10 s fails only when the work grows with groups × steps again.
    @Test func containGroupsTimesStepsIsLinear() {
        let groups = 2_000
        var text = "screen \"S\" scrolls\n"
        for index in 0..<groups { text += "  group \"G\(index)\" contain\n    button \"B\(index)\"\n" }
        text += "task \"T\"\n  start \"S\"\n"
        for index in (0..<groups).reversed() { text += "  activate \"B\(index)\" in \"G\(index)\"\n" }
        let clock = ContinuousClock()
        var compilation: Compilation?
        let elapsed = clock.measure { compilation = Compilation.run([SourceFile(path: "wide.flow", text: text)]) }
        #expect(elapsed < .seconds(10), "\(elapsed)")
        let switchControl = compilation?.tasks.first?.profiles.first { $0.profile == .switchControl }
        #expect(switchControl?.fails == false)
    }

    /// The reference: breadth-first over scan (first) and select moves, as `ScanOrder` did.
    static func searchedMoves(_ scan: ScanOrder, from origin: Int, to target: Int) -> [ScanOrder.Move]? {
        var previous: [Int: (Int, ScanOrder.Move)] = [:]
        var queue = [origin]
        var seen: Set<Int> = [origin]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == target { break }
            var edges: [(Int, ScanOrder.Move)] = []
            if let following = scan.next(after: current) { edges.append((following, .scan)) }
            if let inside = scan.children[current]?.first { edges.append((inside, .select)) }
            for (node, move) in edges where seen.insert(node).inserted {
                previous[node] = (current, move)
                queue.append(node)
            }
        }
        guard origin == target || previous[target] != nil else { return nil }
        var moves: [ScanOrder.Move] = []
        var current = target
        while current != origin, let (before, move) = previous[current] {
            moves.append(move)
            current = before
        }
        return moves.reversed()
    }

    /// A screen of buttons, texts and `contain` groups up to four deep, some groups with no
    /// stop inside; every name unique.
    static func randomScreen(_ random: inout SeededRandom) -> String {
        var text = "screen \"S\"\n"
        var count = 0
        func add(depth: Int) {
            let indent = String(repeating: "  ", count: depth + 1)
            for _ in 0..<(1 + random.next(4)) {
                count += 1
                switch random.next(depth < 4 ? 4 : 2) {
                case 0: text += "\(indent)button \"B\(count)\"\n"
                case 1: text += "\(indent)text \"T\(count)\"\n"
                default:
                    text += "\(indent)group \"G\(count)\" contain\n"
                    add(depth: depth + 1)
                }
            }
        }
        add(depth: 0)
        return text
    }
}

/// SplitMix64: the same screens on every run.
struct SeededRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
