import Foundation

/// How a layer's `contents` image is placed in its bounds, as Core Animation's
/// `CALayerContentsGravity`.
///
/// As Core Animation documents, the names with a vertical part are named for a y axis that
/// points up: `top` is the edge of maximum y. In iOS's coordinates, where y points down (and
/// `contentsAreFlipped()` is false), `top` therefore places the image at the bottom edge of
/// the layer and `bottom` at the top edge.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centered, at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centered horizontally at the edge of maximum y, at its own size.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centered horizontally at the edge of minimum y, at its own size.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centered vertically at the left edge, at its own size.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centered vertically at the right edge, at its own size.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At the left edge and the edge of maximum y, at its own size.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At the right edge and the edge of maximum y, at its own size.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At the left edge and the edge of minimum y, at its own size.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At the right edge and the edge of minimum y, at its own size.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Scaled to fill the bounds, ignoring the aspect ratio. The default.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit the bounds, keeping the aspect ratio, centered.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping the aspect ratio, centered (parts fall outside).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where an image of `size` points goes in `bounds`. An unknown gravity resizes.
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        switch self {
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let scale = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let scaled = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
                          width: scaled.width, height: scaled.height)
        default:
            guard let (h, v) = alignment else { return bounds }
            return CGRect(x: bounds.minX + (bounds.width - size.width) * h,
                          y: bounds.minY + (bounds.height - size.height) * v,
                          width: size.width, height: size.height)
        }
    }

    /// For the gravities that keep the image's size: where it goes along x and along y, from
    /// 0 (the minimum edge) to 1 (the maximum edge).
    private var alignment: (CGFloat, CGFloat)? {
        switch self {
        case .center: (0.5, 0.5)
        case .top: (0.5, 1)
        case .bottom: (0.5, 0)
        case .left: (0, 0.5)
        case .right: (1, 0.5)
        case .topLeft: (0, 1)
        case .topRight: (1, 1)
        case .bottomLeft: (0, 0)
        case .bottomRight: (1, 0)
        default: nil
        }
    }
}
