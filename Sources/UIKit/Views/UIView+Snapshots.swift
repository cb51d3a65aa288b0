import Foundation

/// Pictures of what a view shows, as UIKit's snapshot API: drawn by the rendering module (its
/// `Rendering.install()` provides the snapshotter); without it there is no picture, as UIKit
/// returns nil when it cannot make one. The class body's open members call these.
extension UIView {
    /// The work of `snapshotView(afterScreenUpdates:)`.
    func makeSnapshotView() -> UIView? {
        guard let image = ViewSnapshotting.snapshot(of: self) else { return nil }
        let snapshot = UIImageView(image: image)
        snapshot.frame = frame
        snapshot.bounds = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }

    /// The work of `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    func makeResizableSnapshotView(from rect: CGRect, capInsets: UIEdgeInsets) -> UIView? {
        guard let image = ViewSnapshotting.snapshot(of: self) else { return nil }
        let scale = image.scale
        let pixels = CGRect(x: (rect.minX - bounds.minX) * scale, y: (rect.minY - bounds.minY) * scale,
                            width: rect.width * scale, height: rect.height * scale)
        guard let cropped = image.cgImage?.cropping(to: pixels.integral) else { return nil }
        let snapshot = UIImageView(image: UIImage(cgImage: cropped, scale: scale, orientation: .up)
            .resizableImage(withCapInsets: capInsets))
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }

    /// The work of `drawHierarchy(in:afterScreenUpdates:)`.
    func drawSnapshot(in rect: CGRect) -> Bool {
        guard Graphics.currentContext != nil, let image = ViewSnapshotting.snapshot(of: self) else { return false }
        image.draw(in: rect)
        return true
    }
}
