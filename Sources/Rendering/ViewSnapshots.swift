import Foundation
@_spi(Rendering) import UIKit

/// Snapshots of views for the core's lifted previews (`ViewSnapshotting`): the view and its
/// subviews drawn by a fresh renderer over a transparent background, at the view's own origin.
@MainActor
enum ViewSnapshots {
    static func install() {
        ViewSnapshotting.snapshotter = { view, scale in
            let target = RenderTarget(size: view.bounds.size, scale: scale)
            let renderer = ViewRenderer()
            renderer.render(view, into: target, background: nil)
            return target.image()
        }
    }
}
