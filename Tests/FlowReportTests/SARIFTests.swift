import Foundation
import Testing
import FlowSyntax
import FlowNavigator
@testable import FlowReport

/// SARIF 2.1.0: no validator can be fetched here, so this checks the fields the standard
/// requires and code-scanning tools read, and a golden file pins the rest.
@Suite struct SARIFTests {
    static func document(_ name: String) throws -> [String: Any] {
        let text = SARIFReport.render(try GoldenTests.compile(name), toolVersion: "0.1.0")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test(arguments: ["tour", "flows", "escaping"])
    func requiredFields(_ name: String) throws {
        let document = try Self.document(name)
        #expect(document["version"] as? String == "2.1.0")
        #expect((document["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "flowmap")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == rules.count)
        #expect(Set(ids).count == ids.count, "rule ids are unique")
        for pattern in Pattern.allCases { #expect(ids.contains(pattern.slug), "a rule per pattern: \(pattern.slug)") }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids.indices.contains(index) && ids[index] == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.isEmpty && !uri.contains(" "))
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            #expect((region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    /// Every diagnostic becomes a result; a blocked task is filed under its pattern's rule.
    @Test func resultsMatchDiagnostics() throws {
        let compilation = try GoldenTests.compile("tour")
        let document = try Self.document("tour")
        let results = try #require((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == compilation.diagnostics.count)
        #expect(results.contains { $0["ruleId"] as? String == "swipe-trap" && $0["level"] as? String == "error" })
    }

    @Test func pathsArePercentEncoded() {
        #expect(SARIFReport.uri("my flows/a#b.flow") == "my%20flows/a%23b.flow")
        #expect(SARIFReport.uri("flows/orders.flow") == "flows/orders.flow")
    }
}
