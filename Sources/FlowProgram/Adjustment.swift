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

    /// One increment of `element` (§9.2): the written step; else, for an element with options,
    /// one option (§2 rule 3: incrementing moves to the next option); else its kind's default
    /// (`KindModel.defaultIncrement`).
    public func increment(for element: Element, hasOptions: Bool) -> Double {
        if let step { return step }
        if hasOptions { return 1 }
        switch element.kind.model.defaultIncrement {
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
    /// A digit is an ASCII digit standing alone as a character: one that carries a combining
    /// mark is no digit.
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

    /// The options of the adjustable `ignore` group at `index`: its controls (buttons), in
    /// order (§2 rule 3, §9.2); none for any other element.
    public static func options(of index: Int, in elements: [Element]) -> [Int] {
        let element = elements[index]
        guard element.kind == .group, element.accessibility.grouping == .ignore, element.accessibility.adjustable else {
            return []
        }
        return ((index + 1)..<element.subtreeEnd).filter { elements[$0].isOption }
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

extension Element {
    /// §2 rule 3: an adjustable group's options are its controls (buttons), in order.
    public var isOption: Bool { kind == .button }
}
