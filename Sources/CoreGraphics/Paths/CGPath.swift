import Foundation

#if !canImport(Darwin)
/// An immutable graphics path: a mathematical description of shapes or lines to be drawn in a
/// graphics context, as CoreGraphics' `CGPath`.
///
/// A path is made of subpaths, each a connected series of lines and Bézier curves that begins
/// with a move and may end with a close. Build one with `CGMutablePath`, or with the
/// `CGPath(rect:transform:)`, `CGPath(ellipseIn:transform:)` and
/// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` shortcuts. Two paths are equal when
/// they have the same elements with the same points (`CGPathEqualToPath`).
public class CGPath: Hashable {
    var storage: PathStorage

    init(storage: PathStorage) {
        self.storage = storage
    }

    /// Whether the path contains no elements (`CGPathIsEmpty`). A path with only a move is not empty.
    public var isEmpty: Bool { storage.elements.isEmpty }

    /// The elements as stored, for the renderer to walk without a callback or arrays.
    package var elements: [PathElement] { storage.elements }

    /// The current point of the current subpath: the end of the last segment, the start of the
    /// subpath after a close, or `.zero` when the path is empty (`CGPathGetCurrentPoint`).
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    /// An immutable copy of the path (`CGPathCreateCopy`).
    public func copy() -> CGPath? {
        CGPath(storage: storage)
    }

    /// An immutable copy of the path with every point transformed by `transform`, or a plain copy
    /// when it is nil (`CGPathCreateCopyByTransformingPath`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(storage: transformedStorage(transform))
    }

    /// A mutable copy of the path (`CGPathCreateMutableCopy`).
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(storage: storage)
    }

    /// A mutable copy of the path with every point transformed by `transform`, or a plain copy
    /// when it is nil (`CGPathCreateMutableCopyByTransformingPath`).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(storage: transformedStorage(transform))
    }

    private func transformedStorage(_ transform: UnsafePointer<CGAffineTransform>?) -> PathStorage {
        guard let transform else { return storage }
        return storage.applying(transform.pointee)
    }

    /// Whether two paths have the same elements with the same points (`CGPathEqualToPath`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.storage.elements == rhs.storage.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.elements)
    }
}
#endif
