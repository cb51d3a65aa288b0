import Foundation

extension CGRect {
    /// Whether every component is finite.
    package var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGSize {
    /// Whether both components are finite.
    package var isFiniteSize: Bool { width.isFinite && height.isFinite }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    package var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
