import Foundation

extension ScrollView {
    /// The layout guide based on the untranslated content rectangle of the scroll view: when
    /// constraints determine its width and height, they are the scroll view's `contentSize`.
    /// (A scroll view's own edges, constrained from its subviews, are this guide's, as in
    /// UIKit.)
    public var contentLayoutGuide: LayoutGuide {
        if let guide = autoLayoutState?.contentGuide { return guide }
        let guide = makeSystemGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide")
        layoutState.contentGuide = guide
        return guide
    }

    /// The layout guide based on the untransformed frame rectangle of the scroll view: views
    /// constrained to it stay in place as the content scrolls.
    public var frameLayoutGuide: LayoutGuide {
        if let guide = autoLayoutState?.frameGuide { return guide }
        let guide = makeSystemGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
        layoutState.frameGuide = guide
        return guide
    }

    /// Sets `contentSize` from the content layout guide along each axis its constraints
    /// determine (a collection view's content size is its layout's).
    func applyContentSizeFromConstraints(_ engine: LayoutEngine) {
        guard !(self is CollectionView), let guide = autoLayoutState?.contentGuide,
              let size = engine.determinedSize(of: guide, scale: traitCollection.displayScale) else { return }
        let newSize = CGSize(width: size.width ?? contentSize.width, height: size.height ?? contentSize.height)
        if newSize != contentSize { contentSize = newSize }
    }
}
