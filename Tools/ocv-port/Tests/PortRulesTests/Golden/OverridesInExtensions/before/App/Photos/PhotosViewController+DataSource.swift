import UIKit

private let reuseIdentifier = "Photo"

// MARK: UICollectionViewDataSource

extension PhotosViewController {
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        cell.backgroundView = UIImageView(image: photos[indexPath.item])
        return cell
    }
}

extension PhotosViewController: UICollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
}

@available(iOS 15.0, *)
public extension PhotosViewController {
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
    }
}
