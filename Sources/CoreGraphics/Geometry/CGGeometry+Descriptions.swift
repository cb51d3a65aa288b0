import Foundation

// Core Graphics' geometry prints as iOS prints it: `"\(rect)"` is `(0.0, 0.0, 100.0, 100.0)`.
// iOS gives these types `debugDescription` alone (no `description`), so code may still declare
// its own `CustomStringConvertible` conformance, as it can on iOS.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as iOS prints a point.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as iOS prints a size.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as iOS prints a rectangle.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGVector: CustomDebugStringConvertible {
    /// `(dx, dy)`, as iOS prints a vector.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
