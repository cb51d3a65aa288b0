import Foundation

extension UIBezierPath {
    /// Creates a rounded rectangular path: every corner rounded with the same horizontal and
    /// vertical radius, clamped to half the rectangle's width or height, whichever is smaller.
    ///
    /// UIKit draws "continuous" corners, whose curvature eases into the straight edges; these are
    /// circular quarter arcs of the same radius, a close approximation of them.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Creates a rectangular path with the given `corners` rounded, the others square.
    ///
    /// UIKit takes the radius from `cornerRadii.width` and ignores its height, clamping it to half
    /// the rectangle's width or height, whichever is smaller; so does this. The corners are
    /// circular quarter arcs (UIKit's are "continuous" curves, which these approximate). The path
    /// starts on the top edge after the top-left corner and runs clockwise on screen: right along
    /// the top edge, down the right one, and so on, then closes.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        let clampedRadius = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        func radius(of corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? clampedRadius : 0 }
        let (topLeft, topRight) = (radius(of: .topLeft), radius(of: .topRight))
        let (bottomLeft, bottomRight) = (radius(of: .bottomLeft), radius(of: .bottomRight))
        // The control points sit this far from the corner's ends, toward the square corner.
        let k = 1 - QuarterCircle.handle
        let path = mutablePath
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

        path.move(to: point(rect.minX + topLeft, rect.minY))
        path.addLine(to: point(rect.maxX - topRight, rect.minY))
        if topRight > 0 {
            path.addCurve(to: point(rect.maxX, rect.minY + topRight),
                          control1: point(rect.maxX - k * topRight, rect.minY),
                          control2: point(rect.maxX, rect.minY + k * topRight))
        }
        path.addLine(to: point(rect.maxX, rect.maxY - bottomRight))
        if bottomRight > 0 {
            path.addCurve(to: point(rect.maxX - bottomRight, rect.maxY),
                          control1: point(rect.maxX, rect.maxY - k * bottomRight),
                          control2: point(rect.maxX - k * bottomRight, rect.maxY))
        }
        path.addLine(to: point(rect.minX + bottomLeft, rect.maxY))
        if bottomLeft > 0 {
            path.addCurve(to: point(rect.minX, rect.maxY - bottomLeft),
                          control1: point(rect.minX + k * bottomLeft, rect.maxY),
                          control2: point(rect.minX, rect.maxY - k * bottomLeft))
        }
        path.addLine(to: point(rect.minX, rect.minY + topLeft))
        if topLeft > 0 {
            path.addCurve(to: point(rect.minX + topLeft, rect.minY),
                          control1: point(rect.minX, rect.minY + k * topLeft),
                          control2: point(rect.minX + k * topLeft, rect.minY))
        }
        path.closeSubpath()
    }
}
