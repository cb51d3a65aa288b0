import PhotoAlbum
import UIKit

/// The tutorial's mosaic grid (CYGridLayout) over the album's photos; a tap deletes a photo.
final class MosaicViewController: UIViewController, GalleryScreen, UICollectionViewDataSource, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    private var imageNames = (0..<Photos.count).map { "\($0 + 1)" }
    let screenTitle = "Mosaic"

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: MosaicLayout())
        collectionView.backgroundColor = UIColor(white: 0.1, alpha: 1)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: AlbumViewController.photoID)
        view.addSubview(collectionView)
        self.collectionView = collectionView
    }

    var stateDescription: String {
        "layout=MosaicLayout items=\(imageNames.count) offset=\(Int(scrolledDistance.y))"
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        imageNames.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AlbumViewController.photoID, for: indexPath) as! PhotoCell
        cell.imageView.contentMode = .scaleAspectFill
        cell.imageView.clipsToBounds = true
        cell.imageView.layer.borderWidth = 4
        cell.imageName = imageNames[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        imageNames.remove(at: indexPath.item)
        collectionView.deleteItems(at: [indexPath])
    }
}
