import Foundation

/// An object that defines scroll direction, section spacing and headers or footers for a
/// compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// The axis the layout scrolls along. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between two sections that have content. Default 0.
    open var interSectionSpacing: CGFloat = 0
    /// Supplementary items attached to the edges of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The boundary content insets are measured from. Default `.safeArea`.
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }

    /// The axis sections stack along.
    var axis: LayoutAxis { scrollDirection == .horizontal ? .horizontal : .vertical }
}
