/// An element's frame in screen points, as the dump gives it.
public struct DumpFrame: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// No area: nothing can be seen or touched there.
    public var isEmpty: Bool { !(width > 0) || !(height > 0) }

    /// Whether the two frames share some area.
    public func overlaps(_ other: DumpFrame) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies inside this frame (within half a point, as dumps round).
    public func contains(_ other: DumpFrame) -> Bool {
        other.x >= x - 0.5 && other.y >= y - 0.5 && other.maxX <= maxX + 0.5 && other.maxY <= maxY + 0.5
    }

    /// The smallest frame holding both.
    public func union(_ other: DumpFrame) -> DumpFrame {
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        return DumpFrame(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }
}
