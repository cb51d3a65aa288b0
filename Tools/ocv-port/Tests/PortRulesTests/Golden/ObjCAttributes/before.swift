import UIKit

/// A view controller as Interface Builder sees it.
@objcMembers
final class PhotoViewController: UIViewController {
    @IBOutlet weak var collectionView: UICollectionView!
    @IBOutlet private var captionLabel: UILabel! // the caption under the photo
    @IBInspectable var cornerRadius: CGFloat = 4
    @objc dynamic var isFavorite = false

    /// Reloads the photos.
    @objc
    func refresh() {}

    @IBAction func shareTapped(_ sender: Any) {
        refresh()
    }

    @objc(deletePhotoAtIndex:) func deletePhoto(at index: Int) {}

    @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }

    @available(iOS 15, *) @objc func newer() {}
}

@IBDesignable class BadgeView: UIView {}

@objc protocol PhotoSource {
    func photoCount() -> Int
}

@objc public protocol PhotoSink: NSObjectProtocol {}

@objc protocol PhotoRanking: PhotoSource {}

@objc enum Rating: Int {
    case good, bad
}
