import Foundation

extension UIScrollView {
    /// The work of `contentLayoutGuide`, made on first use.
    var systemContentGuide: UILayoutGuide {
        if let guide = autoLayoutState?.contentGuide { return guide }
        let guide = makeSystemGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide")
        layoutState.contentGuide = guide
        return guide
    }

    /// The work of `frameLayoutGuide`, made on first use.
    var systemFrameGuide: UILayoutGuide {
        if let guide = autoLayoutState?.frameGuide { return guide }
        let guide = makeSystemGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
        layoutState.frameGuide = guide
        return guide
    }

    /// Sets `contentSize` from the content layout guide along each axis its constraints
    /// determine (a collection view's content size is its layout's).
    func applyContentSizeFromConstraints(_ engine: LayoutEngine) {
        guard !(self is UICollectionView), let guide = autoLayoutState?.contentGuide,
              let size = engine.determinedSize(of: guide, scale: traitCollection.displayScale) else { return }
        let newSize = CGSize(width: size.width ?? contentSize.width, height: size.height ?? contentSize.height)
        if newSize != contentSize { contentSize = newSize }
    }
}
