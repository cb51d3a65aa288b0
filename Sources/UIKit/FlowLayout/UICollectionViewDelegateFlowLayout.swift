import Foundation

/// The methods that let you coordinate with a flow layout object to implement a grid-based
/// layout, as UIKit's `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional. When one is absent the flow layout uses its own property
/// (`itemSize`, `sectionInset`, ...), as UIKit does. A class adopts the protocol in the class
/// that implements the methods (a subclass's implementation of a method its superclass lacks is
/// not seen, as with any Swift protocol default).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`. When absent: the layout's `itemSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins of `section`. When absent: the layout's `sectionInset`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The sizes of every item of `section` in one answer, or nil to be asked item by item
    /// with `sizeForItemAt` (the default). Not UIKit API (UIKit keeps such a method private):
    /// an OpenCollectionView fast path for sections of many items, where one call per item
    /// costs more than the layout itself. The array must hold one size per item.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizesForItemsInSection section: Int) -> [CGSize]?
    /// The spacing between lines of `section`. When absent: the layout's `minimumLineSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The spacing between items of a line in `section`. When absent: the layout's
    /// `minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of the header of `section`; only its height (width when scrolling horizontally)
    /// is used, and 0 means no header. When absent: the layout's `headerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of the footer of `section`, as for the header. When absent: the layout's
    /// `footerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return CGSize(width: 50, height: 50) }
        // Tells the layout that the delegate lets it size items itself: it can use a grid.
        flow.delegateLeftItemSizeToLayout = true
        return flow.itemSize
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizesForItemsInSection section: Int
    ) -> [CGSize]? {
        nil
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
