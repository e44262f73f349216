import FlowSyntax

/// `range LOW HIGH [by STEP]` of an adjustable control (navigator-model.md §9.2).
public struct ValueRange: Sendable, Equatable {
    public let low: Double
    public let high: Double
    /// The step written after `by`, if any.
    public let step: Double?

    public init(low: Double, high: Double, step: Double?) {
        self.low = low
        self.high = high
        self.step = step
    }

    /// One increment of a control of `kind` (§9.2): the written step, else the kind's default
    /// (`KindModel.defaultIncrement`).
    public func increment(for kind: ElementKind) -> Double {
        if let step { return step }
        switch kind.model.defaultIncrement {
        case .tenthOfRange: return (high - low) / Self.sliderDivisions
        case .one: return 1
        }
    }

    /// A slider's default increment is its range divided by this (§9.2).
    public static let sliderDivisions = 10.0

    public func contains(_ value: Double) -> Bool { value >= low && value <= high }
}

/// An `adjust` step's arithmetic: from the control's value to the one asked for.
public struct Adjustment: Sendable, Equatable {
    /// The value to reach.
    public let value: Double
    /// Increments (positive) or decrements (negative) from the current value; a value between
    /// two steps takes the step that reaches or passes it.
    public let increments: Int

    public init(value: Double, increments: Int) {
        self.value = value
        self.increments = increments
    }

    /// The first number in a value (`"50%"` is 50, `"3 of 7"` is 3), §9.2; nil when it has none.
    public static func firstNumber(in text: String) -> Double? {
        // An ASCII value is read byte by byte: a Character at a time cost a grapheme break each,
        // twice for every `adjust` step. Beyond ASCII a digit may carry a combining mark, which
        // makes it no digit: Characters then.
        if let ascii = text.utf8.withContiguousStorageIfAvailable(firstASCIINumber), let number = ascii { return number }
        var digits = ""
        var seenDot = false
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if character == ".", !digits.isEmpty, !seenDot {
                seenDot = true
                digits.append(character)
            } else if !digits.isEmpty {
                break
            }
        }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits.isEmpty ? nil : Double(digits)
    }

    /// `firstNumber` of a text that is ASCII up to the number's end: `.some(nil)` when it has no
    /// number, nil when a byte before that is not ASCII (a digit there might carry a mark).
    private static func firstASCIINumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Double?? {
        var start: Int?
        var end = bytes.count
        var seenDot = false
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if start == nil { start = index }
            } else if byte == UInt8(ascii: "."), start != nil, !seenDot {
                seenDot = true
            } else if start != nil {
                end = index
                break
            }
        }
        guard let from = start else { return .some(nil) }
        var to = end
        if bytes[to - 1] == UInt8(ascii: ".") { to -= 1 }
        return .some(Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)))
    }

    /// How many increments move `from` to `to` by `step`.
    public static func increments(from: Double, to: Double, step: Double) -> Int {
        guard step > 0 else { return 0 }
        let exact = abs(to - from) / step
        // Within a millionth of a whole number counts as that number (0.3 / 0.1).
        let rounded = exact.rounded()
        let count = abs(exact - rounded) < 1e-6 ? rounded : exact.rounded(.up)
        let magnitude = Int(min(count, 1_000_000))
        return to >= from ? magnitude : -magnitude
    }
}
