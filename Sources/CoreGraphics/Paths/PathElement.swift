import Foundation

#if !canImport(Darwin)
/// One element of a path as the path stores it: a value with its points, no pointers.
package enum PathElement: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath

    /// The element with every point mapped through `t`.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let end): .move(to: end.applying(t))
        case .line(let end): .line(to: end.applying(t))
        case .quadCurve(let end, let control): .quadCurve(to: end.applying(t), control: control.applying(t))
        case .curve(let end, let control1, let control2):
            .curve(to: end.applying(t), control1: control1.applying(t), control2: control2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }

    /// The element's points in CoreGraphics' order: control points first, then the end point.
    var points: [CGPoint] {
        switch self {
        case .move(let end), .line(let end): [end]
        case .quadCurve(let end, let control): [control, end]
        case .curve(let end, let control1, let control2): [control1, control2, end]
        case .closeSubpath: []
        }
    }
}
#endif
