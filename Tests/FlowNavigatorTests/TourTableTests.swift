import Foundation
import Testing
import FlowSyntax
import FlowProgram
@testable import FlowNavigator

/// The acceptance table of the navigator issue: every cell of the tour, compiled.
@Suite struct TourTableTests {
    static let tour: Program = {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/spec/tour.flow").path
        let bytes = FileManager.default.contents(atPath: path).map(Array.init) ?? []
        return Frontend.run(SourceSet([SourceFile(path: "tour.flow", bytes: bytes)])).program
    }()

    /// Profiles in order: touch, voiceover, voice-control, switch-control, keyboard, pointer, larger-text.
    static let expected: [(String, [String])] = [
        ("Reorder and pay", ["ok 2", "ok 8", "ok 2", "ok 8", "ok 5", "ok 2", "ok 2"]),
        ("Open settings", ["ok 1", "blocked: Mystery Icon", "blocked: Mystery Icon", "ok 5", "ok 2", "ok 1", "ok 1"]),
        ("Buy an order again", ["ok 1", "blocked: Semantic Control", "blocked: Semantic Control", "blocked: Semantic Control", "blocked: Semantic Control", "ok 1", "ok 1"]),
        ("Delete an old order", ["ok 1", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "waived", "ok 1"]),
        ("Add to cart from the first list", ["ok 1", "unreachable: Swallowed Control", "unreachable: Swallowed Control", "unreachable: Swallowed Control", "unreachable: Swallowed Control", "ok 1", "ok 1"]),
        ("Add to cart with actions", ["ok 1", "ok 3", "blocked: Hidden Action", "ok 3", "ok 3 (friction: Hidden Action)", "ok 1", "ok 1"]),
        ("Add to cart from the final list", ["ok 1", "ok 2", "ok 1", "ok 4", "ok 2", "ok 1", "ok 1"]),
        ("Pick pink and add to cart", ["ok 2", "ok 5", "ok 2", "ok 8", "ok 5", "ok 2", "ok 2"]),
        ("Edit the mug", ["ok 1", "ok 6 (friction: Duplicate Voice Command)", "blocked: Duplicate Voice Command", "ok 4", "ok 3", "ok 1", "ok 1"]),
        ("Confirm and pay", ["ok 1", "ok 5", "ok 1", "ok 2", "ok 1", "ok 1", "blocked: Offscreen at Larger Text"]),
        ("Go to the next day", ["ok 1", "ok 2", "ok 1", "ok 2", "ok 1", "ok 1", "ok 1"]),
        ("Go to the previous day", ["blocked: Edge Gesture Collision", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Edge Gesture Collision"]),
    ]

    /// A cell in the table's notation: "ok 3", "ok 3 (friction: X)", "blocked: X", "waived";
    /// a blocked or unreachable cell names the blockers no waiver accepts, then those a waiver of
    /// one pattern accepts ("blocked: X (waived: Y)").
    static func cell(_ path: ProfilePath) -> String {
        let blockers = Set(path.openBlockers.map(\.pattern.name)).sorted().joined(separator: ", ")
        let waived = Set(path.blockers.filter { path.waiver(accepting: $0) != nil }.map(\.pattern.name)).sorted()
        let accepted = waived.isEmpty ? "" : " (waived: \(waived.joined(separator: ", ")))"
        switch path.status {
        case .ok:
            let friction = Set(path.friction.map(\.pattern.name)).sorted().joined(separator: ", ")
            return "ok \(path.steps)" + (friction.isEmpty ? "" : " (friction: \(friction))")
        case .blocked: return "blocked: \(blockers)\(accepted)"
        case .unreachable: return "unreachable: \(blockers)\(accepted)"
        case .waived: return "waived"
        }
    }

    @Test(arguments: 0..<12)
    func row(_ index: Int) throws {
        let compiler = PathCompiler(program: Self.tour)
        let results = compiler.compile()
        let (name, cells) = Self.expected[index]
        let task = try #require(results.first { $0.task.name == name })
        for (profile, expected) in zip(Profile.allCases, cells) {
            let path = try #require(task.profiles.first { $0.profile == profile })
            let actual = Self.cell(path)
            #expect(actual == expected, "\(name) / \(profile.rawValue): \(path.path.map { "\($0.kind)×\($0.count)" }.joined(separator: " → "))")
        }
    }
}
