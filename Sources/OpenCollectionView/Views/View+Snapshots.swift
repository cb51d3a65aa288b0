import Foundation

/// Pictures of what a view shows, as UIKit's snapshot API: drawn by the rendering module (its
/// `Rendering.install()` provides the snapshotter); without it there is no picture, as UIKit
/// returns nil when it cannot make one. Unlike UIKit's, these are not `open`: extensions cannot
/// declare overridable members here (docs/porting.md).
extension View {
    /// A view that shows the receiver as it looks now (its layer tree drawn at its display
    /// scale): an image view of the receiver's bounds size. `afterScreenUpdates` makes no
    /// difference here: the picture is drawn from the current state, as after updates. Nil
    /// without the rendering module.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        guard let image = ViewSnapshotting.snapshot(of: self) else { return nil }
        let snapshot = ImageView(image: image)
        snapshot.frame = frame
        snapshot.bounds = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }

    /// A snapshot view of `rect` (in the receiver's coordinates) whose picture stretches
    /// outside `capInsets`, as UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: EdgeInsets) -> View? {
        guard let image = ViewSnapshotting.snapshot(of: self) else { return nil }
        let scale = image.scale
        let pixels = CGRect(x: (rect.minX - bounds.minX) * scale, y: (rect.minY - bounds.minY) * scale,
                            width: rect.width * scale, height: rect.height * scale)
        guard let cropped = image.cgImage?.cropping(to: pixels.integral) else { return nil }
        let snapshot = ImageView(image: Image(cgImage: cropped, scale: scale, orientation: .up)
            .resizableImage(withCapInsets: capInsets))
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }

    /// Draws the receiver and its subviews into the current graphics context, in `rect`, as
    /// UIKit's `drawHierarchy(in:afterScreenUpdates:)`. Returns false when no picture could be
    /// made (no rendering module, or no current context).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard Graphics.currentContext != nil, let image = ViewSnapshotting.snapshot(of: self) else { return false }
        image.draw(in: rect)
        return true
    }
}
