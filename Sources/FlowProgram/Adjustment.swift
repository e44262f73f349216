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

    /// One increment of a control of `kind` (§9.2): the written step, else a tenth of the range
    /// for a slider or adjustable element (the adjustable's increment, practitioner-documented),
    /// and 1 for a stepper.
    public func increment(for kind: ElementKind) -> Double {
        if let step { return step }
        return kind == .stepper ? 1 : (high - low) / Self.sliderDivisions
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
