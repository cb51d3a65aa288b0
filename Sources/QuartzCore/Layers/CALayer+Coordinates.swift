import Foundation

/// Converting points and rectangles between layers' coordinate spaces, and hit testing, as Core
/// Animation does: through each layer's bounds, anchor point, transform and position, and its
/// superlayer's `sublayerTransform` (3D transforms projected).
extension CALayer {
    /// `convert(_:from:)` for a point.
    func convertedPoint(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let toRoot = (l ?? rootLayer).transformToRoot
        return map(p, CATransform3DConcat(toRoot, CATransform3DInvert(transformToRoot)))
    }

    /// `convert(_:to:)` for a point.
    func convertedPoint(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        (l ?? rootLayer).convert(p, from: self)
    }

    /// `convert(_:from:)` for a rectangle: the bounding box of its converted corners.
    func convertedRect(_ r: CGRect, from l: CALayer?) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map { convert($0, from: l) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `convert(_:to:)` for a rectangle.
    func convertedRect(_ r: CGRect, to l: CALayer?) -> CGRect {
        (l ?? rootLayer).convert(r, from: self)
    }

    /// The default hit test: nil when the layer is hidden or `p` (in the superlayer's
    /// coordinates) is outside a clipping layer's bounds; else the frontmost sublayer hit, or
    /// the layer itself when it contains the point.
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = superlayer.map { convert(p, from: $0) } ?? p
        if masksToBounds, !contains(local) { return nil }
        let ordered = sublayerList.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition > b.element.zPosition : a.offset > b.offset
        }
        for (_, sublayer) in ordered {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// The top of the layer's tree.
    private var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// The transform from this layer's coordinates to its tree's root's.
    private var transformToRoot: CATransform3D {
        var transform = CATransform3DIdentity
        var layer: CALayer? = self
        while let current = layer, let parent = current.superlayer {
            var placement = LayerGeometry.transformToSuperlayer(bounds: current.bounds, position: current.position,
                                                                anchorPoint: current.anchorPoint, anchorPointZ: current.anchorPointZ,
                                                                zPosition: current.zPosition, transform: current.transform)
            if let sublayerSpace = parent.sublayerSpaceTransform(bounds: parent.bounds) {
                placement = CATransform3DConcat(placement, sublayerSpace)
            }
            transform = CATransform3DConcat(transform, placement)
            layer = parent
        }
        return transform
    }

    /// `p` through `transform`, divided by w (a point the transform sends behind the eye maps
    /// through the affine part).
    private func map(_ p: CGPoint, _ transform: CATransform3D) -> CGPoint {
        transform.projecting(p) ?? p.applying(CATransform3DGetAffineTransform(transform))
    }
}

extension CALayer {
    /// The transform from the space the sublayers are placed in to the layer's bounds
    /// coordinates (with `bounds` its presented bounds): the vertical flip of
    /// `isGeometryFlipped`, then `sublayerTransform` around the anchor point; nil when neither
    /// applies.
    package func sublayerSpaceTransform(bounds: CGRect) -> CATransform3D? {
        let transforms = !CATransform3DIsIdentity(sublayerTransform), flips = isGeometryFlipped
        guard transforms || flips else { return nil }
        var space = CATransform3DIdentity
        if flips {
            space = CATransform3DConcat(CATransform3DMakeScale(1, -1, 1), CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0))
        }
        if transforms {
            space = CATransform3DConcat(space, LayerGeometry.sublayerTransform(sublayerTransform, bounds: bounds, anchorPoint: anchorPoint))
        }
        return space
    }

    /// Whether a layer placed by `placement` (into the viewer's plane) shows its back: the
    /// placed plane's normal points away from the viewer (the inverse's z scale is negative).
    package static func facesAway(_ placement: CATransform3D) -> Bool {
        CATransform3DInvert(placement).m33 < 0
    }
}
