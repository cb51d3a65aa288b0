import UIKit

/// The tutorial's view controller's data source: photos named "1" … "20", deleted on selection.
final class TestAlbumSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var imageNames = (1...20).map { "\($0)" }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        imageNames.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}
