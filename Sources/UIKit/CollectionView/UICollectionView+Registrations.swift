import Foundation

extension UICollectionView {
    /// A registration for the collection view's cells, as UIKit's `UICollectionView.CellRegistration`
    /// (iOS 14): the cell class or nib and a handler that configures a cell for an item. Make it
    /// once, up front (a property of the view controller), and dequeue cells with
    /// `dequeueConfiguredReusableCell(using:for:item:)`; the collection view registers it the
    /// first time it is used.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` for `item` at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let reuseIdentifier: String
        let source: ReusePool.Source
        let handler: Handler
        /// Whether it was made while the collection view asked for a cell: UIKit's error.
        let madeInsideCellProvider: Bool

        /// A registration that makes cells of class `Cell`.
        public init(handler: @escaping Handler) {
            self.init(source: .viewClass(Cell.self), handler: handler)
        }

        /// A registration that makes cells from `cellNib` (a view recipe).
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.init(source: cellNib.source(requiring: UICollectionViewCell.self), handler: handler)
        }

        private init(source: ReusePool.Source, handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifiers.next("UICollectionViewCellRegistration")
            self.source = source
            self.handler = handler
            madeInsideCellProvider = UICollectionView.cellProviderDepth > 0
        }
    }

    /// A registration for the collection view's supplementary views, as UIKit's
    /// `UICollectionView.SupplementaryRegistration` (iOS 14).
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let reuseIdentifier: String
        let source: ReusePool.Source
        let handler: Handler

        /// A registration that makes supplementary views of class `Supplementary` for `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.init(source: .viewClass(Supplementary.self), elementKind: elementKind, handler: handler)
        }

        /// A registration that makes supplementary views of `elementKind` from `supplementaryNib`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.init(source: supplementaryNib.source(requiring: UICollectionReusableView.self), elementKind: elementKind,
                      handler: handler)
        }

        private init(source: ReusePool.Source, elementKind: String, handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifiers.next("UICollectionViewSupplementaryRegistration")
            self.elementKind = elementKind
            self.source = source
            self.handler = handler
        }
    }

    /// How many data-source cell requests are running (a registration made inside one is UIKit's error).
    static var cellProviderDepth = 0

    /// Asks the data source for the cell at `indexPath`, noting that a cell provider runs; the
    /// cell learns whether the collection view edits.
    func requestCell(from dataSource: UICollectionViewDataSource, at indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionView.cellProviderDepth += 1
        defer { UICollectionView.cellProviderDepth -= 1 }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.isEditingState = isEditing
        return cell
    }

    /// A cell of `registration`'s class, reused when one is queued, configured by its handler for
    /// `item`. A registration made inside a cell provider is reported with UIKit's message (UIKit
    /// raises); the cell is still made.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registration.madeInsideCellProvider {
            Diagnostics.report("Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <UICollectionViewCellRegistration: \(registration.reuseIdentifier)>")
        }
        let key = ReusePool.Key(category: .cell, kind: nil, identifier: registration.reuseIdentifier)
        if !reusePool.isRegistered(key) { reusePool.register(registration.source, for: key) }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            raiseException(.internalInconsistencyException, "the cell registration's nib made a cell that is not a \(Cell.self)")
        }
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            Diagnostics.report("dequeueConfiguredReusableCell(using:for:item:) was given no item for \(indexPath); the cell is not configured.")
        }
        return cell
    }

    /// A supplementary view of `registration`'s class and kind, reused when one is queued,
    /// configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = ReusePool.Key(category: .supplementaryView, kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if !reusePool.isRegistered(key) { reusePool.register(registration.source, for: key) }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                                                    for: indexPath)
        guard let typed = view as? Supplementary else {
            raiseException(.internalInconsistencyException, "the supplementary registration's nib made a view that is not a \(Supplementary.self)")
        }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}

/// Unique reuse identifiers for registrations.
@MainActor
enum RegistrationIdentifiers {
    private static var count = 0

    static func next(_ prefix: String) -> String {
        count += 1
        return "\(prefix)-\(count)"
    }
}
