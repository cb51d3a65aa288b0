import Foundation

/// The index along a collection view's trailing edge (iOS 14), as a table view's section index:
/// the data source's `indexTitles(for:)`, asked after each reload; touching or dragging along
/// it scrolls to the item `collectionView(_:indexPathForIndexTitle:at:)` names, at the top.
extension UICollectionView {
    /// Asks for the titles when a reload made them stale, and keeps the index at the visible
    /// trailing edge.
    func placeIndexBar() {
        if indexTitlesNeedReload {
            indexTitlesNeedReload = false
            let titles = dataSource?.indexTitles(for: self) ?? []
            if titles.isEmpty {
                indexBar?.removeFromSuperview()
            } else {
                let bar = indexBar ?? TableIndexBar(frame: .zero)
                if indexBar == nil {
                    indexBar = bar
                    bar.onSelect = { [unowned self] index in scrollToIndexTitle(at: index) }
                }
                bar.titles = titles
                if bar.superview !== self { addSubview(bar) }
            }
        }
        guard let bar = indexBar, bar.superview === self else { return }
        bar.titleColor = tintColor
        let insets = adjustedContentInset
        bar.frame = CGRect(x: contentOffset.x + bounds.width - TableIndexBar.width - safeAreaInsets.right, y: contentOffset.y + insets.top,
                           width: TableIndexBar.width, height: max(0, bounds.height - insets.top - insets.bottom))
        bringSubviewToFront(bar)
    }

    /// Scrolls to the item of the touched title, at the top (not animated).
    func scrollToIndexTitle(at index: Int) {
        guard let bar = indexBar, bar.titles.indices.contains(index), let dataSource else { return }
        let indexPath = dataSource.collectionView(self, indexPathForIndexTitle: bar.titles[index], at: index)
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.item >= 0,
              indexPath.item < numberOfItems(inSection: indexPath.section) else { return }
        scrollToItem(at: indexPath, at: .top, animated: false)
    }

    /// What UIKit raises when a data source gives index titles without the index path of one.
    static func missingIndexPathForIndexTitle(in dataSource: AnyObject) -> Never {
        raiseException(.internalInconsistencyException, "the data source \(dataSource) gives indexTitles(for:) but does not implement "
            + "collectionView(_:indexPathForIndexTitle:at:)")
    }
}
