import Foundation

/// The methods that an object adopts to manage data and provide cells for a collection view,
/// as UIKit's `UICollectionViewDataSource`. The two item methods are required; the others have
/// UIKit's behaviour when absent.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    /// The number of sections. When absent: 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// The supplementary view of `kind` at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Required as soon as
    /// the layout shows supplementary views.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView

    /// Whether the item at `indexPath` can be moved interactively. When absent: false.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Moves the item in the data model after an interactive move. When absent: nothing.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The titles of the index along the collection view's trailing edge (iOS 14). When absent:
    /// nil, no index.
    func indexTitles(for collectionView: UICollectionView) -> [String]?

    /// The item a touched index title scrolls to. Required with `indexTitles(for:)`.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        raiseException(.internalInconsistencyException,
            "the data source \(self) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:), "
                + "but the layout asks for a supplementary view of kind \(kind) at \(indexPath)")
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        UICollectionView.missingIndexPathForIndexTitle(in: self)
    }

    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
