import Foundation

/// The collection view's set-up and its reuse pool: attaching a layout, registering classes,
/// and dequeuing a view at the frame the layout gives it.
extension UICollectionView {
    /// What both initializers do once the view exists: attach the layout and install the
    /// built-in recognizers and interactions.
    func finishInit() {
        attach(layout)
        installSwipeActionsPan()
        installMultipleSelectionPan()
        installContextMenuInteraction()
    }

    /// Makes `layout` this collection view's (taking it from another collection view that had it).
    func attach(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self { previous.layout = UICollectionViewFlowLayout() }
        layout.attachedCollectionView = self
        layout.needsPrepare = true
        setNeedsLayout()
    }

    /// How many views the collection view has created (not reused), for benchmarks that check
    /// that scrolling reuses cells.
    @_spi(Benchmarks) public var createdCellCount: Int { reusePool.createdCount }

    /// Registers a view class under `key`, checking that it makes views of the key's category.
    func register(_ viewClass: AnyClass?, key: ReusePool.Key) {
        guard let viewClass else {
            reusePool.register(nil, for: key)
            return
        }
        let required: UICollectionReusableView.Type = key.category == .cell ? UICollectionViewCell.self : UICollectionReusableView.self
        guard let viewType = viewClass as? UICollectionReusableView.Type, viewType.isSubclass(of: required) else {
            raiseException(.invalidArgumentException, "must pass a class of kind \(key.category == .cell ? "UICollectionViewCell" : "UICollectionReusableView")")
        }
        reusePool.register(.viewClass(viewType), for: key)
    }

    /// A view of `key` from the reuse pool, placed at the layout's frame for `indexPath`.
    func dequeue(_ key: ReusePool.Key, at indexPath: IndexPath) -> UICollectionReusableView? {
        let view = reusePool.dequeue(key) {
            if let frame = frameForNextDequeue { return frame }
            let attributes = key.category == .cell
                ? layoutItem(at: indexPath)
                : layoutSupplementaryView(ofKind: key.kind ?? "", at: indexPath)
            return attributes?.frame ?? .zero
        }
        // A list cell learns its list before the data source configures it (its default
        // configurations follow the list's appearance), as UIKit's dequeue applies attributes.
        (view as? UICollectionViewListCell)?.adoptListPlacement(in: self, at: indexPath, category: key.category, kind: key.kind)
        return view
    }
}
