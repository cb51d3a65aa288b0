import Foundation

#if !canImport(Darwin)
extension CGPath {
    /// A path of a rectangle bounded by `rect`: one complete subpath that begins with a move to
    /// the rectangle's minimum corner and ends with a close (`CGPathCreateWithRect`). When
    /// `transform` is non-nil, the lines are transformed by it before they are added.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(storage: path.storage)
    }

    /// A path of an ellipse bounded by `rect`, approximated by four Bézier curves: centered on
    /// the rectangle's midpoint, circular when `rect` is square, one complete subpath
    /// (`CGPathCreateWithEllipseInRect`). When `transform` is non-nil, the curves are transformed
    /// by it before they are added.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(storage: path.storage)
    }

    /// A path of a rounded rectangle that coincides with the edges of `rect`, each corner one
    /// quarter of an ellipse with axes `cornerWidth` and `cornerHeight`; one complete subpath
    /// (`CGPathCreateWithRoundedRect`). When `transform` is non-nil, the elements are transformed
    /// by it before they are added.
    ///
    /// - Precondition: `cornerWidth` and `cornerHeight` are at least 0, and twice each is at most
    ///   the rectangle's width and height respectively.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(storage: path.storage)
    }
}
#endif
