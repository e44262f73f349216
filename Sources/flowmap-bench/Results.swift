import Foundation

/// The five numbers, with the targets they are held to on the reference machine (2 cores,
/// release build).
struct Results {
    var frontendMBPerSecond = 0.0
    var compileMilliseconds = 0.0
    var peakRSSMB = 0.0
    var scalingRatio8x = 0.0
    var startupRatio = 0.0

    struct Line {
        let name: String
        let value: Double
        let unit: String
        let target: String
        let met: Bool
    }

    var lines: [Line] {
        [
            Line(
                name: "front end (lex + parse + check, scale 1, in memory)", value: frontendMBPerSecond, unit: "MB/s",
                target: ">= 100", met: frontendMBPerSecond >= 100),
            Line(
                name: "full compile (7 profiles + Markdown, scale 1, in memory)", value: compileMilliseconds, unit: "ms",
                target: "<= 300", met: compileMilliseconds <= 300),
            Line(
                name: "peak memory of `flowmap compile` (scale 1, on disk)", value: peakRSSMB, unit: "MB",
                target: "<= 150", met: peakRSSMB <= 150),
            Line(
                name: "full compile time, scale 8 / scale 1", value: scalingRatio8x, unit: "×", target: "<= 8.8",
                met: scalingRatio8x <= 8.8),
            Line(
                name: "start-up: `flowmap check` / minimal Foundation program", value: startupRatio, unit: "×",
                target: "<= 1.5", met: startupRatio <= 1.5),
        ]
    }

    var table: String {
        var out = "| measure | value | target | |\n|---|---:|---:|---|\n"
        for line in lines {
            out += "| \(line.name) | \(Results.format(line.value)) \(line.unit) | \(line.target) | \(line.met ? "met" : "**missed**") |\n"
        }
        return out
    }

    /// The machine-readable last line.
    var json: String {
        "{\"frontend_mb_per_s\":\(Results.format(frontendMBPerSecond)), \"compile_ms\":\(Results.format(compileMilliseconds)), "
            + "\"peak_rss_mb\":\(Results.format(peakRSSMB)), \"scaling_ratio_8x\":\(Results.format(scalingRatio8x)), "
            + "\"startup_ratio\":\(Results.format(startupRatio))}"
    }

    /// Three decimals at most, never an exponent.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
