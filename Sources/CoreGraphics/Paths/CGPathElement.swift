import Foundation

#if !canImport(Darwin)
/// The type of an element in a path, as CoreGraphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    /// The element starts a new subpath; it has one point, the subpath's start.
    case moveToPoint = 0
    /// The element adds a line from the current point; it has one point, the line's end.
    case addLineToPoint = 1
    /// The element adds a quadratic curve from the current point; it has two points, the
    /// control point and the end point.
    case addQuadCurveToPoint = 2
    /// The element adds a cubic curve from the current point; it has three points, the two
    /// control points and the end point.
    case addCurveToPoint = 3
    /// The element closes the current subpath; it has no points.
    case closeSubpath = 4
}

/// A data structure that provides information about a path element, as CoreGraphics'
/// `CGPathElement`: the element's type and a pointer to its points, valid only during the call
/// that receives it.
public struct CGPathElement {
    /// The element's type.
    public var type: CGPathElementType
    /// The element's points: how many depends on `type`.
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A block that `CGPath.applyWithBlock(_:)` calls with each element of the path.
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

/// A function that `CGPath.apply(info:function:)` calls with each element of the path and the
/// caller's `info` pointer. CoreGraphics' is a C function pointer; a Swift function type here,
/// which the same closures convert to.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPathElementType {
    init(_ element: PathElement) {
        switch element {
        case .move: self = .moveToPoint
        case .line: self = .addLineToPoint
        case .quadCurve: self = .addQuadCurveToPoint
        case .curve: self = .addCurveToPoint
        case .closeSubpath: self = .closeSubpath
        }
    }
}

extension CGPath {
    /// Calls `block` with each element of the path, in order (`CGPathApplyWithBlock`).
    public func applyWithBlock(_ block: CGPathApplyBlock) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            let points = buffer.baseAddress!
            points.initialize(repeating: .zero, count: 3)
            defer { points.deinitialize(count: 3) }
            for element in storage.elements {
                for (index, point) in element.points.enumerated() { points[index] = point }
                var pathElement = CGPathElement(type: CGPathElementType(element), points: points)
                withUnsafePointer(to: &pathElement) { block($0) }
            }
        }
    }

    /// Calls `function` with `info` and each element of the path, in order (`CGPathApply`).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
#endif
