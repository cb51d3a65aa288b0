import Foundation

/// Takes pictures of views for lifted previews (a context menu's preview shows a snapshot of
/// its view, as UIKit's). The rendering module installs the snapshotter
/// (`Rendering.install()`); without it, previews are empty views of the right size.
@preconcurrency @MainActor
package enum ViewSnapshotting {
    /// Makes a picture of a view's bounds, with its subviews, at a scale.
    public static var snapshotter: ((UIView, CGFloat) -> UIImage)?

    /// A picture of `view` at its trait collection's display scale (2 when unspecified), or nil
    /// without a snapshotter.
    static func snapshot(of view: UIView) -> UIImage? {
        let scale = view.traitCollection.displayScale > 0 ? view.traitCollection.displayScale : 2
        return snapshotter?(view, scale)
    }
}
