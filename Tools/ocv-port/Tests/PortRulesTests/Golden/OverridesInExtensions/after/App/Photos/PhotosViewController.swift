import UIKit

public class PhotosViewController: UICollectionViewController {
    var photos: [UIImage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        cell.backgroundView = UIImageView(image: photos[indexPath.item])
        return cell
    }

    @available(iOS 15.0, *)
    public override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
    }
}

extension PhotosViewController: UICollectionViewDelegateFlowLayout {}
