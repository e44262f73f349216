import Foundation
import Testing
import FlowSyntax
@testable import FlowProgram

/// The spec's tour must compile exactly as written.
@Suite struct TourTests {
    static let tourPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/spec/tour.flow").path

    @Test func tourHasNoDiagnostics() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.tourPath), "missing \(Self.tourPath)")
        let front = Frontend.run([SourceFile(path: "tour.flow", bytes: Array(data))])
        #expect(front.diagnostics.map { "\($0.id.rawValue): \($0.message)" } == [])
        #expect(front.program.screens.count == 11)
        #expect(front.program.tasks.count == 12)
    }
}
