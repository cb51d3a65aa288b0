import Foundation
@testable import UIKit

/// A path element as a value, read through the public element walk.
struct RecordedElement: Equatable, CustomStringConvertible {
    var type: CGPathElementType
    var points: [CGPoint]

    static func move(_ x: CGFloat, _ y: CGFloat) -> Self { Self(type: .moveToPoint, points: [CGPoint(x: x, y: y)]) }
    static func line(_ x: CGFloat, _ y: CGFloat) -> Self { Self(type: .addLineToPoint, points: [CGPoint(x: x, y: y)]) }
    static func curve(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint) -> Self { Self(type: .addCurveToPoint, points: [c1, c2, end]) }
    static let close = Self(type: .closeSubpath, points: [])

    var description: String { "\(type) \(points.map { "(\($0.x), \($0.y))" }.joined(separator: " "))" }

    /// Whether both have the same type and points within `tolerance`.
    func isClose(to other: RecordedElement, tolerance: CGFloat = 1e-9) -> Bool {
        type == other.type && points.count == other.points.count
            && zip(points, other.points).allSatisfy { $0.isClose(to: $1, tolerance: tolerance) }
    }
}

extension CGPath {
    /// The path's elements, read with `applyWithBlock`.
    var recordedElements: [RecordedElement] {
        var elements: [RecordedElement] = []
        applyWithBlock { element in
            let count = switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: 1
            case .addQuadCurveToPoint: 2
            case .addCurveToPoint: 3
            case .closeSubpath: 0
            }
            elements.append(RecordedElement(type: element.pointee.type,
                                            points: (0..<count).map { element.pointee.points[$0] }))
        }
        return elements
    }

    /// The types of the path's elements, in order.
    var elementTypes: [CGPathElementType] { recordedElements.map(\.type) }
}

extension CGPoint {
    func isClose(to other: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension CGRect {
    func isClose(to other: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}

/// The elements of a list, pairwise close.
func areClose(_ a: [RecordedElement], _ b: [RecordedElement], tolerance: CGFloat = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.isClose(to: $1, tolerance: tolerance) }
}

/// 4/3·(√2 − 1): where a quarter-circle Bézier puts its control points, in radii.
let kappa: CGFloat = 4 * (2.squareRoot() - 1) / 3
