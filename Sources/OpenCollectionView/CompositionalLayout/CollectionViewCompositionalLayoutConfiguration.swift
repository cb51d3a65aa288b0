import Foundation

/// An object that defines scroll direction, section spacing and headers or footers for a
/// compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
open class CollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// The axis the layout scrolls along. Default `.vertical`.
    open var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// The space between two sections that have content. Default 0.
    open var interSectionSpacing: CGFloat = 0
    /// Supplementary items attached to the edges of the whole layout.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// The boundary content insets are measured from. Default `.safeArea`.
    open var contentInsetsReference: ContentInsetsReference = .safeArea

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }

    /// The axis sections stack along.
    var axis: LayoutAxis { scrollDirection == .horizontal ? .horizontal : .vertical }
}
