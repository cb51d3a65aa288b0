import Foundation

/// How geometry changes are made and told: the anchor point, the layer's 3D transform, and the
/// bounds' size, each counted for the display and given to the animator.
extension View {
    /// Moves the layer's anchor point, keeping `center`: the frame moves.
    func setAnchorPoint(_ point: CGPoint) {
        guard point != anchorPoint else { return }
        let position = center
        anchorPoint = point
        untransformedOrigin = CGPoint(x: position.x - storedBounds.width * point.x, y: position.y - storedBounds.height * point.y)
        DisplayGeneration.advance()
    }

    /// Sets the layer's transform: `transform` becomes its affine part, and a transform that is
    /// not affine is kept whole.
    func setLayerTransform(_ newTransform: CATransform3D) {
        let old = transform3D
        transform = CATransform3DGetAffineTransform(newTransform)
        transform3D = CATransform3DIsAffine(newTransform) ? nil : newTransform
        if transform3D != old { DisplayGeneration.advance() }
    }

    /// Counts a model change for the display and tells the animator, which animates it inside an
    /// animation block.
    func recordChange(_ property: AnimatedProperty, from old: AnimatableVector, to new: AnimatableVector) {
        if old != new { DisplayGeneration.advance() }
        let animator = Animator.shared
        if animator.isAnimating { animator.propertyChanged(self, property, from: old, to: new) }
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
