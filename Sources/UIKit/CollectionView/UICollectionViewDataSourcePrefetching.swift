import Foundation

/// A protocol that provides advance warning of the data requirements for a collection view,
/// as UIKit's `UICollectionViewDataSourcePrefetching`: start loading what items will show
/// before their cells are asked for.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Starts loading the data for the items at `indexPaths`, which are coming near the screen.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Cancels a previous prefetch: the items moved away without being shown. When absent: nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
