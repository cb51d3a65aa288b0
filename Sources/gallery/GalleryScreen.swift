import PhotoAlbum
import UIKit

/// A screen of the gallery: a view controller with the collection view the input goes to.
@MainActor
protocol GalleryScreen: UIViewController {
    /// The tab's title.
    var screenTitle: String { get }
    /// The screen's collection view (nil on a screen without one).
    var collectionView: UICollectionView! { get }
    /// The scroll view whose scrolling the `state` lines watch: the collection view, or a table
    /// screen's table.
    var scrollView: UIScrollView? { get }
    /// One of the screens' keys (Space, D, End, A, E, R: the app delegate's key commands).
    func keyPressed(_ key: String)
    /// What the screen shows, for the `state` lines the end-to-end test reads.
    var stateDescription: String { get }
    /// The host finished a frame that took `seconds` (layout and drawing).
    func frameDidRender(seconds: Double)
}

extension GalleryScreen {
    var scrollView: UIScrollView? { collectionView }
    func keyPressed(_ key: String) {}
    func frameDidRender(seconds: Double) {}

    /// How far the collection view is scrolled from the start of its content: the content
    /// offset past the insets the navigation and tab bars add (zero at the top).
    var scrolledDistance: CGPoint {
        guard let collectionView else { return .zero }
        let offset = collectionView.contentOffset, inset = collectionView.adjustedContentInset
        return CGPoint(x: (offset.x + inset.left).rounded(), y: (offset.y + inset.top).rounded())
    }
}

extension AlbumViewController: GalleryScreen {
    var screenTitle: String { "Album" }

    /// Space does what the tutorial's touch outside the photos does (`touchesBegan(_:with:)`).
    func keyPressed(_ key: String) {
        if key == "Space" { touchesBegan([], with: nil) }
    }

    var stateDescription: String {
        let layout = collectionView.collectionViewLayout
        var parts = ["layout=\(type(of: layout))", "items=\(imageNames.count)",
                     "offset=\(Int(collectionView.contentOffset.x.rounded()))"]
        if layout is LineLayout, let centred = centredPhoto {
            parts.append("centred=\(centred.name)")
            parts.append("centreError=\(String(format: "%.1f", centred.error))")
        }
        if let detail = navigationController?.topViewController as? PhotoDetailViewController {
            parts.append("share=\(detail.presentedViewController is UIActivityViewController ? 1 : 0) shared=\(detail.lastShare ?? "-")")
        }
        return parts.joined(separator: " ")
    }
}
