import Foundation

/// How geometry changes are made and told: the anchor point, the layer's 3D transform, and the
/// bounds' size, each counted for the display and given to the animator.
extension UIView {
    /// The center: where the layer's anchor point lies in the superview's coordinates.
    var anchorPosition: CGPoint {
        CGPoint(x: untransformedOrigin.x + storedBounds.width * unitAnchorPoint.x,
                y: untransformedOrigin.y + storedBounds.height * unitAnchorPoint.y)
    }

    /// After `transform` was set: it replaces a 3D transform, and animates in an animation block.
    func transformDidChange(from oldValue: CGAffineTransform) {
        nonAffineTransform3D = nil
        recordChange(.transform, from: AnimatableVector(oldValue), to: AnimatableVector(transform))
    }

    /// What `boundsDidChange(from:)` does by default: a new size asks for a layout pass and
    /// resizes the subviews by their autoresizing masks.
    func layOutAfterResize(from oldBounds: CGRect) {
        guard oldBounds.size != storedBounds.size else { return }
        setNeedsLayout()
        if autoresizesSubviews { resizeSubviews(fromSize: oldBounds.size) }
    }

    /// `frame`: with a transform, the transformed bounds' bounding box.
    var transformedFrame: CGRect {
        let untransformed = CGRect(origin: untransformedOrigin, size: storedBounds.size)
        if let nonAffineTransform3D {
            return LayerGeometry.frame(size: storedBounds.size, position: center, anchorPoint: unitAnchorPoint, transform: nonAffineTransform3D)
        }
        guard !transform.isIdentity else { return untransformed }
        return LayerGeometry.frame(size: storedBounds.size, position: center, anchorPoint: unitAnchorPoint, affine: transform)
    }

    /// Sets `frame`: the center and the bounds' size (not finite or null: ignored).
    func setFrame(_ newValue: CGRect) {
        guard newValue.isFiniteRect, !newValue.isNull else { return }
        let standard = newValue.standardized
        let oldCenter = center
        if !hasLayerTransform3D && transform.isIdentity {
            untransformedOrigin = standard.origin
        } else {
            let position = LayerGeometry.position(ofFrame: standard, anchorPoint: unitAnchorPoint)
            untransformedOrigin = CGPoint(x: position.x - unitAnchorPoint.x * standard.width,
                                          y: position.y - unitAnchorPoint.y * standard.height)
        }
        setBoundsSize(standard.size)
        recordChange(.center, from: AnimatableVector(oldCenter), to: AnimatableVector(center))
        if autoLayoutState != nil { geometryDidChangeForAutoLayout() }
    }

    /// Sets `bounds`, keeping `center` (not finite or null: ignored).
    func setBounds(_ newValue: CGRect) {
        guard newValue.isFiniteRect, !newValue.isNull else { return }
        let oldBounds = storedBounds
        guard newValue != oldBounds else { return }
        let oldCenter = center
        boundsWillChange(to: newValue)
        storedBounds = newValue
        untransformedOrigin = CGPoint(x: oldCenter.x - unitAnchorPoint.x * newValue.width, y: oldCenter.y - unitAnchorPoint.y * newValue.height)
        recordChange(.bounds, from: AnimatableVector(oldBounds), to: AnimatableVector(newValue))
        boundsDidChange(from: oldBounds)
        if autoLayoutState != nil { geometryDidChangeForAutoLayout() }
    }

    /// The work of `center`'s setter (not finite: ignored).
    func setCenter(_ newValue: CGPoint) {
        guard newValue.x.isFinite, newValue.y.isFinite else { return }
        let oldCenter = center
        untransformedOrigin = CGPoint(x: newValue.x - storedBounds.width * unitAnchorPoint.x,
                                      y: newValue.y - storedBounds.height * unitAnchorPoint.y)
        recordChange(.center, from: AnimatableVector(oldCenter), to: AnimatableVector(newValue))
        if autoLayoutState != nil { geometryDidChangeForAutoLayout() }
    }

    /// Moves the layer's anchor point, keeping `center`: the frame moves.
    package func setAnchorPoint(_ point: CGPoint) {
        guard point != unitAnchorPoint else { return }
        let position = center
        unitAnchorPoint = point
        untransformedOrigin = CGPoint(x: position.x - storedBounds.width * point.x, y: position.y - storedBounds.height * point.y)
        DisplayGeneration.advance()
    }

    /// Sets the layer's transform: `transform` becomes its affine part, and a transform that is
    /// not affine is kept whole.
    package func setLayerTransform(_ newTransform: CATransform3D) {
        let old = nonAffineTransform3D
        transform = CATransform3DGetAffineTransform(newTransform)
        nonAffineTransform3D = CATransform3DIsAffine(newTransform) ? nil : newTransform
        if nonAffineTransform3D != old { DisplayGeneration.advance() }
    }

    /// Counts a model change for the display and tells the animator, which animates it inside an
    /// animation block, and key-value observers.
    func recordChange(_ property: AnimatedProperty, from old: AnimatableVector, to new: AnimatableVector) {
        let animator = Animator.shared
        if animator.isAnimating { animator.propertyChanged(self, property, from: old, to: new) }
        if old != new {
            DisplayGeneration.advance()
            KeyValueObservers.objectDidChange(self)
        }
    }

    func setBoundsSize(_ size: CGSize) {
        guard size != storedBounds.size else { return }
        let oldBounds = storedBounds
        boundsWillChange(to: CGRect(origin: oldBounds.origin, size: size))
        storedBounds.size = size
        recordChange(.bounds, from: AnimatableVector(oldBounds), to: AnimatableVector(storedBounds))
        boundsDidChange(from: oldBounds)
    }
}
