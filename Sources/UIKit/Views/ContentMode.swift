import Foundation

extension UIView {
    /// How a view lays out its content (an image) when its size changes, as UIKit's
    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill
        case scaleAspectFit
        case scaleAspectFill
        case redraw
        case center
        case top
        case bottom
        case left
        case right
        case topLeft
        case topRight
        case bottomLeft
        case bottomRight

        /// Where content of `contentSize` goes in `bounds`.
        public func rect(for contentSize: CGSize, in bounds: CGRect) -> CGRect {
            guard contentSize.width > 0, contentSize.height > 0 else { return bounds }
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let sx = bounds.width / contentSize.width, sy = bounds.height / contentSize.height
                let scale = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
                let size = CGSize(width: contentSize.width * scale, height: contentSize.height * scale)
                return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            default:
                let w = contentSize.width, h = contentSize.height
                let left = bounds.minX, right = bounds.maxX - w, midX = bounds.midX - w / 2
                let top = bounds.minY, bottom = bounds.maxY - h, midY = bounds.midY - h / 2
                let (x, y): (CGFloat, CGFloat)
                switch self {
                case .top: (x, y) = (midX, top)
                case .bottom: (x, y) = (midX, bottom)
                case .left: (x, y) = (left, midY)
                case .right: (x, y) = (right, midY)
                case .topLeft: (x, y) = (left, top)
                case .topRight: (x, y) = (right, top)
                case .bottomLeft: (x, y) = (left, bottom)
                case .bottomRight: (x, y) = (right, bottom)
                default: (x, y) = (midX, midY)
                }
                return CGRect(x: x, y: y, width: w, height: h)
            }
        }
    }
}
