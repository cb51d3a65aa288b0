import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux has none): a
/// spring's initial velocity, a push's direction.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
