import Foundation

/// Geometry boxed in `NSValue`, as UIKit adds it (keyboard frames in notifications, values in
/// dictionaries and key-value animations): rectangles, points and sizes, through Foundation's
/// own boxes. (`CGAffineTransform` and `UIEdgeInsets` boxes are not offered: Foundation on
/// Linux cannot box other structures in an `NSValue`.)
extension NSValue {
    /// A box holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A box holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle the box holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point the box holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the box holds.
    public var cgSizeValue: CGSize { sizeValue }
}
