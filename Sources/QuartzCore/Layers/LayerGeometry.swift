import Foundation

/// The arithmetic that relates a layer's frame to its bounds, position, anchor point and
/// transform, as Core Animation computes it. Pure: views and standalone layers share it.
package enum LayerGeometry {
    /// The frame of bounds of `size` whose anchor point lies at `position`, under `transform`:
    /// the untransformed rectangle `position − anchorPoint × size` when the transform is the
    /// identity, else the bounding box of the transformed corners. A transform that is not
    /// affine projects the corners (`CATransform3D.projecting(_:)`); when a corner falls behind
    /// the eye, the affine part is used instead.
    package static func frame(size: CGSize, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D) -> CGRect {
        guard !CATransform3DIsIdentity(transform) else {
            return CGRect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                          width: size.width, height: size.height)
        }
        guard !CATransform3DIsAffine(transform) else {
            return frame(size: size, position: position, anchorPoint: anchorPoint,
                         affine: CATransform3DGetAffineTransform(transform))
        }
        let box = anchoredBox(size: size, anchorPoint: anchorPoint)
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)]
        let projected = corners.compactMap { transform.projecting($0) }
        guard projected.count == 4 else {
            return frame(size: size, position: position, anchorPoint: anchorPoint,
                         affine: CATransform3DGetAffineTransform(transform))
        }
        let xs = projected.map(\.x), ys = projected.map(\.y)
        return CGRect(x: xs.min()! + position.x, y: ys.min()! + position.y,
                      width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The frame under an affine transform: the bounding box of the bounds transformed around
    /// the anchor point, placed at `position`.
    package static func frame(size: CGSize, position: CGPoint, anchorPoint: CGPoint, affine: CGAffineTransform) -> CGRect {
        anchoredBox(size: size, anchorPoint: anchorPoint).applying(affine).offsetBy(dx: position.x, dy: position.y)
    }

    /// The position that places the anchor point at the same unit point of `frame`.
    package static func position(ofFrame frame: CGRect, anchorPoint: CGPoint) -> CGPoint {
        CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
    }

    /// Bounds of `size` with the anchor point at the origin.
    package static func anchoredBox(size: CGSize, anchorPoint: CGPoint) -> CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    /// The transform from a layer's bounds coordinates to its superlayer's: the anchor point
    /// (`anchorPointZ` deep) to the origin, `transform`, then to `position` (`zPosition` deep).
    package static func transformToSuperlayer(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, anchorPointZ: CGFloat = 0,
                                              zPosition: CGFloat = 0, transform: CATransform3D) -> CATransform3D {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        var placed = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ), transform)
        placed = CATransform3DConcat(placed, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        return placed
    }

    /// A superlayer's `sublayerTransform` as it applies to its sublayers' placement: around the
    /// superlayer's anchor point, in its bounds coordinates.
    package static func sublayerTransform(_ transform: CATransform3D, bounds: CGRect, anchorPoint: CGPoint) -> CATransform3D {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), transform),
                                   CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }
}
